/// Box that scrolls or clips its text.
package struct StyleScrollBoxRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleScrollBox,
        rationale: "`overflow: auto|scroll|hidden` makes a scroll area in an app; a reader cannot scroll inside a page, so the text that does not fit is cut off. The build removes the overflow and what only served the scroll box in the same rule (fixed heights, line clamps, text-overflow, nowrap).",
        triggering: RuleExample(Example.styled(".content { overflow-y: auto; height: 20em; }")),
        clean: RuleExample(Example.styled(".content { overflow: visible; }")))
}
