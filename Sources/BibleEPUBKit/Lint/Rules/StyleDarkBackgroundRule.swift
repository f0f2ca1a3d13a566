/// Dark boxes of a dark page.
package struct StyleDarkBackgroundRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleDarkBackground,
        rationale: "When the page's own background was dark, the darker or lighter shades drawn on it (code boxes, panels) belong to that theme: on the reader's page they become black patches. The build removes them with the page background; `theme: keep` keeps them.",
        triggering: RuleExample(Example.styled("body { background: #000000; } pre { background: #1a0d00; }")),
        clean: RuleExample(Example.styled("body { background: #ffffff; } pre { background: #f4f4f4; }")))
}
