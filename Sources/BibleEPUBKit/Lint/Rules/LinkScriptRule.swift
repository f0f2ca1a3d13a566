/// javascript: link.
package struct LinkScriptRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkScript,
        rationale: "A `javascript:` link does nothing in a book; the build unwraps it.",
        triggering: RuleExample(["a.html": Example.page("<a href=\"javascript:go()\">go</a>")]),
        clean: RuleExample(["a.html": Example.page("<a href=\"#top\" id=\"top\">top</a>")]))
}
