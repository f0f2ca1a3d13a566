/// The zero-config reading order when no spine, `order:` or workspace gives one, from the source's own signals in
/// this precedence: numbered Part folders (our vault layout), an EPUB package document, a generator's navigation
/// tree, the pages' `rel` links, a
/// contents page (the root index's navigation sidebar, removed as chrome, if nothing else), natural order. Pages no rule reaches follow their folder's pages, each reported.
enum OrderInference {
    /// The order and its source, plus findings (unreached pages, redirect pages left out).
    static func resolve(_ analysis: VaultAnalysis) -> (ReadingOrder, [Diagnostic]) {
        let paths = analysis.naturalOrder
        if let folder = numberedPartFolder(paths) {
            if let contents = authorContentsOrder(analysis, partFolder: folder) { return contents }
            return (ReadingOrder(pages: paths, source: OrderSource(
                rule: .natural, reason: "the vault's folders are numbered Parts (\(folder)), so folder and file names give the order")), [])
        }
        var relations = PageRelations(pages: paths, parsed: analysis.pages, resolver: analysis.resolver)
        let redirecting = paths.filter { relations.redirects[$0] != nil }
        let redirectFindings = redirecting.map { page in
            Diagnostic(id: .orderRedirectPage, severity: .info, file: page, line: analysis.pages[page]?.head?.line ?? 0,
                       message: "the page only redirects to \(relations.redirects[page]!.page); left out of the book, links to it go to its target")
        }
        let siteRoot = rootIndexPage(paths)
        let languages = LanguageVersions.find(among: paths.filter { relations.redirects[$0] == nil }, rootIndex: siteRoot,
                                              analysis: analysis, redirects: relations.redirects.mapValues(\.page))
        let ordered = languages.map { LanguageVersions.ordered(paths, $0) } ?? paths
        let twins = MarkdownTwins.find(among: ordered.filter { relations.redirects[$0] == nil }, pages: analysis.pages)
        let twinPages = Set(twins.map(\.page))
        let notRedirecting = ordered.filter { relations.redirects[$0] == nil && !twinPages.contains($0) }
        let copies = twins + CopiedPages.find(among: notRedirecting, pages: analysis.pages, preferred: siteRoot, preferredFolder: languages?.folders[0])
            + CombinedIndexPages.find(among: notRedirecting, analysis: analysis)
        relations.leaveOut(copies)
        let kept = ordered.filter { relations.redirects[$0] == nil }
        let errorPages = ErrorPages.find(among: kept, analysis: analysis), searchPages = SearchPages.find(among: kept, analysis: analysis)
        let sidebarPages = SidebarFramePages.find(among: kept, analysis: analysis)
        let listings = SourceListings.find(among: kept, analysis: analysis)
        let listingIndexes = SourceListings.indexes(among: kept, listings: listings, analysis: analysis)
        let unlinkedListings = SourceListings.unlinked(among: kept, listings: listings, indexes: listingIndexes, analysis: analysis)
        let javadoc = JavadocApparatus.find(among: kept, analysis: analysis)
        let frameset = FramesetPages.find(rootIndex: rootIndexPage(kept), among: kept, analysis: analysis)
        let stubs = StubPages.find(among: kept, analysis: analysis)
        let leftOut = Set(errorPages + searchPages + sidebarPages + listings.map(\.page) + listingIndexes + unlinkedListings + (frameset.map { $0.navigation + $0.redirected } ?? [])
                          + (stubs?.pages ?? []) + javadoc.linked.map(\.page) + javadoc.unlinked)
        let candidates = leftOut.isEmpty ? kept : kept.filter { !leftOut.contains($0) }
        let rootIndex = rootIndexPage(candidates)
        let sources = Sources(analysis: analysis, relations: relations, candidates: candidates, pool: Set(candidates), rootIndex: rootIndex,
                              tree: NavigationTree.find(in: analysis.inventory) ?? GeneratorMenus.tree(in: analysis))
        // The generator's own data orders a frameset's pages before its contents page does (javadoc 8's package-list
        // names every package, its frameset's overview only the packages).
        var (order, findings) = frameset.flatMap { frameset in
            (sources.tree.flatMap { treeOrder($0, sources) }) ?? framesetOrder(frameset, sources.withoutTree)
        } ?? inferred(sources)
        order.redirects = relations.redirects
        if let languages {
            order.languageFolders = languages.folders
            order.source.reason += "; the '\(languages.folders[0])' version of \(languages.folders.count) languages first (\(languages.reason))"
        }
        let leftOutFindings = errorPages.map { ErrorPages.finding($0, analysis: analysis) }
            + SearchPages.findings(searchPages, analysis: analysis)
            + sidebarPages.map { SidebarFramePages.finding($0, analysis: analysis) }
        for page in searchPages { order.leftOut[page] = SearchPages.reason }
        for page in sidebarPages { order.leftOut[page] = SidebarFramePages.reason }
        order.nonLinear = listings + javadoc.linked + order.nonLinear
        for page in javadoc.unlinked { (order.leftOut[page], order.leftOutBy[page]) = (JavadocApparatus.reason, .orderJavadocApparatus) }
        for page in listingIndexes { (order.leftOut[page], order.leftOutBy[page]) = (SourceListings.indexReason, .orderSourceListings) }
        for page in unlinkedListings { (order.leftOut[page], order.leftOutBy[page]) = (SourceListings.unlinkedReason, .orderSourceListings) }
        for page in frameset?.navigation ?? [] { order.leftOut[page] = FramesetPages.reason }
        for page in frameset?.redirected ?? [] { order.redirects[page] = RedirectTarget(page: frameset!.contents, fragment: nil) }
        order.leftOutBy.merge(leftOutBy(redirecting: redirecting, copies: copies.map(\.page), errorPages: errorPages, searchPages: searchPages,
                                    sidebarPages: sidebarPages, frameset: frameset.map { $0.navigation + $0.redirected } ?? [],
                                    stubs: stubs?.pages ?? [])) { first, _ in first }
        for page in stubs?.pages ?? [] {
            if let target = stubs!.targets[page] { order.redirects[page] = RedirectTarget(page: target, fragment: nil) } else { order.leftOut[page] = StubPages.reason }
        }
        var groupFindings: [Diagnostic] = (languages.map { [LanguageVersions.finding($0)] } ?? []) + (frameset.map { [$0.finding()] } ?? [])
        if !listings.isEmpty || !listingIndexes.isEmpty { groupFindings.append(SourceListings.finding(listings, indexes: listingIndexes, unlinked: unlinkedListings)) }
        if !javadoc.isEmpty { groupFindings.append(JavadocApparatus.finding(javadoc)) }
        if let stubs { groupFindings.append(StubPages.finding(stubs, analysis: analysis)) }
        return (order, redirectFindings + copies.map(copyFinding) + leftOutFindings + groupFindings + findings)
    }

