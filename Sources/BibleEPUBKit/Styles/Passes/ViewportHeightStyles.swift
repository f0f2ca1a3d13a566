/// `style.viewport-height`: heights tied to the screen. A scrolling app sizes its shell to the window
/// (`html, body { height: 100% }`, `min-height: 100vh`); a paginated reader has no single screen, so such a box ends
/// after the first page and what follows is cut off or overlaps. Every height on the page itself, and viewport or
/// percentage heights on other elements than images and media, are removed.
enum ViewportHeightStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleViewportHeight
    /// The properties that set a box's height.
    static let heightProperties: Set<String> = ["height", "min-height", "max-height", "block-size", "min-block-size", "max-block-size"]

    /// Removes the screen-tied heights of `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: heightProperties) where !rule.stylesOnlyReplacedElements {
            for declaration in rule.declarations where heightProperties.contains(declaration.name) {
                let tokens = editor.resolvedTokens(declaration)
                if isAutomatic(tokens) { continue }
                if rule.stylesPage || tokens.contains(where: { CSSLength.isViewportRelative($0) || $0.kind == .percentage }) {
                    editor.remove(declaration, of: rule, id: id)
                }
            }
        }
    }

    /// `auto`, `none`, `initial`, `unset`, `inherit` (or `0`): a height that does not cut the content off.
    static func isAutomatic(_ tokens: [CSSToken]) -> Bool {
        guard tokens.count == 1 else { return false }
        if tokens[0].kind == .number && tokens[0].number == 0 { return false }
        return tokens[0].kind == .ident && ["auto", "none", "initial", "unset", "inherit", "revert", "fit-content", "max-content", "min-content"]
            .contains(tokens[0].value.asciiLowercased)
    }
}
