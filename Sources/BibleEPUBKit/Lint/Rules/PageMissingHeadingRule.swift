/// Page without an `<h1>`.
package struct PageMissingHeadingRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .pageMissingHeading,
        rationale: "The h1 labels the page in the book's contents and gives screen readers its structure.",
        triggering: RuleExample(["a.html": Example.page("<p>no heading</p>")]),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>")]))

    /// Pages in the reading order without a non-empty `<h1>`.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.order.pages.compactMap { path in
            guard let page = context.analysis.pages[path], page.heading == nil else { return nil }
            return Diagnostic(id: description.id, severity: description.severity, file: path, line: page.body?.line ?? 0,
                              message: "page has no <h1>; its contents label comes from the title or file name")
        }
    }
}
