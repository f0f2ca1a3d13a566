#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files read straight into byte arrays: pages are read on every build, and `FileManager.contents(atPath:)`
/// plus the copy into `[UInt8]` cost about as much as libxml2's parse of a small page.
enum FileBytes {
    /// The bytes of the vault file `file`: the one file the scan found, opened without following a link and read
    /// as opened (nil when it is gone, became a link or another file since, or cannot be read).
    static func contents(of file: VaultFile) -> [UInt8]? {
        let descriptor = openScanned(file)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return contents(reading: descriptor)
    }

    /// Whether the vault file `file` (opened as `contents(of:)` opens it) starts with the bytes `prefix`.
    static func file(_ file: VaultFile, startsWith prefix: [UInt8]) -> Bool {
        head(of: file, count: prefix.count) == prefix
    }

    /// The first `count` bytes of the vault file `file` (fewer when it is shorter), opened as `contents(of:)` opens it.
    static func head(of file: VaultFile, count: Int) -> [UInt8]? {
        let descriptor = openScanned(file)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: count)
        guard let filled = fill(&head, from: 0, reading: descriptor) else { return nil }
        return Array(head.prefix(filled))
    }

    /// A descriptor of the vault file `file`, or -1. The last component is opened with `O_NOFOLLOW` (a link put in
    /// the file's place fails) and `O_NONBLOCK` (a FIFO does not block); what was opened must be a regular file with
    /// the scan's device and inode, so a folder on the way swapped for a link out of the vault reads nothing either.
    static func openScanned(_ file: VaultFile) -> Int32 {
        let descriptor = open(file.absolutePath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return -1 }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              file.identity.map({ $0 == FileIdentity(info) }) ?? true else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// The bytes of the regular file at `path` (a file the user named, never a vault file), or nil when it cannot be
    /// opened or read.
    static func contents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return contents(reading: descriptor)
    }

    /// Everything left to read from `descriptor`, sized by its `fstat`.
    private static func contents(reading descriptor: Int32) -> [UInt8]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // One byte more than the file holds, so the read that finds the end needs no larger array (growing one
        // copies every byte read into fresh memory); the array grows only when the file grew since `fstat`.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            guard let now = fill(&bytes, from: filled, reading: descriptor) else { return nil }
            filled = now
            if filled < bytes.count { break } // the end of the file
            bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Reads from `descriptor` into `bytes` from offset `filled` until the array is full or the file ends (a read
    /// interrupted by a signal is retried); the offset reached, or nil on a read error.
    private static func fill(_ bytes: inout [UInt8], from filled: Int, reading descriptor: Int32) -> Int? {
        var filled = filled
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
