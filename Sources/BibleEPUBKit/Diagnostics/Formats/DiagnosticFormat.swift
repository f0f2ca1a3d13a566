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

    /// Creates a renderer.
    package init(pathPrefix: String = "", color: Bool = false) {
        self.pathPrefix = pathPrefix
        self.color = color
    }

    /// The whole report as text in `format`.
    package func render(_ report: LintReport, as format: DiagnosticFormat) -> String {
        switch format {
        case .text: return TextFormat(color: color).render(report)
        case .json: return JSONFormat.render(report)
        case .github: return GitHubFormat(pathPrefix: pathPrefix).render(report)
        case .sarif: return SARIFFormat(pathPrefix: pathPrefix).render(report)
        }
    }

    /// Findings as compiler-style lines with their hints (what `build` prints), without a summary.
    package func lines(_ diagnostics: [Diagnostic]) -> String {
        TextFormat(color: color).lines(diagnostics)
    }

    /// A repository path for a vault-relative path.
    static func join(_ prefix: String, _ file: String) -> String {
        guard !prefix.isEmpty, prefix != "." else { return file }
        let trimmed = prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix
        return trimmed.hasSuffix("/") ? trimmed + file : trimmed + "/" + file
    }
}
