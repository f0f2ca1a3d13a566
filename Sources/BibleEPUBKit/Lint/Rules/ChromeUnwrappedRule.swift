/// Presentation wrappers the build unwraps.
package struct ChromeUnwrappedRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .chromeUnwrapped,
        rationale: "An app may wrap each paragraph and heading of a page in a list item so its stylesheet can number the lines (`<ol class=\"lines\"><li><h1>…</h1></li><li><p>…</p></li>`); without that stylesheet every line of the book reads 1. 2. 3. Without `unwrap:` the build finds such lists (items holding the page's headings and paragraphs, most of its text) and gives their content back to the page; a real list of steps stays. `unwrap: []` keeps them.",
        triggering: RuleExample(["a.html": Example.page("<ol class=\"lines\"><li><h1>Title</h1></li><li><p>One paragraph.</p></li><li><h2>Part</h2></li><li><p>Another paragraph.</p></li></ol>")]),
        clean: RuleExample(["a.html": Example.page("<h1>Title</h1><ol><li><p>Mix the soil.</p></li><li><p>Sow the seeds.</p></li><li><p>Water them.</p></li></ol>")]))
}
