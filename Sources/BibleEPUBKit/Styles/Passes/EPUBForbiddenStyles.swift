/// `style.epub-forbidden`: properties EPUB 3 forbids in a stylesheet. `direction` and `unicode-bidi` belong in
/// markup (`dir`, `bdo`), where the reading system can honour them; EPUBCheck rejects them in CSS (CSS-001).
enum EPUBForbiddenStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleEpubForbidden
    /// The properties removed.
    static let properties: Set<String> = ["direction", "unicode-bidi"]

    /// Removes the forbidden properties of `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: properties) {
            for declaration in rule.declarations where properties.contains(declaration.name) {
                editor.remove(declaration, of: rule, id: id)
            }
        }
    }
}
