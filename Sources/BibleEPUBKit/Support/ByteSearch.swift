#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Where `needle` first occurs in these bytes, or nil (a plain scan: Foundation's `firstRange(of:)` on byte
    /// slices goes through `DataProtocol` and measured several times slower on the build's hot paths).
    /// Contiguous bytes (arrays and their slices, nearly every caller) are searched with `memchr` and `memcmp`.
    func firstIndex(ofBytes needle: [UInt8]) -> Int? {
        guard let first = needle.first, count >= needle.count else { return nil }
        if let found = withContiguousStorageIfAvailable({ $0.firstIndex(ofBytes: needle, from: 0) }) {
            return found.map { startIndex + $0 }
        }
        for index in startIndex...(endIndex - needle.count) where self[index] == first {
            if self[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }

    /// Where `needle` last occurs in these bytes, or nil.
    func lastIndex(ofBytes needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, count >= needle.count else { return nil }
        for index in stride(from: endIndex - needle.count, through: startIndex, by: -1)
        where self[index..<(index + needle.count)].elementsEqual(needle) { return index }
        return nil
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Index of the first `byte` at or after `start`, found with `memchr`, or nil.
    func firstIndex(ofByte byte: UInt8, from start: Int = 0) -> Int? {
        guard start < count, let base = baseAddress, let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Where the lowercase ASCII `needle` first occurs at or after `start` in any letter case, or nil (its first
    /// byte found with `memchr` in both cases).
    func firstIndex(ofIgnoringASCIICase needle: StaticString, from start: Int = 0) -> Int? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return nil }
        let isLetter = first >= 0x61 && first <= 0x7A
        var found: Int?
        for candidate in isLetter ? [first, first & ~0x20] : [first] {
            var cursor = start
            while let index = firstIndex(ofByte: candidate, from: cursor), index + pattern.count <= count, index < found ?? .max {
                if (1..<pattern.count).allSatisfy({ self[index + $0] | 0x20 == pattern[$0] }) { found = index; break }
                cursor = index + 1
            }
        }
        return found
    }

    /// Where `needle` first occurs at or after `start`, its first byte found with `memchr` and the rest compared with
    /// `memcmp`, or nil.
    func firstIndex(ofBytes needle: [UInt8], from start: Int) -> Int? {
        guard let base = baseAddress, let first = needle.first else { return nil }
        var cursor = start
        return needle.withUnsafeBufferPointer { pattern in
            while let candidate = firstIndex(ofByte: first, from: cursor), candidate + pattern.count <= count {
                if memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 { return candidate }
                cursor = candidate + 1
            }
            return nil
        }
    }
}

extension Array where Element == UInt8 {
    /// Index of the first `byte` at or after `start`, found with `memchr`, or nil.
    func firstIndex(ofByte byte: UInt8, from start: Int = 0) -> Int? {
        withUnsafeBufferPointer { $0.firstIndex(ofByte: byte, from: start) }
    }

    /// Where `needle` first lies wholly inside `range`, its first byte found with `memchr`, or nil.
    func firstIndex(ofBytes needle: [UInt8], in range: Range<Int>) -> Int? {
        withUnsafeBufferPointer { buffer in
            UnsafeBufferPointer(rebasing: buffer[..<Swift.min(range.upperBound, buffer.count)]).firstIndex(ofBytes: needle, from: range.lowerBound)
        }
    }
}

extension String {
    /// Runs `body` on the string's UTF-8 bytes: in place when they are stored contiguously (native strings always
    /// are), else on a copy. `withUTF8` needs a mutable string, and the copy made for it costs a retain and release.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension StringProtocol {
    /// The index of the first `byte` in the UTF-8 view, found with `memchr` when the storage is contiguous (the
    /// generic `utf8.firstIndex(of:)` walks index by index, several times slower on link-heavy pages).
    func utf8Index(ofByte byte: UInt8) -> String.Index? {
        let offset = utf8.withContiguousStorageIfAvailable { $0.firstIndex(ofByte: byte) }
        guard let offset else { return utf8.firstIndex(of: byte) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// True when the UTF-8 view contains `byte`.
    func containsUTF8Byte(_ byte: UInt8) -> Bool { utf8Index(ofByte: byte) != nil }
}
