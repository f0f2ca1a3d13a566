/// Book metadata the source itself states, for when the config does not: an EPUB package document in the vault,
/// else the start page's `<meta>` (Dublin Core `dc.*`/`dcterms.*`, Open Graph, schema.org `itemprop`, `author`,
/// `description`, `keywords`).
extension MetadataResolver {
    /// Names of `<meta>` that state the book's title.
    static let titleNames = ["dc.title", "dcterms.title", "og:site_name", "application-name"]
    /// Names of `<meta>` that state an author.
    static let authorNames = ["author", "dc.creator", "dcterms.creator", "book:author", "citation_author"]
    /// Names of `<meta>` that describe the book.
    static let descriptionNames = ["dc.description", "dcterms.description", "description", "og:description"]
    /// Names of `<meta>` that list subjects.
    static let subjectNames = ["dc.subject", "dcterms.subject", "keywords"]

    /// The title the source states (package, then the start page's metadata), and where it was found. A book of one
    /// saved article is named by the article; a collection of articles by nothing an article states (the first
    /// one's site name is not the collection's).
    static func statedTitle(_ analysis: VaultAnalysis) -> (title: String, source: String)? {
        if let title = analysis.package?.title { return (title, analysis.package!.path) }
        let articles = articles(analysis)
        guard articles.isEmpty else {
            guard articles.count == 1, let page = analysis.startPage, let title = articles[0].title ?? page.heading else { return nil }
            return (title, "\(page.path), the one saved article")
        }
        return startMeta(analysis, titleNames).map { ($0.value, $0.source) }
    }

    /// The facts of the book's saved web articles, in reading order (empty unless the book opens with one).
    static func articles(_ analysis: VaultAnalysis) -> [ArticleFacts] {
        guard analysis.startPage?.extraction?.facts != nil else { return [] }
        return analysis.order.pages.compactMap { analysis.pages[$0]?.extraction?.facts }
    }

    /// The title of the page a link chain, contents page or root index starts the book with; a frameset root index
    /// (left out of the book: its frames are) names the whole manual, as the window title of every page read in it.
    static func startPageTitle(_ analysis: VaultAnalysis) -> String? {
        if let frameset = framesetTitle(analysis) { return frameset.title }
        guard let page = analysis.startPage else { return nil }
        let opens = [.links, .contentsPage, .navigationTree].contains(analysis.order.source.rule) || OrderInference.rootIndexPage([page.path]) != nil
        guard opens, let title = page.title ?? HeaderTitle.find(in: page) ?? page.heading else { return nil }
        return namesAFile(title, analysis) ? nil : collapsingRepeat(title)
    }

    /// Whether `title` is one lowercase word that is a page's file name without its extension: LaTeX2HTML titles a
    /// document without `\title` by its source file (gnuplot's `figures`, Renaissance's `manual`), not a name.
    static func namesAFile(_ title: String, _ analysis: VaultAnalysis) -> Bool {
        guard !title.isEmpty, title.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" }) else { return false }
        return analysis.pages.keys.contains { VaultPath.stem(of: $0) == title }
    }

    /// `X` for a title written `X: X` (texinfo's HTML names its Top node after the manual: "GNU gettext utilities:
    /// GNU gettext utilities"), with any of the separators a title's parts take; else `title`.
    /// Compares bytes: the separator written once, in the middle, between two equal halves (Foundation's
    /// `components(separatedBy:)` made this 5% of a build, for every contents label).
    static func collapsingRepeat(_ title: String) -> String {
        let bytes = Array(title.utf8)
        for separator in TitleAffixes.prefixSeparatorBytes where bytes.count > separator.count {
            let half = (bytes.count - separator.count) / 2
            guard half > 0, 2 * half + separator.count == bytes.count,
                  bytes.firstIndex(ofBytes: separator) == half,
                  bytes[..<half].elementsEqual(bytes[(half + separator.count)...]) else { continue }
            return String(decoding: bytes[..<half], as: UTF8.self)
        }
        return title
    }

    /// The title of the frameset root index the order left out, and its path. Its first `<title>`, wherever the
    /// parse put it (a frameset after `</html>`, as sdlBasic's manual writes it, leaves its head in a second `html`).
    static func framesetTitle(_ analysis: VaultAnalysis) -> (title: String, page: String)? {
        guard let root = OrderInference.rootIndexPage(analysis.naturalOrder), let frameset = analysis.pages[root],
              !analysis.order.pages.contains(root), frameset.root.descendants().contains(where: { $0.name == "frame" }) else { return nil }
        let written = frameset.root.descendants().first { $0.name == "title" }.map { SourceText.collapseWhitespace($0.textContent()).trimmingSpaces }
        guard let title = frameset.title ?? written, !title.isEmpty else { return nil }
        return (title, root)
    }

    /// Whether a stated identifier can identify a book: a URN, URL, ISBN or other code with a digit or a colon,
    /// not a placeholder such as `unknown`.
    static func identifying(_ identifier: String) -> Bool {
        identifier.count >= 4 && identifier.contains { $0 == ":" || $0.isNumber }
    }

    /// Authors: config, else the package's `dc:creator`s, else the start page's author metadata.
    package static func creators(_ analysis: VaultAnalysis) -> [String] {
        if !analysis.config.creators.isEmpty { return analysis.config.creators }
        if let creators = analysis.package?.creators, !creators.isEmpty { return creators }
        let articles = articles(analysis)
        if !articles.isEmpty {
            var seen = Set<String>()
            return articles.flatMap(\.authors).filter { seen.insert($0).inserted }
        }
        if let authors = analysis.startPage?.signals.authors, !authors.isEmpty { return authors }
        return startMeta(analysis, authorNames).map { [$0.value] } ?? []
    }

    /// The description: config, else the package's, else the start page's.
    package static func description(_ analysis: VaultAnalysis) -> String? {
        analysis.config.description ?? analysis.package?.description ?? startMeta(analysis, descriptionNames)?.value
    }

    /// Subjects: config, else the package's, else the start page's keywords (comma-separated).
    package static func subjects(_ analysis: VaultAnalysis) -> [String] {
        if !analysis.config.subjects.isEmpty { return analysis.config.subjects }
        if let subjects = analysis.package?.subjects, !subjects.isEmpty { return subjects }
        return startMeta(analysis, subjectNames).map { $0.value.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty } } ?? []
    }

    /// The first of `names` the start page's metadata states, with the page and name it came from.
    private static func startMeta(_ analysis: VaultAnalysis, _ names: [String]) -> (value: String, source: String)? {
        guard let start = analysis.startPage, articles(analysis).count < 2 else { return nil }
        for name in names {
            if let value = start.signals.metadata[name].map(SourceText.collapseWhitespace), !value.isEmpty {
                return (value, "\(start.path) <meta name=\"\(name)\">")
            }
        }
        return nil
    }
}
