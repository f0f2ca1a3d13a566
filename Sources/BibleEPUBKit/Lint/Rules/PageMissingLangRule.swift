/// Page whose `<html>` has no `lang`.
package struct PageMissingLangRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .pageMissingLang,
        rationale: "Text-to-speech and hyphenation need the language; the build writes the book's language on pages without one. Markdown pages take the book's language (or `lang:` in their frontmatter).",
        triggering: RuleExample(["a.html": "<!DOCTYPE html><html><head><title>A</title></head><body><h1>A</h1></body></html>"]),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>")]))

    /// Pages in the reading order whose root has neither `lang` nor `xml:lang`.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.order.pages.compactMap { path in
            guard let page = context.analysis.pages[path], page.language == nil, VaultPath.fileExtension(of: path) != "md" else {
                return nil
            }
            return Diagnostic(id: description.id, severity: description.severity, file: path, line: page.root.line,
                              message: "<html> has no lang attribute", hint: "write <html lang=\"en\"> (or the page's language)")
        }
    }
}
