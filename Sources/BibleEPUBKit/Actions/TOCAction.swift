import Foundation

/// `bible-epub toc`: the reading order as the nav tree the build would write.
package enum TOCAction {
    /// The tree for the vault in `options`.
    package static func tree(_ options: BuildOptions) throws -> TableOfContents {
        let analysis = try VaultAnalyzer.analyze(options, preparingStyles: false)
        var toc = analysis.tableOfContents(spine: analysis.order.pages)
        toc.outsideContents = Set(analysis.order.outsideContents)
        toc.notes = ExtractionSummary.lines(analysis).map { "extract: " + $0 }
        toc.leftOut = leftOut(analysis)
        if !toc.leftOut.isEmpty { toc.notes.append(leftOutNote(toc.leftOut)) }
        return toc
    }

    /// The vault's pages neither in the reading order nor kept outside it (non-linear), in natural order.
    static func leftOut(_ analysis: VaultAnalysis) -> [LeftOutPage] {
        let inBook = Set(analysis.order.pages).union(analysis.order.nonLinear.map(\.page))
        return analysis.inventory.pages.map(\.path).filter { !inBook.contains($0) }
            .sorted { Ordering.NaturalKey($0) < Ordering.NaturalKey($1) }
            .map { LeftOutPage(page: $0, why: analysis.order.leftOutBy[$0]?.rawValue) }
    }

    /// `left out: 3 pages: 2 order.copied-page (print.html, index.html), 1 order.search-page (search.html)`.
    static func leftOutNote(_ pages: [LeftOutPage]) -> String {
        var groups: [(why: String, pages: [String])] = []
        for page in pages {
            let why = page.why ?? "not in the order"
            if let index = groups.firstIndex(where: { $0.why == why }) { groups[index].pages.append(page.page) } else { groups.append((why, [page.page])) }
        }
        let parts = groups.map { group in
            let shown = group.pages.prefix(3).joined(separator: ", ") + (group.pages.count > 3 ? ", ..." : "")
            return "\(group.pages.count) \(group.why) (\(shown))"
        }
        return "left out: \(pages.count) page\(pages.count == 1 ? "" : "s"): " + parts.joined(separator: "; ")
    }

    /// What `text` writes after a page the author's contents page does not reach.
    static let outsideMark = "(not in the author's contents)"


    /// A first line naming the order's rule and why it applied, then indented labels with each page's vault path.
    package static func text(_ toc: TableOfContents) -> String {
        let rows = toc.flattened().map { entry, depth in
            (String(repeating: "  ", count: depth) + PrintableText.escaped(entry.label),
             PrintableText.escaped(entry.page ?? "") + (entry.page.map(toc.outsideContents.contains) == true ? "  " + outsideMark : ""))
        }
        let width = min(rows.map(\.0.count).max() ?? 0, 72)
        let heading = (toc.source.map { ["# order: \($0.rule.rawValue) — \($0.reason)"] } ?? []) + toc.notes.map { "# " + $0 }
        return (heading + rows.map { label, page in
            page.isEmpty ? label : label.padding(width) + "  " + page
        }).joined(separator: "\n") + "\n"
    }

    /// `{"order":{"rule","reason"},"entries":[{"label","page","children":[...]}]}`.
    package static func json(_ toc: TableOfContents) -> String {
        func object(_ entry: TOCEntry) -> [String: Any] {
            var fields: [String: Any] = ["label": entry.label, "page": entry.page ?? NSNull(), "children": entry.children.map(object)]
            if let page = entry.page, toc.outsideContents.contains(page) { fields["outsideContents"] = true }
            return fields
        }
        var document: [String: Any] = ["entries": toc.entries.map(object)]
        if !toc.leftOut.isEmpty {
            document["leftOut"] = toc.leftOut.map { ["page": $0.page, "why": $0.why.map { $0 as Any } ?? NSNull()] }
        }
        if let source = toc.source { document["order"] = ["rule": source.rule.rawValue, "reason": source.reason] }
        return JSONFormat.serialize(document)
    }
}