    /// Why each page `resolve` left out is not in the book, by the finding that says so.
    private static func leftOutBy(redirecting: [String], copies: [String], errorPages: [String], searchPages: [String],
                                  sidebarPages: [String], frameset: [String], stubs: [String]) -> [String: DiagnosticID] {
        var why: [String: DiagnosticID] = [:]
        let groups: [(DiagnosticID, [String])] = [(.orderRedirectPage, redirecting), (.orderCopiedPage, copies), (.orderErrorPage, errorPages),
                                                  (.orderSearchPage, searchPages), (.orderSourceNavigation, sidebarPages),
                                                  (.orderFrameNavigation, frameset), (.orderStubPages, stubs)]
        for (id, pages) in groups { for page in pages { why[page] = id } }
        return why
    }

    private static func copyFinding(_ copy: CopiedPages.Copy) -> Diagnostic {
        let what = copy.isCompilation ? "the text of \(copy.parts) other pages on one page" : "the text of \(copy.kept)"
        return Diagnostic(id: .orderCopiedPage, severity: .info, file: copy.page,
                          message: "the page repeats \(what); left out of the book, links to it go to \(copy.kept)")
    }

    /// What every rule reads: the analysis, the pages' relations, the pages to order (natural order) and the root index.
    struct Sources {
        /// The vault's analysis.
        let analysis: VaultAnalysis
        /// The pages' `rel` links and redirects.
        let relations: PageRelations
        /// The pages to order, in natural order (the opening language's folder first).
        let candidates: [String]
        /// The candidates as a set.
        let pool: Set<String>
        /// The vault's root index page, if it is a candidate.
        let rootIndex: String?
        /// The generator's navigation tree, if the vault holds one.
        let tree: NavigationTree?

