#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files read straight into byte arrays: pages are read on every build, and `FileManager.contents(atPath:)`
/// plus the copy into `[UInt8]` cost about as much as libxml2's parse of a small page.
enum FileBytes {
    /// The bytes of the regular file at `path`, or nil when it cannot be opened or read.
    static func contents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
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

    /// Whether the regular file at `path` starts with the bytes `prefix` (false when it cannot be read).
    static func file(atPath path: String, startsWith prefix: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: prefix.count)
        return fill(&head, from: 0, reading: descriptor) == head.count && head == prefix
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
