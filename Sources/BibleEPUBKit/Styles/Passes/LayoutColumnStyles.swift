/// `style.page-width`, for the columns of a web page's grid: a box floated to one side at three fifths of the page's
/// width or more (`#main-wrapper { float: left; width: 66.67% }`, Bootstrap 3's `.col-md-8`) is the main column beside
/// a sidebar. The book leaves the sidebar out and a reader's page is one column, so the article stayed a third narrower
/// than the page, beside nothing (a Blogger theme's saved article). Such a box is put in the flow at the page's
/// width, as the site's own phone layout stacks its columns. Narrower floats (two halves of a list, pull quotes, figures)
/// and rules for replaced elements stay.
enum LayoutColumnStyles {
    /// The narrowest share of the page, in percent, a floated column takes to be a layout column.
    static let narrowestColumn = 60.0

    /// Removes the float and width of the layout columns in `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: ["float"]) where !rule.stylesOnlyReplacedElements {
            let floats = rule.declarations.filter { declaration in
                declaration.name == "float" && !editor.isRemoved(declaration)
                    && ["left", "right"].contains(editor.resolvedTokens(declaration).first?.value.asciiLowercased ?? "")
            }
            let widths = rule.declarations.filter { declaration in
                declaration.name == "width" && !editor.isRemoved(declaration) && isColumnWidth(declaration)
            }
            guard !floats.isEmpty, !widths.isEmpty else { continue }
            for declaration in floats + widths { editor.remove(declaration, of: rule, id: PageWidthStyles.id) }
        }
    }

    /// Whether the width is one percentage from three fifths of the page up to (not including) all of it.
    private static func isColumnWidth(_ declaration: StyleDeclaration) -> Bool {
        guard declaration.tokens.count == 1, declaration.tokens[0].kind == .percentage else { return false }
        let share = declaration.tokens[0].number
        return share >= narrowestColumn && share < 100
    }
}
