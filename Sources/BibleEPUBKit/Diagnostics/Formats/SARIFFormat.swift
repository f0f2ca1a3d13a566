/// SARIF 2.1.0, one run, with the metadata of every ID of the diagnostic catalog.
struct SARIFFormat {
    let pathPrefix: String

    func render(_ report: LintReport) -> String {
        let rules: [[String: Any]] = DiagnosticID.allCases.map { id in
            [
                "id": id.rawValue, "name": id.summary, "shortDescription": ["text": id.summary],
                "fullDescription": ["text": RuleRegistry.rule(id.rawValue)?.description.rationale ?? id.summary],
                "defaultConfiguration": ["level": level(id.defaultSeverity)],
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
