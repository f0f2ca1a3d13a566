/// SARIF 2.1.0, one run, with the rule metadata of every registered rule.
struct SARIFFormat {
    let pathPrefix: String

    func render(_ report: LintReport) -> String {
        let rules: [[String: Any]] = RuleRegistry.all.map { rule in
            let description = rule.description
            return [
                "id": description.id, "name": description.name,
                "shortDescription": ["text": description.name], "fullDescription": ["text": description.rationale],
                "defaultConfiguration": ["level": level(description.severity)],
            ]
        }
        let results: [[String: Any]] = report.diagnostics.map { diagnostic in
            var physical: [String: Any] = ["artifactLocation": ["uri": DiagnosticRenderer.join(pathPrefix, diagnostic.file)]]
            if diagnostic.line > 0 {
                physical["region"] = diagnostic.column > 0
                    ? ["startLine": diagnostic.line, "startColumn": diagnostic.column] : ["startLine": diagnostic.line]
            }
            let text = diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? "")
            return [
                "ruleId": diagnostic.id, "level": level(diagnostic.severity), "message": ["text": text],
                "locations": [["physicalLocation": physical]],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "bible-epub", "rules": rules]], "results": results]],
        ]
        return JSONFormat.serialize(log)
    }

    private func level(_ severity: Severity) -> String {
        severity == .error ? "error" : (severity == .warning ? "warning" : "note")
    }
}
