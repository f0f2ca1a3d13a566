import Foundation

/// Every public error an app can show as it is: `localizedDescription` is the line the CLI prints, and
/// `recoverySuggestion` the `hint:` it prints under it (`hint`), so an app and the command say the same words.
public protocol ExplainedError: LocalizedError, CustomStringConvertible {
    /// What to do about it, one line; nil when the message says it all.
    var hint: String? { get }
}

extension ExplainedError {
    /// The message the CLI prints.
    public var errorDescription: String? { description }
    /// Why it failed: the same message (it names the file or path concerned).
    public var failureReason: String? { description }
    /// What to do about it (`hint`).
    public var recoverySuggestion: String? { hint }
}

extension VaultError: ExplainedError {
    /// What to do about it.
    public var hint: String? {
        switch self {
        case .notFound: "give the folder that holds the book's pages (bible-epub build VAULT; the default is ./Vault)"
        case .notAFolder: "give the folder that holds the pages, not one of its files"
        case .noPages: "add HTML pages, or Markdown notes (pages: [html, md] in book.yaml makes both pages)"
        case .noParts: "name the top-level folders Part-I-…, Part-2-… (or give the root index contents), or build the whole book"
        case .noAudiences: "add audience: to the notes' frontmatter, or default-audience: to book.yaml"
        }
    }
}

extension ConfigError: ExplainedError {
    /// What to do about it.
    public var hint: String? {
        switch self {
        case .fileNotFound: "check the path given to --config or --spine"
        case .invalid(let diagnostic): diagnostic.hint ?? "correct \(diagnostic.file) at the place shown"
        case .invalidDate: "write modified: as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ"
        case .invalidSourceDateEpoch: "set SOURCE_DATE_EPOCH to whole seconds since 1970, or unset it"
        case .orderNeedsTableOfContents: "name the contents page with toc: in book.yaml, or remove order: toc"
        case .orderNeedsRootIndex: "give the workspace a root index note with contents:, or remove order: contents"
        }
    }
}

extension OutputError: ExplainedError {
    /// What to do about it.
    public var hint: String? {
        switch self {
        case .insideVault: "write the book outside the vault, e.g. to dist/ beside it"
        case .cannotMove: "check that the output folder is writable, then build again"
        case .exists: "pass --force (replacing: true) to replace it"
        case .pathTooLong: "choose a shorter output path"
        case .notABook: "choose another output path, or move that file or folder away"
        case .cannotWrite(_, let reason): reason.split(separator: ";").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}

extension PartSelectionError: ExplainedError {
    /// What to do about it.
    public var hint: String? { "give one Part: its folder name, its number (II or 2) or a prefix only it has (Part-II)" }
}

extension TemplateError: ExplainedError {
    /// What to do about it.
    public var hint: String? { "check the path given to --templates (a folder of files named like those in Templates/)" }
}

extension CheckError: ExplainedError {
    /// What to do about it.
    public var hint: String? { "run the check on the book by hand to see what it printed; EPUBCheck must be 5.3.0" }
}

extension ArchiveError: ExplainedError {
    /// What to do about it.
    public var hint: String? { "build again; if it fails again, check the disk the output is on" }
}
