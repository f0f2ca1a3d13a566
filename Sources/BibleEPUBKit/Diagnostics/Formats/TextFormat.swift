/// Compiler-style text, coloured when asked.
struct TextFormat {
    let color: Bool

    func render(_ report: LintReport) -> String {
        lines(report.diagnostics) + summary(report) + "\n"
    }

    /// Each diagnostic on its line, with its hint on the next.
    func lines(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += line(diagnostic) + "\n"
            if let hint = diagnostic.hint { text += "    hint: \(PrintableText.escaped(hint))\n" }
        }
        return text
    }

    /// One diagnostic, with the severity coloured on a terminal.
    func line(_ diagnostic: Diagnostic) -> String {
        guard color else { return diagnostic.formatted }
        let plain = diagnostic.formatted
        let word = diagnostic.severity.rawValue + ":"
        let code = diagnostic.severity == .error ? "31" : (diagnostic.severity == .warning ? "33" : "36")
        return plain.replacingFirst(" \(word) ", with: " \u{1B}[1;\(code)m\(word)\u{1B}[0m ")
    }

    func summary(_ report: LintReport) -> String {
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].map { severity, noun in
            let count = report.count(severity)
            return "\(count) \(noun)\(count == 1 || noun == "info" ? "" : "s")"
        }
        return parts.joined(separator: ", ") + " in \(report.pageCount) pages"
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
