/// `style.fixed-position`: elements pinned to the screen. `position: fixed` and `sticky` keep an app's header or
/// toolbar in view while the page scrolls; in a paginated reader they repeat on every page or cover the text.
/// They are placed in the flow instead.
enum FixedPositionStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleFixedPosition

    /// Removes `position: fixed|sticky` from `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: ["position"]) {
            for declaration in rule.declarations where declaration.name == "position" {
                let value = editor.resolvedTokens(declaration).first?.value.asciiLowercased
                if value == "fixed" || value == "sticky" || value == "-webkit-sticky" {
                    editor.remove(declaration, of: rule, id: id)
                }
            }
        }
    }
}
