/// Fixed height on a box that holds text.
package struct StyleFixedHeightRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleFixedHeight,
        rationale: "A box of text sized with height holds the text of one screen's font; with a reader's larger type or a narrower page the text spills out over what follows. The build makes such heights minimum heights and removes fixed maximum heights; images and media keep theirs.",
        triggering: RuleExample(Example.styled("div.banner { height: 61px; }")),
        clean: RuleExample(Example.styled("div.banner { min-height: 61px; } img.icon { height: 16px; }")))
}
