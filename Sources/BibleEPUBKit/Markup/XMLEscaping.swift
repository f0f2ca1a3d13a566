/// Fast XML escaping over UTF-8: runs without special bytes are copied whole.
enum XMLEscaping {
    /// Appends `text` to `output`, escaped for content (`attribute` false) or a double-quoted attribute.
    static func append(_ text: String, to output: inout [UInt8], attribute: Bool) {
        var text = text
        if text.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter(XMLNames.isAllowedCharacter)))
        }
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x3F else { continue }
                let replacement: [UInt8]?
                switch byte {
                case UInt8(ascii: "&"): replacement = Array("&amp;".utf8)
                case UInt8(ascii: "<"): replacement = Array("&lt;".utf8)
                case UInt8(ascii: ">"): replacement = Array("&gt;".utf8)
                case UInt8(ascii: "\""): replacement = attribute ? Array("&quot;".utf8) : nil
                case 0x0A: replacement = attribute ? Array("&#10;".utf8) : nil
                case 0x09: replacement = attribute ? Array("&#9;".utf8) : nil
                case 0x0D: replacement = attribute ? Array("&#13;".utf8) : nil
                case 0x00..<0x20: replacement = []
                default: replacement = nil
                }
                guard let replacement else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: replacement)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }
}
