/// Accessibility discovery metadata missing (European Accessibility Act).
package struct StoreAccessibilityRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeAccessibilityMetadata,
        rationale: "Under the European Accessibility Act stores expect accessMode, accessModeSufficient, accessibilityFeature, accessibilityHazard and a summary. The build derives them from the content; this fires when book.yaml overrides empty them. Only with --store apple, kdp or kobo.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>"), "book.yaml": "accessibility:\n  features: []\n  summary: \"\"\n"], store: "apple"),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>")], store: "apple"))

    /// The metadata the build would write, checked for empty fields.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard context.ebookStore != nil else { return [] }
        let metadata = context.accessibility ?? AccessibilityResolver.resolve(context.normalized, overrides: context.analysis.config.accessibility)
        let missing = [
            ("accessMode", metadata.accessModes.isEmpty), ("accessModeSufficient", metadata.accessModesSufficient.isEmpty),
            ("accessibilityFeature", metadata.features.isEmpty), ("accessibilityHazard", metadata.hazards.isEmpty),
            ("accessibilitySummary", metadata.summary.trimmingSpaces.isEmpty),
        ].filter(\.1).map(\.0)
        guard !missing.isEmpty else { return [] }
        return [Diagnostic(id: description.id, severity: description.severity, file: "book.yaml",
                           message: "accessibility metadata is empty: \(missing.joined(separator: ", "))",
                           hint: "remove the empty overrides under accessibility: in book.yaml")]
    }
}
