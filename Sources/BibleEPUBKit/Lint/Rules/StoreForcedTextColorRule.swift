/// CSS that forces text colours (KDP).
public struct StoreForcedTextColorRule: LintRule {
    /// Creates the rule.
    public init() {}

    /// What the rule is.
    public let description = RuleDescription(
        id: "store.forced-text-color", name: "CSS forces text colours", severity: .warning,
        rationale: "Kindle readers switch to night and sepia modes; a forced text colour becomes unreadable there. Use `styles: template` or remove `color:` from body text. Only with --store kdp.",
        triggering: RuleExample(["a.html": Example.page("<p>x</p>", head: "<style>body { color: #FFB000; }</style>")], store: "kdp"),
        clean: RuleExample(["a.html": Example.page("<p>x</p>", head: "<style>body { margin: 0; }</style>")], store: "kdp"))

    /// Each generated page stylesheet that sets `color:`, reported once at the first page using it.
    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.store?.flagsForcedTextColor == true else { return [] }
        var reported: Set<String> = []
        var findings: [Diagnostic] = []
        for page in context.normalized {
            for (path, css) in page.generatedStyles.sorted(by: { $0.key < $1.key }) where reported.insert(path).inserted {
                guard Self.setsTextColor(css) else { continue }
                findings.append(Diagnostic(id: description.id, severity: description.severity, file: page.vaultPath,
                                           message: "the page's <style> sets text colours (color:), which Kindle night and sepia modes cannot override",
                                           hint: "set styles: template in book.yaml, or remove color: from body text"))
            }
        }
        return findings
    }

    static func setsTextColor(_ css: String) -> Bool {
        let lowered = css.lowercased()
        var searchStart = lowered.startIndex
        while let range = lowered.range(of: "color", range: searchStart..<lowered.endIndex) {
            let before = range.lowerBound == lowered.startIndex ? " " : lowered[lowered.index(before: range.lowerBound)]
            let after = lowered[range.upperBound...].drop { $0 == " " }
            if !(before.isLetter || before == "-"), after.first == ":" { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
