#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One regular file found in the vault.
package struct VaultFile: Sendable, Hashable {
    /// Vault-relative path with `/` separators.
    package var path: String
    /// Absolute path on disk (symlinks inside the vault resolved).
    package var absolutePath: String
    /// Size in bytes.
    package var size: Int
    /// Modification time, seconds since 1970.
    package var modified: Double
    /// The file the scan found at `absolutePath`: a read opens only that file (`FileBytes`), so a file swapped for a
    /// link or another file after the scan is never read in its place.
    package var identity: FileIdentity?

    /// Creates a file record.
    package init(path: String, absolutePath: String, size: Int, modified: Double, identity: FileIdentity? = nil) {
        self.path = path
        self.absolutePath = absolutePath
        self.size = size
        self.modified = modified
        self.identity = identity
    }

    /// The lowercased extension, without the dot.
    package var fileExtension: String { VaultPath.fileExtension(of: path) }
    /// True for HTML pages (`.html`, `.htm`, `.xhtml`).
    package var isHTMLPage: Bool { Self.htmlPageExtensions.contains { VaultPath.hasExtension(path, $0) } }
    /// Extensions of HTML pages.
    package static let htmlPageExtensions: Set<String> = ["html", "htm", "xhtml"]
    /// True for Markdown pages.
    package var isMarkdownPage: Bool { VaultPath.hasExtension(path, "md") }
}

/// Which file on disk a `VaultFile` is: its device, inode and status-change time, as the scan found them (the time
/// tells a new file apart from a removed one whose inode number it was given again).
package struct FileIdentity: Sendable, Hashable {
    /// The device holding the file.
    package var device: UInt64
    /// The file's inode on that device.
    package var inode: UInt64
    /// When the inode last changed (`st_ctim`), in nanoseconds since 1970; no one can set it.
    package var changed: Int64

    /// The identity `info` names.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}

/// Everything the scanner found: files by path, plus what it refused to follow.
package struct VaultInventory: Sendable {
    /// Absolute, symlink-resolved path of the vault root.
    package var root: String
    /// Every regular file, sorted by path.
    package var files: [VaultFile]
    /// Files by vault-relative path.
    package let byPath: [String: VaultFile]
    /// Paths that name another file of the vault (a symbolic or hard link to it), with the path of that file: one
    /// file, read once; a link to either path goes to it.
    package var aliases: [String: String] = [:]
    /// Paths by case-folded path, to name the file a case-mismatched link meant.
    package let byFoldedPath: [String: [String]]
    /// Paths by lowercased file name, for "did you mean" hints.
    package let byFileName: [String: [String]]
    /// True when Markdown files are pages too (`pages: [html, md]`, or a vault without HTML pages).
    package var includesMarkdown = false {
        didSet { if includesMarkdown != oldValue { pages = Self.pages(of: files, includingMarkdown: includesMarkdown, includingHTML: includesHTML) } }
    }
    /// False in a Markdown workspace: its HTML files are attachments, not pages.
    package var includesHTML = true {
        didSet { if includesHTML != oldValue { pages = Self.pages(of: files, includingMarkdown: includesMarkdown, includingHTML: includesHTML) } }
    }
    /// Pages (HTML, plus Markdown when included) outside asset folders, sorted by path.
    package private(set) var pages: [VaultFile]

    /// Creates an inventory and its indexes.
    package init(root: String, files: [VaultFile]) {
        self.root = root
        self.files = files.sorted { $0.path < $1.path }
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        byFoldedPath = Dictionary(grouping: files.map(\.path), by: { $0.lowercased() })
        byFileName = Dictionary(grouping: files.map(\.path), by: { VaultPath.fileName(of: $0).lowercased() })
        pages = Self.pages(of: self.files, includingMarkdown: false)
    }

    private static func pages(of files: [VaultFile], includingMarkdown: Bool, includingHTML: Bool = true) -> [VaultFile] {
        files.filter { ((includingHTML && $0.isHTMLPage) || (includingMarkdown && $0.isMarkdownPage)) && !VaultPath.isInAssetFolder($0.path) }
    }
}
