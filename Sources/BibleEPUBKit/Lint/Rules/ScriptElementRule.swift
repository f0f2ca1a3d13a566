/// Script in a page.
package struct ScriptElementRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .scriptElement,
        rationale: "Kindle and most readers do not run scripts; the build removes them unless `scripts: keep`.",
        triggering: RuleExample(["a.html": Example.page("<script>go()</script><p>x</p>")]),
        clean: RuleExample(["a.html": Example.page("<p>x</p>")]))
}
