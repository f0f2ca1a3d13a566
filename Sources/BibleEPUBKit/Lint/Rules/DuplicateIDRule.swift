/// Duplicate id in a page.
package struct DuplicateIDRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markupDuplicateId,
        rationale: "Two elements with one id make the XHTML invalid and fragment links ambiguous; the build renames the later ones.",
        triggering: RuleExample(["a.html": Example.page("<h2 id=\"x\">A</h2><h2 id=\"x\">B</h2>")]),
        clean: RuleExample(["a.html": Example.page("<h2 id=\"x\">A</h2><h2 id=\"y\">B</h2>")]))
}
