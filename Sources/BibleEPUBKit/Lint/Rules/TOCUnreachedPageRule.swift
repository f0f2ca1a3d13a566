/// Page the table of contents page does not link to.
package struct TOCUnreachedPageRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .tocUnreachedPage,
        rationale: "Readers find pages through the table of contents page; a page it does not link to is easy to miss (applies when `toc:` is set or a Front-of-Book/table-of-contents page exists).",
        triggering: RuleExample(["Front-of-Book/table-of-contents.html": Example.page("<a href=\"../a.html\">A</a>"),
                                 "a.html": Example.page("<h1>A</h1>"), "b.html": Example.page("<h1>B</h1>")]),
        clean: RuleExample(["Front-of-Book/table-of-contents.html": Example.page("<a href=\"../a.html\">A</a> <a href=\"../b.html\">B</a>"),
                            "a.html": Example.page("<h1>A</h1>"), "b.html": Example.page("<h1>B</h1>")]))

    /// Every page in the reading order that the TOC page does not link to directly. When that page's links give
    /// the order (`order: toc`, or the author's contents page found), the ordering itself reports those pages
    /// (`order.unreached-page`, `order.outside-contents`), so they are not reported twice.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard let toc = context.analysis.tocPage, context.analysis.order.contentsPage != toc else { return [] }
        let reached = Set(TOCLinks.pages(linkedFrom: toc, analysis: context.analysis))
        return context.analysis.order.pages.filter { $0 != toc && !reached.contains($0) }.map { page in
            Diagnostic(id: description.id, severity: description.severity, file: page,
                       message: "\(toc) does not link to this page", hint: "add a link to it in \(toc)")
        }
    }
}
