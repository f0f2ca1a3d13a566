/// Resource outside the vault.
package struct ResourceOutsideVaultRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .resourceOutsideVault,
        rationale: "Only files inside the vault ship; a path above the root or an absolute `file:` URL is never read.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"../../etc/passwd\" alt=\"x\">")]),
        clean: RuleExample(["a.html": Example.page("<p>text</p>")]))
}
