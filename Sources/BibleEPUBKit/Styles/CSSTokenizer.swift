/// One token of CSS text, as CSS Syntax Level 3 (§4) defines them, with the bytes it spans.
struct CSSToken: Equatable {
    /// The token types of CSS Syntax Level 3, plus comments (kept so every byte belongs to a token).
    enum Kind: Equatable {
        case ident, function, atKeyword, hash, string, badString, url, badURL, delim, number, percentage, dimension
        case whitespace, cdo, cdc, colon, semicolon, comma, leftBracket, rightBracket, leftParen, rightParen
        case leftBrace, rightBrace, comment
    }

    /// What the token is.
    var kind: Kind
    /// Byte offset of its first byte in the text.
    var start: Int
    /// Byte offset just past its last byte.
    var end: Int
    /// The unescaped name of an ident, function, at-keyword or hash, the unit of a dimension, a string's or url's
    /// content; empty otherwise.
    var value: String = ""
    /// The numeric value of a number, percentage or dimension.
    var number: Double = 0
    /// The delimiter's byte, for delim tokens.
    var delimiter: UInt8 = 0
    /// For a hash token, whether its name would start an identifier (CSS Syntax's type flag "id"): only such a hash
    /// is an id selector.
    var isIdentifier = false
}

/// Splits CSS text (UTF-8 bytes) into tokens with CSS Syntax Level 3's algorithm, error recovery included: it never
/// fails, and the tokens cover every byte of the input in order.
struct CSSTokenizer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Every token of `bytes`, comments and whitespace included.
    static func tokenize(_ bytes: [UInt8]) -> [CSSToken] {
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = CSSTokenizer(bytes: buffer)
            var tokens: [CSSToken] = []
            tokens.reserveCapacity(buffer.count / 4)
            while let token = tokenizer.next() { tokens.append(token) }
            return tokens
        }
    }

    /// The `url(…)` starting at byte `start`, unquoted or holding one string: its unescaped value and the offset just
    /// past its `)`; nil when the text there is no well-formed one (a bad url, an unclosed string, no `)`).
    static func urlReference(in bytes: [UInt8], at start: Int) -> (value: String, end: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = CSSTokenizer(bytes: buffer, position: start)
            guard let first = tokenizer.next() else { return nil }
            if first.kind == .url { return first.end <= buffer.count && buffer[first.end - 1] == 0x29 ? (first.value, first.end) : nil }
            guard first.kind == .function, first.value.asciiLowercased == "url" else { return nil }
            var token = tokenizer.next()
            if token?.kind == .whitespace { token = tokenizer.next() }
            guard let string = token, string.kind == .string, buffer[string.end - 1] == buffer[string.start] else { return nil }
            token = tokenizer.next()
            if token?.kind == .whitespace { token = tokenizer.next() }
            guard let close = token, close.kind == .rightParen else { return nil }
            return (string.value, close.end)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) { (self.bytes, self.position) = (bytes, position) }

    @inline(__always)
    private func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func next() -> CSSToken? {
        guard let first = byte() else { return nil }
        let start = position
        if first == 0x2F, byte(1) == 0x2A { // "/*"
            position += 2
            while position < bytes.count, !(bytes[position] == 0x2A && byte(1) == 0x2F) { position += 1 }
            position = min(bytes.count, position + 2)
            return CSSToken(kind: .comment, start: start, end: position)
        }
        if Self.isWhitespace(first) {
            while let next = byte(), Self.isWhitespace(next) { position += 1 }
            return CSSToken(kind: .whitespace, start: start, end: position)
        }
        switch first {
        case 0x22, 0x27: return consumeString(quote: first)
        case 0x23: // "#"
            if let next = byte(1), Self.isNameCharacter(next) || startsEscape(at: position + 1) {
                position += 1
                let identifier = startsIdentifier(at: position)
                let name = consumeName()
                return CSSToken(kind: .hash, start: start, end: position, value: name, isIdentifier: identifier)
            }
        case 0x28: return single(.leftParen)
        case 0x29: return single(.rightParen)
        case 0x2B, 0x2E: if startsNumber(at: position) { return consumeNumeric() }
        case 0x2C: return single(.comma)
        case 0x2D: // "-"
            if startsNumber(at: position) { return consumeNumeric() }
            if byte(1) == 0x2D, byte(2) == 0x3E { position += 3; return CSSToken(kind: .cdc, start: start, end: position) }
            if startsIdentifier(at: position) { return consumeIdentLike() }
        case 0x3A: return single(.colon)
        case 0x3B: return single(.semicolon)
        case 0x3C: // "<!--"
            if byte(1) == 0x21, byte(2) == 0x2D, byte(3) == 0x2D { position += 4; return CSSToken(kind: .cdo, start: start, end: position) }
        case 0x40: // "@"
            if startsIdentifier(at: position + 1) {
                position += 1
                let name = consumeName()
                return CSSToken(kind: .atKeyword, start: start, end: position, value: name)
            }
        case 0x5B: return single(.leftBracket)
        case 0x5C: if startsEscape(at: position) { return consumeIdentLike() }
        case 0x5D: return single(.rightBracket)
        case 0x7B: return single(.leftBrace)
        case 0x7D: return single(.rightBrace)
        default:
            if Self.isDigit(first) { return consumeNumeric() }
            if Self.isNameStart(first) { return consumeIdentLike() }
        }
        position += 1
        return CSSToken(kind: .delim, start: start, end: position, delimiter: first)
    }

    private mutating func single(_ kind: CSSToken.Kind) -> CSSToken {
        position += 1
        return CSSToken(kind: kind, start: position - 1, end: position)
    }

    // MARK: Strings, names, numbers, urls (§4.3.3 - §4.3.12)

    private mutating func consumeString(quote: UInt8) -> CSSToken {
        let start = position
        position += 1
        var value: [UInt8] = []
        while let next = byte() {
            if next == quote { position += 1; return CSSToken(kind: .string, start: start, end: position, value: Self.text(value)) }
            if next == 0x0A || next == 0x0D || next == 0x0C {
                return CSSToken(kind: .badString, start: start, end: position, value: Self.text(value))
            }
            if next == 0x5C { // backslash
                guard let escaped = byte(1) else { position += 1; continue }
                if escaped == 0x0A || escaped == 0x0C { position += 2; continue }
                if escaped == 0x0D { position += byte(2) == 0x0A ? 3 : 2; continue }
                position += 1
                value += consumeEscape()
                continue
            }
            value.append(next)
            position += 1
        }
        return CSSToken(kind: .string, start: start, end: position, value: Self.text(value))
    }

    private mutating func consumeIdentLike() -> CSSToken {
        let start = position
        let name = consumeName()
        guard byte() == 0x28 else { return CSSToken(kind: .ident, start: start, end: position, value: name) }
        position += 1
        if name.asciiLowercased == "url" {
            var lookahead = position
            while lookahead < bytes.count, Self.isWhitespace(bytes[lookahead]) { lookahead += 1 }
            if lookahead < bytes.count, bytes[lookahead] == 0x22 || bytes[lookahead] == 0x27 {
                return CSSToken(kind: .function, start: start, end: position, value: name)
            }
            return consumeURL(start: start)
        }
        return CSSToken(kind: .function, start: start, end: position, value: name)
    }

    private mutating func consumeURL(start: Int) -> CSSToken {
        while let next = byte(), Self.isWhitespace(next) { position += 1 }
        var value: [UInt8] = []
        while let next = byte() {
            if next == 0x29 { position += 1; return CSSToken(kind: .url, start: start, end: position, value: Self.text(value)) }
            if Self.isWhitespace(next) {
                while let space = byte(), Self.isWhitespace(space) { position += 1 }
                if byte() == 0x29 || byte() == nil { continue }
                return consumeBadURL(start: start)
            }
            if next == 0x22 || next == 0x27 || next == 0x28 || Self.isNonPrintable(next) { return consumeBadURL(start: start) }
            if next == 0x5C {
                guard startsEscape(at: position) else { return consumeBadURL(start: start) }
                position += 1
                value += consumeEscape()
                continue
            }
            value.append(next)
            position += 1
        }
        return CSSToken(kind: .url, start: start, end: position, value: Self.text(value))
    }

    private mutating func consumeBadURL(start: Int) -> CSSToken {
        while let next = byte() {
            position += 1
            if next == 0x29 { break }
            if next == 0x5C, byte() != nil { position += 1 }
        }
        return CSSToken(kind: .badURL, start: start, end: position)
    }

    private mutating func consumeNumeric() -> CSSToken {
        let start = position
        let number = consumeNumber()
        if startsIdentifier(at: position) {
            let unit = consumeName()
            return CSSToken(kind: .dimension, start: start, end: position, value: unit, number: number)
        }
        if byte() == 0x25 {
            position += 1
            return CSSToken(kind: .percentage, start: start, end: position, number: number)
        }
        return CSSToken(kind: .number, start: start, end: position, number: number)
    }

    private mutating func consumeNumber() -> Double {
        let start = position
        if byte() == 0x2B || byte() == 0x2D { position += 1 }
        while let next = byte(), Self.isDigit(next) { position += 1 }
        if byte() == 0x2E, let digit = byte(1), Self.isDigit(digit) {
            position += 2
            while let next = byte(), Self.isDigit(next) { position += 1 }
        }
        if byte() == 0x45 || byte() == 0x65 {
            let sign = byte(1) == 0x2B || byte(1) == 0x2D ? 1 : 0
            if let digit = byte(1 + sign), Self.isDigit(digit) {
                position += 1 + sign
                while let next = byte(), Self.isDigit(next) { position += 1 }
            }
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)) ?? 0
    }

    private mutating func consumeName() -> String {
        let start = position
        while position < bytes.count, Self.isNameCharacter(bytes[position]) { position += 1 }
        guard position < bytes.count, startsEscape(at: position) else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        var name = Array(bytes[start..<position])
        while let next = byte() {
            if Self.isNameCharacter(next) {
                name.append(next)
                position += 1
            } else if startsEscape(at: position) {
                position += 1
                name += consumeEscape()
            } else {
                break
            }
        }
        return Self.text(name)
    }

    /// Consumes an escape after its backslash and returns the character's UTF-8 bytes.
    private mutating func consumeEscape() -> [UInt8] {
        guard let first = byte() else { return Array("\u{FFFD}".utf8) }
        guard Self.isHexDigit(first) else {
            position += 1
            return [first]
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let next = byte(), Self.isHexDigit(next) {
            value = value * 16 + UInt32(Self.hexValue(next))
            position += 1
            digits += 1
        }
        if let next = byte(), Self.isWhitespace(next) { position += next == 0x0D && byte(1) == 0x0A ? 2 : 1 }
        let scalar = value == 0 || (0xD800...0xDFFF).contains(value) ? nil : Unicode.Scalar(value)
        return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    // MARK: Checks that look ahead without consuming (§4.3.8 - §4.3.10)

    private func startsEscape(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == 0x5C && bytes[offset + 1] != 0x0A && bytes[offset + 1] != 0x0D
            && bytes[offset + 1] != 0x0C
    }

    private func startsIdentifier(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let first = bytes[offset]
        if first == 0x2D {
            guard offset + 1 < bytes.count else { return false }
            return Self.isNameStart(bytes[offset + 1]) || bytes[offset + 1] == 0x2D || startsEscape(at: offset + 1)
        }
        return Self.isNameStart(first) || startsEscape(at: offset)
    }

    private func startsNumber(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        var index = offset
        if bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        guard index < bytes.count else { return false }
        if Self.isDigit(bytes[index]) { return true }
        return bytes[index] == 0x2E && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])
    }

    // MARK: Character classes

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) }
    static func hexValue(_ byte: UInt8) -> UInt8 { isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x61 + 10 }
    static func isNameStart(_ byte: UInt8) -> Bool { (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80 }
    static func isNameCharacter(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) || byte == 0x2D }
    private static func isNonPrintable(_ byte: UInt8) -> Bool { byte <= 0x08 || byte == 0x0B || (byte >= 0x0E && byte <= 0x1F) || byte == 0x7F }
    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}

extension String {
    /// The string with ASCII capitals lowered: CSS keywords and property names are ASCII case-insensitive. Returns
    /// the string itself, with no copy, when it has none (the usual case).
    var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
