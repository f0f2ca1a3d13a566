/// Reading order from contents pages two levels deep: a start page that reaches the rest of the book only through
/// the contents pages it links (a manual's index -> its list of manual pages -> each manual page; index -> contents ->
/// chapters). Each page the start page links is followed by the pages it lists that nothing before reached, one level
/// deeper in the outline.
enum NestedContents {
    /// Fewest pages a linked page must add to be read as a contents page of its own (a page naming one or two
    /// others in its prose is a chapter, not contents).
    static let minimumAdded = 3

    /// A nested contents: the start page, every entry in reading order with its outline depth, and the linked pages
    /// read as contents pages.
    struct Result: Equatable {
        /// The start page (the root index, or a folder's).
        let page: String
        /// The pages in reading order, the added ones after the page that lists them.
        let entries: [ContentsPageOrder.Entry]
        /// The linked pages whose lists were followed.
        let contentsPages: [String]

        /// Why the order is what it is, for `toc` and `init`.
        func reason(reaching total: Int) -> String {
            let named = contentsPages.prefix(3).joined(separator: ", ") + (contentsPages.count > 3 ? ", ..." : "")
            return "the links of \(page) and of the \(contentsPages.count) contents page\(contentsPages.count == 1 ? "" : "s") it links (\(named)) "
                + "reach \(entries.count) of \(total) pages"
        }
    }

    /// The start page's entries, each followed by the entries its page adds (when it adds `minimumAdded` or more),
    /// when together they reach three quarters of `pool` (as a contents page a title page links must: pages merely
    /// linked are not the book's contents unless they list nearly all of it) and more than the start page alone; else nil.
    static func resolve(from start: String, pool: Set<String>, analysis: VaultAnalysis) -> Result? {
        var reached: Set<String> = [start]
        let direct = newEntries(of: start, pool: pool, reached: &reached, minimum: 1, analysis: analysis)
        var entries: [ContentsPageOrder.Entry] = [], expanded: [String] = []
        for entry in direct {
            entries.append(entry)
            let added = newEntries(of: entry.page, pool: pool, reached: &reached, minimum: minimumAdded, analysis: analysis)
            guard !added.isEmpty else { continue }
            expanded.append(entry.page)
            entries += added.map {
                ContentsPageOrder.Entry(page: $0.page, depth: min(entry.depth + 1 + $0.depth, WorkspaceOrder.maxDepth), text: $0.text)
            }
        }
        guard !expanded.isEmpty, (entries.count + 1) * 4 >= pool.count * 3 else { return nil }
        return Result(page: start, entries: entries, contentsPages: expanded)
    }

    /// The start page of a nested contents: the root index, else the index page of the one top-level folder that has
    /// one (`docs/index.html` beside `BUGS.html` and `README.html`).
    static func startPage(rootIndex: String?, candidates: [String]) -> String? {
        if let rootIndex { return rootIndex }
        let folderIndexes = folderIndexPages(candidates)
        return folderIndexes.count == 1 ? folderIndexes[0] : nil
    }

    /// Index pages one folder below the root (`docs/index.html`), in natural order.
    static func folderIndexPages(_ candidates: [String]) -> [String] {
        candidates.filter { $0.split(separator: "/").count == 2 && OrderInference.isIndexName($0) }
    }

    /// The entries of `page` in `pool` that `reached` does not hold, all marked reached, outermost at depth 0; empty
    /// (none marked) when they are fewer than `minimum`.
    private static func newEntries(of page: String, pool: Set<String>, reached: inout Set<String>, minimum: Int,
                                   analysis: VaultAnalysis) -> [ContentsPageOrder.Entry] {
        let entries = ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver)
            .filter { pool.contains($0.page) && !reached.contains($0.page) }
        guard entries.count >= minimum else { return [] }
        let shallowest = entries.map(\.depth).min() ?? 0
        for entry in entries { reached.insert(entry.page) }
        return entries.map { ContentsPageOrder.Entry(page: $0.page, depth: $0.depth - shallowest, text: $0.text) }
    }

    /// Outline depths for `order`, a link chain through the same pages (Sphinx's next/previous links walk its toctrees
    /// depth first), from the lists of `start` and of the pages it lists that list `minimumAdded` or more pages
    /// themselves: `start` and its entries at depth 0; a page the most recent of those contents pages before it lists,
    /// at 1; any other page at the depth of the page before it. Which page lists a page first does not count (a
    /// manual page that names commands in a list is not their contents page). Nil unless the lists together hold
    /// three quarters of `pool`.
    static func depths(along order: [String], start: String, pool: Set<String>, analysis: VaultAnalysis) -> [Int]? {
        func listed(_ page: String) -> Set<String> {
            Set(ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver).map(\.page)
                .filter { pool.contains($0) && $0 != page && $0 != start })
        }
        let top = listed(start)
        let lists = top.reduce(into: [String: Set<String>]()) { lists, page in
            let entries = listed(page)
            if entries.count >= minimumAdded { lists[page] = entries }
        }
        let covered = lists.values.reduce(into: top.union([start])) { $0.formUnion($1) }
        guard !lists.isEmpty, covered.intersection(pool).count * 4 >= pool.count * 3 else { return nil }
        var current: String?, previous = 0
        return order.map { page in
            if page == start || top.contains(page) {
                previous = 0
            } else if let current, lists[current]?.contains(page) == true {
                previous = 1
            }
            if lists[page] != nil { current = page }
            return previous
        }
    }
}
