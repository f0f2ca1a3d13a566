/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=ID::message`.
struct GitHubFormat {
    let pathPrefix: String

    func render(_ report: LintReport) -> String {
        report.diagnostics.map(command).joined(separator: "\n") + (report.diagnostics.isEmpty ? "" : "\n")
    }

    /// One closing notice with every count (GitHub shows only the first few annotations of each kind per step).
    static func summary(_ report: LintReport) -> String {
        "::notice title=bible-epub::" + TextFormat(color: false).summary(report)
    }

    func command(_ diagnostic: Diagnostic) -> String {
        let kind = diagnostic.severity == .error ? "error" : (diagnostic.severity == .warning ? "warning" : "notice")
        var properties = ["file=" + escapeProperty(PrintableText.escaped(DiagnosticRenderer.join(pathPrefix, diagnostic.file)))]
        if diagnostic.line > 0 { properties.append("line=\(diagnostic.line)") }
        if diagnostic.column > 0 { properties.append("col=\(diagnostic.column)") }
        properties.append("title=" + escapeProperty(diagnostic.id))
        // The vault's names are escaped first (no ESC, no line break of their own); the hint's line break is encoded.
        let message = PrintableText.escaped(diagnostic.message) + (diagnostic.hint.map { "\n" + PrintableText.escaped($0) } ?? "")
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    private func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation needed).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
