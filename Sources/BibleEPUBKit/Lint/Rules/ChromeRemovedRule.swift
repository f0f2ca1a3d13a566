/// App chrome the build removes.
package struct ChromeRemovedRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .chromeRemoved,
        rationale: "Elements that repeat near the top of nearly every page outside its content (site headers and footers, breadcrumbs, previous/next rows, navigation) belong to the app or web site; in a book the reading system gives the contents and page turns. Without `strip:` the build finds and removes them, once per pattern; `strip: []` keeps everything, and a `strip:` list says exactly what goes.",
        triggering: RuleExample(pages(header: "<nav class=\"crumbs\"><a href=\"a.html\">Home</a> / Book</nav>")),
        clean: RuleExample(pages(header: "")))

    private static func pages(header: String) -> [String: String] {
        let text = "<p>A paragraph of the page's own text, long enough to be most of the page and not chrome.</p>"
        return ["a.html": Example.page("\(header)<h1>A</h1>\(text)"), "b.html": Example.page("\(header)<h1>B</h1>\(text)"),
                "c.html": Example.page("\(header)<h1>C</h1>\(text)")]
    }
}
