/// Height tied to the screen.
package struct StyleViewportHeightRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleViewportHeight,
        rationale: "An app sizes its shell to the window (`html, body { height: 100% }`, `min-height: 100vh`); a paginated reader has no single screen, so the box ends after the first page and the rest of the text is cut off. The build removes every height on html/body and viewport or percentage heights elsewhere (images and media keep theirs).",
        triggering: RuleExample(Example.styled("html, body { height: 100%; }")),
        clean: RuleExample(Example.styled("img { max-height: 90vh; }")))
}
