/// Reading declaration values: `var()` substitution, colours and lengths.
extension StyleEditor {
    /// The value's tokens after substituting `var()` references (whitespace and comments left out).
    func resolvedTokens(_ declaration: StyleDeclaration) -> [CSSToken] {
        guard declaration.tokens.contains(where: { $0.kind == .function && $0.value.asciiLowercased == "var" }) else {
            return declaration.tokens
        }
        if let known = resolved.values[declaration.value] { return known }
        let text = resolve(declaration.value, depth: 0)
        let tokens = CSSTokenizer.tokenize(Array(text.utf8)).filter { $0.kind != .whitespace && $0.kind != .comment }
        resolved.values[declaration.value] = tokens
        return tokens
    }

    /// The colour the declaration's value spells after `var()` substitution, nil when it is not one colour.
    func color(_ declaration: StyleDeclaration) -> CSSColor? { CSSColor(tokens: resolvedTokens(declaration)) }

    /// The colour layer of a `background` shorthand (or `background-color`), nil when there is none or it is unknown.
    func backgroundColor(_ declaration: StyleDeclaration) -> CSSColor? {
        let tokens = resolvedTokens(declaration)
        if let whole = CSSColor(tokens: tokens) { return whole }
        var index = 0
        while index < tokens.count {
            let end = Self.componentEnd(tokens, from: index)
            if let color = CSSColor(tokens: Array(tokens[index..<end])) { return color }
            index = end
        }
        return nil
    }

    /// Whether a `background` shorthand names an image (`url()`, a gradient) besides any colour.
    func backgroundHasImage(_ declaration: StyleDeclaration) -> Bool {
        resolvedTokens(declaration).contains { $0.kind == .url || ($0.kind == .function && ($0.value.asciiLowercased == "url" || $0.value.asciiLowercased.hasSuffix("gradient"))) }
    }

    private static let varFunction = Array("var(".utf8)

    /// The index after the component value starting at `index` (a token, or a function through its `)`).
    static func componentEnd(_ tokens: [CSSToken], from index: Int) -> Int {
        guard tokens[index].kind == .function || tokens[index].kind == .leftParen else { return index + 1 }
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            switch tokens[cursor].kind {
            case .function, .leftParen: depth += 1
            case .rightParen: depth -= 1; if depth == 0 { return cursor + 1 }
            default: break
            }
            cursor += 1
        }
        return tokens.count
    }

    private func resolve(_ text: String, depth: Int) -> String {
        let lowered = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard depth < 8, let offset = lowered.firstIndex(ofBytes: Self.varFunction) else { return text }
        let start = text.utf8.index(text.startIndex, offsetBy: offset)..<text.utf8.index(text.startIndex, offsetBy: offset + 4)
        var level = 1
        var index = start.upperBound
        while index < text.endIndex, level > 0 {
            if text[index] == "(" { level += 1 } else if text[index] == ")" { level -= 1 }
            if level > 0 { index = text.index(after: index) }
        }
        let inside = text[start.upperBound..<index]
        let comma = inside.firstIndex(of: ",")
        let name = String(inside[..<(comma ?? inside.endIndex)]).trimmingSpaces
        let fallback = comma.map { String(inside[inside.index(after: $0)...]).trimmingSpaces }
        let replacement = customProperties[name] ?? fallback ?? "unset"
        let after = index < text.endIndex ? text[text.index(after: index)...] : ""
        return resolve(String(text[..<start.lowerBound]) + replacement + after, depth: depth + 1)
    }
}

/// CSS lengths in CSS pixels (font-relative units at the 16 px default).
enum CSSLength {
    /// The length of a dimension token in CSS pixels; nil for viewport, percentage and unknown units.
    static func pixels(_ token: CSSToken) -> Double? {
        if token.kind == .number, token.number == 0 { return 0 }
        guard token.kind == .dimension, let scale = pixelsPerUnit[token.value.asciiLowercased] else { return nil }
        return token.number * scale
    }

    /// Whether the token is a length relative to the screen (`vh`, `vw`, `dvh`, `vmin`, …).
    static func isViewportRelative(_ token: CSSToken) -> Bool {
        token.kind == .dimension && viewportUnits.contains(token.value.asciiLowercased)
    }

    private static let pixelsPerUnit: [String: Double] = [
        "px": 1, "em": 16, "rem": 16, "ex": 8, "ch": 8, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
        "q": 96 / 101.6,
    ]
    private static let viewportUnits: Set<String> = [
        "vh", "vw", "vmin", "vmax", "vb", "vi", "dvh", "dvw", "dvmin", "dvmax", "dvb", "dvi", "svh", "svw", "svmin", "svmax",
        "svb", "svi", "lvh", "lvw", "lvmin", "lvmax", "lvb", "lvi",
    ]
}
