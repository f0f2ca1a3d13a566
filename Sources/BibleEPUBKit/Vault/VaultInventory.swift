/// One regular file found in the vault.
public struct VaultFile: Sendable, Hashable {
    /// Vault-relative path with `/` separators.
    public var path: String
    /// Absolute path on disk (symlinks inside the vault resolved).
    public var absolutePath: String
    /// Size in bytes.
    public var size: Int
    /// Modification time, seconds since 1970.
    public var modified: Double

    /// Creates a file record.
    public init(path: String, absolutePath: String, size: Int, modified: Double) {
        self.path = path
        self.absolutePath = absolutePath
        self.size = size
        self.modified = modified
    }

    /// The lowercased extension, without the dot.
    public var fileExtension: String { VaultPath.fileExtension(of: path) }
    /// True for HTML pages (`.html`, `.htm`, `.xhtml`).
    public var isHTMLPage: Bool { Self.htmlPageExtensions.contains { VaultPath.hasExtension(path, $0) } }
    /// Extensions of HTML pages.
    public static let htmlPageExtensions: Set<String> = ["html", "htm", "xhtml"]
    /// True for Markdown pages.
    public var isMarkdownPage: Bool { VaultPath.hasExtension(path, "md") }
}

/// Everything the scanner found: files by path, plus what it refused to follow.
public struct VaultInventory: Sendable {
    /// Absolute, symlink-resolved path of the vault root.
    public var root: String
    /// Every regular file, sorted by path.
    public var files: [VaultFile]
    /// Files by vault-relative path.
    public let byPath: [String: VaultFile]
    /// Paths by case-folded path, to name the file a case-mismatched link meant.
    public let byFoldedPath: [String: [String]]
    /// Paths by lowercased file name, for "did you mean" hints.
    public let byFileName: [String: [String]]
    /// True when Markdown files are pages too (`pages: [html, md]`, or a vault without HTML pages).
    public var includesMarkdown = false {
        didSet { if includesMarkdown != oldValue { pages = Self.pages(of: files, includingMarkdown: includesMarkdown) } }
    }
    /// Pages (HTML, plus Markdown when included) outside asset folders, sorted by path.
    public private(set) var pages: [VaultFile]

    /// Creates an inventory and its indexes.
    public init(root: String, files: [VaultFile]) {
        self.root = root
        self.files = files.sorted { $0.path < $1.path }
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        byFoldedPath = Dictionary(grouping: files.map(\.path), by: { $0.lowercased() })
        byFileName = Dictionary(grouping: files.map(\.path), by: { VaultPath.fileName(of: $0).lowercased() })
        pages = Self.pages(of: self.files, includingMarkdown: false)
    }

    private static func pages(of files: [VaultFile], includingMarkdown: Bool) -> [VaultFile] {
        files.filter { ($0.isHTMLPage || (includingMarkdown && $0.isMarkdownPage)) && !VaultPath.isInAssetFolder($0.path) }
    }
}
