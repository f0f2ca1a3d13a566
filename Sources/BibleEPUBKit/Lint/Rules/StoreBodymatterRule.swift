/// No page after the front matter, so no bodymatter landmark.
package struct StoreBodymatterRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeBodymatter,
        rationale: "Stores open a book at its bodymatter landmark (the first page after the front matter); a book of front matter only has none. Only with --store apple, kdp or kobo.",
        triggering: RuleExample(["Front-of-Book/title.html": Example.page("<h1>Title</h1>")], store: "kdp"),
        clean: RuleExample(["Front-of-Book/title.html": Example.page("<h1>Title</h1>"), "Part-I/a.html": Example.page("<h1>A</h1>")], store: "kdp"))

    /// A finding when every page of the reading order is front matter or the TOC page.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard context.ebookStore != nil else { return [] }
        let body = NaturalOrder.firstBodyPage(in: context.analysis.order.pages, tocPage: context.analysis.tocPage)
        guard body == nil else { return [] }
        return [Diagnostic(id: description.id, severity: description.severity, file: "",
                           message: "every page is front matter, so the book has no bodymatter landmark",
                           hint: "put the book's content outside Front-of-Book")]
    }
}
