/// A page after parsing and structural repair: the tree plus what other pages need to know about it.
public final class ParsedPage: @unchecked Sendable {
    /// Vault-relative path.
    public let path: String
    /// The `html` element; later stages edit it in place, one thread at a time.
    public private(set) var root: Element
    /// Decoded source bytes, for finding columns.
    public let source: [UInt8]
    /// Text of `<title>`, whitespace collapsed.
    public let title: String?
    /// Text of the first `<h1>`, whitespace collapsed.
    public let heading: String?
    /// The page's declared language.
    public let language: String?
    /// Each `id` as written, mapped to the id written in the book.
    public private(set) var idMap: [String: String]
    /// App chrome removed from the page and wrappers unwrapped, by pattern, with the first one's line.
    public internal(set) var chrome: [ChromeChange] = []
    /// UTF-8 bytes of the text a reader sees, as the parser counted them (nil when it did not).
    var textBytes: Int?
    /// Diaryx-style `contents`/`part_of` from a Markdown page's frontmatter.
    public let workspace: WorkspaceLinks?
    /// What parsing and repair found.
    public var diagnostics: [Diagnostic]

    /// Creates a parsed page.
    public init(path: String, root: Element, source: [UInt8], title: String?, heading: String?, language: String?,
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
    public func takeTree() -> Element {
        let tree = root
        root = Element("html", children: [.element(Element("head")), .element(Element("body"))])
        return tree
    }

    /// Forgets the ids of elements removed from the tree (`ids` as written in the book), so no link points at them.
    func forgetIDs(_ ids: Set<String>) {
        guard !ids.isEmpty else { return }
        idMap = idMap.filter { !ids.contains($0.value) }
    }

    /// The `head` element.
    public var head: Element? { root.firstChild(named: "head") }
    /// The `body` element.
    public var body: Element? { root.firstChild(named: "body") }

    /// Where `target` is written on `line` (1-based column), for pointing at an href or src.
    public func location(of target: String, line: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: SourceText.column(of: target, onLine: line, in: source))
    }
}

/// App chrome a build removed from a page, or a presentation wrapper it unwrapped.
public struct ChromeChange: Sendable, Hashable {
    /// What happened to the elements.
    public enum Kind: String, Sendable { case removed, unwrapped }
    /// Removed or unwrapped.
    public var kind: Kind
    /// The XPath of the elements (as `strip:` and `unwrap:` take it).
    public var pattern: String
    /// Line of the first such element on the page.
    public var line: Int
    /// Whether the author configured it (`strip:`/`unwrap:`) rather than the build detecting it.
    public var configured: Bool
}
