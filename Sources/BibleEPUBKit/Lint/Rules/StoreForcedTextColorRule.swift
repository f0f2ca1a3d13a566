/// CSS that forces text colours (KDP).
package struct StoreForcedTextColorRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeForcedTextColor,
        rationale: "Kindle readers switch to night and sepia modes; a text colour forced on the body becomes unreadable there (KDP removes it on upload). The build leaves page colours to the reader's theme unless `theme: keep`. Only with --store kdp.",
        triggering: RuleExample(["a.html": Example.page("<p>x</p>", head: "<style>body { color: #FFB000; }</style>"),
                                 "book.yaml": "theme: keep\n"], store: "kdp"),
        clean: RuleExample(["a.html": Example.page("<p>x</p>", head: "<style>body { color: #FFB000; }</style>")], store: "kdp"))

    /// Each shipped page stylesheet that sets the page's text colour (`color` on html, body or :root), reported once at
    /// the first page using it.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard context.store?.flagsForcedTextColor == true else { return [] }
        var reported: Set<String> = []
        var findings: [Diagnostic] = []
        for page in context.normalized {
            for (path, css) in page.generatedStyles.sorted(by: { $0.key < $1.key }) where reported.insert(path).inserted {
                guard Self.setsTextColor(css) else { continue }
                findings.append(Diagnostic(id: description.id, severity: description.severity, file: page.vaultPath,
                                           message: "the page's <style> forces the body's text colour, which Kindle night and sepia modes cannot override",
                                           hint: "remove theme: keep from book.yaml, or color: from the body's rule"))
            }
        }
        return findings
    }

    static func setsTextColor(_ css: String) -> Bool {
        StyleSheet(css).rules.contains { rule in rule.stylesPage && rule.declarations.contains { $0.name == "color" } }
    }
}
