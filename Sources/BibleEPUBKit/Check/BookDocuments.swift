import Foundation

/// The documents of a written book (an .epub file or the unzipped tree `--format directory` writes), read once
/// when first asked for, to find the element a checker's line and column name.
final class BookDocuments {
    private let book: String
    private let wanted: Bool
    private lazy var archive: [String: [UInt8]] = {
        guard wanted, !Self.isFolder(book) else { return [:] }
        return (try? ZipReader.contents(of: book)) ?? [:]
    }()

    /// The documents of `book`; nothing is read when `wanted` is false.
    init(book: String, wanted: Bool) {
        self.book = book
        self.wanted = wanted
    }

    /// The bytes of the entry at `path` inside the book (`OEBPS/page.xhtml`), or nil.
    func bytes(of path: String) -> [UInt8]? {
        guard wanted else { return nil }
        if Self.isFolder(book) { return FileBytes.contents(atPath: book + "/" + path) }
        return archive[path]
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
