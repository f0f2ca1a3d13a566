/// The links of a frameset manual's pages and the frames they open in (`target`), for `FramesetPages`.
struct FrameLinks {
    /// The analysis whose pages are read.
    let analysis: VaultAnalysis
    /// The pages a link may name.
    let pool: Set<String>

    /// The page `reference` names from `page`, when it is one of the pool.
    func target(_ reference: String?, from page: String) -> String? {
        guard let reference, case .local(let path, _) = analysis.resolver.resolve(reference, from: page), pool.contains(path) else { return nil }
        return path
    }

    /// The links (`<a href>`, image maps' `<area href>`) of `page`, in document order.
    func links(of page: String) -> [Element] {
        analysis.pages[page]?.body?.descendants().filter { ($0.name == "a" || $0.name == "area") && $0[attribute: "href"] != nil } ?? []
    }

    /// Whether every link of `page` (at least one) opens in one of the frameset's frames (`target`).
    func onlyLinksIntoFrames(_ page: String, frameNames: Set<String>) -> Bool {
        guard !frameNames.isEmpty else { return false }
        let links = links(of: page)
        return !links.isEmpty && links.allSatisfy { frameNames.contains(($0[attribute: "target"] ?? "").lowercased()) }
    }

    /// The order a reader clicking through the navigation frames meets the pages in: the content frame's first page,
    /// then each navigation frame's page depth first; a link opening in a navigation frame (`target`, or none from a
    /// navigation page: the same frame) shows that page's links next, one level deeper; any other link is a page.
    /// Also returns how many of the pages were opened in the content frame.
    func walk(from navigation: [(page: String, name: String)], opening content: (page: String, name: String)?,
              navigationNames: Set<String>) -> (entries: [ContentsPageOrder.Entry], contentPages: Int) {
        var entries: [ContentsPageOrder.Entry] = [], seen = Set<String>(), contentPages = 0
        if let content, seen.insert(content.page).inserted { entries.append(.init(page: content.page, depth: 0)) }
        func visit(_ page: String, frame: String, depth: Int, text: String) {
            guard seen.insert(page).inserted else { return }
            entries.append(.init(page: page, depth: max(depth, 0), text: text))
            for link in links(of: page) {
                guard let linked = target(link[attribute: "href"], from: page) else { continue }
                let named = (link[attribute: "target"] ?? "").lowercased()
                let opensIn = named.isEmpty || named == "_self" ? frame : named
                let label = SourceText.collapseWhitespace(link.textContent()).trimmingSpaces
                if navigationNames.contains(opensIn) {
                    visit(linked, frame: opensIn, depth: depth + 1, text: label)
                } else if seen.insert(linked).inserted {
                    entries.append(.init(page: linked, depth: depth + 1, text: label))
                    contentPages += 1
                }
            }
        }
        for frame in navigation { visit(frame.page, frame: frame.name, depth: -1, text: "") }
        return (entries, contentPages)
    }
}
