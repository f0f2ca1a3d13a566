/// XML 1.0 character and name rules, used to keep serialized output well-formed.
package enum XMLNames {
    /// True when `scalar` may appear in an XML 1.0 document.
    package static func isAllowedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` without the characters XML 1.0 forbids.
    package static func keepingAllowedCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(isAllowedCharacter)))
    }

    /// True when `name` is a valid XML name (ASCII subset plus any non-ASCII letter).
    package static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isNameStart(first) else { return false }
        return name.unicodeScalars.allSatisfy(isNameCharacter)
    }

    /// True when `name` is a valid NCName (an XML name without colons), as `id` values must be.
    package static func isNCName(_ name: String) -> Bool {
        isName(name) && !name.containsUTF8Byte(UInt8(ascii: ":"))
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: return true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default: return false
        }
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isNameStart(scalar) { return true }
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x2E, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return false
        }
    }
}
