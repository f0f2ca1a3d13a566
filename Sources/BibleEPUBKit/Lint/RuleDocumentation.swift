/// Human-readable rule descriptions for `--list-rules`, `--explain` and the README.
public enum RuleDocumentation {
    /// One line per rule: `ID  severity  name`.
    public static func list() -> String {
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        return RuleRegistry.all.map { rule in
            let description = rule.description
            return description.id.padding(width) + "  " + description.severity.rawValue.padding(7) + "  " + description.name
        }.joined(separator: "\n") + "\n"
    }

    /// The full description of rule `id`, or nil when no rule has it.
    public static func explain(_ id: String) -> String? {
        guard let description = RuleRegistry.rule(id)?.description else { return nil }
        var text = "\(description.id): \(description.name)\nDefault severity: \(description.severity.rawValue)\n\n"
        text += description.rationale + "\n\nTriggers:\n" + render(description.triggering) + "\nClean:\n" + render(description.clean)
        return text
    }

    /// The README's rule reference as a Markdown table.
    public static func markdownTable() -> String {
        var lines = ["| ID | default | what it catches |", "| --- | --- | --- |"]
        for rule in RuleRegistry.all {
            let description = rule.description
            lines.append("| `\(description.id)` | \(description.severity.rawValue) | **\(description.name).** \(description.rationale) |")
        }
        return lines.joined(separator: "\n") + "\n"
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
