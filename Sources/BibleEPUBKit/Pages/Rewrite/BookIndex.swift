import Foundation

/// What every page's normalization needs to know about the whole book; read-only and shared across threads.
package struct BookIndex: Sendable {
    /// Resolves references against the vault.
    package var resolver: ReferenceResolver
    /// Vault path -> package path.
    package let paths: PackagePaths
    /// Script handling.
    package var scripts: BookConfig.ScriptPolicy
    /// Whether forms and their controls stay (the page is then marked scripted).
    package var forms: BookConfig.FormPolicy
    /// Stylesheet handling.
    package var styles: BookConfig.StylePolicy
    /// Whether the author's colours are kept (`theme: keep`) or left to the reader's theme.
    package var theme: ThemePolicy = .reader
    /// The classes and ids the book's pages put on images, media and SVG (nil: not known, as in a lone page's check).
    package var replacedNames: ReplacedNames?
    /// Language written on pages that declare none.
    package var language: String
    /// Package path of the template stylesheet, when pages link it.
    package var templateStylesheet: String?
    /// Labels for pages without a `<title>`, by vault path.
    package var fallbackTitles: [String: String]
    /// Where links to pages outside this book go (a web URL base), or nil to unwrap them.
    package var outsideLinkBase: String?
    /// Pages left out because they only redirect, with where links to them go instead.
    package var redirects: [String: RedirectTarget] = [:]
    /// Notes left out for the audience: links to them are unwrapped as intended (info, not a warning).
    package var excludedPages: Set<String> = []
    /// Pages the order left out on purpose, with why (links to them are unwrapped, reported as info).
    package var leftOutPages: [String: String] = [:]
    /// Pages outside the reading order (`linear="no"`): each page notes the ones its kept links reach.
    package var nonLinearPages: Set<String> = []
    /// The top-level folders holding the book in one language each: their pages' language when they state none.
    package var languageFolders: [String] = []
    /// False when only findings are wanted (lint): pages are not serialized.
    package var serializes = true
    /// True when each serialized page records its elements' source lines (`build --check`).
    package var recordsSourceLines = false
    /// Names of generated stylesheets, shared by the build's workers.
    package var styleSheetNames = StyleSheetNames()
    /// Each page of the whole book (`bookPages`, default the spine) and of this build's `spine`, as a link sees it:
    /// one lookup answers in-book, in-spine, package path and ids.
    let pageTargets: [String: PageLinkTarget]

    /// Creates an index.
    package init(resolver: ReferenceResolver, paths: PackagePaths, spine: Set<String>, idMaps: [String: [String: String]],
                scripts: BookConfig.ScriptPolicy, styles: BookConfig.StylePolicy, language: String,
                templateStylesheet: String?, fallbackTitles: [String: String], bookPages: Set<String>? = nil,
                outsideLinkBase: String? = nil, forms: BookConfig.FormPolicy = .remove) {
        self.forms = forms
        self.resolver = resolver
        self.paths = paths
        self.scripts = scripts
        self.styles = styles
        self.language = language
        self.templateStylesheet = templateStylesheet
        self.fallbackTitles = fallbackTitles
        self.outsideLinkBase = outsideLinkBase
        let bookPages = bookPages ?? spine
        var targets: [String: PageLinkTarget] = [:]
        for page in bookPages.union(spine) {
            targets[page] = PageLinkTarget(
                inBook: bookPages.contains(page), packagePath: spine.contains(page) ? paths.packagePath(for: page) : nil,
                ids: idMaps[page])
        }
        self.pageTargets = targets
    }
}

/// A page a link may point at, as the book sees it.
struct PageLinkTarget: Sendable {
    /// In the whole book's reading order (a Part build's spine is a subset).
    let inBook: Bool
    /// Its package path, when it is in this build's spine.
    let packagePath: String?
    /// Its ids as written -> ids in the book.
    let ids: [String: String]?
}

/// A page ready for the archive, plus what the package documents need to know about it.
package struct NormalizedPage: Sendable {
    /// Vault-relative source path.
    package var vaultPath: String
    /// Path inside `OEBPS/`.
    package var packagePath: String
    /// The XHTML document (empty once compressed for the archive).
    package var xhtml: [UInt8]
    /// The XHTML deflated for the archive: builds compress each page on the thread that normalized it.
    package var deflated: DeflatedBytes?

    /// Replaces `xhtml` by its deflated form (a fifth of the memory; the archive then only copies it).
    package mutating func compressForArchive() {
        deflated = DeflatedBytes(compressing: xhtml)
        xhtml = []
    }
    /// Vault paths of the files this page uses (images, stylesheets, fonts, media).
    package var resources: Set<String>
    /// Generated stylesheets this page links: package path -> CSS text.
    package var generatedStyles: [String: String]
    /// Manifest properties (`svg`, `mathml`, `scripted`).
    package var properties: Set<String>
    /// Number of `<img>` elements kept.
    package var imageCount: Int
    /// Number of kept `<img>` elements whose alt text was missing.
    package var imagesWithoutAlt: Int
    /// True when the page has audio or video.
    package var hasMedia: Bool
    /// Its headings, for the accessibility metadata.
    package var headingOutline = HeadingOutline()
    /// What normalization dropped or repaired.
    package var diagnostics: [Diagnostic]
    /// The non-linear pages this page's links reach (a non-linear page no kept link reaches is left out).
    package var linkedNonLinear: Set<String> = []
    /// Where the XHTML's elements came from in the vault file, when recorded.
    package var sourceLines: SourceLineMap?
    /// What the reading-system passes changed in the page's shared `<style>` blocks: reported once per stylesheet,
    /// at the first page in reading order that uses it.
    package var sharedStyleFindings: [SharedStyleFindings] = []
}

/// The findings about one shared stylesheet, as seen from one page (made into diagnostics only for the page that
/// reports them).
package struct SharedStyleFindings: Sendable {
    /// The stylesheet's package path.
    package var stylesheet: String
    /// The page that links it.
    package var page: String
    /// The page line of the `<style>` element the stylesheet came from.
    package var line: Int
    /// What the reading-system passes changed, at lines of the stylesheet.
    package var findings: [StyleFinding]

    /// The findings as diagnostics at the page's lines.
    package var diagnostics: [Diagnostic] {
        findings.map { StyleFindingText.diagnostic($0, file: page, line: line + $0.line - 1, place: "the page's <style>") }
    }
}
