/// The orders each rule gives, once `OrderInference` has chosen the rule: pages, nesting, labels and the pages no rule
/// reached, placed after their folders' pages.
extension OrderInference {
    /// The package's spine, its nav document's (or NCX's) nesting; its own nav document left out, reported.
    static func packageOrder(_ package: PackageSource, _ sources: Sources) -> (ReadingOrder, [Diagnostic]) {
        let analysis = sources.analysis
        let spine = package.spine.filter(sources.pool.contains)
        let entries = package.navDocument.map { ContentsPageOrder.entries(of: $0, pages: analysis.pages, resolver: analysis.resolver) }
            ?? package.ncxEntries(inventory: analysis.inventory) ?? []
        var (order, findings) = placed(
            spine, depths: entries.isEmpty ? nil : ContentsPageOrder.depths(for: spine, entries: entries, contentsPage: nil),
            among: sources.candidates.filter { $0 != package.navDocument },
            source: OrderSource(rule: .package, reason: "the spine of the package document \(package.path) (\(spine.count) pages)"),
            hintPage: package.path, analysis: analysis)
        if let nav = package.navDocument, sources.pool.contains(nav), !spine.contains(nav) {
            findings.append(Diagnostic(id: .orderSourceNavigation, severity: .info, file: nav,
                                       message: "the navigation document of \(package.path); left out, the book's own nav replaces it"))
            order.leftOutBy[nav] = .orderSourceNavigation
        }
        order.labels = ContentsPageOrder.labels(entries)
        return (order, findings)
    }

    /// The generator's navigation tree, when it holds most pages: tree order and nesting, the root index first.
    static func treeOrder(_ tree: NavigationTree, _ sources: Sources) -> (ReadingOrder, [Diagnostic])? {
        var pages = tree.ordered(sources.candidates)
        guard pages.count * 2 > sources.candidates.count else { return nil }
        if let rootIndex = sources.rootIndex {
            pages.removeAll { $0 == rootIndex }
            pages.insert(rootIndex, at: 0)
        }
        let reason = "\(tree.source) reaches \(pages.count) of \(sources.candidates.count) pages"
        return placed(pages, depths: tree.depths(of: pages), among: sources.candidates,
                      source: OrderSource(rule: .navigationTree, reason: reason), hintPage: pages[0], analysis: sources.analysis)
    }

    /// The chain (or tree) of `rel` links, the root index first; nesting from `up`, else from the contents page, or
    /// from the contents pages the root index links when its own list is flat (Sphinx's CMake manual: the index's
    /// toctree lists the manuals, each manual's toctree its commands or modules).
    static func chainOrder(_ chain: LinkChainOrder.Result, contents: (page: String, entries: [ContentsPageOrder.Entry])?,
                                   _ sources: Sources) -> (ReadingOrder, [Diagnostic]) {
        var pages = chain.pages
        if let rootIndex = sources.rootIndex, !pages.contains(rootIndex) { pages.insert(rootIndex, at: 0) }
        let flat = contents.map { !$0.entries.contains { $0.depth > 0 } } ?? true
        let nested = chain.depths != nil || !flat ? nil
            : (sources.rootIndex ?? pages.first).flatMap { NestedContents.depths(along: pages, start: $0, pool: sources.pool, analysis: sources.analysis) }
        let depths = chain.depths.map { pages.count > chain.pages.count ? [0] + $0 : $0 }
            ?? nested
            ?? contents.map { ContentsPageOrder.depths(for: pages, entries: $0.entries, contentsPage: $0.page) }
        var (order, findings) = placed(pages, depths: depths, among: sources.candidates,
                                       source: OrderSource(rule: .links, reason: chain.reason), hintPage: pages[0], analysis: sources.analysis)
        order.labels = contents.map { ContentsPageOrder.labels($0.entries) } ?? [:]
        return (order, findings)
    }

