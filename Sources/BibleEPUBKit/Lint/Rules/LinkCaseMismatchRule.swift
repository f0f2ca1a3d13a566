/// Link whose target differs in letter case.
package struct LinkCaseMismatchRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkCaseMismatch,
        rationale: "macOS finds `Page-Any.html` when the file is `Page-any.html`; e-book readers and Linux do not. The hint names the file that exists.",
        triggering: RuleExample(["a.html": Example.page("<a href=\"B.html\">b</a>"), "b.html": Example.page("<h1>B</h1>")]),
        clean: RuleExample(["a.html": Example.page("<a href=\"b.html\">b</a>"), "b.html": Example.page("<h1>B</h1>")]))
}
