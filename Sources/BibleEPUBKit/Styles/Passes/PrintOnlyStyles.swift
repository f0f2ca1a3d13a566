/// `style.print-only`: rules inside `@media print`. A web page's print styles hide its title bar, navigation and
/// summaries on paper (Doxygen's `@media print { #top { display: none } }`); a reading system lays its pages out for
/// the screen and ignores them, but a converter that prints the book to PDF (calibre) applies them and hides what
/// readers see. Their declarations are removed, so every renderer shows the same book. Rules for print and screen
/// alike (`@media screen, print`) stay.
enum PrintOnlyStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.stylePrintOnly

    /// Removes the declarations of `editor`'s print-only rules.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules where rule.conditions.contains(where: isPrintOnly) {
            for declaration in rule.declarations { editor.remove(declaration, of: rule, id: id) }
        }
    }

    /// Whether an at-rule prelude (`@media print`, `@media only print and (color)`) applies to print media alone.
    static func isPrintOnly(_ condition: String) -> Bool {
        let lowered = condition.lowercased()
        guard lowered.hasPrefix("@media ") else { return false }
        let queries = lowered.dropFirst(7).split(separator: ",")
        return !queries.isEmpty && queries.allSatisfy { query in
            let words = query.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            let type = words.first == "only" ? words.dropFirst().first : words.first
            return type == "print"
        }
    }
}
