/// What `init` and `toc` say about per-page content extraction (`extract: auto`).
enum ExtractionSummary {
    /// One line per way the content was found, with its pages, then what was left out across them.
    static func lines(_ analysis: VaultAnalysis) -> [String] {
        let extracted = analysis.order.pages.compactMap { path in analysis.pages[path]?.extraction.map { (path, $0) } }
        guard !extracted.isEmpty else { return [] }
        var byReason: [String: [String]] = [:]
        for (path, extraction) in extracted { byReason[extraction.reason, default: []].append(path) }
        var lines = byReason.sorted { $0.key < $1.key }.map { reason, pages in
            "\(pages.count) page\(pages.count == 1 ? "" : "s") kept \(reason) (first: \(pages[0]))"
        }
        let articles = extracted.filter { $0.1.facts != nil }.count
        if articles > 0 { lines.append("\(articles) saved web article\(articles == 1 ? "" : "s"), each opening with its title, authors, site, date and address") }
        let all = PageExtraction(facts: nil, reason: "", line: 0, removed: extracted.flatMap(\.1.removed))
        if !all.removed.isEmpty { lines.append("left out: " + all.summary) }
        return lines
    }
}
