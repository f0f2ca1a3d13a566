/// `style.wide-content`: text that must not wrap. Code and tables that keep every line on one line scroll sideways
/// in an app; a reader's page cannot, so long lines run off its edge. `white-space: pre` becomes `pre-wrap` (the
/// same spaces and line breaks, wrapped at the page's edge), `nowrap` becomes `normal` (a table cell, a caption or a
/// parameter name that never wraps makes its whole table wider than the page), and `overflow-wrap: normal` (pandoc's
/// `pre code`, written for a box that scrolls) becomes `break-word`, so that a word longer than the line breaks.
enum WideContentStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleWideContent
    private static let properties: Set<String> = ["white-space", "overflow-wrap", "word-wrap"]

    /// Lets long lines of `editor`'s stylesheet wrap.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: properties) where !rule.stylesOnlyReplacedElements {
            for declaration in rule.declarations where properties.contains(declaration.name) && !editor.isRemoved(declaration) {
                guard let replacement = wrapping(declaration) else { continue }
                editor.replaceValue(of: declaration, in: rule, with: replacement, id: id)
            }
        }
    }

    /// The value that lets the declaration's text wrap, nil when it already may.
    private static func wrapping(_ declaration: StyleDeclaration) -> String? {
        let value = declaration.tokens.filter { $0.kind != .whitespace && $0.kind != .comment }
        guard value.count == 1, value[0].kind == .ident else { return nil }
        switch (declaration.name, value[0].value.asciiLowercased) {
        case ("white-space", "pre"): return "pre-wrap"
        case ("white-space", "nowrap"): return "normal"
        case ("overflow-wrap", "normal"), ("word-wrap", "normal"): return "break-word"
        default: return nil
        }
    }
}
