/// The per-page half of the chrome step (`extract: auto`): a saved web article, and any page of a book too small for
/// repetition across pages to tell chrome (fewer than three pages), keeps the content its own markup declares, with
/// a chapter header from its facts; everything removed is reported once per page.
enum ArticleStage {
    /// Least HTML pages repetition across pages needs (`AppChrome.detect`).
    static let repetitionPages = 3

    /// Whether repetition across pages can tell the chrome of each of `pages` (HTML, no redirects): not in a book of
    /// fewer than `repetitionPages` pages, nor, in a collection of pages saved from several sites (they state their
    /// web addresses), for a page of a site fewer than `repetitionPages` pages come from, nor for a page that states
    /// no address and is one of the `lone` pages (`LonePages`: linked with no other page of a book where repetition
    /// found nothing). One site's pages (a manual whose pages name their canonical addresses) are left to repetition.
    static func repetitionDecides(_ pages: [ParsedPage], lone: Set<ObjectIdentifier> = []) -> [Bool] {
        guard pages.count >= repetitionPages else { return pages.map { _ in false } }
        let sites = pages.map { ArticleFacts.statedAddress($0).flatMap(ArticleFacts.host) }
        let pagesOfSite = Dictionary(sites.compactMap { $0.map { ($0, 1) } }, uniquingKeysWith: +)
        let severalSites = pagesOfSite.count >= 2
        return zip(pages, sites).map { page, site in
            guard let site else { return !lone.contains(ObjectIdentifier(page)) }
            return !severalSites || pagesOfSite[site, default: 0] >= repetitionPages
        }
    }

    /// Whether the microdata of `pages` can tell an article (`ArticleFacts.typedByMicrodata`): not in a book where
    /// a page typed so names another as a part of one document (its `next`, `prev`, `start`, `up`, `contents`,
    /// `index` or `search` relation, in the head or on a link of the body, names another of the pages; a one-page
    /// Read the Docs manual turns to no page but names its index and search pages): the type is then the theme's,
    /// on every page of one document, manual pages and its index alike.
    static func microdataCounts(_ pages: [ParsedPage], resolver: ReferenceResolver) -> Bool {
        let paths = Set(pages.map(\.path))
        func turns(_ page: ParsedPage) -> Bool {
            documentRelations.contains { names in
                guard let href = page.signals.target(names), case .local(let target, _) = resolver.resolve(href, from: page.path) else { return false }
                return target != page.path && paths.contains(target)
            }
        }
        return !pages.contains { turns($0) && ArticleFacts.typedByMicrodata($0) }
    }

    /// The relations by which a page names other parts of its own document.
    private static let documentRelations = [PageSignals.nextNames, PageSignals.previousNames, PageSignals.startNames,
                                            ["up"], ["contents", "toc"], ["index"], ["search"]]

    /// Extracts the content of `page` when it is an article or `repetitionDecides` is false; a page of a book whose
    /// repetition decides keeps its whole body unless it is an article. A page saved from the web that repetition
    /// cannot decide is read as an article (its content extracted, a chapter header from its facts).
    /// `microdataCounts`: whether microdata can make it an article (`microdataCounts(_:resolver:)`).
    static func apply(to page: ParsedPage, repetitionDecides: Bool, microdataCounts: Bool = true) {
        guard let body = page.body else { return }
        let article = ArticleFacts.isArticle(page, microdataCounts: microdataCounts) || (!repetitionDecides && ArticleFacts.statedAddress(page) != nil)
        guard article || !repetitionDecides,
              let result = ContentExtraction.extract(from: body, article: article,
                                                     statedTitles: [page.signals.metadata["og:title"], page.title].compactMap { $0 }) else { return }
        page.forgetIDs(result.ids)
        let facts = article ? ArticleFacts.read(page, content: result.content) : nil
        if let facts { ArticleHeader.insert(facts, into: result.content, pageTitle: page.title) }
        page.heading = result.content.firstDescendant(named: "h1").flatMap(HeadingText.label(of:)) ?? page.heading
        page.extraction = PageExtraction(facts: facts, reason: result.reason, line: result.content.line, removed: result.removed)
        if !result.removed.isEmpty { page.diagnostics.append(finding(page.path, page.extraction!)) }
    }

    private static func finding(_ path: String, _ extraction: PageExtraction) -> Diagnostic {
        Diagnostic(id: .chromeExtracted, severity: .info, file: path, line: extraction.line,
                   message: "kept the page's content (\(extraction.reason)); left out: \(extraction.summary)",
                   hint: "to keep whole pages, set extract: off in book.yaml")
    }
}

/// What per-page extraction kept of a page and what it left out.
package struct PageExtraction: Sendable, Equatable {
    /// The article's facts (nil for a page extracted only because the book is too small for repetition).
    package var facts: ArticleFacts?
    /// How the content was found.
    package var reason: String
    /// The content element's line.
    package var line: Int
    /// The blocks removed.
    var removed: [ContentExtraction.Removal]

    /// "the site around the article (6 blocks, 120 words), comments (1 block, 80 words)".
    package var summary: String {
        var byKind: [ArticleApparatus.Kind: (blocks: Int, words: Int)] = [:]
        for removal in removed {
            let known = byKind[removal.kind] ?? (0, 0)
            byKind[removal.kind] = (known.blocks + 1, known.words + removal.words)
        }
        return byKind.sorted { $0.key < $1.key }.map { kind, count in
            "\(kind.rawValue) (\(count.blocks) block\(count.blocks == 1 ? "" : "s"), \(count.words) word\(count.words == 1 ? "" : "s"))"
        }.joined(separator: ", ")
    }
}
