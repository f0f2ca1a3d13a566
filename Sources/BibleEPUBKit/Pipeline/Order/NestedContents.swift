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

    /// The start page's entries, with the entries each one's page adds (when it adds `minimumAdded` or more) where
    /// its list puts them, when together they reach three quarters of `pool` (as a contents page a title page links
    /// must: pages merely linked are not the book's contents unless they list nearly all of it) and more than the
    /// start page alone; else nil.
    static func resolve(from start: String, pool: Set<String>, analysis: VaultAnalysis) -> Result? {
        var reached: Set<String> = [start]
        let direct = newEntries(of: start, pool: pool, reached: &reached, minimum: 1, analysis: analysis)
        let (entries, expanded) = expand(direct, reached: &reached, pool: pool, analysis: analysis)
        guard !expanded.isEmpty, (entries.count + 1) * 4 >= pool.count * 3 else { return nil }
        return Result(page: start, entries: entries, contentsPages: expanded)
    }

    /// `contents` (a contents page whose list reaches most of `pool`) with the pages its entries' own pages list
    /// that it does not (`minimumAdded` or more from one page), placed as `place` places them: a Sphinx toctree
    /// whose chapters hold toctrees of their own (neutron-lib's index lists "Neutron Lib Internals", whose list
    /// names seven pages the index does not). Index pages are not read as contents. Nil when no entry adds any.
    static func extend(_ contents: (page: String, entries: [ContentsPageOrder.Entry]), pool: Set<String>, analysis: VaultAnalysis) -> Result? {
        var reached = Set(contents.entries.map(\.page)).union([contents.page])
        guard reached.count < pool.count else { return nil }
        let (entries, expanded) = expand(contents.entries, reached: &reached, pool: pool, analysis: analysis) { page in
            linkShare(page) >= minimumLinkShare
        }
        return expanded.isEmpty ? nil : Result(page: contents.page, entries: entries, contentsPages: expanded)
    }

    /// Least share of a chapter's text in its links for `extend` to read its lists as contents: a chapter holding a
    /// toctree is mostly its links (neutron-lib's internals 78%), a manual page naming other commands in its lists
    /// of options is not (git-config's 1%).
    static let minimumLinkShare = 0.2

    /// The share of the page's letters and digits that are its links' text.
    static func linkShare(_ page: ParsedPage) -> Double {
        guard let body = page.body else { return 0 }
        func count(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic || $1.properties.numericType != nil ? 1 : 0) } }
        var linked = 0
        body.forEachDescendant { if $0.name == "a" { linked += count($0.textContent()) } }
        let total = count(body.textContent())
        return total == 0 ? 0 : Double(linked) / Double(total)
    }

    /// `direct` with the pages each entry's page lists and `reached` does not hold (when they are `minimumAdded` or
    /// more) placed among them, and the entries whose lists were followed; only pages `readsAsContents` accepts are
    /// followed.
    private static func expand(_ direct: [ContentsPageOrder.Entry], reached: inout Set<String>, pool: Set<String>, analysis: VaultAnalysis,
                               readsAsContents: (ParsedPage) -> Bool = { _ in true }) -> (entries: [ContentsPageOrder.Entry], expanded: [String]) {
        var entries = direct, expanded: [String] = []
        for entry in direct {
            let list = listEntries(of: entry.page, pool: pool, analysis: analysis)
            let added = list.filter { !reached.contains($0.page) }
            guard added.count >= minimumAdded, let page = analysis.pages[entry.page], readsAsContents(page),
                  !IndexPages.namesIndex(page, label: analysis.label(for: entry.page)) else { continue }
            for page in added { reached.insert(page.page) }
            expanded.append(entry.page)
            place(added, from: list, under: entry, in: &entries)
        }
        return (entries, expanded)
    }

    /// Puts each of `added` (entries of `list`, the list on `parent`'s page) after the entry just before it in `list`
    /// when that one stands under `parent` in `entries` (the start page already lists some of the page's entries:
    /// ceilometer's index names the installation guide's chapters, the guide's own list adds three pages under its
    /// third), as much deeper than it as `list` nests it, and below `parent`; else right after `parent`, one level
    /// below it. Either way after the entries already under the one it follows.
    static func place(_ added: [ContentsPageOrder.Entry], from list: [ContentsPageOrder.Entry], under parent: ContentsPageOrder.Entry,
                      in entries: inout [ContentsPageOrder.Entry]) {
        let listIndex = Dictionary(list.enumerated().map { ($1.page, $0) }) { first, _ in first }
        let shallowestAdded = added.map(\.depth).min() ?? 0
        for entry in added {
            let parentIndex = entries.firstIndex { $0.page == parent.page } ?? entries.count - 1
            let subtreeEnd = entries[(parentIndex + 1)...].firstIndex { $0.depth <= parent.depth } ?? entries.count
            let previous = (listIndex[entry.page] ?? 0) > 0 ? list[listIndex[entry.page]! - 1] : nil
            let before = previous.flatMap { previous in
                entries.firstIndex { $0.page == previous.page }.map { (index: $0, listDepth: previous.depth) }
            }.flatMap { $0.index > parentIndex && $0.index < subtreeEnd ? $0 : nil }
            let anchor = before?.index ?? parentIndex
            let depth = before.map { max(parent.depth + 1, entries[$0.index].depth + entry.depth - $0.listDepth) }
                ?? parent.depth + 1 + entry.depth - shallowestAdded
            var position = anchor + 1
            while position < entries.count, entries[position].depth > entries[anchor].depth { position += 1 }
            entries.insert(ContentsPageOrder.Entry(page: entry.page, depth: min(depth, WorkspaceOrder.maxDepth), text: entry.text), at: position)
        }
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
        let entries = listEntries(of: page, pool: pool, analysis: analysis).filter { !reached.contains($0.page) }
        guard entries.count >= minimum else { return [] }
        let shallowest = entries.map(\.depth).min() ?? 0
        for entry in entries { reached.insert(entry.page) }
        return entries.map { ContentsPageOrder.Entry(page: $0.page, depth: $0.depth - shallowest, text: $0.text) }
    }

    /// The entries of `page` in `pool`, outermost at depth 0.
    private static func listEntries(of page: String, pool: Set<String>, analysis: VaultAnalysis) -> [ContentsPageOrder.Entry] {
        let entries = ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver).filter { pool.contains($0.page) }
        let shallowest = entries.map(\.depth).min() ?? 0
        return entries.map { ContentsPageOrder.Entry(page: $0.page, depth: $0.depth - shallowest, text: $0.text) }
    }

    /// Whether `page` is in the folder of the contents page `contents` or below it.
    private static func isInFolder(_ page: String, of contents: String) -> Bool {
        let folder = VaultPath.directory(of: contents)
        return folder.isEmpty || page.hasPrefix(folder + "/")
    }

    /// Outline depths for `order`, a link chain through the same pages (Sphinx's next/previous links walk its toctrees
    /// depth first), from the lists of `start`, of the pages it lists and of folder index and contents pages at any depth
    /// (krb5's `appdev/refs/api/index.html` under `appdev/refs/` under `appdev/`; pysnmp's `examples/…/contents.html`) that
    /// list `minimumAdded` or more: `start` at depth 0, its entries as deep as its list nests them (a toctree showing two
    /// levels); a page the most recent of those contents pages before it (still open) lists, one below it;
    /// any other page at the depth of the page before it, or at 0 outside the folders of the open contents pages. Which
    /// page lists a page first does not count (a manual page that names commands in a list is not their contents page). Nil unless the lists together hold three quarters of
    /// `pool`.
    static func depths(along order: [String], start: String, pool: Set<String>, analysis: VaultAnalysis) -> [Int]? {
        func entries(_ page: String) -> [ContentsPageOrder.Entry] {
            ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver)
                .filter { pool.contains($0.page) && $0.page != page && $0.page != start }
        }
        let startEntries = entries(start), shallowest = startEntries.map(\.depth).min() ?? 0
        let top = Dictionary(startEntries.map { ($0.page, $0.depth - shallowest) }) { first, _ in first }
        let lists = order.reduce(into: [String: Set<String>]()) { lists, page in
            guard page != start, top[page] != nil || OrderInference.isIndexName(page) || OrderInference.isContentsName(page) else { return }
            let listed = Set(entries(page).map(\.page))
            if listed.count >= minimumAdded { lists[page] = listed }
        }
        let covered = lists.values.reduce(into: Set(top.keys).union([start])) { $0.formUnion($1) }
        guard lists.keys.contains(where: { top[$0] != nil }), covered.intersection(pool).count * 4 >= pool.count * 3 else { return nil }
        var open: [(page: String, depth: Int)] = [], previous = 0
        return order.map { page in
            if page == start {
                open.removeAll()
                previous = 0
            } else if let depth = top[page] {
                // As deep as the start page's list nests it (a toctree showing two levels), below no deeper section.
                open.removeAll { $0.depth >= depth }
                previous = min(depth, WorkspaceOrder.maxDepth)
            } else if let index = open.lastIndex(where: { lists[$0.page]?.contains(page) == true }) {
                open.removeSubrange((index + 1)...)
                previous = min(open[index].depth + 1, WorkspaceOrder.maxDepth)
            } else if !open.isEmpty, !open.contains(where: { isInFolder(page, of: $0.page) }) {
                // A page no open list names, outside every open section's folder, follows the sections: mutagen's
                // api/index.html and contact.html (its start page's toctree was its sidebar, removed as chrome).
                open.removeAll()
                previous = 0
            }
            if lists[page] != nil { open.append((page, previous)) }
            return previous
        }
    }
}
