/// What lint found.
public struct LintReport: Sendable {
    /// Findings after severity overrides and suppressions, sorted.
    public var diagnostics: [Diagnostic]
    /// Number of pages checked.
    public var pageCount: Int

    /// Creates a report.
    public init(diagnostics: [Diagnostic], pageCount: Int) {
        self.diagnostics = diagnostics
        self.pageCount = pageCount
    }

    /// Number of findings at `severity`.
    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// The exit code: 1 when there are errors (or warnings under `strict`), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        count(.error) > 0 || (strict && count(.warning) > 0) ? 1 : 0
    }
}

/// Runs the rules over the shared pipeline, so lint reports exactly what build would have to repair.
package enum Linter {
    /// Lints the vault in `options`.
    /// `store` adds the rules of that store profile (`apple`, `kdp`, `kobo`).
    package static func run(_ options: BuildOptions, store: StoreProfile? = nil, rules: [any LintRule] = RuleRegistry.all) throws -> LintReport {
        let analysis = try VaultAnalyzer.analyze(options)
        let pages = try BookAssembler.normalizePages(analysis, scope: nil, consumingTrees: false, serializing: false)
        var context = LintContext(analysis: analysis, pipelineFindings: pages.diagnostics, packagedFiles: pages.packagedFiles, store: store)
        context.normalized = pages.normalized
        context.accessibility = BookAssembler.accessibility(analysis, pages)
        let settings = analysis.config.lint
        let switchedOff = { (id: String) in settings.severities[id].map { $0 == nil } ?? false }
        let ruleIDs = Set(RuleRegistry.ids)
        let raw = rules.filter { !switchedOff($0.description.id.rawValue) }.flatMap { $0.check(context) }
            + pages.diagnostics.filter { !ruleIDs.contains($0.id) } + (store?.paperback == true ? try printFindings(analysis, options) : [])
        // One place applies book.yaml's levels, to rule findings and to the build's own alike.
        let findings = raw.compactMap { finding -> Diagnostic? in
            guard let override = settings.severities[finding.id] else { return finding }
            guard let severity = override else { return nil }
            var copy = finding
            copy.severity = severity
            return copy
        }
        return LintReport(diagnostics: applySuppressions(settings.suppressions, to: findings).sorted(),
                          pageCount: analysis.order.pages.count)
    }

    /// What the print edition's layout finds (`--store kdp-print`): the book built in memory with its source lines,
    /// laid out by WeasyPrint in a private folder; nothing is written.
    private static func printFindings(_ analysis: VaultAnalysis, _ options: BuildOptions) throws -> [Diagnostic] {
        var printing = options
        printing.recordsSourceLines = true
        let templates = try options.templatesPath.map(TemplateSet.overriding(from:)) ?? .builtIn
        let book = try BookAssembler.assemble(analysis, options: printing, templates: templates)
        return PrintFindings.diagnostics(try PrintWriter.layout(book, templates: templates), book: book, forStore: true)
    }

    /// Removes suppressed findings and reports suppressions that matched nothing.
    static func applySuppressions(_ suppressions: [Suppression], to findings: [Diagnostic]) -> [Diagnostic] {
        var used = Set<Int>()
        let kept = findings.filter { finding in
            guard let index = suppressions.firstIndex(where: { matches($0, finding) }) else { return true }
            used.insert(index)
            return false
        }
        let unused = suppressions.enumerated().filter { !used.contains($0.offset) }.map { _, suppression in
            Diagnostic(.lintUnusedSuppression, .warning, at: suppression.location,
                       "suppression of \(suppression.rule) in \(suppression.path)\(suppression.line.map { ":\($0)" } ?? "") matches no finding",
                       hint: "remove it from book.yaml")
        }
        return kept + unused
    }

    private static func matches(_ suppression: Suppression, _ finding: Diagnostic) -> Bool {
        suppression.rule == finding.id && suppression.path == finding.file && (suppression.line.map { $0 == finding.line } ?? true)
    }
}
