/// A page after parsing and structural repair: the tree plus what other pages need to know about it.
package final class ParsedPage: @unchecked Sendable {
    /// Vault-relative path.
    package let path: String
    /// The `html` element; later stages edit it in place, one thread at a time.
    package private(set) var root: Element
    /// Decoded source bytes, for finding columns.
    package let source: [UInt8]
    /// Text of `<title>`, whitespace collapsed.
    package let title: String?
    /// Text of the page's own first `<h1>`, whitespace collapsed (a site name every page shares is not it).
    package internal(set) var heading: String?
    /// Whether the body holds more than one `h1` (Doxygen's pages, a single-page manual): its first then names only
    /// the first section, and the `<title>` names the page.
    package internal(set) var hasSeveralTopHeadings = false
    /// The page's declared language.
    package let language: String?
    /// Each `id` as written, mapped to the id written in the book.
    package private(set) var idMap: [String: String]
    /// The ids, as written, of elements the build removed from the tree (`forgetIDs`).
    package private(set) var removedIDs: Set<String> = []
    /// App chrome removed from the page and wrappers unwrapped, by pattern, with the first one's line.
    package internal(set) var chrome: [ChromeChange] = []
    /// UTF-8 bytes of the text a reader sees, as the parser counted them (nil when it did not).
    var textBytes: Int?
    /// Which of the names in `ElementPresence` the parser met outside `head` (nil when it did not note them).
    var outsideHead: ElementPresence?
    /// The classes and ids the page puts on images, media and SVG (the style passes leave rules naming them alone).
    package internal(set) var replacedNames = ReplacedNames()
    /// A note's source-file attachments left out of the book (without `attachments: listings`).
    package internal(set) var sourceAttachments: [String] = []
    /// A note's `audience` frontmatter (nil when not written).
    package internal(set) var audience: [String]?
    /// Link relations, redirect and metadata from the page's head.
    package internal(set) var signals = PageSignals()
    /// What per-page content extraction kept and removed, with a web article's facts (nil when not extracted).
    package internal(set) var extraction: PageExtraction?
    /// Diaryx-style `contents`/`part_of` from a Markdown page's frontmatter.
    package let workspace: WorkspaceLinks?
    /// What parsing and repair found.
    package var diagnostics: [Diagnostic]

    /// Creates a parsed page.
    package init(path: String, root: Element, source: [UInt8], title: String?, heading: String?, language: String?,
                idMap: [String: String], workspace: WorkspaceLinks? = nil, diagnostics: [Diagnostic]) {
        self.path = path
        self.root = root
        self.source = source
        self.title = title
        self.heading = heading
        self.language = language
        self.idMap = idMap
        self.workspace = workspace
        self.diagnostics = diagnostics
    }

    /// Hands the tree to a stage that consumes it, leaving an empty document here (saves memory on large books).
    package func takeTree() -> Element {
        let tree = root
        root = Element("html", children: [.element(Element("head")), .element(Element("body"))])
        return tree
    }

    /// Forgets the ids of elements removed from the tree (`ids` as written in the book), so no link points at them.
    func forgetIDs(_ ids: Set<String>) {
        guard !ids.isEmpty else { return }
        for (written, id) in idMap where ids.contains(id) { removedIDs.insert(written) }
        idMap = idMap.filter { !ids.contains($0.value) }
    }

    /// False when the page certainly has none of `names` outside `head`, so a search for them need not walk it: the
    /// parser noted none, and no stage before the chrome and hidden-style stages (the ones that ask) adds such an
    /// element to an HTML page (Markdown notes, into which other notes are embedded, are not asked about).
    func mayHaveOutsideHead(_ names: ElementPresence) -> Bool {
        outsideHead.map { !$0.isDisjoint(with: names) } ?? true
    }

    /// The `head` element.
    package var head: Element? { root.firstChild(named: "head") }
    /// The `body` element.
    package var body: Element? { root.firstChild(named: "body") }

    /// Where `target` is written on `line` (1-based column) as an attribute value, its `occurrence`-th (from 0)
    /// such place on the line, for pointing at an href or src. `lineStarts`: `SourceText.lineStarts(in: source)`.
    /// When `target` is not on the element's line (a reference further down a `<style>` block, an attribute
    /// written on a later line of its tag, an image in the second line of a Markdown paragraph), the first line
    /// below it, within 200, that holds it; for an element with no line (raw HTML in Markdown), the first line.
    package func location(of target: String, line: Int, occurrence: Int = 0, lineStarts: [Int]? = nil) -> SourceLocation {
        let (found, places) = SourceText.valuePlaces(of: target, near: line, in: source, lineStarts: lineStarts)
        return SourceLocation(file: path, line: found, column: places.column(occurrence: found == line ? occurrence : 0))
    }
}

extension ReplacedNames {
    /// The replaced-element names of all `pages` (what a build's stylesheets are rewritten for).
    package init(of pages: some Sequence<ParsedPage>) {
        self = pages.reduce(into: ReplacedNames()) { $0.formUnion($1.replacedNames) }
    }
}

/// App chrome a build removed from a page, or a presentation wrapper it unwrapped.
package struct ChromeChange: Sendable, Hashable {
    /// What happened to the elements.
    package enum Kind: String, Sendable { case removed, unwrapped, linearized }
    /// Removed or unwrapped.
    package var kind: Kind
    /// The XPath of the elements (as `strip:` and `unwrap:` take it).
    package var pattern: String
    /// Line of the first such element on the page.
    package var line: Int
    /// Whether the author configured it (`strip:`/`unwrap:`) rather than the build detecting it.
    package var configured: Bool
}
