/// Page without a `<title>`.
package struct PageMissingTitleRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .pageMissingTitle,
        rationale: "Readers show the title in lists and history; the build falls back to the h1 or the file name.",
        triggering: RuleExample(["a.html": "<!DOCTYPE html><html lang=\"en\"><head></head><body><h1>A</h1></body></html>"]),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>", title: "A")]))

    /// Pages in the reading order without a non-empty `<title>`.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.order.pages.compactMap { path in
            guard let page = context.analysis.pages[path], page.title == nil else { return nil }
            return Diagnostic(id: description.id, severity: description.severity, file: path, line: page.head?.line ?? 0,
                              message: "page has no <title>", hint: "add <title>…</title> to its <head>")
        }
    }
}
