import Foundation

/// A simple compound selector (`div.ttc`, `.tooltip`, `#popup`), maybe inside others (`main .advice`), whose elements a
/// stylesheet hides for good.
package struct HiddenCompound: Hashable, Sendable {
    /// The type selector, lowercased; nil for any element.
    var typeName: String?
    /// The class selectors.
    var classes: [String]
    /// The id selector.
    var id: String?
    /// Compounds an ancestor must match, outermost first (`main .advice`: `main`); empty for any element.
    var ancestors: [HiddenCompound] = []
    /// The selector as the stylesheet writes it.
    package var selector: String

    /// Whether `element` matches the compound (its ancestors aside).
    func matches(_ element: Element) -> Bool {
        if let typeName, element.name != typeName { return false }
        if let id, element[attribute: "id"] != id { return false }
        guard !classes.isEmpty else { return true }
        guard let value = element[attribute: "class"] else { return false }
        let own = value.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        return classes.allSatisfy { name in own.contains { $0 == name } }
    }

    /// Whether `element`, inside `outer` (outermost first), matches the selector.
    func matches(_ element: Element, inside outer: [Element]) -> Bool {
        guard matches(element) else { return false }
        var needed = ancestors[...]
        for ancestor in outer where needed.first?.matches(ancestor) == true { needed = needed.dropFirst() }
        return needed.isEmpty
    }
}

/// What a stylesheet hides for good: elements of a simple compound that an unconditional rule sets to
/// `display: none` (or `visibility: hidden`) while no rule in the sheet (under any media or class) shows an element named
/// by one of its classes or its id again, but on hover or focus. Doxygen's code tooltips
/// (`div.ttc { position: absolute; display: none }`) are shown by a script on hover; RDoc's "click to toggle source"
/// (`visibility: hidden`, visible while the heading is hovered) offers a script's toggle. A book has no script, and
/// a reader's page no pointer to hover, so no reader ever sees them.
package enum HiddenStyles {
    /// The values that hide, by property.
    private static let hidingValues: [(property: StaticString, values: [StaticString])] =
        [("display", ["none"]), ("visibility", ["hidden", "collapse"])]
    /// States only a pointer or a keyboard can put an element in. Not `:target` (a link can) nor `:checked`: a radio
    /// or checkbox checked as the page loads shows its tab's content, which must not be taken for a pop-up.
    private static let interactionStates = [":hover", ":focus", ":active"]

    /// The compounds `css` hides for good.
    package static func compounds(in css: String) -> [HiddenCompound] {
        mayHide(css) ? compounds(in: StyleSheet(css)) : []
    }

    /// The compounds a parsed sheet hides for good.
    static func compounds(in sheet: StyleSheet) -> [HiddenCompound] {
        var hidden: [HiddenCompound] = []
        for (staticProperty, staticValues) in hidingValues {
            let property = staticProperty.description, values = Set(staticValues.map(\.description))
            var hiddenHere: [HiddenCompound] = [], shown: Set<String> = []
            for rule in sheet.rules(declaring: [property]) {
                guard let declaration = rule.declarations.last(where: { $0.name == property }) else { continue }
                let hides = declaration.tokens.first?.kind == .ident && values.contains(declaration.tokens.first!.value.asciiLowercased)
                if hides && rule.conditions.isEmpty {
                    hiddenHere += rule.selectors.compactMap { compound($0) }
                } else if !hides {
                    for selector in rule.selectors where !isInteractive(selector) { shown.formUnion(names(in: selector)) }
                }
            }
            hidden += hiddenHere.filter { compound in
                !compound.classes.contains { shown.contains("." + $0) } && !(compound.id.map { shown.contains("#" + $0) } ?? false)
                    && !hidden.contains(compound)
            }
        }
        return hidden
    }

    /// The compounds (a type alone included: `.outline ul`) that an unconditional rule of `css` sets to `display:
    /// none`, whatever else shows them: what a script toggles when a click on the element before one opens it.
    static func toggledCompounds(in sheet: StyleSheet) -> [HiddenCompound] {
        var found: [HiddenCompound] = []
        for rule in sheet.rules(declaring: ["display"]) where rule.conditions.isEmpty {
            guard let declaration = rule.declarations.last(where: { $0.name == "display" }),
                  declaration.tokens.first?.kind == .ident, declaration.tokens.first!.value.asciiLowercased == "none" else { continue }
            for case let compound? in rule.selectors.map({ compound($0, subjectNamed: false) }) where !found.contains(compound) {
                found.append(compound)
            }
        }
        return found
    }

    /// Whether `selector` applies only in an interaction state (`.box:hover .tip`, `a:focus-within`).
    private static func isInteractive(_ selector: String) -> Bool {
        let lowercased = selector.lowercased()
        return interactionStates.contains { lowercased.contains($0) }
    }

    /// False when `css` cannot hide anything: no `display` is followed by `:` and `none`, and no `visibility` by `:` and
    /// `hidden` or `collapse` (any letter case; white space and comments between), and no escape could spell them
    /// (checked on bytes, before any parsing).
    static func mayHide(_ css: String) -> Bool {
        css.withUTF8Bytes { bytes in
            guard bytes.firstIndex(ofByte: 0x5C) == nil else { return true }
            return hidingValues.contains { declares(bytes, $0.property, oneOf: $0.values) }
        }
    }

    private static func declares(_ bytes: UnsafeBufferPointer<UInt8>, _ property: StaticString, oneOf values: [StaticString]) -> Bool {
        var cursor = 0
        while let found = bytes.firstIndex(ofIgnoringASCIICase: property, from: cursor) {
            var position = skipSpaceAndComments(bytes, from: found + property.utf8CodeUnitCount)
            if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
                position = skipSpaceAndComments(bytes, from: position + 1)
                if values.contains(where: { bytes.firstIndex(ofIgnoringASCIICase: $0, from: position) == position }) { return true }
            }
            cursor = found + 1
        }
        return false
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

    /// The compound of a selector made of one type, classes and an id only (at least one class or id, when
    /// `subjectNamed`), maybe after
    /// such compounds and white space (descendant combinators: `main .advice`); nil otherwise.
    static func compound(_ selector: String, subjectNamed: Bool = true) -> HiddenCompound? {
        let parts = selector.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let last = parts.last, var subject = simpleCompound(last),
              !subjectNamed || !subject.classes.isEmpty || subject.id != nil else { return nil }
        var ancestors: [HiddenCompound] = []
        for part in parts.dropLast() {
            guard let ancestor = simpleCompound(part) else { return nil }
            ancestors.append(ancestor)
        }
        subject.ancestors = ancestors
        subject.selector = parts.joined(separator: " ")
        return subject
    }

    /// A type, classes and an id, nothing else (`div.a.b#c`, `main`).
    static func simpleCompound(_ text: Substring) -> HiddenCompound? {
        var typeName: String?, classes: [String] = [], id: String?
        var rest = text
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
        guard rest.isEmpty, typeName != nil || !classes.isEmpty || id != nil else { return nil }
        return HiddenCompound(typeName: typeName, classes: classes, id: id, selector: String(text))
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
