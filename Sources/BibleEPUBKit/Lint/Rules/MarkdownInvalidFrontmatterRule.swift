/// Markdown frontmatter that is not valid YAML.
package struct MarkdownInvalidFrontmatterRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markdownInvalidFrontmatter,
        rationale: "A Markdown page's frontmatter gives its title, language, `contents` and `part_of`; when it does not parse, all of them are ignored. Unquoted `[Label](/path.md)` links are the usual cause.",
        triggering: RuleExample(["a.md": "---\ntitle: A\ncontents: [A](/a.md): x\n---\n# A\n"]),
        clean: RuleExample(["a.md": "---\ntitle: A\n---\n# A\n"]))
}
