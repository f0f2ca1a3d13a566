/// Link to a file that is not a page.
package struct LinkToResourceRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkToResource,
        rationale: "Hyperlinks in an EPUB may only point at pages of the book (EPUBCheck RSC-011); a link to an image or PDF is unwrapped.",
        triggering: RuleExample(["a.html": Example.page("<a href=\"notes.pdf\">notes</a>"), "notes.pdf": "%PDF"]),
        clean: RuleExample(["a.html": Example.page("<a href=\"https://example.com/notes.pdf\">notes</a>")]))
}
