/// Link to a page outside the reading order.
package struct LinkNotInBookRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkNotInBook,
        rationale: "A page left out of the spine is not in the EPUB, so links to it would be dead.",
        triggering: RuleExample(["book.yaml": "spine: [a.html]\n", "a.html": Example.page("<a href=\"b.html\">b</a>"), "b.html": Example.page("<h1>B</h1>")]),
        clean: RuleExample(["book.yaml": "spine: [a.html, b.html]\n", "a.html": Example.page("<a href=\"b.html\">b</a>"), "b.html": Example.page("<h1>B</h1>")]))
}
