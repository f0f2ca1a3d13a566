import Foundation

/// How the book is written.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// A zipped `.epub` file.
    case epub
    /// The unzipped EPUB tree, for inspection.
    case directory
}

/// Writes a built book atomically: a temp file beside the target, then a rename. Never inside the vault.
package enum BookWriter {
    /// The output path for `output` (a `.epub` file, or a folder that gets `<slug>.epub`).
    package static func outputPath(_ output: String?, slug: String, format: OutputFormat) -> String {
        let given = output ?? "dist"
        if format == .epub && given.lowercased().hasSuffix(".epub") { return given }
        if format == .directory && output != nil && !isExistingFolder(given) && !given.hasSuffix("/") { return given }
        return (given.hasSuffix("/") ? String(given.dropLast()) : given) + "/" + slug + (format == .epub ? ".epub" : "")
    }

    /// Writes `book` to `path`; refuses a path inside the vault.
    /// A cancelled run (`cancellation`) leaves no file: the temporary one is removed before it would be renamed.
    static func write(_ book: Book, to path: String, format: OutputFormat, vaultRoot: String,
                             cancellation: CancellationFlag? = nil) throws {
        let absolute = absolutePath(path)
        let folder = VaultPath.directory(of: absolute).isEmpty ? "/" : VaultPath.directory(of: absolute)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let resolvedFolder = VaultScanner.realPath(folder) ?? folder
        if resolvedFolder == vaultRoot || resolvedFolder.hasPrefix(vaultRoot + "/") {
            throw OutputError.insideVault(output: path, vault: vaultRoot)
        }
        let temporary = resolvedFolder + "/." + VaultPath.fileName(of: absolute) + ".partial-\(getpid())"
        TemporaryFiles.register(temporary)
        defer {
            // Usually already renamed: a plain unlink answers that at once; a folder needs FileManager.
            if unlink(temporary) != 0 && errno != ENOENT { try? FileManager.default.removeItem(atPath: temporary) }
            TemporaryFiles.unregister(temporary)
        }
        switch format {
        case .epub: try ZipWriter.write(book.entries, to: temporary, modified: book.metadata.modified)
        case .directory: try writeTree(book.entries, to: temporary)
        }
        try cancellation?.check()
        let final = resolvedFolder + "/" + VaultPath.fileName(of: absolute)
        if format == .directory, FileManager.default.fileExists(atPath: final) {
            try FileManager.default.removeItem(atPath: final)
        }
        guard rename(temporary, final) == 0 else {
            throw OutputError.cannotMove(path: path, reason: String(cString: strerror(errno)))
        }
    }

    private static func writeTree(_ entries: [ArchiveEntry], to folder: String) throws {
        for entry in entries {
            let target = folder + "/" + entry.path
            try FileManager.default.createDirectory(atPath: VaultPath.directory(of: target), withIntermediateDirectories: true)
            if case .file(let source) = entry.source {
                try FileManager.default.copyItem(atPath: source, toPath: target)
            } else {
                try Data(entry.contents ?? []).write(to: URL(fileURLWithPath: target))
            }
        }
    }

    private static func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
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
