/// How serious a finding is.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case info, warning, error

    /// The order used for sorting and for `--strict` checks.
    var rank: Int { self == .info ? 0 : (self == .warning ? 1 : 2) }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding about the vault, with a stable ID and a place in a file.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// Stable identifier such as `link.missing-file` (a `DiagnosticID`'s raw value, or an external check's ID);
    /// tests and suppressions use it.
    public var id: String
    /// How serious the finding is.
    public var severity: Severity
    /// Vault-relative path of the file the finding is about (empty for the whole book).
    public var file: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String
    /// The href/src exactly as written in the page, or the element pattern (an XPath) a finding about elements names.
    public var target: String?
    /// What the author can do about it, when we know.
    public var hint: String?

    /// Creates a diagnostic with an ID of the catalog.
    public init(
        id: DiagnosticID, severity: Severity, file: String, line: Int = 0, column: Int = 0,
        message: String, target: String? = nil, hint: String? = nil
    ) {
        self.init(toolID: id.rawValue, severity: severity, file: file, line: line, column: column,
                  message: message, target: target, hint: hint)
    }

    /// Creates a diagnostic for a finding of an external check, under the tool's own ID (`epubcheck.RSC-005`,
    /// `render.clipped`).
    init(
        toolID id: String, severity: Severity, file: String, line: Int = 0, column: Int = 0,
        message: String, target: String? = nil, hint: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.target = target
        self.hint = hint
    }

    /// `path:line:col: severity: message [ID]`, the compiler-style line: one line, whatever names the vault holds
    /// (control characters escaped, `PrintableText`).
    public var formatted: String {
        var place = file.isEmpty ? "<book>" : PrintableText.escaped(file)
        if line > 0 { place += ":\(line)" + (column > 0 ? ":\(column)" : "") }
        return "\(place): \(severity.rawValue): \(PrintableText.escaped(message)) [\(id)]"
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, then ID, so output is stable.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.id, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.id, rhs.message)
    }
}
