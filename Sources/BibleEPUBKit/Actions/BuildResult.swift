import Foundation

/// What a build produced (`EPUBBuilder.build` and `buildParts`).
public struct BuildResult: Sendable {
    /// The book written, or nil when errors stopped the write (they are in `diagnostics`).
    public var output: URL?
    /// Every finding, sorted by file and line.
    public var diagnostics: [Diagnostic]
    /// Pages in the book's reading order.
    public var pageCount: Int
    /// Figures and other non-page files the book packages, by vault path.
    public var packagedFiles: Set<String>
    /// The book's title.
    public var title: String
    /// Links of a Part build to other Parts (`link.outside-part`).
    public var linksLeavingPart: Int
    /// How many of those point to the web edition (`web-base-url`); the others were unwrapped.
    public var linksToWebEdition: Int
    /// Pages of the print edition's PDF (`--format pdf`); nil for an EPUB.
    public var printedPages: Int?
    /// The vault path of each page, by its path in the package (to report an EPUB's findings at the vault page).
    package var vaultPaths: [String: String]
    /// Each page's source-line map by its path in the package, when the build recorded them (`build --check`).
    package var sourceLines: [String: SourceLineMap]
    /// The accessibility conformance the book claims (`dcterms:conformsTo`), when book.yaml's claim was written.
    public var conformanceClaim: String?
    /// The format of the file written.
    public var format: OutputFormat
    /// True when this is another format of the book before it in the list (`--format epub,pdf`): its findings are
    /// that book's, which a report shows once.
    public var repeatsFindings: Bool

    init(_ outcome: BuildAction.Outcome) {
        output = outcome.outputPath.map { URL(fileURLWithPath: $0) }
        diagnostics = outcome.book.diagnostics
        pageCount = outcome.book.pageCount
        packagedFiles = outcome.book.packagedFiles
        title = outcome.book.metadata.title
        linksLeavingPart = outcome.linksLeavingPart
        linksToWebEdition = outcome.linksToWebEdition
        vaultPaths = outcome.book.pagePaths
        printedPages = outcome.printLayout?.pages
        sourceLines = outcome.book.sourceLines
        conformanceClaim = outcome.book.metadata.accessibility.conformsTo
        format = outcome.format
        repeatsFindings = outcome.repeatsFindings
    }
}

/// A book.yaml inferred from a vault (`EPUBBuilder.proposeConfig`).
public struct ConfigProposal: Sendable {
    /// The commented `book.yaml` text.
    public var yaml: String
    /// What was inferred and why, one line each.
    public var reasons: [String]

    /// Creates a proposal.
    package init(yaml: String, reasons: [String]) {
        self.yaml = yaml
        self.reasons = reasons
    }

    /// The line that stands for the author when the vault names none.
    package static let authorPlaceholder = "# creators: [Your Name]   # no author found: stores need one"

    /// Whether the vault named no author, so the proposal holds a placeholder (an app or the CLI may ask for one).
    public var needsAuthor: Bool { yaml.contains(Self.authorPlaceholder) }

    /// The proposal with `authors` in place of the placeholder (nothing changes when `authors` is empty).
    public func naming(authors: [String]) -> ConfigProposal {
        let names = authors.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return self }
        let list = names.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        return ConfigProposal(yaml: yaml.replacingOccurrences(of: Self.authorPlaceholder, with: "creators: [\(list.joined(separator: ", "))]"),
                              reasons: reasons.map { $0.hasPrefix("creators: none found") ? "creators: \(names.joined(separator: ", ")), as given" : $0 })
    }

    /// Writes the text to `url`; an existing file is replaced only when `replacing` is true.
    public func write(to url: URL, replacing: Bool = false) throws {
        if FileManager.default.fileExists(atPath: url.path) && !replacing {
            throw OutputError.exists(path: url.path)
        }
        try yaml.write(to: url, atomically: true, encoding: .utf8)
    }
}

extension TableOfContents {
    /// Indented labels with each page's vault path beside it (`bible-epub toc`).
    public var outline: String { TOCAction.text(self) }

    /// `{"entries":[{"label","page","children":[...]}]}` (`bible-epub toc --format json`).
    public var json: String { TOCAction.json(self) }
}
