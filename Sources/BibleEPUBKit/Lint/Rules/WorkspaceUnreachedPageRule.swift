/// Page the workspace's `contents` hierarchy does not reach.
package struct WorkspaceUnreachedPageRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .workspaceUnreachedPage,
        rationale: "When a root index (a page with `contents` and no `part_of`) gives the reading order, notes no `contents` list leads to are not in the book, as Diaryx's own export leaves them out; one finding counts them.",
        triggering: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)"]),
                                 "a.md": Example.note("A", partOf: "[Book](/index.md)"), "stray.md": Example.note("Stray")]),
        clean: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)", "[Stray](/stray.md)"]),
                            "a.md": Example.note("A", partOf: "[Book](/index.md)"), "stray.md": Example.note("Stray", partOf: "[Book](/index.md)")]))
}
