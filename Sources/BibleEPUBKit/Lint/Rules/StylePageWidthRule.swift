/// Box wider than a reader's page.
package struct StylePageWidthRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .stylePageWidth,
        rationale: "Widths in viewport units, and fixed widths wider than a phone's page (more than 20em), run past the page's edge. The build writes vw as a percentage of the page and turns a wide fixed width into a max-width; a fixed side margin or padding wider than 4em (the gutter of a sidebar the build removes, a desktop layout's margins) becomes 0; a box floated at three fifths of the page's width or more (the main column beside a sidebar) is put in the flow at the page's width.",
        triggering: RuleExample(Example.styled(".page { width: 1100px; }")),
        clean: RuleExample(Example.styled(".page { max-width: 1100px; }")))
}
