/// What book.yaml can say about the book, as Swift values an app has at hand (a collection's title, the user's name):
/// each one set here overrides the same key of the vault's book.yaml (or the `--config` file); nil leaves it as the
/// file, or the vault, says.
///
/// ```swift
/// var options = EPUBBuilder.Options()
/// options.book.title = "Saved Articles, Spring 2026"
/// options.book.authors = ["Ada Lovelace"]
/// let result = try await EPUBBuilder(vault: articles, options: options).build(to: output)
/// ```
public struct BookSettings: Sendable, Equatable {
    /// Which rule gives the reading order when no spine is given (book.yaml's `order:`).
    public enum Order: String, Sendable, CaseIterable {
        /// Folder and file names, naturally sorted (`order: natural`).
        case natural
        /// The contents page's links (`order: toc`; the page named by `toc:`, else found).
        case toc
        /// A Diaryx workspace's root index and its `contents` (`order: contents`).
        case contents
    }

    /// Which front matter the build adds after the cover (book.yaml's `front-matter:`).
    public enum FrontMatter: String, Sendable, CaseIterable {
        /// A title page unless the vault has its own; a copyright page when rights, publisher or an ISBN says something.
        case auto
        /// None.
        case none
        /// A title page only.
        case title
        /// A title page and a copyright page.
        case titleAndCopyright = "title+copyright"
    }

    /// Whether saved web articles keep only their own content (book.yaml's `extract:`).
    public enum Extract: String, Sendable, CaseIterable {
        /// Each article's content its markup names, without the site around it, its comments, share and related links.
        case auto
        /// Whole pages.
        case off
    }

    /// The book's title (`title:`).
    public var title: String?
    /// Its subtitle (`subtitle:`).
    public var subtitle: String?
    /// Its authors, in order (`creators:`).
    public var authors: [String]?
    /// Its language, a BCP 47 tag such as `en` or `pt-BR` (`language:`).
    public var language: String?
    /// Its identifier: an ISBN, a URN, a URL (`identifier:`); without one, a UUID derived from the title.
    public var identifier: String?
    /// Its publisher (`publisher:`).
    public var publisher: String?
    /// Its rights statement (`rights:`).
    public var rights: String?
    /// Its description (`description:`).
    public var description: String?
    /// Its subjects (`subjects:`).
    public var subjects: [String]?
    /// The cover image, a vault path (`cover:`).
    public var cover: String?
    /// The rule that gives the reading order (`order:`).
    public var order: Order?
    /// The reading order itself, vault paths of pages (`spine:`).
    public var spine: [String]?
    /// XPath expressions of elements to remove from every page (`strip:`).
    public var strip: [String]?
    /// Globs of vault paths that are never pages of the book (`exclude:`).
    public var exclude: [String]?
    /// The generated front matter (`front-matter:`).
    public var frontMatter: FrontMatter?
    /// Per-page content extraction of saved web articles (`extract:`).
    public var extract: Extract?

    /// Settings that override nothing.
    public init() {}
}

extension BookConfig {
    /// The config with every value `settings` gives in place of its own.
    mutating func apply(_ settings: BookSettings) {
        title = settings.title ?? title
        subtitle = settings.subtitle ?? subtitle
        creators = settings.authors ?? creators
        language = settings.language ?? language
        identifier = settings.identifier ?? identifier
        publisher = settings.publisher ?? publisher
        rights = settings.rights ?? rights
        description = settings.description ?? description
        subjects = settings.subjects ?? subjects
        cover = settings.cover ?? cover
        if settings.cover != nil { coverLocation = SourceLocation(file: "EPUBBuilder.Options.book.cover") }
        order = settings.order.flatMap { OrderPolicy(rawValue: $0.rawValue) } ?? order
        if let spine = settings.spine {
            self.spine = spine
            spineLocations = spine.map { _ in SourceLocation(file: "EPUBBuilder.Options.book.spine") }
        }
        strip = settings.strip ?? strip
        if let exclude = settings.exclude {
            self.exclude = exclude
            excludeLocations = exclude.map { _ in SourceLocation(file: "EPUBBuilder.Options.book.exclude") }
        }
        frontMatter = settings.frontMatter.flatMap { FrontMatterPolicy(rawValue: $0.rawValue) } ?? frontMatter
        extract = settings.extract.flatMap { ExtractPolicy(rawValue: $0.rawValue) } ?? extract
    }
}
