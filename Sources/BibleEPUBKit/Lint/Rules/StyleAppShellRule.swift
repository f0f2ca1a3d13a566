/// Page laid out as an app window.
package struct StyleAppShellRule: ReadingSystemStyleRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .styleAppShell,
        rationale: "A flex, grid or multi-column body (header, scrolling middle, footer) fights the reading system, which lays out the page in its own columns and pages. The build makes html and body ordinary blocks again; flex and grid inside the page stay.",
        triggering: RuleExample(Example.styled("body { display: flex; flex-direction: column; }")),
        clean: RuleExample(Example.styled(".row { display: flex; }")))
}
