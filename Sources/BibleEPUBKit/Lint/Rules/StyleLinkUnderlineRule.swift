/// Links told apart by colour alone.
package struct StyleLinkUnderlineRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleLinkUnderline,
        rationale: "A rule for links that takes their underline away (text-decoration: none) and gives no other cue (a border, background, bold weight, outline) leaves readers who cannot tell colours apart, and greyscale e-ink pages, no way to find a link in running text (WCAG 1.4.1). The build removes the none; a rule with another cue stays.",
        triggering: RuleExample(Example.styled("a { color: #3d578c; text-decoration: none; }")),
        clean: RuleExample(Example.styled("a { text-decoration: none; border-bottom: 1px dotted #666666; }")))
}
