/// Element that is not HTML.
public struct UnknownElementRule: PipelineRule {
    /// Creates the rule.
    public init() {}

    /// What the rule is.
    public let description = RuleDescription(
        id: .markupUnknownElement,
        rationale: "A made-up element is invalid in an EPUB content document; the build writes it as a <span> or <div>.",
        triggering: RuleExample(["a.html": Example.page("<note>x</note>")]),
        clean: RuleExample(["a.html": Example.page("<aside>x</aside>")]))
}
