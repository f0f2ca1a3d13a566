/// javascript: link.
public struct LinkScriptRule: PipelineRule {
    /// Creates the rule.
    public init() {}

    /// What the rule is.
    public let description = RuleDescription(
        id: .linkScript,
        rationale: "A `javascript:` link does nothing in a book; the build unwraps it.",
        triggering: RuleExample(["a.html": Example.page("<a href=\"javascript:go()\">go</a>")]),
        clean: RuleExample(["a.html": Example.page("<a href=\"#top\" id=\"top\">top</a>")]))
}
