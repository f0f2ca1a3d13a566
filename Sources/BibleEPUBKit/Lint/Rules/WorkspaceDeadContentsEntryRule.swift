/// `contents` entry that names no page.
package struct WorkspaceDeadContentsEntryRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .workspaceDeadContentsEntry,
        rationale: "In a Diaryx-style workspace a page's `contents` frontmatter lists its child pages and decides the reading order; an entry naming no page leaves a hole in the book's contents.",
        triggering: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)", "[Gone](/gone.md)"]),
                                 "a.md": Example.note("A", partOf: "[Book](/index.md)")]),
        clean: RuleExample(["index.md": Example.note("Book", contents: ["[A](/a.md)"]),
                            "a.md": Example.note("A", partOf: "[Book](/index.md)")]))
}
