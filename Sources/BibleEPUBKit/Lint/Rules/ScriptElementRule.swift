/// Script in a page.
public struct ScriptElementRule: PipelineRule {
    /// Creates the rule.
    public init() {}

    /// What the rule is.
    public let description = RuleDescription(
        id: "script.element", name: "Script in a page", severity: .warning,
        rationale: "Kindle and most readers do not run scripts; the build removes them unless `scripts: keep`.",
        triggering: RuleExample(["a.html": Example.page("<script>go()</script><p>x</p>")]),
        clean: RuleExample(["a.html": Example.page("<p>x</p>")]))
}