    /// The contents page, then the pages it links in link order (the root index first), nested as its lists nest.
    static func contentsOrder(_ contents: (page: String, entries: [ContentsPageOrder.Entry]), fromNavigation: Bool,
                                      _ sources: Sources) -> (ReadingOrder, [Diagnostic]) {
        // The root index opens the book (a title page a site map lists first among its sections, too), then the
        // contents page when it does not list itself.
        var pages = contents.entries.map(\.page).filter { $0 != sources.rootIndex }
        if !pages.contains(contents.page) { pages.insert(contents.page, at: 0) }
        if let rootIndex = sources.rootIndex, rootIndex != contents.page { pages.insert(rootIndex, at: 0) }
        let reason = (fromNavigation ? "the links of the navigation list on \(contents.page) (removed as chrome)"
            : "the links of the contents page \(contents.page)") + " reach \(contents.entries.count) of \(sources.candidates.count) pages"
        var (order, findings) = placed(
            pages, depths: ContentsPageOrder.depths(for: pages, entries: contents.entries, contentsPage: contents.page),
            among: sources.candidates, source: OrderSource(rule: .contentsPage, reason: reason), hintPage: contents.page,
            analysis: sources.analysis)
        order.labels = ContentsPageOrder.labels(contents.entries)
        return (order, findings)
    }

    /// The order a frameset gives (`FramesetPages`): the contents page it names, its links in order, whatever share of
    /// the pages they reach; else its navigation frames walked depth first.
    static func framesetOrder(_ frameset: FramesetPages, _ sources: Sources) -> (ReadingOrder, [Diagnostic]) {
        let analysis = sources.analysis
        guard let walked = frameset.walked?.filter({ sources.pool.contains($0.page) }) else {
            let entries = ContentsPageOrder.entries(of: frameset.contents, pages: analysis.pages, resolver: analysis.resolver)
                .filter { sources.pool.contains($0.page) }
            var (order, findings) = contentsOrder((frameset.contents, entries), fromNavigation: false, sources)
            order.source.reason = "the frameset \(frameset.frameset) names the contents page \(frameset.contents), whose links reach \(entries.count) of \(sources.candidates.count) pages"
            return (order, findings)
        }
        let pages = walked.map(\.page)
        let reason = "the frameset \(frameset.frameset)'s navigation frames, from \(frameset.contents), reach \(pages.count) of \(sources.candidates.count) pages"
        var (order, findings) = placed(pages, depths: walked.map(\.depth), among: sources.candidates,
                                       source: OrderSource(rule: .contentsPage, reason: reason), hintPage: frameset.contents,
                                       analysis: analysis)
        order.labels = ContentsPageOrder.labels(walked)
        return (order, findings)
    }

    /// Folder and file names, naturally sorted, the root index first.
    static func naturalOrder(_ sources: Sources) -> ReadingOrder {
        var (natural, indexes) = IndexPages.placedAfterIndexed(sources.candidates, keeping: sources.rootIndex, analysis: sources.analysis)
        if let rootIndex = sources.rootIndex, let index = natural.firstIndex(of: rootIndex) { natural.insert(natural.remove(at: index), at: 0) }
        var tree = sources.tree
        var sorted = tree.map { tree in tree.sortingItsFolder(&natural) } ?? 0
        var byLinks = natural
        var linked = sorted > 1 ? 0 : placingRootIndexLinks(&byLinks, sources)
        // Without the generator's tree, the site's menu (read before the chrome stage removed it) when it orders more
        // of its folder than the index page's own links do (libxslt's 15 sections against 3 links in its prose).
        var byMenu = natural
        if sorted <= 1, let menu = sources.analysis.siteNavigation.flatMap({ SiteMenuOrder.tree($0, pool: sources.pool) }),
           case let placed = menu.sortingItsFolder(&byMenu), placed > max(linked, 1) {
            (tree, sorted, linked, natural) = (menu, placed, 0, byMenu)
        } else {
            natural = byLinks
        }
        let folderName = tree.map { $0.folder.isEmpty ? "the root folder" : $0.folder } ?? ""
        let placed = [sources.rootIndex.map { "\($0) first" + (linked > 1 ? ", then the \(linked) pages beside it that it links, in its order" : "") },
                      indexes > 0 ? "\(indexes) index page\(indexes == 1 ? "" : "s") after the pages indexed" : nil,
                      sorted > 1 ? "the \(sorted) pages of \(folderName) in the order of \(sources.tree == nil ? tree!.source : "its navigation tree")" : nil]
            .compactMap { $0 }
        return ReadingOrder(pages: natural, source: OrderSource(
            rule: .natural, reason: "no package document, link chain or contents page reaches most pages, so folder and file names give the order"
                + (placed.isEmpty ? "" : " (\(placed.joined(separator: ", ")))")))
    }

