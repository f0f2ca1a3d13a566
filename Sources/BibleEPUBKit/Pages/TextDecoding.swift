import Foundation

/// Turns a page's bytes into UTF-8 for the parser, honouring BOMs and declared charsets and reporting bad bytes.
public enum TextDecoding {
    /// The bytes to parse and the encoding argument for libxml2 (nil: let the page's meta decide).
    public struct Decoded {
        /// Bytes handed to the parser.
        public var bytes: [UInt8]
        /// Encoding name for libxml2.
        public var encoding: String?
        /// Encoding problems found.
        public var diagnostics: [Diagnostic]
    }

    /// Decides how to decode `bytes` of `file`.
    public static func decode(_ bytes: [UInt8], file: String) -> Decoded {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(Array(bytes.dropFirst(3)), file: file, declared: "UTF-8 BOM") }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let text = String(data: Data(bytes), encoding: .utf16) ?? String(decoding: bytes, as: UTF8.self)
            return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [])
        }
        guard let declared = declaredCharset(in: bytes) else { return utf8(bytes, file: file, declared: nil) }
        let normalized = declared.lowercased()
        if ["utf-8", "utf8"].contains(normalized) { return utf8(bytes, file: file, declared: declared) }
        if let encoding = foundationEncoding(normalized), let text = String(data: Data(bytes), encoding: encoding) {
            return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [])
        }
        return Decoded(bytes: bytes, encoding: nil, diagnostics: [])
    }

    private static func utf8(_ bytes: [UInt8], file: String, declared: String?) -> Decoded {
        guard let badOffset = firstInvalidUTF8Offset(bytes) else {
            return Decoded(bytes: bytes, encoding: "UTF-8", diagnostics: [])
        }
        let line = bytes[..<badOffset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let hint = "save the file as UTF-8, or declare its real encoding with <meta charset>"
        if declared != nil {
            let text = String(decoding: bytes, as: UTF8.self)
            return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [Diagnostic(
                id: "encoding.invalid-bytes", severity: .warning, file: file, line: line, column: 0,
                message: "bytes that are not valid UTF-8 (declared \(declared!)); they become U+FFFD", hint: hint)])
        }
        let text = String(data: Data(bytes), encoding: .windowsCP1252) ?? String(decoding: bytes, as: UTF8.self)
        return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [Diagnostic(
            id: "encoding.invalid-bytes", severity: .warning, file: file, line: line, column: 0,
            message: "bytes that are not valid UTF-8 and no declared encoding; the page was read as windows-1252",
            hint: hint)])
    }

    /// Byte offset of the first invalid UTF-8 sequence, or nil when the bytes are valid UTF-8.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil } // the standard library's fast validator
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The charset named by `<meta charset>` or `http-equiv` in the first 2 KB.
    static func declaredCharset(in bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(2048)).map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }
        let needle = Array("charset=".utf8)
        guard head.count >= needle.count,
              let start = (0...(head.count - needle.count)).first(where: { head[$0..<($0 + needle.count)].elementsEqual(needle) })
        else { return nil }
        let rest = head[(start + needle.count)...].drop { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0x20 }
        let name = rest.prefix { CharacterSetting.isAlphanumeric(Unicode.Scalar($0)) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }

    private static func foundationEncoding(_ name: String) -> String.Encoding? {
        switch name {
        case "windows-1252", "cp1252", "x-cp1252": return .windowsCP1252
        case "iso-8859-1", "latin1", "iso8859-1", "latin-1", "us-ascii", "ascii": return .isoLatin1
        case "utf-16", "utf-16le", "utf-16be": return .utf16
        case "macintosh", "mac-roman", "x-mac-roman": return .macOSRoman
        default: return nil
        }
    }
}
