/// Text that must not wrap.
package struct StyleWideContentRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleWideContent,
        rationale: "Code and tables that keep each line on one line scroll sideways in an app; on a reader's page long lines run off its edge. The build makes `white-space: pre` wrap (pre-wrap keeps every space and line break), `nowrap` normal (a cell or caption that never wraps widens its whole table) and `overflow-wrap: normal` break-word.",
        triggering: RuleExample(Example.styled("pre { white-space: pre; }")),
        clean: RuleExample(Example.styled("pre { white-space: pre-wrap; }")))
}
