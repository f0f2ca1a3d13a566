import Foundation

/// The second half of the pipeline: normalize the spine's pages, collect resources, write package documents.
package enum BookAssembler {
    /// Builds the book for the whole reading order of `analysis`, or for one Part when `scope` is given.
    /// With `consumingTrees`, each page's tree is freed once normalized (the analysis cannot be reused).
    package static func assemble(_ analysis: VaultAnalysis, options: BuildOptions, templates: TemplateSet,
                                scope: BookScope? = nil, consumingTrees: Bool = false) throws -> Book {
        let ownTitlePage = scope == nil ? OwnTitlePage.find(analysis, title: MetadataResolver.title(analysis)) : nil
        let pages = try normalizePages(analysis, scope: scope, consumingTrees: consumingTrees,
                                       keepsTreesUntilExit: options.keepsTreesUntilExit, serializing: true,
                                       recordsSourceLines: options.recordsSourceLines,
                                       progress: options.progress, cancellation: options.cancellation)
        let metadata = BookMetadata(
            title: scope?.title ?? MetadataResolver.title(analysis), subtitle: scope == nil ? analysis.config.subtitle : nil,
            language: pages.language,
            identifier: scope?.identifier ?? MetadataResolver.identifier(analysis),
            creators: MetadataResolver.creators(analysis), publisher: analysis.config.publisher, rights: analysis.config.rights ?? analysis.rightsNotice,
            description: MetadataResolver.description(analysis), subjects: MetadataResolver.subjects(analysis),
            modified: try MetadataResolver.modified(analysis, sourceDateEpoch: options.sourceDateEpoch, lastChange: options.lastChange),
            accessibility: accessibility(analysis, pages))
        let toc = pages.contents
        let documents = PackageDocuments(
            metadata: metadata, toc: toc, pages: pages.normalized, collector: pages.collector, paths: pages.paths,
            templates: templates, cover: pages.cover, tocPage: scope == nil ? analysis.tocPage : nil, nonLinear: Set(pages.nonLinear),
            usesTemplateStylesheet: analysis.config.styles != .page,
            frontMatter: FrontMatter.resolve(analysis, scope: scope, metadata: metadata, own: ownTitlePage),
            coverSize: pages.cover.image.flatMap { analysis.inventory.byPath[$0] }.flatMap(ImageSize.read))
        var book = Book(
            metadata: metadata, toc: toc, entries: documents.entries(), diagnostics: pages.diagnostics,
            pageCount: pages.spine.count, packagedFiles: pages.packagedFiles,
            pagePaths: Dictionary(pages.normalized.map { ($0.packagePath, $0.vaultPath) }) { first, _ in first },
            sourceLines: pages.normalized.reduce(into: [:]) { maps, page in if let lines = page.sourceLines { maps[page.packagePath] = lines } })
        book.print = analysis.config.print
        if let claim = analysis.config.accessibility.conformsTo, !metadata.accessibility.refusedClaim.isEmpty {
            book.diagnostics.append(Diagnostic(
                id: .a11yConformanceRefused, severity: .warning, file: "book.yaml",
                message: "accessibility: conforms-to: '\(claim)' not written: \(metadata.accessibility.refusedClaim.joined(separator: "; "))",
                hint: "fix what is listed, or remove the claim; build --check also runs axe-core, whose findings count against it"))
        }
        book.diagnostics += AccessibilityClaims.diagnostics(metadata.accessibility.refusedClaims)
        return book
    }

    /// The book's accessibility metadata, from its normalized pages and book.yaml's overrides (what lint checks too).
    static func accessibility(_ analysis: VaultAnalysis, _ pages: NormalizedPages) -> AccessibilityMetadata {
        AccessibilityResolver.resolve(
            pages.normalized, overrides: analysis.config.accessibility,
            animatedImages: pages.packagedFiles.compactMap { analysis.inventory.byPath[$0] }.filter(ImageAnimation.isAnimated).count,
            contentsListsEveryPage: Set(pages.spine).isSubset(of: Set(pages.contents.flattened().compactMap(\.0.page))),
            certifier: analysis.config.publisher ?? MetadataResolver.creators(analysis).first)
    }

    /// The pages of the book, normalized, with the resources they use and every finding (what lint needs).
    struct NormalizedPages {
        var spine: [String]
        /// Pages after the spine's, outside the reading order (`linear="no"`).
        var nonLinear: [String]
        var language: String
        var paths: PackagePaths
        var normalized: [NormalizedPage]
        var collector: ResourceCollector
        var cover: CoverResolver
        var diagnostics: [Diagnostic]
        /// The table of contents of the spine, made before the pages' trees went.
        var contents: TableOfContents
        var packagedFiles: Set<String> { Set(collector.packaged.values.map(\.vault)) }
    }

    /// Normalizes the spine's pages (serialized and deflated for the archive only when `serializing`) and collects their resources.
    static func normalizePages(_ analysis: VaultAnalysis, scope: BookScope?, consumingTrees: Bool,
                               keepsTreesUntilExit: Bool = false, serializing: Bool, recordsSourceLines: Bool = false,
                               progress: (@Sendable (Int, Int, String) -> Void)? = nil,
                               cancellation: CancellationFlag? = nil) throws -> NormalizedPages {
        let spine = scope.map { $0.frontMatter + $0.part.pages } ?? analysis.order.pages
        guard !spine.isEmpty else {
            // A reading order whose every entry names no page: the first such entry, where it is written.
            if let entry = analysis.diagnostics.first(where: { $0.id == DiagnosticID.spineMissingEntry.rawValue }) {
                throw ConfigError.invalid(entry)
            }
            throw noPages(analysis)
        }
        let linearPages = Set(spine)
        // Each page once, and never both in and outside the reading order (a page two rules named would be two spine
        // items with one id).
        var listed = linearPages
        let nonLinear = analysis.order.nonLinear.filter { !$0.linkedFrom.isDisjoint(with: linearPages) }.map(\.page)
            .filter { listed.insert($0).inserted }
        let labels = Dictionary(uniqueKeysWithValues: (spine + nonLinear).map { ($0, analysis.label(for: $0)) })
        // The contents before the trees go: same-named entries are told apart by their pages' subheadings.
        let contents = analysis.tableOfContents(spine: spine, labels: labels)
        let paths = PackagePaths(vaultPaths: analysis.inventory.files.map(\.path),
                                 pages: Set(analysis.inventory.pages.map(\.path) + analysis.order.nonLinear.map(\.page)))
        let language = MetadataResolver.language(analysis)
        let styles = analysis.config.styles
        let idMaps = analysis.pages.mapValues(\.idMap)
        var index = BookIndex(
            resolver: analysis.resolver, paths: paths, spine: linearPages.union(nonLinear),
            idMaps: idMaps, scripts: analysis.config.scripts, styles: styles,
            language: language, templateStylesheet: styles == .page ? nil : templateStylesheetPath,
            fallbackTitles: labels,
            bookPages: Set(analysis.order.pages + analysis.order.nonLinear.map(\.page)), outsideLinkBase: scope?.webBaseURL, forms: analysis.config.forms)
        index.serializes = serializing
        index.redirects = analysis.order.redirects
        index.excludedPages = analysis.order.excluded
        index.leftOutPages = analysis.order.leftOut
        index.languageFolders = analysis.order.languageFolders
        index.nonLinearPages = Set(nonLinear)
        index.theme = analysis.config.theme
        index.replacedNames = ReplacedNames(of: analysis.pages.values)
        index.recordsSourceLines = recordsSourceLines
        if let names = analysis.preparedStyleSheets?.names(theme: index.theme, replaced: index.replacedNames) { index.styleSheetNames = names }
        let cover = CoverResolver.resolve(analysis) // before the trees go; a Part sent out alone still shows the book's cover
        let counter = ProgressCounter(total: spine.count + nonLinear.count, report: progress)
        let keepsTrees = keepsTreesUntilExit
            && ProcessLifetime.mayKeepTrees(pageBytes: analysis.inventory.pages.reduce(0) { $0 + $1.size })
        let normalizedOrSkipped = Parallel.map(spine + nonLinear, cost: { analysis.pages[$0]?.source.count ?? 0 }) { path -> NormalizedPage? in
            guard cancellation?.isCancelled != true else { return nil }
            defer { counter.advance(path) }
            var page = PageNormalizer.normalize(analysis.pages[path]!, index: index, consumingTree: consumingTrees,
                                                keepingTree: keepsTrees)
            if serializing { page.compressForArchive() }
            return page
        }
        analysis.preparedStyleSheets?.wait()
        try cancellation?.check()
        let normalized = reachedFromTheSpine(normalizedOrSkipped.map { $0! }, nonLinear: Set(nonLinear))
        var collector = ResourceCollector(inventory: analysis.inventory, paths: paths)
        collector.theme = analysis.config.theme
        collector.replacedNames = index.replacedNames
        (collector.bookPages, collector.idMaps) = (Set(normalized.map(\.vaultPath)), idMaps)
        collector.collect(normalized.reduce(into: Set(cover.image.map { [$0] } ?? [])) { $0.formUnion($1.resources) })
        let diagnostics = (analysis.diagnostics + cover.diagnostics + normalized.flatMap(\.diagnostics) + collector.diagnostics
            + sharedStyleDiagnostics(normalized)).sorted()
        return NormalizedPages(spine: spine, nonLinear: nonLinear, language: language, paths: paths, normalized: normalized,
                               collector: collector, cover: cover, diagnostics: diagnostics, contents: contents)
    }

    /// `pages` without the non-linear ones no kept link reaches from the reading order's pages (directly or through
    /// another non-linear page): EPUB requires a link to each, and a link can still go at normalization (in a form).
    static func reachedFromTheSpine(_ pages: [NormalizedPage], nonLinear: Set<String>) -> [NormalizedPage] {
        guard !nonLinear.isEmpty else { return pages }
        let byPath = Dictionary(pages.map { ($0.vaultPath, $0) }) { first, _ in first }
        var reached: Set<String> = [], queue = pages.filter { !nonLinear.contains($0.vaultPath) }.flatMap(\.linkedNonLinear)
        while let next = queue.popLast() {
            if reached.insert(next).inserted { queue += byPath[next]?.linkedNonLinear ?? [] }
        }
        return pages.filter { !nonLinear.contains($0.vaultPath) || reached.contains($0.vaultPath) }
    }

    /// The findings about each shared stylesheet, once: from the first page in reading order that uses it.
    static func sharedStyleDiagnostics(_ pages: [NormalizedPage]) -> [Diagnostic] {
        var reported: Set<String> = []
        return pages.flatMap { page in
            page.sharedStyleFindings.filter { reported.insert($0.stylesheet).inserted }.flatMap(\.diagnostics)
        }
    }

    /// Package path of the template stylesheet.
    static let templateStylesheetPath = "styles/book.css"

    /// The error for a vault without pages, counting its symbolic links to pages outside it.
    private static func noPages(_ analysis: VaultAnalysis) -> VaultError {
        let links = analysis.diagnostics.filter { $0.id == DiagnosticID.vaultSymlinkOutside.rawValue }.map(\.file).filter { path in
            let fileExtension = VaultPath.fileExtension(of: path).lowercased()
            return VaultFile.htmlPageExtensions.contains(fileExtension) || fileExtension == "md"
        }
        let target = links.first.flatMap { VaultScanner.realPath(analysis.inventory.root + "/" + $0) }.map(VaultPath.directory(of:))
        return .noPages(linksOutside: links.count, pointingInto: target)
    }
}

