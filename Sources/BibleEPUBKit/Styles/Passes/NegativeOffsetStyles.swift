/// `style.negative-offset`: margins and indents that push text off the page. A negative margin or `text-indent` of
/// more than 4em (64 px, or 10% of the page) moves text past the page's edge, where a reader cannot scroll to it;
/// small negative values (hanging indents, pulled headings) stay.
enum NegativeOffsetStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleNegativeOffset
    /// Negative offsets beyond this many CSS pixels leave the page.
    static let largestOffset = 64.0
    private static let offsetProperties: Set<String> = [
        "margin", "margin-left", "margin-right", "margin-top", "margin-inline", "margin-inline-start", "margin-inline-end",
        "margin-block-start", "text-indent",
    ]

    /// Sets the page-leaving offsets of `editor`'s stylesheet to 0.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: offsetProperties) {
            for declaration in rule.declarations where offsetProperties.contains(declaration.name) {
                let tokens = declaration.tokens.filter { $0.kind != .whitespace && $0.kind != .comment }
                guard tokens.contains(where: leavesPage) else { continue }
                if declaration.name == "text-indent" || tokens.count == 1 {
                    editor.remove(declaration, of: rule, id: id)
                } else {
                    let value = tokens.map { leavesPage($0) ? "0" : editor.sheet.text($0.start..<$0.end) }.joined(separator: " ")
                    editor.replaceValue(of: declaration, in: rule, with: value, id: id)
                }
            }
        }
    }

    private static func leavesPage(_ token: CSSToken) -> Bool {
        if token.kind == .percentage { return token.number < -10 }
        if CSSLength.isViewportRelative(token) { return token.number < -10 }
        return (CSSLength.pixels(token) ?? 0) < -largestOffset
    }
}
