/// Asset no page uses.
package struct AssetUnusedRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .assetUnused,
        rationale: "An image or stylesheet no page uses stays out of the book; often a link to it is broken.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>"), "figures/old.png": "png"]),
        clean: RuleExample(["a.html": Example.page("<img src=\"figures/new.png\" alt=\"New\">"), "figures/new.png": "png"]))

    /// Media and stylesheet files in the vault that the book does not package.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.inventory.files.compactMap { file in
            guard let type = MediaTypes.forExtension(file.fileExtension), type != "application/xhtml+xml",
                  !context.packagedFiles.contains(file.path) else { return nil }
            return Diagnostic(id: description.id, severity: description.severity, file: file.path,
                              message: "no page uses this file; it is not in the book")
        }
    }
}
