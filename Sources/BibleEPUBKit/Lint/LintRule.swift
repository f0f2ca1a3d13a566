/// A small vault that demonstrates a rule: files by vault-relative path, plus an optional `book.yaml`.
package struct RuleExample: Sendable {
    /// Files of the example vault.
    package var files: [String: String]
    /// Files whose bytes are not UTF-8 text.
    package var binaryFiles: [String: [UInt8]]
    /// The store profile the example is linted with (store rules only).
    package var store: String?

    /// Creates an example vault.
    package init(_ files: [String: String], binary: [String: [UInt8]] = [:], store: String? = nil) {
        self.files = files
        self.binaryFiles = binary
        self.store = store
    }
}

/// What a rule is, for `--list-rules`, `--explain` and the README.
package struct RuleDescription: Sendable {
    /// Stable ID, also the diagnostic ID.
    package var id: DiagnosticID
    /// Short name (the catalog's summary).
    package var name: String { id.summary }
    /// Severity unless the config overrides it (the catalog's default).
    package var severity: Severity { id.defaultSeverity }
    /// Why the rule exists.
    package var rationale: String
    /// A vault that triggers the rule.
    package var triggering: RuleExample
    /// A vault that does not.
    package var clean: RuleExample
}

/// Everything a rule may look at: the analysis and what the build pipeline reported.
package struct LintContext: @unchecked Sendable {
    /// Config, inventory, parsed pages, reading order.
    package var analysis: VaultAnalysis
    /// Findings of the build pipeline (normalizing every page of the reading order).
    package var pipelineFindings: [Diagnostic]
    /// Vault paths of the non-page files the book packages (figures, stylesheets, cover).
    package var packagedFiles: Set<String>
    /// The store profile from `--store`, when given.
    package var store: StoreProfile?
    /// The store profile when it is an e-book store's (its EPUB rules apply; a paperback's do not).
    package var ebookStore: StoreProfile? { store?.paperback == true ? nil : store }
    /// The normalized pages (for store checks on the book as it will ship).
    var normalized: [NormalizedPage] = []
    /// The accessibility metadata the build would write, nil when lint did not normalize the pages.
    var accessibility: AccessibilityMetadata?
}

/// One lint rule: a description and a check.
package protocol LintRule: Sendable {
    /// What the rule is.
    var description: RuleDescription { get }
    /// The rule's findings at their severity (book.yaml overrides are applied by the linter).
    func check(_ context: LintContext) -> [Diagnostic]
}

/// A rule whose findings the build pipeline already produces (so lint and build agree exactly).
package protocol PipelineRule: LintRule {}

extension PipelineRule {
    /// The pipeline's findings with this rule's ID, at the rule's severity (build reports them as warnings).
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.pipelineFindings.filter { $0.id == description.id.rawValue }.map { finding in
            var copy = finding
            copy.severity = description.severity
            return copy
        }
    }
}

/// A PNG signature and IHDR chunk of the given size (enough for `ImageSize`), for rule examples and tests.
package func examplePNG(width: Int, height: Int) -> [UInt8] {
    let be = { (value: Int) in [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0]
}

/// Example vault pages for rule descriptions.
enum Example {
    /// A minimal page.
    static func page(_ body: String, title: String = "Page", lang: String = "en", head: String = "") -> String {
        "<!DOCTYPE html><html lang=\"\(lang)\"><head><meta charset=\"utf-8\"><title>\(title)</title>\(head)</head><body>\n\(body)\n</body></html>"
    }

    /// A saved web article: `body` in a page whose metadata says it is an article published at `https://example.org/a`.
    static func page(article body: String) -> String {
        page(body, title: "A", head: "<meta property=\"og:type\" content=\"article\"><meta property=\"og:url\" content=\"https://example.org/a\">")
    }

    /// A Markdown note with Diaryx-style frontmatter (`title`, `part_of`, `contents`) and a heading.
    static func note(_ title: String, partOf: String? = nil, contents: [String] = []) -> String {
        var yaml = "title: \(title)\n"
        if let partOf { yaml += "part_of: '\(partOf)'\n" }
        if !contents.isEmpty { yaml += "contents:\n" + contents.map { "  - '\($0)'\n" }.joined() }
        return "---\n\(yaml)---\n# \(title)\n"
    }
}

/// A `style.*` rule: the build rewrites the vault's CSS for paginated readers and reports it as information; with
/// `--store`, the same findings are warnings, since the store's readers would break on the CSS as written.
package protocol ReadingSystemStyleRule: LintRule {}

extension ReadingSystemStyleRule {
    /// The pipeline's findings with this rule's ID: info, or warnings under a store profile.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.pipelineFindings.filter { $0.id == description.id.rawValue }.map { finding in
            var copy = finding
            copy.severity = context.store == nil ? description.severity : .warning
            return copy
        }
    }
}

extension Example {
    /// A page whose `<style>` block is `css`.
    static func styled(_ css: String, body: String = "<h1>Title</h1><p>Text.</p>") -> [String: String] {
        ["a.html": page(body, head: "<style>\(css)</style>")]
    }
}
