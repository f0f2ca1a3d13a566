import Foundation

/// Turns a page's bytes into UTF-8 for the parser, honouring BOMs and declared charsets and reporting bad bytes.
package enum TextDecoding {
    /// The bytes to parse and the encoding argument for libxml2 (nil: let the page's meta decide).
    package struct Decoded {
        /// Bytes handed to the parser.
        package var bytes: [UInt8]
        /// Encoding name for libxml2.
        package var encoding: String?
        /// Encoding problems found.
        package var diagnostics: [Diagnostic]
    }

    /// Decides how to decode `bytes` of `file`.
    package static func decode(_ bytes: [UInt8], file: String) -> Decoded {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(Array(bytes.dropFirst(3)), file: file, declared: "UTF-8 BOM") }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let text = String(data: Data(bytes), encoding: .utf16) ?? String(decoding: bytes, as: UTF8.self)
            return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [])
        }
        if let (encoding, name) = utf16WithoutBOM(bytes), let text = String(data: Data(bytes), encoding: encoding) {
            return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [Diagnostic(
                id: .encodingSniffed, severity: .info, file: file, line: 0, column: 0,
                message: "no byte order mark, but a NUL byte in every other place: the page is \(name), read as such",
                hint: "save the file as UTF-8")])
        }
        guard let declared = declaredCharset(in: bytes) else { return utf8(bytes, file: file, declared: nil) }
        let normalized = declared.lowercased()
        if ["utf-8", "utf8"].contains(normalized) { return utf8(bytes, file: file, declared: declared) }
        if firstInvalidUTF8Offset(bytes) == nil && bytes.contains(where: { $0 >= 0x80 }) {
            return Decoded(bytes: bytes, encoding: "UTF-8", diagnostics: [Diagnostic(
                id: .encodingMislabelled, severity: .warning, file: file, line: 0, column: 0,
                message: "the page declares \(declared) but its bytes are UTF-8 (multi-byte sequences throughout); read as UTF-8",
                hint: "declare <meta charset=\"utf-8\">")])
        }
        if let encoding = foundationEncoding(normalized), let text = String(data: Data(bytes), encoding: encoding) {
            return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [])
        }
        if let decoded = LegacyEncodings.decode(bytes, from: declared) {
            return Decoded(bytes: decoded, encoding: "UTF-8", diagnostics: [])
        }
        return Decoded(bytes: bytes, encoding: nil, diagnostics: [])
    }

    /// UTF-16 without a byte order mark, told by its NUL bytes: markup and Latin text in UTF-16 put a NUL in every
    /// other byte (the high byte of each code unit: the odd bytes in little endian, the even in big endian), where
    /// no 8-bit encoding has any. CJK text has no NULs of its own, but a page's tags and white space still do.
    static func utf16WithoutBOM(_ bytes: [UInt8]) -> (String.Encoding, String)? {
        let sample = bytes.prefix(4096)
        let pairs = sample.count / 2
        guard pairs >= 8 else { return nil }
        var zerosEven = 0, zerosOdd = 0
        for (offset, byte) in sample.prefix(pairs * 2).enumerated() where byte == 0 {
            if offset % 2 == 0 { zerosEven += 1 } else { zerosOdd += 1 }
        }
        if zerosOdd * 4 >= pairs && zerosEven * 50 <= pairs { return (.utf16LittleEndian, "UTF-16LE") }
        if zerosEven * 4 >= pairs && zerosOdd * 50 <= pairs { return (.utf16BigEndian, "UTF-16BE") }
        return nil
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
                id: .encodingInvalidBytes, severity: .warning, file: file, line: line, column: 0,
                message: "bytes that are not valid UTF-8 (declared \(declared!)); they become U+FFFD", hint: hint)])
        }
        for candidate in LegacyEncodings.candidates(for: bytes) {
            guard let decoded = LegacyEncodings.decode(bytes, from: candidate) else { continue }
            return Decoded(bytes: decoded, encoding: "UTF-8", diagnostics: [Diagnostic(
                id: .encodingSniffed, severity: .info, file: file, line: 0, column: 0,
                message: "no declared encoding and not UTF-8; the page's language and bytes say \(candidate), read as such",
                hint: hint)])
        }
        let text = String(data: Data(bytes), encoding: .windowsCP1252) ?? String(decoding: bytes, as: UTF8.self)
        return Decoded(bytes: Array(text.utf8), encoding: "UTF-8", diagnostics: [Diagnostic(
            id: .encodingInvalidBytes, severity: .warning, file: file, line: line, column: 0,
            message: "bytes that are not valid UTF-8 and no declared encoding; the page was read as windows-1252",
            hint: hint)])
    }

    /// Byte offset of the first invalid UTF-8 sequence, or nil when the bytes are valid UTF-8 (RFC 3629: no
    /// overlong forms, surrogates or values past U+10FFFF). Runs of ASCII are skipped eight bytes at a time.
    package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index < buffer.count {
                if index + 8 <= buffer.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                } else if buffer[index] < 0x80 {
                    index += 1
                } else if let width = sequenceWidth(buffer, at: index) {
                    index += width
                } else {
                    return index
                }
            }
            return nil
        }
    }

    /// The length of the well-formed multi-byte sequence starting at `index`, or nil.
    private static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let width: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (width, second) = (2, 0x80...0xBF)
        case 0xE0: (width, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (width, second) = (3, 0x80...0xBF)
        case 0xED: (width, second) = (3, 0x80...0x9F)
        case 0xF0: (width, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (width, second) = (4, 0x80...0xBF)
        case 0xF4: (width, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + width <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<width where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return width
    }

    /// The charset named by `<meta charset>` or `http-equiv` in the first 2 KB, lowercased.
    static func declaredCharset(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            let end = min(buffer.count, 2048)
            func lowered(_ index: Int) -> UInt8 { buffer[index] | (buffer[index] >= 0x41 && buffer[index] <= 0x5A ? 0x20 : 0) }
            var start = 0
            while start + charsetKey.count <= end {
                if lowered(start) == charsetKey[0], charsetKey.indices.allSatisfy({ lowered(start + $0) == charsetKey[$0] }) { break }
                start += 1
            }
            guard start + charsetKey.count <= end else { return nil }
            var index = start + charsetKey.count
            while index < end, buffer[index] == UInt8(ascii: "\"") || buffer[index] == UInt8(ascii: "'") || buffer[index] == 0x20 { index += 1 }
            var name: [UInt8] = []
            while index < end {
                let byte = lowered(index)
                guard CharacterSetting.isAlphanumeric(Unicode.Scalar(byte)) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else { break }
                name.append(byte)
                index += 1
            }
            return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
        }
    }

    private static let charsetKey = Array("charset=".utf8)

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
