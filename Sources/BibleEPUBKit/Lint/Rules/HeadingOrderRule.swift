/// A heading that skips a level.
package struct HeadingOrderRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .a11yHeadingOrder,
        rationale: "Screen readers list and jump between headings by level; an `<h4>` right after an `<h2>` reads as a missing section (axe-core's and Ace's heading-order). The book claims `structuralNavigation` in its accessibility metadata only when no heading skips a level and every page has one; choose the level for the outline and the size with CSS.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>\n<h3>Details</h3><p>Text.</p>")]),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>\n<h2>Details</h2><p>Text.</p>")]))
}
