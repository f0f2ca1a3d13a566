/// `style.wide-content`: text that must not wrap. Code and tables that keep every line on one line scroll sideways
/// in an app; a reader's page cannot, so long lines run off its edge. `white-space: pre` becomes `pre-wrap` (the
/// same spaces and line breaks, wrapped at the page's edge) and `nowrap` on code and table cells becomes `normal`:
/// elements of those types, or of a class named like them (Sphinx's `span.pre` and docutils' `.literal` hold
/// inline code).
enum WideContentStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleWideContent
    private static let wideTypes: Set<String> = ["pre", "code", "kbd", "samp", "table", "td", "th", "tr", "listing", "xmp", "plaintext"]

    /// Whether the subject is code or a table part, by its type or a class named like one.
    private static func isCode(_ subject: SelectorSubject) -> Bool {
        (subject.typeName.map(wideTypes.contains) ?? false) || subject.classNames.contains { wideTypes.contains($0) || $0 == "literal" }
    }

    /// Lets long lines of `editor`'s stylesheet wrap.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: ["white-space"]) where !rule.stylesOnlyReplacedElements {
            for declaration in rule.declarations where declaration.name == "white-space" && !editor.isRemoved(declaration) {
                switch declaration.tokens.first?.value.asciiLowercased {
                case "pre": editor.replaceValue(of: declaration, in: rule, with: "pre-wrap", id: id)
                case "nowrap" where rule.subjects.contains(where: isCode):
                    editor.replaceValue(of: declaration, in: rule, with: "normal", id: id)
                default: break
                }
            }
        }
    }
}
