/// Element that is not HTML.
package struct UnknownElementRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markupUnknownElement,
        rationale: "A made-up element is invalid in an EPUB content document; the build writes it as a <span> or <div>.",
        triggering: RuleExample(["a.html": Example.page("<note>x</note>")]),
        clean: RuleExample(["a.html": Example.page("<aside>x</aside>")]))
}
