/// The repairs one pass made on a page, counted per kind: each kind becomes one diagnostic with the count and
/// the first line, never one per element by the thousand.
struct RepairLedger {
    private struct Entry {
        var id: DiagnosticID
        var severity: Severity
        var message: String
        var line: Int
        var count: Int
        var hint: String?
    }

    let file: String
    private var entries: [String: Entry] = [:]
    private var order: [String] = []

    /// A ledger for the page at `file`.
    init(file: String) { self.file = file }

    /// Counts one repair; `message` names the kind (the same message is the same kind).
    mutating func record(_ id: DiagnosticID, _ severity: Severity, line: Int, _ message: String, hint: String? = nil) {
        let key = id.rawValue + "\u{1}" + message
        if entries[key] != nil {
            entries[key]!.count += 1
            if entries[key]!.line == 0 { entries[key]!.line = line }
            return
        }
        entries[key] = Entry(id: id, severity: severity, message: message, line: line, count: 1, hint: hint)
        order.append(key)
    }

    /// One diagnostic per kind, in the order the kinds were first seen.
    var diagnostics: [Diagnostic] {
        order.compactMap { entries[$0] }.map { entry in
            Diagnostic(id: entry.id, severity: entry.severity, file: file, line: entry.line,
                       message: entry.message + Diagnostic.repeatedSuffix(entry.count), hint: entry.hint)
        }
    }
}
