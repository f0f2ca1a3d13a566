import Foundation

/// SARIF 2.1.0, one run, with the metadata of every ID of the diagnostic catalog.
struct SARIFFormat {
    let pathPrefix: String

    func render(_ report: LintReport) -> String {
        let rules: [[String: Any]] = DiagnosticID.allCases.map { id in
            var rule: [String: Any] = [
                "id": id.rawValue, "name": id.summary, "shortDescription": ["text": id.summary],
                "fullDescription": ["text": RuleRegistry.rule(id.rawValue)?.description.rationale ?? id.summary],
                "defaultConfiguration": ["level": level(id.defaultSeverity)],
            ]
            if let axeRule = id.axeRule, !id.wcagCriteria.isEmpty { rule.merge(accessibility(id, axeRule: axeRule)) { $1 } }
            return rule
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
            "runs": [["tool": ["driver": ["name": "bible-epub", "rules": rules]], "results": results, "taxonomies": [wcag]]],
        ]
        return JSONFormat.serialize(log)
    }

    /// A rule's WCAG success criteria: as tags (what code-scanning views filter on), as relationships to the WCAG
    /// taxonomy's criteria, and axe-core's page for the rule that checks the built book as its help.
    private func accessibility(_ id: DiagnosticID, axeRule: String) -> [String: Any] {
        [
            "helpUri": AxeFindings.helpAddress(rule: axeRule),
            "properties": ["tags": ["accessibility"] + id.wcagCriteria.map { "WCAG \($0)" }],
            "relationships": id.wcagCriteria.map { criterion -> [String: Any] in
                ["target": ["id": criterion, "toolComponent": ["name": "WCAG"]], "kinds": ["relevant"]]
            },
        ]
    }

    /// WCAG 2.2 as a SARIF taxonomy: the success criteria the rules relate to.
    private var wcag: [String: Any] {
        let criteria = Set(DiagnosticID.allCases.flatMap(\.wcagCriteria)).sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        return [
            "name": "WCAG", "version": "2.2", "organization": "W3C", "informationUri": "https://www.w3.org/TR/WCAG22/",
            "taxa": criteria.map { ["id": $0, "name": "WCAG 2.2 success criterion \($0)"] },
        ]
    }

    private func level(_ severity: Severity) -> String {
        severity == .error ? "error" : (severity == .warning ? "warning" : "note")
    }
}
