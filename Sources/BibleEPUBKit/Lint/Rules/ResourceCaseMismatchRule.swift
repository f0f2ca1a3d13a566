/// Resource whose name differs in letter case.
package struct ResourceCaseMismatchRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .resourceCaseMismatch,
        rationale: "The figure shows on macOS but not in a reader: file names in an EPUB are case-sensitive.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"F.png\" alt=\"F\">"), "f.png": "png"]),
        clean: RuleExample(["a.html": Example.page("<img src=\"f.png\" alt=\"F\">"), "f.png": "png"]))
}