    /// A site's index page is its author's order even when it links only some pages: the pages of its folder it
    /// links (two at least) after its first h1 (before it stands the site's navigation bar: texi2html's
    /// "Index" and "About" buttons) follow it in `natural` in the order of its links, before the others (a
    /// hand-written site's "read the guide, then the cookbook"). Returns how many it links.
    static func placingRootIndexLinks(_ natural: inout [String], _ sources: Sources) -> Int {
        guard let root = sources.rootIndex, natural.first == root, let body = sources.analysis.pages[root]?.body else { return 0 }
        let folder = VaultPath.directory(of: root), resolver = sources.analysis.resolver
        let inFolder = Set(natural.filter { $0 != root && VaultPath.directory(of: $0) == folder })
        var headed = body.descendants(named: "h1", atMost: 1).isEmpty
        var linked: [String] = [], seen = Set<String>()
        body.forEachDescendant { element in
            if element.name == "h1" { headed = true }
            guard headed, element.name == "a", let href = element[attribute: "href"],
                  case .local(let path, _) = resolver.resolve(href, from: root), inFolder.contains(path), seen.insert(path).inserted
            else { return }
            linked.append(path)
        }
        guard linked.count > 1 else { return 0 }
        // A page it does not link stays after the linked page it follows in the names' order when their names
        // share a stem (texinfo's gettext_25, an index's second part, after gettext_24); the others keep their
        // order after the linked pages.
        var following: [String: [String]] = [:], rest: [String] = [], last: String?
        for page in natural.dropFirst() {
            if seen.contains(page) {
                last = page
            } else if let last, inFolder.contains(page), nameStem(page) == nameStem(last) {
                following[last, default: []].append(page)
            } else {
                rest.append(page)
            }
        }
        natural = [root] + linked.flatMap { [$0] + following[$0, default: []] } + rest
        return linked.count
    }

    /// A file name without its extension and its last `_` or `-` part (`gettext_25.html` -> `gettext`), else
    /// without its trailing digits.
    static func nameStem(_ path: String) -> Substring {
        let name = VaultPath.fileName(of: path)
        let base = name.firstIndex(of: ".").map { name[..<$0] } ?? name[...]
        if let cut = base.lastIndex(where: { $0 == "_" || $0 == "-" }) { return base[..<cut] }
        return base.prefix { !$0.isNumber }
    }

    /// Fewest pages of an index split over pages.
    static let splitIndexPages = 3

