/// Everything the author can set in `book.yaml`; every field is optional.
package struct BookConfig: Sendable, Equatable {
    /// What happens to `<script>` elements.
    package enum ScriptPolicy: String, Sendable, CaseIterable { case remove, keep }
    /// Whether web articles keep only the content their markup declares (`extract:`).
    package enum ExtractPolicy: String, Sendable, CaseIterable { case auto, off }
    /// What the build does with web forms and their controls (site search, feedback boxes).
    package enum FormPolicy: String, Sendable, CaseIterable { case remove, keep }
    /// Which stylesheets the pages get.
    package enum StylePolicy: String, Sendable, CaseIterable { case page, template, both }
    /// How the reading order is found when no spine list is given.
    package enum OrderPolicy: String, Sendable, CaseIterable { case natural, toc, contents }
    /// Which front matter the build adds before the book's first page.
    package enum FrontMatterPolicy: String, Sendable, CaseIterable {
        /// A title page when the vault has none of its own; a copyright page when `rights:`, `publisher:` or an ISBN says something.
        case auto
        /// No generated front matter.
        case none
        /// A title page, and no copyright page.
        case title
        /// A title page and a copyright page.
        case titleAndCopyright = "title+copyright"
    }

    /// Accessibility metadata the author wants instead of the derived values.
    package struct Accessibility: Sendable, Equatable {
        /// `schema:accessibilitySummary` text.
        package var summary: String?
        /// `schema:accessibilityFeature` values.
        package var features: [String]?
        /// `schema:accessibilityHazard` values.
        package var hazards: [String]?
        /// `schema:accessMode` values.
        package var accessModes: [String]?
        /// `schema:accessModeSufficient` values (each a comma-separated set).
        package var accessModesSufficient: [String]?
        /// The conformance the author claims (`dcterms:conformsTo`, such as "EPUB Accessibility 1.1 - WCAG 2.2 Level
        /// AA"): written only when the build's checks find nothing against it.
        package var conformsTo: String?
        /// Who evaluated the claim (`a11y:certifiedBy`); default: the publisher, else the first author.
        package var certifiedBy: String?
        /// Creates empty overrides.
        package init() {}
    }

    /// Book title; default: the pages' common `<title>` suffix, else the vault folder name.
    package var title: String?
    /// Subtitle, written as a second `dc:title`.
    package var subtitle: String?
    /// BCP 47 language tag; default: the pages' `lang`.
    package var language: String?
    /// `dc:identifier`; default: a UUIDv5 of the title.
    package var identifier: String?
    /// Authors, in order.
    package var creators: [String] = []
    /// Publisher name.
    package var publisher: String?
    /// Rights statement.
    package var rights: String?
    /// Description (blurb).
    package var description: String?
    /// Subjects.
    package var subjects: [String] = []
    /// `dcterms:modified` as `YYYY-MM-DDThh:mm:ssZ` or `YYYY-MM-DD`.
    package var modified: String?
    /// Vault-relative path of the cover image.
    package var cover: String?
    /// Where `cover:` was written (book.yaml or the `--config` file, line and column), for findings about it.
    package var coverLocation = SourceLocation(file: "book.yaml")
    /// Vault-relative reading order (pages or folders).
    package var spine: [String]?
    /// Where each `spine` entry is written in the config file (same order), for findings about it.
    package var spineLocations: [SourceLocation] = []
    /// Reading order policy when `spine` is absent; nil: `contents` when a root index exists, else `natural`.
    package var order: OrderPolicy?
    /// Vault-relative path of the table-of-contents page.
    package var toc: String?
    /// XPath expressions removed from every page; nil: the app chrome the pages share is found and removed.
    package var strip: [String]?
    /// XPath expressions whose elements give way to their content on every page; nil: presentation wrappers
    /// (a list whose items are the page's paragraphs and headings) are found and unwrapped.
    package var unwrap: [String]?
    /// Whether the author's page colours and theme-fighting colours are kept.
    package var theme: ThemePolicy = .reader
    /// Per-page content extraction of web articles and of books too small for repetition to find chrome.
    package var extract: ExtractPolicy = .auto
    /// Script handling.
    package var scripts: ScriptPolicy = .remove
    /// Form handling: removed by default (a form makes EPUBCheck require the page be marked scripted).
    package var forms: FormPolicy = .remove
    /// Stylesheet handling.
    package var styles: StylePolicy = .page
    /// Accessibility overrides.
    package var accessibility = Accessibility()
    /// The print edition's page (`print: {trim: 6x9in}`).
    package var print = PrintSettings.standard
    /// Title pattern of Part builds; `{book}` and `{part}` are replaced.
    package var partTitle: String?
    /// Pages put before each Part's own pages in Part builds (e.g. the title page).
    package var partFrontMatter: [String] = []
    /// Base URL where the vault is published; Part builds link pages outside the Part there.
    package var webBaseURL: String?
    /// The audience whose book is built (Diaryx `audience` tags; `*` for every note); `--audience` wins.
    package var audience: String?
    /// The audience of notes that name none, themselves or through their parents (else they are private).
    package var defaultAudience: String?
    /// True to append a note's source-file attachments as code listings (`attachments: listings`).
    package var attachmentListings = false
    /// Which files are pages: `html`, and `md` for Markdown (default: html; md when the vault has no HTML).
    package var pageKinds: Set<String> = ["html"]
    /// True when `pages:` was written (else the kinds are inferred from the vault).
    package var pageKindsGiven = false
    /// Lint severities and suppressions.
    package var lint = LintSettings()
    /// Generated front matter (`front-matter:`).
    package var frontMatter: FrontMatterPolicy = .auto
    /// Whether the copyright page says the book was made with bible-epub (`made-with: true`).
    package var madeWith = false
    /// Globs of vault paths that are never pages of the book (`exclude:`).
    package var exclude: [String] = []
    /// Where each `exclude:` glob is written.
    package var excludeLocations: [SourceLocation] = []

    /// Creates the default configuration.
    package init() {}
}
