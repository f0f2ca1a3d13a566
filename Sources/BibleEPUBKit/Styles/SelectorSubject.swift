/// What a selector's last compound names: the elements its declarations style (`ol.lines > li::before` -> `li`,
/// with the `::before` pseudo-element).
struct SelectorSubject: Equatable {
    /// The type selector, lowercased (`*` for the universal selector); nil when the compound names none.
    var typeName: String?
    /// Whether the compound has `:root`.
    var isRoot = false
    /// Whether the compound has a pseudo-element (`::before`, `:after`, …).
    var hasPseudoElement = false
    /// The class selectors of the compound, lowercased (`span.pre` -> `pre`).
    var classNames: [String] = []
    /// The id selectors of the compound, lowercased (`div#main` -> `main`).
    var ids: [String] = []

    /// The subject of `selector`.
    init(_ selector: String) { self.init(Array(selector.utf8)[...]) }

    /// The subject of the selector in `selector`'s bytes.
    init(_ selector: ArraySlice<UInt8>) {
        let compound = Array(Self.lastCompound(of: selector))
        var index = 0
        var name: [UInt8] = []
        while index < compound.count, CSSTokenizer.isNameCharacter(compound[index]) || compound[index] == UInt8(ascii: "*")
            || compound[index] == UInt8(ascii: "|") {
            name.append(compound[index] | (compound[index] >= 0x41 && compound[index] <= 0x5A ? 0x20 : 0))
            index += 1
        }
        if let bar = name.lastIndex(of: UInt8(ascii: "|")) { name = Array(name[(bar + 1)...]) }
        typeName = name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
        let lowered = compound.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        isRoot = lowered.firstIndex(ofBytes: Self.rootClass) != nil
        hasPseudoElement = lowered.firstIndex(ofBytes: [0x3A, 0x3A]) != nil
            || Self.legacyPseudoElements.contains { lowered.firstIndex(ofBytes: $0) != nil }
        classNames = Self.names(after: UInt8(ascii: "."), in: lowered)
        ids = Self.names(after: UInt8(ascii: "#"), in: lowered)
    }

    /// The names after each `marker` (`.` or `#`) of a compound, outside brackets, where `[href$=".css"]` has a dot too.
    private static func names(after marker: UInt8, in compound: [UInt8]) -> [String] {
        var names: [String] = [], index = 0, depth = 0
        while index < compound.count {
            let byte = compound[index]
            index += 1
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") { depth -= 1 }
            guard byte == marker, depth == 0 else { continue }
            let start = index
            while index < compound.count, CSSTokenizer.isNameCharacter(compound[index]) { index += 1 }
            if index > start { names.append(String(decoding: compound[start..<index], as: UTF8.self)) }
        }
        return names
    }

    /// Names `html`, `body` or `:root`: the page itself, which a reading system lays out.
    var isPage: Bool { isRoot || typeName == "html" || typeName == "body" }

    /// Whether the type selector names an HTML element that may hold running text (not a replaced or void one, not
    /// SVG's or MathML's); nil without a type selector (or with `*`).
    var namesTextElement: Bool? {
        guard let typeName, typeName != "*" else { return nil }
        let traits = ElementTraits.of(typeName)
        return traits.contains(.known) && !traits.contains(.void) && !isReplaced
    }

    /// Names a replaced or embedded element (an image, media, a canvas), whose box holds no running text.
    var isReplaced: Bool { typeName.map(ElementGroups.replaced.contains) ?? false }
    private static let rootClass = Array(":root".utf8)
    private static let legacyPseudoElements = [":before", ":after", ":first-line", ":first-letter"].map { Array($0.utf8) }

    /// The compound of the subject's parent or ancestor (`.logo > img`, `.logo img` -> `.logo`); nil when the
    /// selector has one compound or a sibling combinator (`h1 + img`) comes before the subject.
    static func ancestor(in selector: String) -> SelectorSubject? {
        let bytes = Array(selector.utf8)[...]
        var end = lastCompound(of: bytes).startIndex
        while end > bytes.startIndex, CSSTokenizer.isWhitespace(bytes[end - 1]) { end -= 1 }
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: "+") || bytes[end - 1] == UInt8(ascii: "~") { return nil }
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: ">") { end -= 1 }
        while end > bytes.startIndex, CSSTokenizer.isWhitespace(bytes[end - 1]) { end -= 1 }
        return end > bytes.startIndex ? SelectorSubject(bytes[..<end]) : nil
    }

    /// The bytes after the selector's last combinator (whitespace, `>`, `+`, `~` outside brackets and parentheses).
    static func lastCompound(of selector: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var depth = 0
        var start = selector.startIndex
        for index in selector.indices {
            let byte = selector[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default:
                if depth == 0, CSSTokenizer.isWhitespace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "~") { start = index + 1 }
            }
        }
        return selector[start...]
    }
}

extension [SelectorSubject] {
    /// Whether some selector styles the page itself (`html`, `body`, `:root`), not counting pseudo-elements.
    var stylePage: Bool { contains { $0.isPage && !$0.hasPseudoElement } }

    /// Whether every selector names a replaced element (images and media, whose boxes hold no text).
    var styleOnlyReplacedElements: Bool { !isEmpty && allSatisfy(\.isReplaced) }
}
