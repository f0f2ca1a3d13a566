/// Everything the author can set in `book.yaml`; every field is optional.
public struct BookConfig: Sendable, Equatable {
    /// What happens to `<script>` elements.
    public enum ScriptPolicy: String, Sendable, CaseIterable { case remove, keep }
    /// What the build does with web forms and their controls (site search, feedback boxes).
    public enum FormPolicy: String, Sendable, CaseIterable { case remove, keep }
    /// Which stylesheets the pages get.
    public enum StylePolicy: String, Sendable, CaseIterable { case page, template, both }
    /// How the reading order is found when no spine list is given.
    public enum OrderPolicy: String, Sendable, CaseIterable { case natural, toc, contents }

    /// Accessibility metadata the author wants instead of the derived values.
    public struct Accessibility: Sendable, Equatable {
        /// `schema:accessibilitySummary` text.
        public var summary: String?
        /// `schema:accessibilityFeature` values.
        public var features: [String]?
        /// `schema:accessibilityHazard` values.
        public var hazards: [String]?
        /// `schema:accessMode` values.
        public var accessModes: [String]?
        /// `schema:accessModeSufficient` values (each a comma-separated set).
        public var accessModesSufficient: [String]?
        /// Creates empty overrides.
        public init() {}
    }

    /// Book title; default: the pages' common `<title>` suffix, else the vault folder name.
    public var title: String?
    /// Subtitle, written as a second `dc:title`.
    public var subtitle: String?
    /// BCP 47 language tag; default: the pages' `lang`.
    public var language: String?
    /// `dc:identifier`; default: a UUIDv5 of the title.
    public var identifier: String?
    /// Authors, in order.
    public var creators: [String] = []
    /// Publisher name.
    public var publisher: String?
    /// Rights statement.
    public var rights: String?
    /// Description (blurb).
    public var description: String?
    /// Subjects.
    public var subjects: [String] = []
    /// `dcterms:modified` as `YYYY-MM-DDThh:mm:ssZ` or `YYYY-MM-DD`.
    public var modified: String?
    /// Vault-relative path of the cover image.
    public var cover: String?
    /// Vault-relative reading order (pages or folders).
    public var spine: [String]?
    /// Reading order policy when `spine` is absent; nil: `contents` when a root index exists, else `natural`.
    public var order: OrderPolicy?
    /// Vault-relative path of the table-of-contents page.
    public var toc: String?
    /// XPath expressions removed from every page; nil: the app chrome the pages share is found and removed.
    public var strip: [String]?
    /// XPath expressions whose elements give way to their content on every page; nil: presentation wrappers
    /// (a list whose items are the page's paragraphs and headings) are found and unwrapped.
    public var unwrap: [String]?
    /// Whether the author's page colours and theme-fighting colours are kept.
    public var theme: ThemePolicy = .reader
    /// Script handling.
    public var scripts: ScriptPolicy = .remove
    /// Form handling: removed by default (a form makes EPUBCheck require the page be marked scripted).
    public var forms: FormPolicy = .remove
    /// Stylesheet handling.
    public var styles: StylePolicy = .page
    /// Accessibility overrides.
    public var accessibility = Accessibility()
    /// Title pattern of Part builds; `{book}` and `{part}` are replaced.
    public var partTitle: String?
    /// Pages put before each Part's own pages in Part builds (e.g. the title page).
    public var partFrontMatter: [String] = []
    /// Base URL where the vault is published; Part builds link pages outside the Part there.
    public var webBaseURL: String?
    /// Which files are pages: `html`, and `md` for Markdown (default: html; md when the vault has no HTML).
    public var pageKinds: Set<String> = ["html"]
    /// Lint severities and suppressions.
    public var lint = LintSettings()

    /// Creates the default configuration.
    public init() {}
}
