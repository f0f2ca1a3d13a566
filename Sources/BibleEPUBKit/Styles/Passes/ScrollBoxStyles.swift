/// `style.scroll-box`: boxes that scroll or clip their text. `overflow: auto|scroll|hidden` turns a box into a
/// scroll area in an app; a paginated reader cannot scroll inside a page, so what does not fit is cut off. The
/// overflow goes, and with it what only made sense inside a scroll box in the same rule: fixed heights, line clamps,
/// `text-overflow` and `white-space: nowrap`. Images and media keep theirs.
enum ScrollBoxStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleScrollBox
    private static let overflowProperties: Set<String> = ["overflow", "overflow-x", "overflow-y", "overflow-block", "overflow-inline"]
    private static let clampProperties: Set<String> = ["text-overflow", "-webkit-line-clamp", "line-clamp", "-webkit-box-orient"]

    /// Removes the scroll boxes of `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: overflowProperties) where !rule.stylesOnlyReplacedElements {
            let clipping = rule.declarations.filter { overflowProperties.contains($0.name) && clips(editor.resolvedTokens($0)) }
            guard !clipping.isEmpty else { continue }
            for declaration in clipping { editor.remove(declaration, of: rule, id: id) }
            for declaration in rule.declarations where sizesScrollBox(declaration, editor) {
                editor.remove(declaration, of: rule, id: id)
            }
        }
    }

    /// Whether an overflow value hides or scrolls what does not fit (anything but `visible`).
    private static func clips(_ tokens: [CSSToken]) -> Bool {
        tokens.contains { $0.kind == .ident && !["visible", "initial", "unset", "inherit", "revert"].contains($0.value.asciiLowercased) }
    }

    private static func sizesScrollBox(_ declaration: StyleDeclaration, _ editor: StyleEditor) -> Bool {
        let tokens = editor.resolvedTokens(declaration)
        if ["height", "max-height", "block-size", "max-block-size"].contains(declaration.name) {
            return !ViewportHeightStyles.isAutomatic(tokens)
        }
        if clampProperties.contains(declaration.name) { return true }
        let first = tokens.first?.value.asciiLowercased
        if declaration.name == "white-space" { return first == "nowrap" }
        if declaration.name == "display" { return first == "-webkit-box" || first == "-webkit-inline-box" }
        return false
    }
}
