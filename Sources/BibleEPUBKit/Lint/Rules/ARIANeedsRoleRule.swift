/// ARIA state on an element without the role it belongs to.
package struct ARIANeedsRoleRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markupAriaNeedsRole,
        rationale: "States like `aria-checked`, `aria-expanded` or `aria-selected` describe a widget; on a `<div>`, `<span>` or `<p>` without a `role` EPUBCheck rejects them, and readers cannot announce them. The build drops them.",
        triggering: RuleExample(["a.html": Example.page("<div aria-checked=\"true\">Done</div>")]),
        clean: RuleExample(["a.html": Example.page("<div role=\"checkbox\" aria-checked=\"true\">Done</div>")]))
}
