/// Page listed in more than one `contents` list (or in a cycle).
package struct WorkspaceRepeatedContentsEntryRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .workspaceRepeatedContentsEntry,
        rationale: "A book holds each page once: the first place the `contents` hierarchy reaches a page wins, and a second entry (another parent, or a cycle back to an ancestor) is ignored.",
        triggering: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)", "[B](/b.md)"]),
                                 "a.md": Example.note("A", partOf: "[Book](/index.md)", contents: ["[B](/b.md)"]),
                                 "b.md": Example.note("B", partOf: "[A](/a.md)")]),
        clean: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)"]),
                            "a.md": Example.note("A", partOf: "[Book](/index.md)", contents: ["[B](/b.md)"]),
                            "b.md": Example.note("B", partOf: "[A](/a.md)")]))
}
