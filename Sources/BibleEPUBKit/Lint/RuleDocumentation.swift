/// Human-readable descriptions of every diagnostic ID for `--list-rules`, `--explain` and the README, read from
/// the catalog (`DiagnosticID`) and, for IDs that are lint rules, the rule's rationale and examples.
package enum RuleDocumentation {
    /// One line per rule (`ID  severity  name`), then one per other diagnostic the build reports.
    package static func list() -> String {
        let width = DiagnosticID.allCases.map(\.rawValue.count).max() ?? 0
        let line = { (id: DiagnosticID) in id.rawValue.padding(width) + "  " + id.defaultSeverity.rawValue.padding(7) + "  " + id.summary }
        return RuleRegistry.all.map { line($0.description.id) }.joined(separator: "\n")
            + "\n\nReported by the build (configurable and suppressible the same way):\n"
            + pipelineIDs.map(line).joined(separator: "\n") + "\n"
    }

    /// What `id` means: its default severity and summary, and for a lint rule its rationale and examples; nil
    /// when the catalog has no such ID.
    package static func explain(_ id: String) -> String? {
        guard let known = DiagnosticID(rawValue: id) else { return nil }
        var text = "\(known.rawValue): \(known.summary)\nDefault severity: \(known.defaultSeverity.rawValue)\n"
        guard let description = RuleRegistry.rule(id)?.description else {
            return text + "\nReported by the build; book.yaml's lint: severity: and suppress: apply to it like to a rule.\n"
        }
        text += "\n" + description.rationale + "\n\nTriggers:\n" + render(description.triggering) + "\nClean:\n" + render(description.clean)
        return text
    }

    /// The README's rule reference as a Markdown table.
    package static func markdownTable() -> String {
        var lines = ["| ID | default | what it catches |", "| --- | --- | --- |"]
        for rule in RuleRegistry.all {
            let description = rule.description
            lines.append("| `\(description.id.rawValue)` | \(description.severity.rawValue) | **\(description.name).** \(description.rationale) |")
        }
        lines += ["", "Reported by the build (what it repaired or dropped; `lint: severity:` and `suppress:` apply alike):", ""]
        lines += ["| ID | default | meaning |", "| --- | --- | --- |"]
        lines += pipelineIDs.map { "| `\($0.rawValue)` | \($0.defaultSeverity.rawValue) | \($0.summary) |" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The catalog's IDs that no lint rule owns, in ID order.
    static var pipelineIDs: [DiagnosticID] {
        let rules = Set(RuleRegistry.all.map(\.description.id))
        return DiagnosticID.allCases.filter { !rules.contains($0) }.sorted()
    }

    private static func render(_ example: RuleExample) -> String {
        let files = example.files.keys.sorted().map { "  \($0):\n" + indent(example.files[$0]!) }
        let binary = example.binaryFiles.keys.sorted().map { "  \($0): (\(example.binaryFiles[$0]!.count) bytes, not UTF-8)" }
        return (files + binary).joined(separator: "\n") + "\n"
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
