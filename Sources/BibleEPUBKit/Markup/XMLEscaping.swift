/// Fast XML escaping over UTF-8: runs without special bytes are copied whole.
enum XMLEscaping {
    /// Appends `text` to `output`, escaped for content (`attribute` false) or a double-quoted attribute.
    static func append(_ text: String, to output: inout ByteBuffer, attribute: Bool) {
        // The text is read in place: a copy of a long string is a retain and a release, once per text node and attribute.
        let escaped = text.withUTF8Bytes { bytes -> Bool in
            guard !hasNoncharacter(bytes) else { return false }
            escape(bytes, to: &output, attribute: attribute)
            return true
        }
        if !escaped { XMLNames.keepingAllowedCharacters(text).withUTF8Bytes { escape($0, to: &output, attribute: attribute) } }
    }

    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteBuffer, attribute: Bool) {
        let special = attribute ? specialInAttribute : specialInContent
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte < 64, special >> UInt64(byte) & 1 == 1, let replacement = replacement(for: byte, attribute: attribute)
            else { continue }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(replacement)
            runStart = index + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// Bit n set when byte n (below 64) may need `replacement(for:attribute:)`: control characters, `&`, `<`, `>`, and in
    /// attributes also `"` (tab, line feed and carriage return stay as they are in content). A test checks both masks.
    static let specialInContent: UInt64 = 0x5000_0040_FFFF_D9FF, specialInAttribute: UInt64 = 0x5000_0044_FFFF_FFFF

    private static let ampersand = Array("&amp;".utf8), lessThan = Array("&lt;".utf8), greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8), lineFeed = Array("&#10;".utf8), tab = Array("&#9;".utf8)
    private static let carriageReturn = Array("&#13;".utf8), dropped: [UInt8] = []

    /// What `byte` becomes, or nil when it is written as it is.
    private static func replacement(for byte: UInt8, attribute: Bool) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): return ampersand
        case UInt8(ascii: "<"): return lessThan
        case UInt8(ascii: ">"): return greaterThan
        case UInt8(ascii: "\""): return attribute ? quote : nil
        case 0x0A: return attribute ? lineFeed : nil
        case 0x09: return attribute ? tab : nil
        case 0x0D: return attribute ? carriageReturn : nil
        case 0x00..<0x20: return dropped
        default: return nil
        }
    }

    /// True when `bytes` hold U+FFFE or U+FFFF (UTF-8 EF BF BE / EF BF BF), which XML forbids.
    private static func hasNoncharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let lead = bytes.firstIndex(ofByte: 0xEF, from: index) {
            if lead + 2 < bytes.count, bytes[lead + 1] == 0xBF, bytes[lead + 2] >= 0xBE { return true }
            index = lead + 1
        }
        return false
    }
}
