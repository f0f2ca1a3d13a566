/// Inline event handler.
package struct ScriptEventHandlerRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .scriptEventHandler,
        rationale: "`onclick` and friends are scripts too; the build removes them unless `scripts: keep`.",
        triggering: RuleExample(["a.html": Example.page("<p onclick=\"go()\">x</p>")]),
        clean: RuleExample(["a.html": Example.page("<p>x</p>")]))
}
