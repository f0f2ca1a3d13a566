/// Finds and rewrites the references in CSS text: `url(…)` and `@import`. Works on UTF-8 bytes.
package enum CSSRewriter {
    /// Every reference written in `css`, in order.
    package static func references(in css: String) -> [String] {
        var found: [String] = []
        _ = rewrite(css) { found.append($0); return $0 }
        return found
    }

    /// Rewrites each reference with `transform`; nil removes it (`@import` rule dropped, `url()` becomes `none`).
    package static func rewrite(_ css: String, _ transform: (String) -> String?) -> String {
        guard mayContainReference(css) else { return css }
        let bytes = Array(css.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let end = find([0x2A, 0x2F], in: bytes, from: index + 2).map { $0 + 2 } ?? bytes.count
                output += bytes[index..<end]
                index = end
            } else if byte == UInt8(ascii: "@"), matches(importKeyword, bytes, at: index) {
                index = rewriteImport(bytes, at: index, into: &output, transform)
            } else if (byte | 0x20) == UInt8(ascii: "u"), matches(urlFunction, bytes, at: index) {
                index = rewriteURL(bytes, at: index, into: &output, transform)
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func rewriteImport(_ s: [UInt8], at start: Int, into output: inout [UInt8],
                                      _ transform: (String) -> String?) -> Int {
        let end = find([UInt8(ascii: ";")], in: s, from: start).map { $0 + 1 } ?? s.count
        var cursor = start + 7
        while cursor < end, isSpace(s[cursor]) { cursor += 1 }
        if matches(urlFunction, s, at: cursor) { cursor += 4 }
        while cursor < end, isSpace(s[cursor]) { cursor += 1 }
        guard cursor < end else { output += s[start..<end]; return end }
        let quote = s[cursor]
        let quoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
        if quoted { cursor += 1 }
        var stop = cursor
        while stop < end, s[stop] != (quoted ? quote : UInt8(ascii: ")")), !(quoted == false && isSpace(s[stop])) { stop += 1 }
        let written = String(decoding: s[cursor..<stop], as: UTF8.self).trimmingSpaces
        if let replacement = transform(written) {
            output += Array("@import url(\"\(replacement)\");".utf8)
        }
        return end
    }

    private static func rewriteURL(_ s: [UInt8], at start: Int, into output: inout [UInt8],
                                   _ transform: (String) -> String?) -> Int {
        guard let (written, end) = reference(in: s, at: start) else {
            output += s[start...]
            return s.count
        }
        if written.hasPrefix("#") {
            output += s[start..<end]
        } else if written.lowercased().hasPrefix("data:") {
            let encoded = WebURL.dataURL(written)
            output += encoded == written ? s[start..<end] : ArraySlice("url(\"\(encoded)\")".utf8)
        } else if let replacement = transform(written) {
            output += Array("url(\"\(replacement)\")".utf8)
        } else {
            output += Array("none".utf8)
        }
        return end
    }

    /// The URL written by the `url(` at `start` (unescaped, as the tokenizer reads it) and the offset past its `)`;
    /// text that is no well-formed `url()` is read up to the first `)`, trimmed and unquoted; nil without one.
    private static func reference(in s: [UInt8], at start: Int) -> (String, Int)? {
        if let reference = CSSTokenizer.urlReference(in: s, at: start) { return reference }
        guard let close = find([UInt8(ascii: ")")], in: s, from: start + 4) else { return nil }
        var written = String(decoding: s[(start + 4)..<close], as: UTF8.self).trimmingSpaces
        if let first = written.first, first == "\"" || first == "'", written.count >= 2, written.last == first {
            written = String(written.dropFirst().dropLast())
        }
        return (written, close + 1)
    }

    private static let importKeyword = Array("@import".utf8), urlFunction = Array("url(".utf8)

    /// True when `css` may hold a `url(` or an `@import` (case-insensitive): the only things `rewrite` changes.
    static func mayContainReference(_ css: String) -> Bool {
        mayContainURL(css) || css.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while let at = bytes.firstIndex(ofByte: UInt8(ascii: "@"), from: index) {
                if matches(importKeyword, bytes, at: at) { return true }
                index = at + 1
            }
            return false
        } ?? true
    }

    /// Case-insensitive match of ASCII `pattern` at `index`, not inside a longer identifier.
    private static func matches<Bytes: RandomAccessCollection<UInt8>>(_ pattern: [UInt8], _ s: Bytes, at index: Int) -> Bool
    where Bytes.Index == Int {
        guard index + pattern.count <= s.count else { return false }
        for offset in 0..<pattern.count where (s[index + offset] | 0x20) != (pattern[offset] | 0x20) { return false }
        if index > 0, isIdentifier(s[index - 1]) { return false }
        return true
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// True for CSS white space: space, tab, line feed, carriage return, form feed.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func find(_ needle: [UInt8], in s: [UInt8], from start: Int) -> Int? {
        start <= s.count ? s[start...].firstIndex(ofBytes: needle) : nil
    }
}

extension CSSRewriter {
    /// False when `css` certainly has no `url(` (checked on bytes, case-insensitively), so it needs no rewriting.
    static func mayContainURL(_ css: String) -> Bool {
        let found = css.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 3
            while let paren = bytes.firstIndex(ofByte: UInt8(ascii: "("), from: index) {
                if bytes[paren - 3] | 0x20 == 0x75, bytes[paren - 2] | 0x20 == 0x72, bytes[paren - 1] | 0x20 == 0x6C { return true }
                index = paren + 1
            }
            return false
        }
        if let found { return found }
        var lastThree: UInt32 = 0 // the previous three bytes, lowercased ASCII
        for byte in css.utf8 {
            if byte == UInt8(ascii: "("), lastThree == 0x75_72_6C { return true } // "url"
            lastThree = (lastThree << 8 | UInt32(byte | 0x20)) & 0xFF_FF_FF
        }
        return false
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String { String(self).trimmingSpaces }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (ASCII bytes, so trimming bytes is exact).
    var trimmingSpaces: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        if !CSSRewriter.isSpace(first) && !CSSRewriter.isSpace(last) { return self }
        guard let start = utf8.firstIndex(where: { !CSSRewriter.isSpace($0) }),
              let end = utf8.lastIndex(where: { !CSSRewriter.isSpace($0) }) else { return "" }
        return String(Substring(utf8[start...end]))
    }
}
