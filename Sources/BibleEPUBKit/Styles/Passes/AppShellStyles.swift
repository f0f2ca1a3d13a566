/// `style.app-shell`: the page laid out as an app window. A flex or grid `body` (header, scrolling middle, footer)
/// or a multi-column `body` fights the reading system, which lays the page out in its own columns and pages: the
/// page itself is made an ordinary block again. Flex and grid inside the page are kept.
enum AppShellStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleAppShell
    private static let shellDisplays: Set<String> = [
        "flex", "inline-flex", "grid", "inline-grid", "-webkit-box", "-webkit-flex", "-ms-flexbox", "-ms-grid", "table",
    ]
    private static let columnProperties: Set<String> = ["columns", "column-count", "column-width"]

    /// Removes flex, grid and column layout from the page-level rules of `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: columnProperties.union(["display"])) where rule.stylesPage {
            for declaration in rule.declarations {
                let value = editor.resolvedTokens(declaration).first?.value.asciiLowercased ?? ""
                if (declaration.name == "display" && shellDisplays.contains(value)) || columnProperties.contains(declaration.name) {
                    editor.remove(declaration, of: rule, id: id)
                }
            }
        }
    }
}
