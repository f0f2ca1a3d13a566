/// Markup the parser had to repair.
package struct ParserRepairRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markupParserRepair,
        rationale: "Unclosed or misnested tags are guessed at by every parser differently; the line is where libxml2 noticed.",
        triggering: RuleExample(["a.html": Example.page("<p>a</b> b</p>")]),
        clean: RuleExample(["a.html": Example.page("<p>a <b>b</b></p>")]))
}
