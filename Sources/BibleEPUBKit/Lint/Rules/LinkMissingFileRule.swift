/// Link to a missing file.
package struct LinkMissingFileRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkMissingFile,
        rationale: "A link to a file that does not exist is dead in the book; the build unwraps it and keeps its text.",
        triggering: RuleExample(["a.html": Example.page("<a href=\"gone.html\">gone</a>")]),
        clean: RuleExample(["a.html": Example.page("<a href=\"b.html\">b</a>"), "b.html": Example.page("<h1>B</h1>")]))
}
