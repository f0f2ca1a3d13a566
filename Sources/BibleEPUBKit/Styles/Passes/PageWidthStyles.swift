/// `style.page-width`: boxes wider than a reader's page. Widths in viewport units are made percentages of the page;
/// a fixed `width` wider than a narrow page (more than 20em) becomes a `max-width`, so the box keeps its size where
/// there is room and shrinks where there is not; a wide `min-width` is removed. Images and media are left to the
/// base stylesheet's `max-width: 100%`.
enum PageWidthStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.stylePageWidth
    private static let widthProperties: Set<String> = ["width", "min-width", "max-width", "inline-size", "min-inline-size"]
    /// Widths above this many CSS pixels (20em) do not fit a phone's page.
    static let widestFixedWidth = 320.0

    /// Rewrites the too-wide widths of `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: widthProperties) where !rule.stylesOnlyReplacedElements {
            let hasMaxWidth = rule.declarations.contains { $0.name == "max-width" || $0.name == "max-inline-size" }
            for declaration in rule.declarations {
                guard widthProperties.contains(declaration.name) else { continue }
                if declaration.tokens.contains(where: { CSSLength.isViewportRelative($0) && $0.value.asciiLowercased.hasSuffix("w") }) {
                    if rule.stylesPage {
                        editor.remove(declaration, of: rule, id: id)
                    } else {
                        editor.replaceValue(of: declaration, in: rule, with: percentages(declaration, editor), id: id)
                    }
                    continue
                }
                guard declaration.name != "max-width", declaration.tokens.count == 1,
                      let pixels = CSSLength.pixels(declaration.tokens[0]), pixels > widestFixedWidth else { continue }
                if declaration.name.hasPrefix("min-") || hasMaxWidth {
                    editor.remove(declaration, of: rule, id: id)
                } else {
                    editor.remove(declaration, of: rule, id: id)
                    editor.add("max-width: \(declaration.value)", to: rule, id: id)
                }
            }
        }
    }

    /// The value with each `vw`-like length written as the same percentage of the page.
    private static func percentages(_ declaration: StyleDeclaration, _ editor: StyleEditor) -> String {
        var text = ""
        var cursor = declaration.tokens[0].start
        for token in declaration.tokens where CSSLength.isViewportRelative(token) && token.value.asciiLowercased.hasSuffix("w") {
            text += editor.sheet.text(cursor..<token.start) + CSSNumber.format(token.number) + "%"
            cursor = token.end
        }
        return text + editor.sheet.text(cursor..<declaration.tokens[declaration.tokens.count - 1].end)
    }
}

/// Writing numbers back into CSS.
enum CSSNumber {
    /// `value` without a trailing `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
