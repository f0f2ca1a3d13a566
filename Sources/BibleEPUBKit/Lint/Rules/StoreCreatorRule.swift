/// No author in the book's metadata (`dc:creator`), which every store asks for.
package struct StoreCreatorRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeCreator,
        rationale: "Apple Books, KDP (e-book and paperback) and Kobo list a book under its author, and their upload checks reject a package without a dc:creator. The build writes one per creators: entry in book.yaml. Only with --store (kdp-print too).",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>"), "book.yaml": "title: A Book\n"], store: "kobo"),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>"), "book.yaml": "title: A Book\ncreators: [Ada Lovelace]\n"], store: "kobo"))

    /// The creators the build would write, checked for at least one name.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard let store = context.store, !context.analysis.config.creators.contains(where: { !$0.trimmingSpaces.isEmpty }) else { return [] }
        return [Diagnostic(id: description.id, severity: description.severity, file: "book.yaml",
                           message: "the book names no author (dc:creator), which \(store.name) requires",
                           hint: "add creators: [Your Name] to book.yaml")]
    }
}
