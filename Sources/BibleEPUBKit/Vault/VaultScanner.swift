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
        walker.walk(folder: "", subfoldersInParallel: true)
        let (files, aliases, findings) = oneEntryPerFile(walker.files, root: root)
        var inventory = VaultInventory(root: root, files: files)
        inventory.aliases = aliases
        return (inventory, walker.diagnostics + findings)
    }

    /// `files` with one entry per file on disk: a symbolic link to another file of the vault (a `README.md` linked to
    /// the root index) or a hard link to it is that file under a second name, kept as an alias of the file's own
    /// path (the link's own path only when the file itself was not scanned), each reported.
    static func oneEntryPerFile(_ files: [VaultFile], root: String) -> ([VaultFile], [String: String], [Diagnostic]) {
        let groups = Dictionary(grouping: files.indices) { files[$0].identity.map { [$0.device, $0.inode] } ?? [UInt64($0)] }
        var aliases: [String: String] = [:], dropped: Set<Int> = []
        for indices in groups.values where indices.count > 1 {
            let kept = indices.first { files[$0].absolutePath == root + "/" + files[$0].path } ?? indices.min()!
            for index in indices where index != kept {
                aliases[files[index].path] = files[kept].path
                dropped.insert(index)
            }
        }
        guard !dropped.isEmpty else { return (files, [:], []) }
        let findings = aliases.keys.sorted().map { alias in
            Diagnostic(id: .vaultLinkedFile, severity: .info, file: alias,
                       message: "a link to \(aliases[alias]!): one file, read once; links to either name go to it")
        }
        return (files.indices.filter { !dropped.contains($0) }.map { files[$0] }, aliases, findings)
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

        /// Adds the files under `folder` in name order, depth first. With `subfoldersInParallel`, the folder's own
        /// subfolders are walked at the same time (a vault is mostly a few top-level folders; the walk is system
        /// calls), and their files and findings joined in the same order as one walk would give them.
        mutating func walk(folder: String, subfoldersInParallel: Bool = false) {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let (entries, refused) = Self.listing(of: absolute) else {
                report(.vaultUnreadable, folder, "cannot read this folder; its files are not in the book")
                return
            }
            let path = { (entry: Entry) in folder.isEmpty ? entry.name : folder + "/" + entry.name }
            for (name, problem) in refused { report(problem.id, folder.isEmpty ? name : folder + "/" + name, problem.message) }
            let subfolders = subfoldersInParallel ? entries.filter { $0.info.st_mode & S_IFMT == S_IFDIR } : []
            var walked = Parallel.map(subfolders) { [root] entry in
                var walker = Walker(root: root)
                walker.walk(folder: path(entry))
                return walker
            }.makeIterator()
            for entry in entries {
                let entryAbsolute = absolute + "/" + entry.name
                switch entry.info.st_mode & S_IFMT {
                case S_IFDIR where subfoldersInParallel:
                    let subfolder = walked.next()!
                    files += subfolder.files
                    diagnostics += subfolder.diagnostics
                case S_IFDIR: walk(folder: path(entry))
                case S_IFREG: addFile(path(entry), absolute: entryAbsolute, info: entry.info, readable: entry.readable)
                case S_IFLNK: followLink(path(entry), absolute: entryAbsolute)
                default: break
                }
            }
        }

        private typealias Entry = (name: String, info: stat, readable: Bool)
        private typealias Refusal = (id: DiagnosticID, message: String)

        /// The folder's entries (dot files left out) sorted by name, each with its lstat and readability, read through
        /// one directory handle that is closed before any subfolder is opened; and the names left out: not UTF-8, or
        /// equal to another's as Swift compares text (canonical equivalence: `café` composed and decomposed), which
        /// every index of the build would take for one file.
        private static func listing(of folder: String) -> (entries: [Entry], refused: [(String, Refusal)])? {
            guard let directory = opendir(folder) else { return nil }
            defer { closedir(directory) }
            let handle = dirfd(directory)
            var entries: [Entry] = [], refused: [(String, Refusal)] = []
            while let entry = readdir(directory) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard bytes.first != UInt8(ascii: ".") else { continue }
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    refused.append((String(decoding: bytes, as: UTF8.self),
                                    (.vaultInvalidName, "the name is not valid UTF-8, so no link can name it; left out (rename it)")))
                    continue
                }
                var info = stat()
                guard !name.hasPrefix("."), fstatat(handle, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                let readable = info.st_mode & S_IFMT != S_IFREG || faccessat(handle, name, R_OK, 0) == 0
                entries.append((name, info, readable))
            }
            entries.sort { $0.name < $1.name || ($0.name == $1.name && Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8)) }
            var kept: [Entry] = []
            for entry in entries {
                guard let previous = kept.last, previous.name == entry.name else { kept.append(entry); continue }
                refused.append((entry.name, (.vaultNameCollision,
                    "'\(entry.name)' and '\(previous.name)' are one name written two ways (Unicode's composed and decomposed forms); only the first is read (rename one)")))
            }
            return (kept, refused)
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
            let file = VaultFile(path: path, absolutePath: absolute, size: Int(info.st_size), modified: modified,
                                 identity: FileIdentity(info))
            if let problem = ImageSignature.problem(of: file) {
                report(.resourceCorruptImage, path, "\(problem): no reading system can show it; left out (links to it are reported missing)")
                return
            }
            files.append(file)
        }

        private mutating func report(_ id: DiagnosticID, _ path: String, _ message: String, severity: Severity = .warning) {
            diagnostics.append(Diagnostic(id: id, severity: severity, file: path, message: message))
        }
    }
}
