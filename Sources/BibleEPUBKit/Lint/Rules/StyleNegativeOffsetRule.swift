/// Margin or indent that pushes text off the page.
package struct StyleNegativeOffsetRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleNegativeOffset,
        rationale: "A negative margin or text-indent of more than 4em moves text past the page's edge, where a reader cannot scroll to it. The build sets such offsets to 0; hanging indents and small pulls stay.",
        triggering: RuleExample(Example.styled(".title { text-indent: -9999px; }")),
        clean: RuleExample(Example.styled(".hang { text-indent: -1em; padding-left: 1em; }")))
}
