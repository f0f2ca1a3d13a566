import Foundation

/// A bound on the attributes of one start tag, applied to the page's bytes before libxml2 reads them: its HTML parser
/// compares each attribute with every one before it (the duplicate check of `htmlParseStartTag`), so a tag with
/// 100,000 attributes took over a minute; past `maximum`, the rest of the tag's attributes are dropped, reported.
enum AttributeLimit {
    /// The most attributes a start tag keeps (no real page comes near it; 2,000 cost libxml2 about 2 ms).
    static let maximum = 2_000

    /// Drops the attributes past `maximum` of every start tag in `bytes` (their line breaks kept, so lines stay
    /// where they were); one finding per tag cut.
    static func apply(to bytes: inout [UInt8], file: String, diagnostics: inout [Diagnostic]) {
        // Text between tags is passed over at memchr's speed; only start tags are read byte by byte.
        var cuts: [(range: Range<Int>, line: Int)] = []
        var index = 0
        while let open = next(UInt8(ascii: "<"), in: bytes, from: index) {
            index = open + 1
            guard index < bytes.count, isLetter(bytes[index]) else { continue }
            let (end, cut) = scanStartTag(bytes, nameStart: index)
            if let cut { cuts.append((cut, bytes[..<open].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })) }
            index = end
        }
        for (range, line) in cuts.reversed() {
            let attributes = bytes[range].reduce(0) { $0 + ($1 == 0x20 || $1 == 0x0A || $1 == 0x09 ? 1 : 0) }
            bytes.replaceSubrange(range, with: bytes[range].filter { $0 == 0x0A })
            diagnostics.append(Diagnostic(
                id: .markupAttributeDropped, severity: .warning, file: file, line: line,
                message: "a start tag with more than \(maximum) attributes: about \(attributes) past the first \(maximum) dropped (no element needs so many; parsing them takes minutes)"))
        }
    }

    /// Scans the start tag whose name begins at `nameStart` as the HTML tokenizer does (quoted values may hold `>`);
    /// returns where it ends, and the bytes of its attributes past `maximum`, if any.
    private static func scanStartTag(_ bytes: [UInt8], nameStart: Int) -> (end: Int, cut: Range<Int>?) {
        var index = nameStart, count = 0, cutStart: Int?
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { break }
            count += 1
            if count == maximum + 1 { cutStart = index }
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "=") { index += 1 }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index = (next(quote, in: bytes, from: index + 1) ?? bytes.count - 1) + 1
            } else {
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            }
        }
        return (index, cutStart.map { $0..<index })
    }

    /// The index of the first `byte` at or after `start`, found with `memchr`.
    private static func next(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBytes { raw in
            memchr(raw.baseAddress! + start, Int32(byte), raw.count - start).map { $0 - UnsafeMutableRawPointer(mutating: raw.baseAddress!) }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
