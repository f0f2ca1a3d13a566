/// Link that climbs out of the vault.
package struct LinkOutsideVaultRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkOutsideVault,
        rationale: "A link above the vault root (or a `file:` URL) names a file that never ships in the book.",
        triggering: RuleExample(["a.html": Example.page("<a href=\"../outside.html\">out</a>")]),
        clean: RuleExample(["a.html": Example.page("<a href=\"a.html\">self</a>")]))
}
