import Foundation

/// Runs the shared first half of the pipeline.
package enum VaultAnalyzer {
    /// Loads config, scans, parses every page in parallel, and resolves the reading order; with `preparingStyles`
    /// (for a build or lint, which normalize the pages next), starts rewriting the pages' `<style>` blocks meanwhile.
    package static func analyze(_ options: BuildOptions, preparingStyles: Bool = true) throws -> VaultAnalysis {
        SchemaWarmUp.start()
        var (inventory, scanDiagnostics) = try VaultScanner.scan(options.vault)
        var (config, configDiagnostics) = try loadConfig(options, inventory: inventory)
        if options.readsConfig { config.apply(options.settings) }
        let kindDiagnostics = PageKinds.apply(to: &inventory, config: config)
        let naturalOrder = Parallel.Pending { [paths = inventory.pages.map(\.path)] in NaturalOrder.order(paths) }
        LibXML2.initialize()
        let audience = options.audience ?? config.audience
        let outlines = ChromeStage.needsOutlines(config)
        let parsedOrSkipped = Parallel.map(inventory.pages, cost: \.size) { file -> (ParsedPage, PageOutline?)? in
            guard options.cancellation?.isCancelled != true else { return nil }
            let page = PageParser.parse(file, strip: config.strip ?? [], unwrap: config.unwrap ?? [], audience: audience,
                                        inventory: inventory, listings: config.attachmentListings)
            return (page, outlines && file.fileExtension != "md" ? page.body.map { PageOutline(body: $0, pageText: page.textBytes) } : nil)
        }
        try options.cancellation?.check()
        let parsedWithOutlines = parsedOrSkipped.map { $0! }
        let parsed = parsedWithOutlines.map(\.0)
        if inventory.includesMarkdown {
            WikiLinks.resolve(parsed, inventory: inventory)
            EmbeddedPages.link(in: parsed)
        }
        let preparedStyleSheets = !preparingStyles || config.styles == .template ? nil
            : PreparedStyleSheets.start(for: parsed, theme: config.theme)
        let keepsSpentNodes = options.keepsTreesUntilExit
            && ProcessLifetime.mayKeepTrees(pageBytes: inventory.pages.reduce(0) { $0 + $1.size })
        let sharedHeadings = SiteHeadingStage.apply(to: parsed, outlines: parsedWithOutlines.map(\.1))
        let pages = Dictionary(uniqueKeysWithValues: parsed.map { ($0.path, $0) })
        let paths = naturalOrder.value, rootIndex = OrderInference.rootIndexPage(paths)
        let siteNavigation = (rootIndex ?? paths.first).map { host in
            (page: host, entries: ContentsPageOrder.navigationEntries(of: host, pages: pages, resolver: ReferenceResolver(inventory: inventory),
                                                                      includingItself: host != rootIndex))
        }
        // The titles' affixes read the titles only (set when parsed), while the chrome stages edit the bodies.
        let ((chromeDiagnostics, rightsNotice), (bookAffixes, folderAffixes)) = Parallel.both({
            let resolver = ReferenceResolver(inventory: inventory)
            let chrome = ChromeStage.apply(to: parsed, outlines: parsedWithOutlines.map(\.1), config: config, resolver: resolver,
                                           keepingSpentNodes: keepsSpentNodes)
            return (chrome.diagnostics + HiddenStage.apply(to: parsed, config: config, resolver: resolver), chrome.notice)
        }, {
            let book = TitleAffixes.common(in: parsed.compactMap(\.title), rootTitle: rootIndex.flatMap { pages[$0]?.title })
            return (book, TitleAffixes.byFolder(parsed, book: book))
        })
        var analysis = VaultAnalysis(
            config: config, inventory: inventory, pages: pages, order: ReadingOrder(pages: []), titleAffixes: bookAffixes,
            diagnostics: scanDiagnostics + configDiagnostics + kindDiagnostics + chromeDiagnostics, naturalOrder: paths)
        analysis.folderTitleAffixes = folderAffixes
        analysis.buildPathPrefix = BuildPathPrefix(pages: parsed, book: bookAffixes, folders: folderAffixes)
        analysis.rightsNotice = rightsNotice
        analysis.package = PackageSource.find(in: inventory)
        analysis.siteNavigation = siteNavigation
        analysis.preparedStyleSheets = preparedStyleSheets
        analysis.sharedHeadings = sharedHeadings
        analysis.repeatedHeadings = repeatedHeadings(parsed)
        analysis.repeatedTitles = repeatedTitles(parsed)
        analysis.numbersSectionsPerPage = SectionNumbers.restartOnEachPage(parsed)
        analysis.audience = audience
        let graph = WorkspaceGraph(pages: analysis.pages, resolver: analysis.resolver)
        // Pages `exclude:` names are no rule's candidates: never ordered, never reported as unreached.
        let (excluded, excludeDiagnostics) = ExcludedPages.find(in: paths, config: config)
        analysis.naturalOrder = paths.filter { !excluded.contains($0) }
        let (ordered, orderDiagnostics) = try resolveOrder(options, analysis: &analysis, graph: graph, excluded: excluded)
        let resolved = excluded.isEmpty ? ordered : ordered.removing(excluded)
        let (visible, audienceDiagnostics) = AudienceFilter.apply(resolved, pages: analysis.pages, graph: graph, audience: audience,
                                                                 defaultAudience: config.defaultAudience)
        var (order, blankDiagnostics) = BlankPages.leaveOut(of: visible, pages: analysis.pages, scripted: config.scripts == .keep,
                                                                 resolver: analysis.resolver)
        for page in excluded { order.leftOutBy[page] = .orderExcludedPages }
        for page in order.excluded { order.leftOutBy[page] = .workspaceAudienceExcluded }
        for finding in blankDiagnostics { order.leftOutBy[finding.file] = .orderBlankPage }
        analysis.order = order
        LinkedHTMLFiles.add(to: &analysis)
        analysis.diagnostics += graph.diagnostics + excludeDiagnostics + orderDiagnostics + audienceDiagnostics + blankDiagnostics
            + attachmentFinding(order.pages.compactMap { analysis.pages[$0] })
        return analysis
    }

    /// One note for the book when notes carry source-file attachments that are left out.
    /// Only `h1`s two pages or more share while no two of them share a title and no title shares a word with the
    /// heading (epydoc's "Module orfs" on the module and its source listing names them; Haddock's "Documentation" does
    /// not). A first `h1` of several is `titleOverFirstHeading`'s case.
    static func repeatedHeadings(_ pages: [ParsedPage]) -> Set<String> {
        var titles: [String: [String]] = [:]
        for page in pages where !page.hasSeveralTopHeadings {
            if let heading = page.heading { titles[heading, default: []].append(page.title ?? "") }
        }
        return Set(titles.filter { heading, titles in
            guard titles.count >= 2, Set(titles).count == titles.count else { return false }
            let headingWords = words(of: heading)
            return titles.allSatisfy { words(of: $0).isDisjoint(with: headingWords) }
        }.keys)
    }

    /// A title three pages or more and three quarters of the pages share: the site's name, not a page's (a split
    /// index's pages share theirs, "Data Fields", and are told apart by `DuplicateLabels`).
    static func repeatedTitles(_ pages: [ParsedPage]) -> Set<String> {
        var counts: [String: Int] = [:]
        for page in pages { if let title = page.title { counts[title, default: 0] += 1 } }
        return Set(counts.filter { $0.value >= 3 && $0.value * 4 >= pages.count * 3 }.keys)
    }

    /// The lowercased runs of letters and digits of `text`.
    private static func words(of text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }

    private static func attachmentFinding(_ pages: [ParsedPage]) -> [Diagnostic] {
        let carrying = pages.filter { !$0.sourceAttachments.isEmpty }
        guard let first = carrying.first else { return [] }
        let count = carrying.reduce(0) { $0 + $1.sourceAttachments.count }
        return [Diagnostic(id: .workspaceAttachmentsLeftOut, severity: .info, file: first.path,
                           message: "\(count) source-file attachments of \(carrying.count) notes are not in the book (first: \(first.sourceAttachments[0]))",
                           hint: "attachments: listings in book.yaml appends them to their notes as code listings")]
    }

    private static func loadConfig(_ options: BuildOptions, inventory: VaultInventory) throws -> (BookConfig, [Diagnostic]) {
        guard options.readsConfig else { return (BookConfig(), []) }
        if let path = options.configPath {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ConfigError.fileNotFound(path: path)
            }
            return try ConfigLoader.load(path: path, displayPath: path)
        }
        // The vault's own book.yaml is read as every vault file is: the one the scan found, never through a link out.
        guard let file = inventory.byPath["book.yaml"] else { return (BookConfig(), []) }
        return try ConfigLoader.load(FileBytes.contents(of: file), displayPath: "book.yaml")
    }

    private static func resolveOrder(_ options: BuildOptions, analysis: inout VaultAnalysis, graph: WorkspaceGraph,
                                     excluded: Set<String>) throws -> (ReadingOrder, [Diagnostic]) {
        let pagePaths = analysis.inventory.pages.map(\.path).filter { !excluded.contains($0) }
        if let spinePath = options.spinePath {
            guard let data = FileManager.default.contents(atPath: spinePath) else {
                throw ConfigError.fileNotFound(path: spinePath)
            }
            let entries = ReadingOrderResolver.parseSpineFile(String(decoding: data, as: UTF8.self), file: spinePath)
            return ReadingOrderResolver.fromSpine(entries, pages: pagePaths)
        }
        if let spine = analysis.config.spine {
            let locations = analysis.config.spineLocations
            let entries = spine.enumerated().map { index, path in
                ReadingOrderResolver.SpineEntry(path: path, location: index < locations.count ? locations[index] : SourceLocation(file: "book.yaml"))
            }
            return ReadingOrderResolver.fromSpine(entries, pages: pagePaths)
        }
        if analysis.config.order == .toc {
            guard let toc = analysis.tocPage else {
                throw ConfigError.orderNeedsTableOfContents
            }
            return AuthorContentsOrder.resolve(AuthorContentsOrder.Request(
                tocPage: toc, linked: TOCLinks.pages(linkedFrom: toc, analysis: analysis), natural: analysis.naturalOrder,
                reason: "order: toc, the link order of \(toc)"))
        }
        let root = WorkspaceOrder.root(among: analysis.pages)
        if analysis.config.order == .contents || (analysis.config.order == nil && root != nil) {
            guard let root else {
                throw ConfigError.orderNeedsRootIndex
            }
            analysis.workspaceRoot = root
            return WorkspaceOrder.resolve(graph, root: root, pages: pagePaths)
        }
        if analysis.config.order == .natural {
            return (ReadingOrder(pages: analysis.naturalOrder, source: OrderSource(rule: .natural, reason: "order: natural in the config")), [])
        }
        return OrderInference.resolve(analysis)
    }
}

/// The local pages a table-of-contents page links to, in document order.
package enum TOCLinks {
    /// Vault paths of the pages `tocPage` links to (existing pages only), first occurrence each.
    package static func pages(linkedFrom tocPage: String, analysis: VaultAnalysis) -> [String] {
        guard let body = analysis.pages[tocPage]?.body else { return [] }
        let resolver = analysis.resolver
        return body.descendants().compactMap { element -> String? in
            guard element.name == "a", let href = element[attribute: "href"],
                  case .local(let path, _) = resolver.resolve(href, from: tocPage), analysis.pages[path] != nil else { return nil }
            return path
        }
    }
}
