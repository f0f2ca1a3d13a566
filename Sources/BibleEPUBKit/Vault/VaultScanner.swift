import Foundation

/// Walks the vault folder: regular files only, never following a link out of the vault.
package enum VaultScanner {
    /// Scans `rootPath`; throws when it is missing or not a folder.
    package static func scan(_ rootPath: String) throws -> (VaultInventory, [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDirectory) else {
            throw VaultError.notFound(path: rootPath)
        }
        guard isDirectory.boolValue else { throw VaultError.notAFolder(path: rootPath) }
        let root = realPath(rootPath) ?? rootPath
        var walker = Walker(root: root)
        walker.walk(folder: "")
        return (VaultInventory(root: root, files: walker.files), walker.diagnostics)
    }

    /// The canonical absolute path (symlinks resolved), or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct Walker {
        let root: String
        var files: [VaultFile] = []
        var diagnostics: [Diagnostic] = []

        mutating func walk(folder: String) {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let entries = Self.listing(of: absolute) else {
                report(.vaultUnreadable, folder, "cannot read this folder; its files are not in the book")
                return
            }
            for entry in entries {
                let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
                let entryAbsolute = absolute + "/" + entry.name
                switch entry.info.st_mode & S_IFMT {
                case S_IFDIR: walk(folder: path)
                case S_IFREG: addFile(path, absolute: entryAbsolute, info: entry.info, readable: entry.readable)
                case S_IFLNK: followLink(path, absolute: entryAbsolute)
                default: break
                }
            }
        }

        /// The folder's entries (dot files left out) sorted by name, each with its lstat and readability,
        /// read through one directory handle that is closed before any subfolder is opened.
        private static func listing(of folder: String) -> [(name: String, info: stat, readable: Bool)]? {
            guard let directory = opendir(folder) else { return nil }
            defer { closedir(directory) }
            let handle = dirfd(directory)
            var entries: [(name: String, info: stat, readable: Bool)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                var info = stat()
                guard !name.hasPrefix("."), fstatat(handle, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                let readable = info.st_mode & S_IFMT != S_IFREG || faccessat(handle, name, R_OK, 0) == 0
                entries.append((name, info, readable))
            }
            return entries.sorted { $0.name < $1.name }
        }

        private mutating func followLink(_ path: String, absolute: String) {
            guard let target = realPath(absolute) else {
                report(.vaultBrokenSymlink, path, "symbolic link points nowhere (or loops); skipped")
                return
            }
            guard target.hasPrefix(root + "/") else {
                report(.vaultSymlinkOutside, path, "symbolic link points outside the vault; never followed")
                return
            }
            var info = stat()
            guard stat(target, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFREG {
                addFile(path, absolute: target, info: info, readable: access(target, R_OK) == 0)
            } else {
                report(.vaultSymlinkFolder, path, "symbolic link to a folder is not followed", severity: .info)
            }
        }

        private mutating func addFile(_ path: String, absolute: String, info: stat, readable: Bool) {
            guard readable else {
                report(.vaultUnreadable, path, "cannot read this file; it is not in the book")
                return
            }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            files.append(VaultFile(path: path, absolutePath: absolute, size: Int(info.st_size), modified: modified))
        }

        private mutating func report(_ id: DiagnosticID, _ path: String, _ message: String, severity: Severity = .warning) {
            diagnostics.append(Diagnostic(id: id, severity: severity, file: path, message: message))
        }
    }
}