/// The cover image the config, the vault root or a package document in the vault provides.
struct CoverResolver {
    var image: String?
    var diagnostics: [Diagnostic] = []
    /// False when the book's first page is the source's own cover page (an EPUB source tree's), so no second one.
    var generatesPage = true

    static func resolve(_ analysis: VaultAnalysis) -> CoverResolver {
        if let configured = analysis.config.cover {
            let path = configured.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            guard analysis.inventory.byPath[path] != nil,
                  let type = MediaTypes.forPath(path), MediaTypes.isImage(type) else {
                let place = analysis.config.coverLocation
                return CoverResolver(image: nil, diagnostics: [Diagnostic(
                    id: .coverMissing, severity: .warning, file: place.file, line: place.line, column: place.column,
                    message: "cover '\(configured)' is not an image in the vault; the book has no cover")])
            }
            return CoverResolver(image: path)
        }
        let candidates = ["cover.jpg", "cover.jpeg", "cover.png", "cover.webp", "cover.gif", "cover.svg"]
        let packaged = analysis.package?.cover.flatMap { path in
            MediaTypes.forPath(path).map(MediaTypes.isImage) == true ? path : nil
        }
        if let root = candidates.first(where: { analysis.inventory.byPath[$0] != nil }) { return CoverResolver(image: root) }
        guard let packaged else { return CoverResolver(image: nil) }
        return CoverResolver(image: packaged, generatesPage: !showsOnlyImage(analysis.order.pages.first, packaged, analysis))
    }

    /// Whether `page` is a cover page: it shows the image `cover` and no more than a few words.
    private static func showsOnlyImage(_ page: String?, _ cover: String, _ analysis: VaultAnalysis) -> Bool {
        guard let page, let body = analysis.pages[page]?.body else { return false }
        let resolver = analysis.resolver
        let showsCover = body.descendants().contains { element in
            guard let source = element[attribute: "src"] ?? element[attribute: "xlink:href"] ?? element[attribute: "href"],
                  case .local(let path, _) = resolver.resolve(source, from: page) else { return false }
            return path == cover
        }
        return showsCover && body.textContent().split(whereSeparator: \.isWhitespace).count <= 12
    }
}
