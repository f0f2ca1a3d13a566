import Foundation

/// A simple compound selector (`div.ttc`, `.tooltip`, `#popup`) whose elements a stylesheet hides for good.
package struct HiddenCompound: Hashable, Sendable {
    /// The type selector, lowercased; nil for any element.
    var typeName: String?
    /// The class selectors.
    var classes: [String]
    /// The id selector.
    var id: String?
    /// The selector as the stylesheet writes it.
    package var selector: String

    /// Whether `element` matches the compound.
    func matches(_ element: Element) -> Bool {
        if let typeName, element.name != typeName { return false }
        if let id, element[attribute: "id"] != id { return false }
        guard !classes.isEmpty else { return true }
        guard let value = element[attribute: "class"] else { return false }
        let own = value.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        return classes.allSatisfy { name in own.contains { $0 == name } }
    }
}

/// What a stylesheet hides for good: elements of a simple compound that an unconditional rule sets to
/// `display: none` while no rule anywhere in the sheet (under any media, state or class) shows an element named by one
/// of its classes or its id again. Doxygen's code tooltips (`div.ttc { position: absolute; display: none }`) are
/// shown by a script on hover; a book has neither, so no reader ever sees them.
package enum HiddenStyles {
    /// The compounds `css` hides for good.
    package static func compounds(in css: String) -> [HiddenCompound] {
        guard mayHide(css) else { return [] }
        let sheet = StyleSheet(css)
        var hidden: [HiddenCompound] = [], shown: Set<String> = []
        for rule in sheet.rules(declaring: ["display"]) {
            guard let display = rule.declarations.last(where: { $0.name == "display" }) else { continue }
            let none = display.tokens.first?.value.asciiLowercased == "none" && display.tokens.first?.kind == .ident
            if none && rule.conditions.isEmpty {
                hidden += rule.selectors.compactMap(compound)
            } else if !none {
                for selector in rule.selectors { shown.formUnion(names(in: selector)) }
            }
        }
        return hidden.filter { compound in
            !compound.classes.contains { shown.contains("." + $0) } && !(compound.id.map { shown.contains("#" + $0) } ?? false)
        }
    }

    /// False when `css` cannot hide anything: no `display` is followed by `:` and `none` (any letter case; white
    /// space and comments between), and no escape could spell them (checked on bytes, before any parsing).
    static func mayHide(_ css: String) -> Bool {
        css.withUTF8Bytes { bytes in
            guard bytes.firstIndex(ofByte: 0x5C) == nil else { return true }
            var cursor = 0
            while let found = bytes.firstIndex(ofIgnoringASCIICase: "display", from: cursor) {
                var position = skipSpaceAndComments(bytes, from: found + 7)
                if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
                    position = skipSpaceAndComments(bytes, from: position + 1)
                    if bytes.firstIndex(ofIgnoringASCIICase: "none", from: position) == position { return true }
                }
                cursor = found + 1
            }
            return false
        }
    }

    private static let commentEnd = Array("*/".utf8)

    private static func skipSpaceAndComments(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            if CSSTokenizer.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position = (bytes[(position + 2)...].firstIndex(ofBytes: commentEnd) ?? bytes.count - 2) + 2
            } else {
                break
            }
        }
        return position
    }

    /// The compound of a selector made of one type, classes and an id only (at least one class or id); nil otherwise.
    static func compound(_ selector: String) -> HiddenCompound? {
        var typeName: String?, classes: [String] = [], id: String?
        var rest = Substring(selector.trimmingSpaces)
        let leading = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        if !leading.isEmpty {
            guard leading.first!.isLetter else { return nil }
            typeName = leading.lowercased()
            rest = rest.dropFirst(leading.count)
        }
        while let marker = rest.first, marker == "." || marker == "#" {
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            guard !name.isEmpty else { return nil }
            if marker == "." { classes.append(String(name)) } else if id == nil { id = String(name) } else { return nil }
            rest = rest.dropFirst(name.count + 1)
        }
        guard rest.isEmpty, !classes.isEmpty || id != nil else { return nil }
        return HiddenCompound(typeName: typeName, classes: classes, id: id, selector: selector.trimmingSpaces)
    }

    /// Every `.class` and `#id` a selector names.
    private static func names(in selector: String) -> Set<String> {
        var found: Set<String> = []
        var current: String?
        for character in selector {
            if character == "." || character == "#" {
                if let name = current, name.count > 1 { found.insert(name) }
                current = String(character)
            } else if current != nil, character.isLetter || character.isNumber || character == "-" || character == "_" {
                current!.append(character)
            } else {
                if let name = current, name.count > 1 { found.insert(name) }
                current = nil
            }
        }
        if let name = current, name.count > 1 { found.insert(name) }
        return found
    }
}
