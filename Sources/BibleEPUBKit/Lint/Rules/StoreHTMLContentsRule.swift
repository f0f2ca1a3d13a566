/// No HTML table of contents near the start (KDP).
package struct StoreHTMLContentsRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeHtmlContents,
        rationale: "KDP wants an HTML table of contents within the first pages of the book, besides the nav. Without a TOC page of its own, bible-epub puts the nav in the spine. Only with --store kdp.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>"), "b.html": Example.page("<h1>B</h1>"), "c.html": Example.page("<h1>C</h1>"),
                                 "d.html": Example.page("<h1>D</h1>"), "e.html": Example.page("<h1>E</h1>"), "f.html": Example.page("<h1>F</h1>"),
                                 "zz-contents.html": Example.page("<a href=\"a.html\">A</a>"), "book.yaml": "toc: zz-contents.html\n"], store: "kdp"),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>"), "Front-of-Book/table-of-contents.html": Example.page("<a href=\"../a.html\">A</a>")], store: "kdp"))

    /// The table-of-contents page's position in the reading order.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard context.store?.wantsHTMLContentsNearStart == true, let toc = context.analysis.tocPage,
              let position = context.analysis.order.pages.firstIndex(of: toc) else { return [] }
        let limit = max(5, context.analysis.order.pages.count / 10)
        guard position >= limit else { return [] }
        return [Diagnostic(id: description.id, severity: description.severity, file: toc,
                           message: "the table of contents is page \(position + 1) of \(context.analysis.order.pages.count); KDP wants it near the start",
                           hint: "move it into Front-of-Book or list it early in spine:")]
    }
}
