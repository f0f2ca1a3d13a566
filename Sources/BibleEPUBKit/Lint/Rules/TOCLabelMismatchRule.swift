/// Table-of-contents link whose text differs from the page it opens.
package struct TOCLabelMismatchRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .tocLabelMismatch,
        rationale: "A contents entry that names another title than the page's h1 confuses readers; usually one of them was renamed. Case, punctuation and one label containing the other are tolerated.",
        triggering: RuleExample(["Front-of-Book/table-of-contents.html": Example.page("<a href=\"../a.html\">Arrays</a>"),
                                 "a.html": Example.page("<h1>Dictionaries</h1>")]),
        clean: RuleExample(["Front-of-Book/table-of-contents.html": Example.page("<a href=\"../a.html\">Book 1: Arrays</a>"),
                            "a.html": Example.page("<h1>Book 1 — Arrays</h1>")]))

    /// Each TOC link whose text matches neither the target's h1 nor its title.
    package func check(_ context: LintContext) -> [Diagnostic] {
        let analysis = context.analysis
        guard let toc = analysis.tocPage, let page = analysis.pages[toc], let body = page.body else { return [] }
        var findings: [Diagnostic] = []
        for link in body.descendants() where link.name == "a" {
            guard let href = link[attribute: "href"], case .local(let path, nil) = analysis.resolver.resolve(href, from: toc),
                  let target = analysis.pages[path], path != toc else { continue }
            let label = SourceText.collapseWhitespace(link.textContent())
            let names = [target.heading, target.title.map(analysis.titleAffixes.strip)].compactMap { $0 }
            guard !label.isEmpty, !names.isEmpty, !names.contains(where: { Self.matches(label, $0) }) else { continue }
            findings.append(Diagnostic(description.id, description.severity, at: page.location(of: href, line: link.line),
                                       "contents entry '\(label)' differs from the page's heading '\(names[0])'", target: href))
        }
        return findings
    }

    static func matches(_ label: String, _ name: String) -> Bool {
        let key = { (text: String) in String(text.lowercased().unicodeScalars.filter { CharacterSetting.isAlphanumeric($0) || ($0.value > 127 && $0.properties.isAlphabetic) }) }
        let a = key(label), b = key(name)
        return !a.isEmpty && !b.isEmpty && (a == b || a.contains(b) || b.contains(a))
    }
}
