/// A finding the author has accepted, with the reason why.
public struct Suppression: Sendable, Equatable {
    /// Rule ID.
    public var rule: String
    /// Vault-relative file the finding is in.
    public var path: String
    /// Line, when only one finding in the file is meant.
    public var line: Int?
    /// Why the finding is accepted (mandatory).
    public var reason: String
    /// Where the suppression is written, for reporting it when it matches nothing.
    public var location: SourceLocation
}

/// The `lint:` section of `book.yaml`.
public struct LintSettings: Sendable, Equatable {
    /// Severity per rule ID; nil turns the rule off.
    public var severities: [String: Severity?] = [:]
    /// Accepted findings.
    public var suppressions: [Suppression] = []

    /// Empty settings.
    public init() {}
}
