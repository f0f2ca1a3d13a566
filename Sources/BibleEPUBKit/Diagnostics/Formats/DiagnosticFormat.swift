/// How findings are printed.
package enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:col: severity: message [ID]`, hint lines, a summary.
    case text
    /// `{"diagnostics": [...], "summary": {...}}`.
    case json
    /// GitHub Actions workflow commands (annotations on a pull request).
    case github
    /// SARIF 2.1.0 for code-scanning upload.
    case sarif
}

/// Renders a lint report in any `DiagnosticFormat`.
package struct DiagnosticRenderer: Sendable {
    /// Prefix joined to vault-relative paths where a format needs repository paths (github, sarif).
    package var pathPrefix: String
    /// Colour severities (text only).
    package var color: Bool
    /// Findings below this severity are left out of the listing (the summaries still count them).
    package var minimum: Severity

    /// Creates a renderer.
    package init(pathPrefix: String = "", color: Bool = false, minimum: Severity = .info) {
        self.pathPrefix = pathPrefix
        self.color = color
        self.minimum = minimum
    }

    /// The whole report as text in `format`.
    package func render(_ report: LintReport, as format: DiagnosticFormat) -> String {
        var listed = report
        listed.diagnostics.removeAll { $0.severity < minimum }
        switch format {
        case .text: return lines(listed.diagnostics) + TextFormat(color: color).summary(report) + "\n"
        case .json: return JSONFormat.render(listed)
        case .github:
            var coalesced = listed
            coalesced.diagnostics = Diagnostic.coalescingRepeats(listed.diagnostics)
            return GitHubFormat(pathPrefix: pathPrefix).render(coalesced) + GitHubFormat.summary(report) + "\n"
        case .sarif: return SARIFFormat(pathPrefix: pathPrefix).render(listed)
        }
    }

    /// Findings as compiler-style lines with their hints (what `build` prints), without a summary; a finding repeated
    /// on one page is one line with its count.
    package func lines(_ diagnostics: [Diagnostic]) -> String {
        TextFormat(color: color).lines(Diagnostic.coalescingRepeats(diagnostics))
    }

    /// A repository path for a vault-relative path.
    static func join(_ prefix: String, _ file: String) -> String {
        guard !prefix.isEmpty, prefix != "." else { return file }
        let trimmed = prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix
        return trimmed.hasSuffix("/") ? trimmed + file : trimmed + "/" + file
    }
}
