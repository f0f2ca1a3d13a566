/// Reading order from a contents page: the pages it links, in link order, nested as its lists nest (texinfo's and
/// DocBook's contents, Sphinx's toctree, a hand-written `index.html`).
package enum ContentsPageOrder {
    /// A page a contents page links, and how deep in its lists the first link to it sits (0: the outermost list).
    package struct Entry: Equatable, Sendable {
        /// Vault path of the page.
        package var page: String
        /// List depth (0: the outermost list).
        package var depth: Int
        /// The link's text (empty for an NCX entry without one).
        package var text: String = ""
    }

    /// Pages the contents page links (existing pages other than itself), first link each, with list depths.
    /// `section`: the fragment links to the contents page name (`ContentsSection`); the page's entries when what it
    /// names links fewer than two pages.
    static func entries(of contentsPage: String, section: String? = nil, pages: [String: ParsedPage],
                        resolver: ReferenceResolver) -> [Entry] {
        guard let page = pages[contentsPage], let body = page.body else { return [] }
        if let section, let root = ContentsSection.element(named: section, in: page) {
            let listed = entries(under: root, of: contentsPage, pages: pages, resolver: resolver)
            if listed.count >= 2 { return listed }
        }
        return entries(under: body, of: contentsPage, pages: pages, resolver: resolver)
    }

    /// The entries of the page's largest list (the most links) and of the lists beside it in the same block: a site's
    /// navigation sidebar, without the links around it (a menu bar's "print this book"). The page itself is among them when `includingItself` (a sidebar
    /// read from any page of a site without a root index lists that page in its place).
    static func navigationEntries(of page: String, pages: [String: ParsedPage], resolver: ReferenceResolver,
                                  includingItself: Bool = false) -> [Entry] {
        guard let body = pages[page]?.body else { return [] }
        var lists: [(list: Element, parent: Element, links: Int)] = []
        func collect(_ element: Element) {
            for case .element(let child) in element.children {
                if listNames.contains(child.name) {
                    var links = 0
                    child.forEachDescendant { if $0.name == "a" { links += 1 } }
                    lists.append((child, element, links))
                } else {
                    collect(child)
                }
            }
        }
        collect(body)
        guard let largest = lists.max(by: { $0.links < $1.links }) else { return [] }
        // A menu in groups is several lists side by side in one block (the Node.js documentation's "About this
        // documentation" and "Usage and example", a rule, then its modules): the lists beside the largest are its own.
        let group = lists.filter { $0.parent === largest.parent }.map(\.list)
        return group.flatMap { entries(under: $0, of: page, pages: pages, resolver: resolver, includingItself: includingItself) }
            .reduce(into: (seen: Set<String>(), entries: [Entry]())) { result, entry in
                if result.seen.insert(entry.page).inserted { result.entries.append(entry) }
            }.entries
    }

    /// The entries under `root`, each page at its first link outside running prose if it has one (Scribble's contents
    /// page names "Chapter 2" and "Chapter 3" in its opening paragraph, before its table of all chapters), and that
    /// shows words if one does (openstackdocstheme's "next" arrow, an icon without text, comes before the toctree
    /// naming the same page), else at its first link. An entry's text is that of the first link to the page itself that names it where its place is a
    /// link into one of its sections (Argyll's list of instruments links `instruments.html#specbos` before
    /// "Operation of particular instruments") or a word of a sentence (`linksInSentences`). Where one list nests and
    /// names more than half of the pages (`mainList`), a page it names takes its place there: BEDOPS' index names its
    /// tools in short lists of quick links before the toctree that nests them.
    private static func entries(under root: Element, of contentsPage: String, pages: [String: ParsedPage],
                                resolver: ReferenceResolver, includingItself: Bool = false) -> [Entry] {
        var links: [(entry: Entry, inProse: Bool, inRun: Bool, bare: Bool, list: ObjectIdentifier?)] = []
        var pageLinkTexts: [String: String] = [:], unnamed: Set<Int> = []
        func target(of link: Element) -> (path: String, fragment: String?)? {
            guard let href = link[attribute: "href"], case .local(let path, let fragment) = resolver.resolve(href, from: contentsPage),
                  pages[path] != nil, includingItself || path != contentsPage else { return nil }
            return (path, fragment)
        }
        // An item that names a group of pages but no page (Haddock's "Util", a module path without a page) heads
        // nothing: the list in it counts as its own list, so what it holds stands beside the item's siblings, not under
        // the entry before it. An item holding only a list (mdBook's sections, beside their chapter's item) still
        // nests, as does an index's term, whose list links places in pages (Sphinx's genindex).
        func labelsGroupOnly(_ item: Element) -> Bool {
            var labelled = false, holdsList = false
            func visit(_ element: Element) -> Bool {
                for child in element.children {
                    switch child {
                    case .text(let text): labelled = labelled || text.contains { !$0.isWhitespace }
                    case .element(let inner) where listNames.contains(inner.name):
                        holdsList = holdsList || inner.firstDescendant(named: "a").flatMap(target(of:)).map { $0.fragment == nil } == true
                    case .element(let inner):
                        if inner.name == "a", target(of: inner) != nil { return false }
                        if !visit(inner) { return false }
                    case .comment: continue
                    }
                }
                return true
            }
            return visit(item) && labelled && holdsList
        }
        func visit(_ element: Element, lists: Int, inProse: Bool, list: ObjectIdentifier?) {
            var linksHere: Int?, inSentences: Set<ObjectIdentifier>?
            for child in element.childElements {
                if child.name == "a", let found = target(of: child) {
                    let (path, fragment) = found
                    linksHere = linksHere ?? element.childElements.reduce(0) { $0 + ($1.name == "a" ? 1 : 0) }
                    inSentences = inSentences ?? linksInSentences(of: element)
                    let label = HeadingText.label(of: child)
                    let text = inSentences!.contains(ObjectIdentifier(child)) ? "" : label ?? ""
                    if fragment != nil || text.isEmpty { unnamed.insert(links.count) } else if pageLinkTexts[path] == nil { pageLinkTexts[path] = text }
                    links.append((Entry(page: path, depth: lists, text: text), inProse, linksHere! > 1 && !inProse, label == nil, list))
                }
                let depth = lists + (listNames.contains(child.name) ? 1 : 0) - (child.name == "li" && labelsGroupOnly(child) ? 1 : 0)
                    + DoxygenLayout.rowLevel(of: child)
                visit(child, lists: depth, inProse: inProse || (child.name == "p" && isRunningProse(child)),
                      list: list ?? (listNames.contains(child.name) ? ObjectIdentifier(child) : nil))
            }
        }
        visit(root, lists: 0, inProse: false, list: listNames.contains(root.name) ? ObjectIdentifier(root) : nil)
        for index in unnamed { if let text = pageLinkTexts[links[index].entry.page] { links[index].entry.text = text } }
        let listed = Set(links.filter { !$0.inProse }.map(\.entry.page)), named = Set(links.filter { !$0.inProse && !$0.bare }.map(\.entry.page))
        let kept = links.filter { (!$0.inProse || !listed.contains($0.entry.page)) && (!$0.bare || !named.contains($0.entry.page)) }
        let main = mainList(of: kept.map { ($0.entry.page, $0.entry.depth, $0.list) })
        let placed = kept.indices.reduce(into: [String: Int]()) { placed, index in
            let page = kept[index].entry.page
            if placed[page].map({ main != nil && kept[index].list == main && kept[$0].list != main }) ?? true { placed[page] = index }
        }
        let result = placed.values.sorted().map { (entry: kept[$0].entry, inRun: kept[$0].inRun) }
        let depths = outlineDepths(result.map { ($0.entry.depth, $0.inRun) })
        return zip(result, depths).map { Entry(page: $0.entry.page, depth: min($1, WorkspaceOrder.maxDepth), text: $0.entry.text) }
    }

    /// The outermost list element that nests (its links stand at more than one list depth: a contents tree, not a row
    /// of quick links or landmarks) and names more than half of the pages `links` name, if one does.
    private static func mainList(of links: [(page: String, depth: Int, list: ObjectIdentifier?)]) -> ObjectIdentifier? {
        let lists = links.reduce(into: [ObjectIdentifier: (pages: Set<String>, depths: Set<Int>)]()) { lists, link in
            guard let list = link.list else { return }
            lists[list, default: ([], [])].pages.insert(link.page)
            lists[list]!.depths.insert(link.depth)
        }
        let total = Set(links.map(\.page)).count
        return lists.first { $0.value.depths.count > 1 && $0.value.pages.count * 2 > total }?.key
    }

    /// Outline depths from list depths: an entry is one deeper than the nearest entry before it in a shallower list
    /// (a list nested two deep under it is still its child), and an entry with none before it is as deep as its list
    /// is below the shallowest (the pages a man page lists nest under the page, which links others in its prose).
    /// A link that stands in a line of links outside running prose (a bar of letters, a menu) heads no list: what
    /// follows it in a deeper list stays at its level (scaladoc's index names its A-Z pages in a line, then its packages in nested lists).
    static func outlineDepths(_ links: [(listDepth: Int, inRun: Bool)]) -> [Int] {
        let shallowest = links.map(\.listDepth).min() ?? 0
        var open: [(listDepth: Int, depth: Int, heads: Bool)] = []
        return links.map { link in
            while let last = open.last, last.listDepth >= link.listDepth { open.removeLast() }
            let depth = min(link.listDepth - shallowest, open.last.map { $0.heads ? $0.depth + 1 : $0.depth } ?? .max)
            open.append((link.listDepth, depth, !link.inRun))
            return depth
        }
    }

    /// The links among `parent`'s children that are words of a sentence: their line (the text between the nearest
    /// line breaks or blocks around them, links aside) holds more letters than the link, and a phrase's worth (12).
    /// Their text names nothing ("that the user must <a>supply</a> firmware", Argyll's contents page): no label for
    /// a page. One pass over the children, however many links they hold.
    private static func linksInSentences(of parent: Element) -> Set<ObjectIdentifier> {
        func letters(_ text: String) -> Int { text.reduce(0) { $0 + ($1.isLetter || $1.isNumber ? 1 : 0) } }
        var found: Set<ObjectIdentifier> = [], lineLetters = 0, lineLinks: [(Element, Int)] = []
        func endLine() {
            for (link, own) in lineLinks where lineLetters > max(own, 12) { found.insert(ObjectIdentifier(link)) }
            lineLetters = 0
            lineLinks = []
        }
        for child in parent.children {
            switch child {
            case .text(let text): lineLetters += letters(text)
            case .element(let element) where element.name == "br" || !PageOutline.inlineElements.contains(element.name): endLine()
            case .element(let element) where element.name == "a": lineLinks.append((element, letters(element.textContent())))
            case .element(let element): lineLetters += letters(element.textContent())
            default: continue
            }
        }
        endLine()
        return found
    }

    /// Whether the paragraph is running text with links in it, not a line of links: more text outside its links
    /// than in them, and a sentence's worth (40 characters) at least.
    private static func isRunningProse(_ paragraph: Element) -> Bool {
        let text = SourceText.collapseWhitespace(paragraph.textContent()).count
        var linked = 0
        paragraph.forEachDescendant { if $0.name == "a" { linked += SourceText.collapseWhitespace($0.textContent()).count } }
        return text - linked > max(linked, 40)
    }

    /// The contents page among `candidates` whose links reach the most of `pool` (more than half of it), with its
    /// entries in the pool; nil when none does. `sections`: the fragment the pages' links to a candidate name on it.
    static func best(among candidates: [String], sections: [String: String] = [:], pool: Set<String>, pages: [String: ParsedPage],
                     resolver: ReferenceResolver) -> (page: String, entries: [Entry])? {
        var best: (page: String, entries: [Entry])?
        for candidate in candidates where pool.contains(candidate) {
            let entries = entries(of: candidate, section: sections[candidate], pages: pages, resolver: resolver).filter { pool.contains($0.page) }
            if entries.count > best?.entries.count ?? 0 { best = (candidate, entries) }
        }
        return best.flatMap { reachingMost($0, pool: pool) }
    }

    /// The contents page with its `entries` in `pool`, when they reach more than half of it; else nil.
    static func reachingMost(_ contents: (page: String, entries: [Entry]), pool: Set<String>) -> (page: String, entries: [Entry])? {
        guard pool.contains(contents.page) else { return nil }
        let entries = contents.entries.filter { pool.contains($0.page) }
        guard (entries.count + 1) * 2 > pool.count, entries.count >= 2 else { return nil }
        return (contents.page, entries)
    }

    /// Outline depths for `order` from `entries`: a listed page takes its list depth, the contents page (if any) 0,
    /// a page of a subfolder whose pages are listed stands among them (one below the folder's index page, else as
    /// deep as the folder's shallowest listed page: the pages of Sphinx's `usage/extensions/` that its next/previous
    /// chain reaches and no list read names go under that folder's index, as its toctree has them), any other page
    /// the depth of the page before it.
    static func depths(for order: [String], entries: [Entry], contentsPage: String?) -> [Int] {
        let known = Dictionary(entries.map { ($0.page, $0.depth) }, uniquingKeysWith: { first, _ in first })
        var folders: [String: (index: Int?, shallowest: Int)] = [:]
        for (page, depth) in known {
            let folder = VaultPath.directory(of: page)
            guard !folder.isEmpty else { continue }
            var facts = folders[folder] ?? (nil, depth)
            facts.shallowest = min(facts.shallowest, depth)
            if OrderInference.isIndexName(page) { facts.index = depth }
            folders[folder] = facts
        }
        var previous = 0
        return order.map { page in
            let folder = folders[VaultPath.directory(of: page)]
            let depth = page == contentsPage ? 0 : known[page] ?? folder.map { $0.index.map { $0 + 1 } ?? $0.shallowest } ?? previous
            previous = depth
            return depth
        }
    }

    /// The link texts of `entries` by page, for pages without a heading.
    static func labels(_ entries: [Entry]) -> [String: String] {
        Dictionary(entries.filter { !$0.text.isEmpty }.map { ($0.page, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    private static let listNames: Set<String> = ["ul", "ol", "dl", "menu"]
}
