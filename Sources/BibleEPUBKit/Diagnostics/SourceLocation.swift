/// A place in a vault file, used to attach diagnostics to what the author wrote.
package struct SourceLocation: Sendable, Hashable, Codable {
    /// Vault-relative path.
    package var file: String
    /// 1-based line, 0 when unknown.
    package var line: Int
    /// 1-based column, 0 when unknown.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }
}

extension Diagnostic {
    /// Creates a diagnostic at a source location.
    package init(
        _ id: DiagnosticID, _ severity: Severity, at location: SourceLocation, _ message: String,
        target: String? = nil, hint: String? = nil
    ) {
        self.init(
            id: id, severity: severity, file: location.file, line: location.line,
            column: location.column, message: message, target: target, hint: hint)
    }
}
