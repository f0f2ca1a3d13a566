/// Which rule gave the reading order, and why it applied: what `toc` and `init` tell the author.
public struct OrderSource: Sendable, Equatable, Codable {
    /// The rules, in the order they are tried.
    public enum Rule: String, Sendable, Codable {
        /// `--spine` or `spine:` in the config.
        case spine
        /// A Diaryx-style workspace's `contents` from its root index.
        case workspace
        /// The spine of an EPUB package document (`*.opf`) in the vault.
        case package
        /// The pages' own `<link rel="next">` chain (and `rel="up"` for the hierarchy).
        case links
        /// The link order of a contents page.
        case contentsPage = "contents-page"
        /// The navigation tree a documentation generator writes as data (Doxygen's `navtreeindex*.js`).
        case navigationTree = "navigation-tree"
        /// Folder and file names, naturally sorted (numbered Parts, landing pages).
        case natural
    }

    /// The rule used.
    public var rule: Rule
    /// Why it applied, in a sentence (what it found and how much of the book it reached).
    public var reason: String

    /// Creates a source.
    public init(rule: Rule, reason: String) {
        self.rule = rule
        self.reason = reason
    }
}
