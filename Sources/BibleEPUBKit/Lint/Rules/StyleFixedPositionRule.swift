/// Element pinned to the screen.
package struct StyleFixedPositionRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleFixedPosition,
        rationale: "`position: fixed` and `sticky` keep an app's header or toolbar in view while the page scrolls; in a paginated reader they repeat on every page or cover the text. The build puts them back in the flow.",
        triggering: RuleExample(Example.styled("header { position: fixed; top: 0; }")),
        clean: RuleExample(Example.styled(".badge { position: relative; }")))
}
