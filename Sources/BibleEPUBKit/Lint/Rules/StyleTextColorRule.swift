/// Text colour illegible in a reader's theme.
package struct StyleTextColorRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleTextColor,
        rationale: "A text colour is kept when it is legible (WCAG contrast 3:1 or more) on both a white and a black page, or on its own box's background; near-black, near-white and pale colours are not (Kindle: \"leave the text color unspecified\"). The build removes the others, and gives a kept dark box a text colour legible on it; `theme: keep` keeps them.",
        triggering: RuleExample(Example.styled("h1 { color: #ffd060; }")),
        clean: RuleExample(Example.styled("h1 { color: #b03a2e; }")))
}
