import Foundation

/// The temp file (or folder) a book is written to before it is renamed over its target: `.<name>.partial-<pid>-<random>`
/// beside the target, created exclusively; and the ones an earlier run killed before it could remove its own.
enum StaleTemporaries {
    /// A temp file or folder made for one write: its path, and for a file the descriptor it was created with.
    struct Created {
        /// Where it is.
        let path: String
        /// The open file (write the book through it, never by path); -1 for a folder.
        let descriptor: Int32
    }

    /// Creates a new temp file (or folder) for `location` with `O_CREAT | O_EXCL | O_NOFOLLOW` (`mkdir` for a folder):
    /// a link or file planted at a guessed name is never written through, and another name is tried.
    static func create(for location: OutputLocation, folder: Bool) throws -> Created {
        for _ in 0..<32 {
            let path = location.folder + "/" + prefix(for: location.name) + "\(getpid())-" + randomSuffix()
            if folder {
                if mkdir(path, 0o755) == 0 { return Created(path: path, descriptor: -1) }
            } else {
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                if descriptor >= 0 { return Created(path: path, descriptor: descriptor) }
            }
            guard errno == EEXIST else { break }
        }
        throw location.systemError()
    }

    /// Removes the temp files and folders of `location`'s target that a process no longer running left behind (a
    /// build killed with SIGKILL cannot remove its own). Others' names, and a live process's, are left alone.
    static func remove(for location: OutputLocation) {
        let prefix = prefix(for: location.name)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: location.folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = pid_t(digits), pid > 0, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = location.folder + "/" + name
            if unlink(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    /// `.<name>.partial-`, the name cut so the whole stays under the system's limit on a name.
    private static func prefix(for name: String) -> String {
        var kept = Substring(name)
        while kept.utf8.count > OutputLocation.maximumNameBytes - 48 { kept = kept.dropLast() }
        return "." + kept + ".partial-"
    }

    private static func randomSuffix() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<12).map { _ in letters[Int(generator.next(upperBound: UInt(letters.count)))] })
    }
}

/// Files and folders of an unzipped book, written inside its own new temp folder: created exclusively, never through a link.
enum OutputFiles {
    /// Creates `folder` and the folders between it and `root` (which exists) that are missing.
    static func createFolders(_ folder: String, below root: String) throws {
        guard folder.count > root.count else { return }
        var path = root
        for component in folder.dropFirst(root.count).split(separator: "/") {
            path += "/" + component
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw ArchiveError(systemErrorAt: path) }
        }
    }

    /// Creates the file `path` holding `bytes`; it must not exist.
    static func createFile(_ path: String, holding bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ArchiveError(systemErrorAt: path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw ArchiveError(systemErrorAt: path) }
            written += count
        }
    }
}

extension ArchiveError {
    /// The system's reason (`errno`) for failing at `path`.
    init(systemErrorAt path: String) {
        self.init(description: String(cString: strerror(errno)), systemCode: errno)
    }

    /// A vault file that is no longer the one the scan found.
    static func changed(_ vaultPath: String) -> ArchiveError {
        ArchiveError(description: "cannot read \(vaultPath): it is not the file the vault held when the build began (moved, replaced or made a link since); build again")
    }
}
