/// The errors that stop a run (the CLI exits 2 on each), one enum per failure domain; each case carries its data,
/// so an app can tell "vault not found" from "output inside the vault" without reading prose.

/// Why the vault cannot be read or holds no book.
public enum VaultError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at `path`.
    case notFound(path: String)
    /// `path` is a file, not a folder.
    case notAFolder(path: String)
    /// The vault holds no HTML or Markdown page; `linksOutside` of its symbolic links name pages outside it, the first
    /// in the folder `pointingInto` (Debian's `/usr/share/doc/<package>` often links into `/usr/share/<package>`).
    case noPages(linksOutside: Int = 0, pointingInto: String? = nil)
    /// `--per-part` on a vault without `Part-<number>` folders or a workspace root index with `contents`.
    case noParts
    /// `--per-audience` on a vault whose notes name no audience.
    case noAudiences

    /// The message the CLI prints.
    public var description: String {
        switch self {
        case .notFound(let path): "vault not found: \(path)"
        case .notAFolder(let path): "vault is not a folder: \(path)"
        case .noPages(0, _): "the vault has no HTML pages to put in a book"
        case .noPages(let links, let folder):
            "the vault has no HTML pages to put in a book: its \(links) symbolic link\(links == 1 ? "" : "s") to pages point outside it"
                + (folder.map { " (into \($0))" } ?? "") + " and are never followed; build the folder they point into"
        case .noParts: "the vault has no Part-<number> folders and no root index whose contents entries could be Parts"
        case .noAudiences: "no note of the vault names an audience (audience: in its frontmatter) and book.yaml gives no default-audience"
        }
    }

    /// The problem as a diagnostic against the vault folder.
    public func diagnostic(vault: String) -> Diagnostic {
        switch self {
        case .notFound(let path), .notAFolder(let path):
            Diagnostic(id: .vaultUnreadable, severity: .error, file: path, message: description)
        case .noPages, .noParts, .noAudiences:
            Diagnostic(id: .vaultNoPages, severity: .error, file: vault, message: description)
        }
    }
}

extension Diagnostic {
    /// The error that stopped a run as one finding, so that a machine-read report (JSON, SARIF, GitHub) stays
    /// valid and says why: a config error at its place in book.yaml, a vault error against the vault.
    public static func stopping(_ error: Error, vault: String) -> Diagnostic {
        switch error {
        case let error as ConfigError: error.diagnostic
        case let error as VaultError: error.diagnostic(vault: vault)
        default: Diagnostic(id: .vaultUnreadable, severity: .error, file: vault, message: "\(error)")
        }
    }
}

/// Why the settings (book.yaml, a `--config` or `--spine` file, `SOURCE_DATE_EPOCH`) cannot be used.
public enum ConfigError: Error, Equatable, CustomStringConvertible {
    /// A settings file named on the command line does not exist.
    case fileNotFound(path: String)
    /// book.yaml holds something the build cannot use; the diagnostic has its line and column.
    case invalid(Diagnostic)
    /// `modified:` is not a date.
    case invalidDate(String)
    /// `SOURCE_DATE_EPOCH` is not a number of seconds.
    case invalidSourceDateEpoch(String)
    /// `order: toc` without a table of contents page.
    case orderNeedsTableOfContents
    /// `order: contents` without a root index.
    case orderNeedsRootIndex

    /// The problem as a diagnostic (with its place in book.yaml when it has one).
    public var diagnostic: Diagnostic {
        switch self {
        case .invalid(let diagnostic): diagnostic
        case .fileNotFound(let path): Diagnostic(id: .configUnreadable, severity: .error, file: path, message: description)
        default: Diagnostic(id: .configInvalidValue, severity: .error, file: "book.yaml", message: description)
        }
    }

    /// The message the CLI prints.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "settings file not found: \(path)"
        case .invalid(let diagnostic): diagnostic.formatted
        case .invalidDate(let written): "book.yaml: modified: '\(written)' is not a date (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ)"
        case .invalidSourceDateEpoch(let epoch): "SOURCE_DATE_EPOCH is not a number of seconds: \(epoch)"
        case .orderNeedsTableOfContents: "order: toc needs a table of contents page; set toc: in book.yaml"
        case .orderNeedsRootIndex: "order: contents needs a root index: a Markdown page with contents: and no part_of:"
        }
    }
}

/// Why the book cannot be written where it was asked to go.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The output path lies inside the vault (the vault is never changed).
    case insideVault(output: String, vault: String)
    /// The finished book could not be moved from its temporary file to `path`.
    case cannotMove(path: String, reason: String)
    /// `init` would replace an existing file without `--force`.
    case exists(path: String)
    /// The path, or a name in it, is longer than the system takes.
    case pathTooLong(path: String)
    /// Something that is not a book this tool writes (an `.epub` file, or an unzipped book's folder) is at `path`.
    case notABook(path: String)
    /// The book could not be written at `path` (a folder that cannot be made, a full or read-only disk).
    case cannotWrite(path: String, reason: String)

    /// The message the CLI prints.
    public var description: String {
        switch self {
        case .insideVault(let output, let vault): "refusing to write \(output) inside the vault; choose an output outside \(vault)"
        case .cannotMove(let path, let reason): "cannot move the finished book to \(path): \(reason)"
        case .exists(let path): "\(path) exists; use --force to replace it"
        case .pathTooLong(let path):
            "the output path is longer than the system takes (\(path.utf8.count) bytes\(path.utf8.count > 120 ? ", starting \(path.prefix(60))…" : ": \(path)")); choose a shorter -o"
        case .notABook(let path):
            "refusing to replace \(path): it is not a book this tool wrote (an .epub file, or a folder holding mimetype and META-INF/container.xml); choose another -o or move it away"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Why `--part` names no single Part.
public enum PartSelectionError: Error, Equatable, CustomStringConvertible {
    /// No Part folder matches `name`; `parts` lists the vault's Parts.
    case noMatch(name: String, parts: [String])
    /// Several Part folders match `name`.
    case ambiguous(name: String, parts: [String])

    /// The message the CLI prints.
    public var description: String {
        switch self {
        case .noMatch(let name, let parts): "--part \(name) matches no Part; the Parts are: \(Self.list(parts))"
        case .ambiguous(let name, let parts): "--part \(name) is ambiguous; the Parts are: \(Self.list(parts))"
        }
    }

    private static func list(_ parts: [String]) -> String { parts.isEmpty ? "(none)" : parts.joined(separator: ", ") }
}

/// Why a templates folder cannot be used.
public enum TemplateError: Error, Equatable, CustomStringConvertible {
    /// The folder given with `--templates` does not exist.
    case folderNotFound(path: String)

    /// The message the CLI prints.
    public var description: String {
        switch self {
        case .folderNotFound(let path): "templates folder not found: \(path)"
        }
    }
}

/// Why an external check (EPUBCheck, the render check) gave no report to read.
public enum CheckError: Error, Equatable, CustomStringConvertible {
    /// The tool wrote no report for the EPUB.
    case noReport(tool: String, epub: String)
    /// The tool's report is not in the format expected.
    case unreadableReport(tool: String)

    /// The message the CLI prints.
    public var description: String {
        switch self {
        case .noReport(let tool, let epub): "\(tool) wrote no report for \(epub)"
        case .unreadableReport(let tool): "\(tool)'s report is not in the expected format"
        }
    }
}
