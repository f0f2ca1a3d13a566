import Foundation

/// How the book is written.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// A zipped `.epub` file.
    case epub
    /// The unzipped EPUB tree, for inspection.
    case directory
    /// The print edition: a paperback's PDF, laid out by WeasyPrint from the same pages.
    case pdf

    /// The file extension of a book in this format (none for a folder).
    var fileExtension: String? {
        switch self {
        case .epub: "epub"
        case .directory: nil
        case .pdf: "pdf"
        }
    }
}

/// Writes a built book atomically: a temp file beside the target, then a rename. Never inside the vault.
package enum BookWriter {
    /// The output path for `output` (a `.epub` file, or a folder that gets `<slug>.epub`).
    package static func outputPath(_ output: String?, slug: String, format: OutputFormat) -> String {
        let given = output ?? "dist"
        if let fileExtension = format.fileExtension, given.lowercased().hasSuffix("." + fileExtension) { return given }
        if format == .directory && output != nil && !isExistingFolder(given) && !given.hasSuffix("/") { return given }
        return (given.hasSuffix("/") ? String(given.dropLast()) : given) + "/" + slug + (format.fileExtension.map { "." + $0 } ?? "")
    }

    /// Writes `book` to `path`; refuses a path inside the vault, or one that would replace anything but a book, before
    /// creating anything. The book is written to a new temp file beside the target (created exclusively, under a
    /// name no one can guess) and renamed over it: a failed or cancelled run (`cancellation`) leaves no file.
    @discardableResult
    static func write(_ book: Book, to path: String, format: OutputFormat, vaultRoot: String, templates: TemplateSet = .builtIn,
                      cancellation: CancellationFlag? = nil) throws -> PrintEngine.Layout? {
        let python = format == .pdf ? try PrintWriter.engine() : nil
        let location = try OutputLocation(path, vaultRoot: vaultRoot)
        try location.checkReplaceable(as: format)
        try location.createFolder()
        StaleTemporaries.remove(for: location)
        let temporary = try StaleTemporaries.create(for: location, folder: format == .directory)
        TemporaryFiles.register(temporary.path)
        defer {
            // Usually already renamed: a plain unlink answers that at once; a folder needs FileManager.
            if unlink(temporary.path) != 0 && errno != ENOENT { try? FileManager.default.removeItem(atPath: temporary.path) }
            TemporaryFiles.unregister(temporary.path)
        }
        var layout: PrintEngine.Layout?
        do {
            switch format {
            case .epub: try ZipWriter.write(book.entries, into: temporary.descriptor, modified: book.metadata.modified)
            case .directory: try writeTree(book.entries, to: temporary.path)
            case .pdf: layout = try PrintWriter.write(book, to: temporary.path, templates: templates, python: python!)
            }
        } catch let error as ArchiveError {
            throw error.systemCode.map { location.systemError($0) } ?? OutputError.cannotWrite(path: path, reason: error.description)
        }
        try cancellation?.check()
        if format == .directory, FileManager.default.fileExists(atPath: location.target) {
            try location.checkReplaceable(as: format)
            try FileManager.default.removeItem(atPath: location.target)
        }
        guard rename(temporary.path, location.target) == 0 else {
            throw OutputError.cannotMove(path: path, reason: String(cString: strerror(errno)))
        }
        return layout
    }

    static func writeTree(_ entries: [ArchiveEntry], to folder: String) throws {
        for entry in entries {
            let target = folder + "/" + entry.path
            try OutputFiles.createFolders(VaultPath.directory(of: target), below: folder)
            let bytes: [UInt8]
            if case .file(let file) = entry.source {
                guard let read = FileBytes.contents(of: file) else { throw ArchiveError.changed(file.path) }
                bytes = read
            } else {
                bytes = entry.contents ?? []
            }
            try OutputFiles.createFile(target, holding: bytes)
        }
    }

    private static func isExistingFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Temp files being written, so an interrupt handler can remove them before the process exits.
package enum TemporaryFiles {
    nonisolated(unsafe) private static var paths: Set<String> = []
    private static let lock = NSLock()

    static func register(_ path: String) { lock.lock(); paths.insert(path); lock.unlock() }
    static func unregister(_ path: String) { lock.lock(); paths.remove(path); lock.unlock() }

    /// Removes every registered temp file (safe to call from a signal handler's exit path).
    package static func removeAll() {
        lock.lock()
        for path in paths { unlink(path) }
        lock.unlock()
    }
}
