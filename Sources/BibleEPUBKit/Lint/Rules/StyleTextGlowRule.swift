/// Glowing text.
package struct StyleTextGlowRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleTextGlow,
        rationale: "A text-shadow without offset imitates a screen's glow; it blurs letters on e-ink and smudges them on a light page. The build removes glows and any shadow on the page's body text; offset shadows on headings stay.",
        triggering: RuleExample(Example.styled("p { text-shadow: 0 0 2px #ffb000; }")),
        clean: RuleExample(Example.styled("h1 { text-shadow: 1px 1px 0 #cccccc; }")))
}
