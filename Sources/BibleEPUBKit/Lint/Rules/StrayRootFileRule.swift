/// Non-page file at the vault root.
package struct StrayRootFileRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// Root files that belong there.
    static let expected: Set<String> = ["book.yaml", "readme.md", "license", "license.md", ".gitignore"]

    /// What the rule is.
    package let description = RuleDescription(
        id: .vaultStrayFile,
        rationale: "Drafts and notes at the root are not part of the book; move them out of the vault or into a folder of their own.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>"), "notes.txt": "todo"]),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>"), "book.yaml": "title: A\n"]))

    /// Root files that are neither pages, the config, nor packaged (like the cover).
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.inventory.files.compactMap { file in
            guard !file.path.contains("/"), !file.isHTMLPage, context.analysis.pages[file.path] == nil,
                  !Self.expected.contains(file.path.lowercased()),
                  !context.packagedFiles.contains(file.path) else { return nil }
            return Diagnostic(id: description.id, severity: description.severity, file: file.path,
                              message: "file at the vault root is not part of the book")
        }
    }
}
