import Foundation

/// `{"diagnostics":[{"id","severity","file","line","column","message","target","hint"}],"summary":{...}}`.
enum JSONFormat {
    static func render(_ report: LintReport) -> String {
        let diagnostics = report.diagnostics.map { diagnostic -> [String: Any] in
            [
                "id": diagnostic.id, "severity": diagnostic.severity.rawValue, "file": diagnostic.file,
                "line": diagnostic.line, "column": diagnostic.column, "message": diagnostic.message,
                "target": diagnostic.target ?? NSNull(), "hint": diagnostic.hint ?? NSNull(),
            ]
        }
        let summary: [String: Any] = [
            "errors": report.count(.error), "warnings": report.count(.warning), "infos": report.count(.info),
            "pages": report.pageCount,
        ]
        return serialize(["diagnostics": diagnostics, "summary": summary])
    }

    /// Pretty, key-sorted JSON text.
    static func serialize(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