    /// `order` with every other page of `all` placed after the last page of its folder (natural order), each reported;
    /// but a generator's index split over pages (`splitIndexPages` or more: Haddock's `doc-index-A` …, one of them with
    /// a jump bar), which contents pages do not list, goes after the pages of its folder, its first page at the top
    /// level and the others under it, unreported (`IndexPages.runs`), when the `analysis` to read its pages is given.
    static func placed(_ order: [String], depths: [Int]?, among all: [String], source: OrderSource,
                       hintPage: String, analysis: VaultAnalysis? = nil) -> (ReadingOrder, [Diagnostic]) {
        var pages = order, levels = depths, diagnostics: [Diagnostic] = []
        let seen = Set(order)
        let unreached = all.filter { !seen.contains($0) }
        let indexes = unreached.isEmpty ? []
            : (analysis.map { IndexPages.runs(in: unreached, keeping: nil, analysis: $0) } ?? []).filter { $0.count >= splitIndexPages }
        let indexPages = Set(indexes.joined())
        let memberLists = unreached.isEmpty ? [] : analysis.map { MemberLists.find(among: unreached, placed: seen, analysis: $0) } ?? []
        let outside = Set(memberLists.map(\.page))
        for page in unreached where !indexPages.contains(page) && !outside.contains(page) {
            let index = ReadingOrderResolver.insertionIndex(of: page, in: pages)
            if let known = levels { levels!.insert(unreachedDepth(of: page, at: index, in: pages, depths: known), at: index) }
            pages.insert(page, at: index)
            diagnostics.append(Diagnostic(
                id: .orderUnreachedPage, severity: .warning, file: page,
                message: "\(source.rule.explanation) does not reach this page; it is placed after the pages of its folder",
                hint: "link it from \(hintPage), or list the order in spine: (book.yaml)"))
        }
        var source = source
        for run in indexes {
            let index = ReadingOrderResolver.insertionIndex(of: run[0], in: pages)
            pages.insert(contentsOf: run, at: index)
            levels?.insert(contentsOf: [0] + Array(repeating: 1, count: run.count - 1), at: index)
        }
        if !indexes.isEmpty {
            let count = indexes.joined().count
            source.reason += " (\(count) index page\(count == 1 ? "" : "s") after the pages of their folder)"
        }
        var result = ReadingOrder(pages: pages, depths: levels, source: source)
        result.nonLinear = memberLists
        return (result, diagnostics + (memberLists.isEmpty ? [] : [MemberLists.finding(memberLists)]))
    }

    /// The outline depth of an unreached `page` placed at `index` of `order` (after the page it shares the most
    /// folders with): under the page before it when that is the index page of its folder or of one above it (requests'
    /// `_modules/requests/api` under `_modules/index`, a second manual's pages under its index); beside the page before
    /// it when that is in its folder or one above it (Sphinx's `tutorials/examples/README` after the tutorials); else
    /// beside the last page of its own folder (scaladoc's `Actor$$State$` among its package's classes, not under the
    /// subpackage listed before it); else beside the page before it when they share a folder (Doxygen's hashed
    /// folders); else at the top level (a root page placed at the end, such as libtiff's index, does not nest under
    /// whatever group ends the book).
    static func unreachedDepth(of page: String, at index: Int, in order: [String], depths: [Int]) -> Int {
        guard index > 0 else { return 0 }
        let folder = VaultPath.directory(of: page), before = order[index - 1], beforeFolder = VaultPath.directory(of: before)
        if beforeFolder == folder || (!beforeFolder.isEmpty && folder.hasPrefix(beforeFolder + "/")) {
            return min(depths[index - 1] + (isIndexName(before) ? 1 : 0), WorkspaceOrder.maxDepth)
        }
        if let mate = order[..<index].indices.last(where: { VaultPath.directory(of: order[$0]) == folder }) { return depths[mate] }
        return ReadingOrderResolver.sharedFolders(page, before) > 0 ? depths[index - 1] : 0
    }
}

extension OrderSource.Rule {
    /// The rule in words, as a sentence's subject.
    var explanation: String {
        switch self {
        case .spine: return "the spine list"
        case .workspace: return "the workspace's contents"
        case .package: return "the package document's spine"
        case .links: return "the pages' rel=\"next\" chain"
        case .contentsPage: return "the contents page"
        case .navigationTree: return "the generator's navigation tree"
        case .natural: return "natural order"
        }
    }
}