        /// The same sources without the navigation tree.
        var withoutTree: Sources {
            Sources(analysis: analysis, relations: relations, candidates: candidates, pool: pool, rootIndex: rootIndex, tree: nil)
        }
    }

    private static func inferred(_ sources: Sources) -> (ReadingOrder, [Diagnostic]) {
        let (analysis, relations, candidates, rootIndex) = (sources.analysis, sources.relations, sources.candidates, sources.rootIndex)
        if let package = analysis.package, package.spine.contains(where: sources.pool.contains) {
            return packageOrder(package, sources)
        }
        if let tree = sources.tree, let found = treeOrder(tree, sources) { return found }
        if let found = linkedOrder(sources) { return found }
        // An index split over many pages (Sphinx's genindex-A … genindex-Z) can outnumber a small book's chapters, so
        // that no chain or contents page reaches most pages: the rules are tried again without the index, which then
        // follows the pages it indexes.
        let indexes = IndexPages.runs(in: candidates, keeping: rootIndex, analysis: analysis)
        if !indexes.isEmpty {
            let indexPages = Set(indexes.joined()), rest = candidates.filter { !indexPages.contains($0) }
            let without = Sources(analysis: analysis, relations: relations, candidates: rest, pool: Set(rest), rootIndex: rootIndex, tree: sources.tree)
            if let (order, findings) = linkedOrder(without) {
                return (IndexPages.appended(indexes, to: order, analysis: analysis), findings)
            }
        }
        return (naturalOrder(sources), [])
    }

    /// The order a link chain or a contents page gives, nil when none reaches most pages.
    private static func linkedOrder(_ sources: Sources) -> (ReadingOrder, [Diagnostic])? {
        let (analysis, relations, candidates, rootIndex) = (sources.analysis, sources.relations, sources.candidates, sources.rootIndex)
        let contentsCandidates = [relations.contentsPage, rootIndex].compactMap { $0 } + namedContentsPages(candidates)
            + (rootIndex == nil ? NestedContents.folderIndexPages(candidates) : [])
        let contentsPage = ContentsPageOrder.best(among: contentsCandidates, sections: relations.contentsFragments, pool: sources.pool,
                                                  pages: analysis.pages, resolver: analysis.resolver)
        let navigation = contentsPage == nil ? analysis.siteNavigation.flatMap { ContentsPageOrder.reachingMost($0, pool: sources.pool) } : nil
        // The root index's links, in its order: a title page's link to the contents, or the guides it lists.
        let rootLinks = rootIndex.map { ContentsPageOrder.entries(of: $0, pages: analysis.pages, resolver: analysis.resolver).map(\.page) } ?? []
        let direct = contentsPage ?? navigation ?? contentsLinkedFromRoot(rootLinks, sources) ?? topPage(sources)
        let chain = LinkChainOrder.resolve(relations, candidates: candidates, rootIndex: rootIndex, books: rootLinks)
            ?? (direct == nil ? LinkChainOrder.resolve(relations, candidates: candidates, rootIndex: rootIndex, sideBySide: true) : nil)
        if let chain { return chainOrder(chain, contents: direct, sources) }
        // Only when no single page or chain gives the order: a start page with the contents pages it links.
        let nested = direct != nil ? nil : NestedContents.startPage(rootIndex: rootIndex, candidates: candidates).flatMap {
            NestedContents.resolve(from: $0, pool: sources.pool, analysis: analysis)
        }
        // A contents page's chapters that list pages it does not (Sphinx's toctrees nested over several pages).
        let extended = navigation != nil ? nil : direct.flatMap { NestedContents.extend($0, pool: sources.pool, analysis: analysis) }
        guard let contents = extended.map({ ($0.page, $0.entries) }) ?? direct ?? nested.map({ ($0.page, $0.entries) }) else { return nil }
        var (order, findings) = contentsOrder(contents, fromNavigation: navigation != nil, sources)
        if let listed = extended ?? nested { order.source.reason = listed.reason(reaching: sources.candidates.count) }
        return (order, findings)
    }

