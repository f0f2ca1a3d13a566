/// No accessibility conformance claim for the store to show.
package struct StoreAccessibilityConformanceRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeAccessibilityConformance,
        rationale: "Under the European Accessibility Act Apple Books, KDP and Kobo show readers whether a book conforms to EPUB Accessibility 1.1 (WCAG 2.x AA): without dcterms:conformsTo they show \"no information\". The build never claims it for the author: book.yaml's accessibility: {conforms-to: …} does, and the build writes it only when its own checks (axe-core with build --check) find nothing against it. Only with --store apple, kdp or kobo.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>")], store: "apple"),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>"),
                            "book.yaml": "accessibility:\n  conforms-to: \"EPUB Accessibility 1.1 - WCAG 2.2 Level AA\"\n"], store: "apple"))

    /// A finding when the author claims no conformance.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard let store = context.ebookStore, context.analysis.config.accessibility.conformsTo == nil else { return [] }
        return [Diagnostic(id: description.id, severity: description.severity, file: "book.yaml",
                           message: "the book claims no accessibility conformance; \(store.name) will show readers no information about it",
                           hint: "once build --check finds no axe-core violation, add accessibility: {conforms-to: \"EPUB Accessibility 1.1 - WCAG 2.2 Level AA\"} to book.yaml")]
    }
}
