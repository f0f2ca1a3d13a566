/// Link to a missing #fragment.
package struct LinkMissingFragmentRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkMissingFragment,
        rationale: "A `#fragment` that is no id in the target page sends the reader nowhere (EPUBCheck RSC-012).",
        triggering: RuleExample(["a.html": Example.page("<a href=\"b.html#nope\">b</a>"), "b.html": Example.page("<h1 id=\"top\">B</h1>")]),
        clean: RuleExample(["a.html": Example.page("<a href=\"b.html#top\">b</a>"), "b.html": Example.page("<h1 id=\"top\">B</h1>")]))
}
