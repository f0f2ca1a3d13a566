/// Page colours that override the reader's theme.
package struct StylePageColorsRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .stylePageColors,
        rationale: "Readers choose a light, sepia or night theme; Kindle's guidelines ask for body text without a forced colour or background, and Apple Books and Kindle paint every background black at night. The build leaves the page's own background and text colour (html, body, :root) to the theme; `theme: keep` keeps them.",
        triggering: RuleExample(Example.styled("body { background: #000000; color: #ffb000; }")),
        clean: RuleExample(Example.styled("body { margin: 0; }")))
}
