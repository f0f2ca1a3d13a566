/// The pieces of a style rule the parser reads: its selector list and its declarations.
extension StyleSheet {
    /// A declaration from its tokens (name, colon, value), or nil when it is not one (§5.4.6), or when its value holds
    /// an at-keyword (`a@example.org`) or a `{}` block (a template left unrendered: `width: {{ theme_sidebarwidth }}px`):
    /// CSS Syntax 3 would keep them, but EPUBCheck's parser, reading CSS 2.1's grammar, rejects them (CSS-008), and no
    /// property takes one.
    func declaration(_ slice: ArraySlice<CSSToken>, through semicolonEnd: Int?) -> StyleDeclaration? {
        var cursor = slice.startIndex
        func nextMeaningful() -> CSSToken? {
            while cursor < slice.endIndex {
                defer { cursor += 1 }
                if slice[cursor].kind != .whitespace && slice[cursor].kind != .comment { return slice[cursor] }
            }
            return nil
        }
        guard let nameToken = nextMeaningful(), nameToken.kind == .ident, let colon = nextMeaningful(), colon.kind == .colon else {
            return nil
        }
        var value: [CSSToken] = []
        while let token = nextMeaningful() {
            if token.kind == .atKeyword || token.kind == .leftBrace || token.kind == .rightBrace { return nil }
            value.append(token)
        }
        var important = false
        if value.count >= 2, value[value.count - 1].kind == .ident, value[value.count - 1].value.asciiLowercased == "important",
           value[value.count - 2].kind == .delim, value[value.count - 2].delimiter == UInt8(ascii: "!") {
            important = true
            value.removeLast(2)
        }
        let name = nameToken.value.hasPrefix("--") ? nameToken.value : nameToken.value.asciiLowercased
        // A property with no value (`background: ;`, openstackdocstheme's styles.css) matches no property's grammar:
        // browsers drop it, and EPUBCheck rejects it (CSS-008). A custom property's may be empty.
        guard !value.isEmpty || name.hasPrefix("--") else { return nil }
        let valueText = value.isEmpty ? "" : text(value[0].start..<value[value.count - 1].end)
        let end = semicolonEnd ?? (slice.last { $0.kind != .whitespace }?.end ?? colon.end)
        return StyleDeclaration(name: name, value: valueText, important: important, range: nameToken.start..<end, tokens: value)
    }

    /// The selectors of bytes `range`: split at commas outside parentheses and brackets, trimmed.
    func selectors(in range: Range<Int>) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var depth = 0
        var start = range.lowerBound
        func add(_ end: Int) {
            var (from, to) = (start, end)
            while from < to, CSSTokenizer.isWhitespace(bytes[from]) { from += 1 }
            while to > from, CSSTokenizer.isWhitespace(bytes[to - 1]) { to -= 1 }
            if from < to { parts.append(bytes[from..<to]) }
        }
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0:
                add(index)
                start = index + 1
            default: break
            }
        }
        add(range.upperBound)
        return parts
    }
}
