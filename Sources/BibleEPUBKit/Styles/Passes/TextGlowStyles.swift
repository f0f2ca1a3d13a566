/// `style.text-glow`: glowing text. A `text-shadow` with no offset (`0 0 1px amber`) imitates a screen's glow; on
/// e-ink it blurs the letters and on a light page it smudges them. Glows, and any shadow on the page's body text,
/// are removed; offset shadows on headings stay.
enum TextGlowStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleTextGlow

    /// Removes the glows of `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: ["text-shadow"]) {
            for declaration in rule.declarations where declaration.name == "text-shadow" {
                if rule.stylesPage || isGlow(editor.resolvedTokens(declaration)) { editor.remove(declaration, of: rule, id: id) }
            }
        }
    }

    /// Whether every shadow of the list has zero x and y offsets.
    static func isGlow(_ tokens: [CSSToken]) -> Bool {
        var layers: [[CSSToken]] = [[]]
        var index = 0
        while index < tokens.count {
            if tokens[index].kind == .comma { layers.append([]); index += 1; continue }
            let end = StyleEditor.componentEnd(tokens, from: index)
            if end == index + 1 { layers[layers.count - 1].append(tokens[index]) }
            index = end
        }
        return layers.allSatisfy { layer in
            let lengths = layer.filter { $0.kind == .dimension || $0.kind == .number }
            return lengths.count >= 2 && lengths.prefix(2).allSatisfy { $0.number == 0 }
        }
    }
}
