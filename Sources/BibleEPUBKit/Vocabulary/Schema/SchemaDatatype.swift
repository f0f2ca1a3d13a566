/// One datatype of the grammar (XML Schema's, as Jing checks their lexical forms) with the facets the schema sets.
struct SchemaDatatype: Sendable {
    /// The XML Schema datatypes the XHTML grammar (with its MathML and SVG parts) uses.
    enum Kind: Sendable {
        case string, token, anyURI, language, integer, positiveInteger, nonNegativeInteger, unsignedLong, float, decimal
        case NCName, NMTOKEN, NMTOKENS, base64Binary
    }

    /// The base datatype.
    var kind: Kind
    /// True when a `pattern` facet needs a regex (`XHTMLSchemaTable.patternRegex`): the whole (white-space
    /// processed) value must match it.
    var hasPattern: Bool
    /// A `pattern` facet that is one character class repeated, as scalar ranges (checked without a regex).
    var characters: [ClosedRange<UInt32>]?
    /// The `minLength` facet, in characters.
    var minLength: Int?
    /// The `minInclusive` facet (numbers).
    var minInclusive: Double?
    /// The `minExclusive` facet (numbers).
    var minExclusive: Double?

    /// Creates a datatype with its facets.
    init(_ kind: Kind, hasPattern: Bool = false, characters: [ClosedRange<UInt32>]? = nil, minLength: Int? = nil,
         minInclusive: Double? = nil, minExclusive: Double? = nil) {
        self.kind = kind
        self.characters = characters
        self.hasPattern = hasPattern
        self.minLength = minLength
        self.minInclusive = minInclusive
        self.minExclusive = minExclusive
    }

    /// True when `value` is in the datatype's lexical space and meets its facets (`pattern`: the datatype's
    /// regex, when it has one).
    func allows(_ value: String, pattern: Regex<Substring>?) -> Bool {
        let processed = kind == .string ? value : Self.collapsed(value)
        guard lexicallyAllows(processed) else { return false }
        if let minLength, minLength > 0, processed.isEmpty || (minLength > 1 && processed.count < minLength) { return false }
        if let characters, !processed.unicodeScalars.allSatisfy({ scalar in characters.contains { $0.contains(scalar.value) } }) {
            return false
        }
        if let pattern, (try? pattern.wholeMatch(in: processed)) == nil { return false }
        if minInclusive != nil || minExclusive != nil, let number = Double(processed) {
            if let minInclusive, !(number >= minInclusive) { return false }
            if let minExclusive, !(number > minExclusive) { return false }
        }
        return true
    }

    /// True when `value` equals `literal` in this datatype (token-like types compare collapsed white space).
    func equal(_ value: String, _ literal: String) -> Bool {
        kind == .string ? value == literal : Self.collapsed(value) == Self.collapsed(literal)
    }

    private func lexicallyAllows(_ value: String) -> Bool {
        switch kind {
        case .string, .token: return true
        case .anyURI: return URIReference.isLexicallyValid(value)
        case .language: return Self.isLanguageTag(value)
        case .integer: return Self.isInteger(value, sign: true)
        case .nonNegativeInteger: return Self.isInteger(value, sign: false) || Self.isNegativeZero(value)
        case .positiveInteger: return Self.isInteger(value, sign: false) && value.contains { $0 != "0" && $0 != "+" }
        case .unsignedLong: return Self.isUnsignedLong(value)
        case .float: return Self.isFloat(value)
        case .decimal: return Self.isDecimal(value)
        case .base64Binary: return Self.isBase64(value)
        case .NCName: return XMLNames.isNCName(value)
        case .NMTOKEN: return Self.isNameToken(value)
        case .NMTOKENS: return !value.isEmpty && value.split(separator: " ").allSatisfy { Self.isNameToken(String($0)) }
        }
    }

    /// White space replaced and collapsed, as XML Schema's `collapse` facet does.
    static func collapsed(_ value: String) -> String {
        if isCollapsed(value) { return value }
        return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// True when collapsing would not change `value` (no tab, line break, leading, trailing or double space).
    private static func isCollapsed(_ value: String) -> Bool {
        var previousSpace = true
        for byte in value.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return false }
            let space = byte == 0x20
            if space && previousSpace { return false }
            previousSpace = space
        }
        return !previousSpace || value.isEmpty
    }

    private static func isNameToken(_ value: String) -> Bool {
        !value.isEmpty && value.unicodeScalars.allSatisfy(XMLNames.isNameCharacter)
    }

    private static func isLanguageTag(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static func isInteger(_ value: String, sign: Bool) -> Bool {
        var digits = Substring(value)
        if let first = digits.first, first == "+" || (sign && first == "-") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func isNegativeZero(_ value: String) -> Bool {
        value.hasPrefix("-") && value.count > 1 && value.dropFirst().allSatisfy { $0 == "0" }
    }

    /// A non-negative integer up to 2^64 - 1 (leading zeros allowed, as XML Schema has it).
    private static func isUnsignedLong(_ value: String) -> Bool {
        if isNegativeZero(value) { return true }
        guard isInteger(value, sign: false) else { return false }
        let digits = value.drop { $0 == "+" || $0 == "0" }
        return digits.count < 20 || (digits.count == 20 && digits <= "18446744073709551615")
    }

    /// An optional sign, then digits with at most one `.` among or around them (no exponent).
    private static func isDecimal(_ value: String) -> Bool {
        var rest = Substring(value)
        if let first = rest.first, first == "+" || first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.contains(where: { !$0.isEmpty })
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Base64 letters in groups of four (spaces between them allowed), `=` padding only at the end.
    private static func isBase64(_ value: String) -> Bool {
        let letters = value.unicodeScalars.filter { $0 != " " }
        let padding = letters.reversed().prefix { $0 == "=" }.count
        guard letters.count % 4 == 0, padding <= 2 else { return false }
        return letters.dropLast(padding).allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "/")
        }
    }

    private static func isFloat(_ value: String) -> Bool {
        if value == "INF" || value == "-INF" || value == "NaN" { return true }
        var rest = Substring(value)
        if let first = rest.first, first == "+" || first == "-" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
        let exponent = rest.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.contains(where: { !$0.isEmpty }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return false }
        guard !exponent.isEmpty else { return true }
        return isInteger(String(exponent.dropFirst()), sign: true)
    }
}

/// The lexical check RELAX NG validators (Jing) make of `xsd:anyURI` values.
enum URIReference {
    /// True when every `%` starts an escape of two hex digits, there is at most one `#`, and a scheme, if the
    /// reference has one, is a letter followed by letters, digits, `+`, `-` or `.`.
    static func isLexicallyValid(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var index = 0, hashes = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 2
            case UInt8(ascii: "#"):
                hashes += 1
                if hashes > 1 { return false }
            default: break
            }
            index += 1
        }
        return hasValidScheme(bytes)
    }

    private static func hasValidScheme(_ bytes: [UInt8]) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return true }
        if bytes[..<colon].contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            return true
        }
        guard colon > 0, isLetter(bytes[0]) else { return false }
        return bytes[1..<colon].allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// True for an ASCII hex digit.
    static func isHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
    }
}
