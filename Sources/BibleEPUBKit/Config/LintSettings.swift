/// A finding the author has accepted, with the reason why.
package struct Suppression: Sendable, Equatable {
    /// Rule ID.
    package var rule: String
    /// Vault-relative file the finding is in.
    package var path: String
    /// Line, when only one finding in the file is meant.
    package var line: Int?
    /// Why the finding is accepted (mandatory).
    package var reason: String
    /// Where the suppression is written, for reporting it when it matches nothing.
    package var location: SourceLocation
}

/// The `lint:` section of `book.yaml`.
package struct LintSettings: Sendable, Equatable {
    /// Severity per rule ID; nil turns the rule off.
    package var severities: [String: Severity?] = [:]
    /// Accepted findings.
    package var suppressions: [Suppression] = []

    /// Empty settings.
    package init() {}
}