    /// The order of the vault's own contents page (`toc:`, else a page named table-of-contents) when it links most
    /// pages of a vault of numbered Part folders: the author's order wins over names.
    private static func authorContentsOrder(_ analysis: VaultAnalysis, partFolder: String) -> (ReadingOrder, [Diagnostic])? {
        guard let toc = analysis.tocPage else { return nil }
        let linked = TOCLinks.pages(linkedFrom: toc, analysis: analysis), pages = analysis.naturalOrder
        let reached = Set(linked).intersection(pages).count
        guard reached * 2 > pages.count else { return nil }
        return AuthorContentsOrder.resolve(AuthorContentsOrder.Request(
            tocPage: toc, linked: linked, natural: pages,
            reason: "the author's contents page \(toc) links \(reached) of \(pages.count) pages, in its order; the folders (numbered Parts, such as \(partFolder)) give the outline"))
    }

    /// The first top-level folder named as a numbered Part (`Part-I-…`, `Part-2`), if any.
    private static func numberedPartFolder(_ paths: [String]) -> String? {
        paths.lazy.compactMap { path -> String? in
            let components = path.split(separator: "/")
            guard components.count > 1, Ordering.sectionNumber(String(components[0])) != nil else { return nil }
            return String(components[0])
        }.first
    }

    /// The vault's root `index.html` (also `index.en.html`, `index.htm`), if it is a page.
    static func rootIndexPage(_ paths: [String]) -> String? {
        paths.first { !$0.contains("/") && isIndexName($0) }
    }

    /// A contents page the root index links to: a title page that links to the book's contents (the Haskell
    /// report's cover page, the report's own index) rather than being them. The first link to each page counts, in
    /// the root index's order; the page reaching the most of the book wins when it reaches three quarters of it (a
    /// page merely linked, not named or placed as the contents, must list nearly everything: a list of a few of
    /// the book's pages, such as a tool's scripts, is not its contents).
    private static func contentsLinkedFromRoot(_ linked: [String], _ sources: Sources) -> (page: String, entries: [ContentsPageOrder.Entry])? {
        let analysis = sources.analysis
        let best = ContentsPageOrder.best(among: linked, pool: sources.pool, pages: analysis.pages, resolver: analysis.resolver)
        return best.flatMap { $0.entries.count * 4 >= sources.pool.count * 3 ? $0 : nil }
    }

    /// In a vault with no root index, the page of the root folder that links the most of the book, when it links three
    /// quarters of it: a manual's top page under its own name (Argyll CMS's `ArgyllDoc.html` links 81 of its 89 other
    /// pages), as `contentsLinkedFromRoot` would take it were it linked from an index.
    private static func topPage(_ sources: Sources) -> (page: String, entries: [ContentsPageOrder.Entry])? {
        guard sources.rootIndex == nil else { return nil }
        return contentsLinkedFromRoot(sources.candidates.filter { !$0.contains("/") }, sources)
    }

    /// Pages named as a table of contents (`toc.html`, `contents.html`, `table-of-contents.html`, also after the
    /// manual's name: `omake-toc.html`) or a site map (`sitemap.html`), shallowest first.
    private static func namedContentsPages(_ paths: [String]) -> [String] {
        paths.filter(isContentsName).sorted { $0.split(separator: "/").count < $1.split(separator: "/").count }
    }

    /// Whether the page's file is named as a table of contents or a site map (`contents.html`, `omake-toc.html`).
    static func isContentsName(_ path: String) -> Bool {
        let stem = VaultPath.stem(of: path).lowercased()
        return contentsNames.contains(stem) || contentsSuffixes.contains { name in stem.hasSuffix("-" + name) || stem.hasSuffix("_" + name) }
    }

    /// File names of contents pages.
    private static let contentsNames = ["toc", "contents", "table-of-contents", "content", "sitemap", "site-map"]
    /// Names of contents pages after the manual's name and a dash or underscore (HeVeA's `omake-toc.html`,
    /// texi2html's `gettext_toc.html`).
    private static let contentsSuffixes = ["toc", "contents", "table-of-contents"]

    /// Whether the page's file is named `index` (`index.html`, `index.en.html`).
    static func isIndexName(_ path: String) -> Bool {
        let stem = VaultPath.stem(of: path).lowercased()
        return stem == "index" || stem.hasPrefix("index.")
    }
}
