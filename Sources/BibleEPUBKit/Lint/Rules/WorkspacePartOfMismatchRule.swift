/// `part_of` that disagrees with the parent's `contents`.
package struct WorkspacePartOfMismatchRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .workspacePartOfMismatch,
        rationale: "A page's `part_of` names its parent; when that parent's `contents` does not list the page (or names no page), the two halves of the hierarchy disagree and the page lands where the contents put it, or after everything.",
        triggering: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)"]),
                                 "a.md": Example.note("A", partOf: "[Book](/index.md)"),
                                 "b.md": Example.note("B", partOf: "[A](/a.md)")]),
        clean: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)"]),
                            "a.md": Example.note("A", partOf: "[Book](/index.md)", contents: ["[B](/b.md)"]),
                            "b.md": Example.note("B", partOf: "[A](/a.md)")]))
}
