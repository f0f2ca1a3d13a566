/// An element as a pattern that can be found on many pages: its name and its `class` (or `id` when it has no class).
public struct ElementPattern: Hashable, Sendable, Comparable {
    /// The element name.
    public var name: String
    /// The attribute that tells it apart (`class` or `id`), nil for a bare element.
    public var attribute: String?
    /// That attribute's value, whitespace collapsed.
    public var value: String?

    /// The pattern of `element`.
    init(_ element: Element) {
        name = element.name
        if let classes = element[attribute: "class"].map(SourceText.collapseWhitespace), !classes.isEmpty {
            (attribute, value) = ("class", classes)
        } else if let id = element[attribute: "id"], !id.isEmpty {
            (attribute, value) = ("id", id)
        }
    }

    /// The XPath that selects it, as `strip:` and `unwrap:` take it.
    public var xpath: String {
        guard let attribute, let value else { return "//\(name)" }
        return "//\(name)[@\(attribute)='\(value)']"
    }

    public static func < (lhs: ElementPattern, rhs: ElementPattern) -> Bool { lhs.xpath < rhs.xpath }
}

/// App chrome a zero-config build removes: elements near the top of the page that repeat on nearly every page and
/// are not the page's own content (site headers and footers, breadcrumbs, previous/next rows, navigation). The
/// reading system gives the reader its own contents and page turns.
public enum AppChrome {
    /// Share of the pages an element must repeat on.
    static let repeatShare = 0.9
    /// Most of a page's text an element may hold and still be chrome.
    static let largestTextShare = 0.25
    /// Least share of an unmarked block's text that must be link text for it to count as navigation.
    static let linkShare = 0.6

    /// The patterns that are chrome on at least 90% of `outlines`' pages (three pages or more).
    public static func detect(in outlines: [PageOutline]) -> [ElementPattern] {
        guard outlines.count >= 3 else { return [] }
        var counts: [ElementPattern: Int] = [:]
        for patterns in Parallel.map(outlines, { Set(candidates(in: $0).map(ElementPattern.init)) }) {
            for pattern in patterns { counts[pattern, default: 0] += 1 }
        }
        let needed = Int((Double(outlines.count) * repeatShare).rounded(.up))
        return counts.filter { $0.value >= needed }.map(\.key).sorted()
    }

    /// Removes the elements of `patterns` from this page (any that holds the page's `h1` stays: that is content);
    /// returns the line of each pattern's first and the ids the removed elements held.
    static func remove(_ patterns: Set<ElementPattern>, from outline: PageOutline) -> (lines: [ElementPattern: Int], ids: Set<String>) {
        let patternNames = Set(patterns.map(\.name))
        var found: [Element] = []
        func visit(_ element: Element) {
            for child in element.childElements {
                guard let measure = outline.measures[ObjectIdentifier(child)] else { continue }
                if patternNames.contains(child.name), patterns.contains(ElementPattern(child)),
                   isChrome(child, measure, pageText: outline.pageText, onAnyShare: true) {
                    found.append(child)
                } else if !sections.contains(child.name) {
                    visit(child)
                }
            }
        }
        visit(outline.body)
        var lines: [ElementPattern: Int] = [:]
        var ids: Set<String> = []
        for (element, parent) in outline.placed(found) {
            if lines[ElementPattern(element)] == nil { lines[ElementPattern(element)] = element.line }
            if let id = element[attribute: "id"] { ids.insert(id) }
            element.forEachDescendant { if let id = $0[attribute: "id"] { ids.insert(id) } }
            parent.children.removeAll { if case .element(let child) = $0 { child === element } else { false } }
        }
        return (lines, ids)
    }

    /// The outermost elements of the outline that look like chrome on this page, holding at most `largestShare` of
    /// its text.
    static func candidates(in outline: PageOutline, largestShare: Double = largestTextShare) -> [Element] {
        guard outline.pageText > 0 else { return [] }
        var found: [Element] = []
        func visit(_ element: Element) {
            for child in element.childElements {
                guard let measure = outline.measures[ObjectIdentifier(child)] else { continue }
                if isChrome(child, measure, pageText: outline.pageText, largestShare: largestShare) {
                    found.append(child)
                } else if !sections.contains(child.name) {
                    visit(child)
                }
            }
        }
        visit(outline.body)
        return found
    }

    /// Whether `element` is chrome on its page; `onAnyShare` drops the size limit (a page of a few lines may be
    /// mostly chrome, once the pattern is known to be chrome on the other pages).
    private static func isChrome(_ element: Element, _ measure: PageOutline.Measure, pageText: Int, onAnyShare: Bool = false,
                                 largestShare: Double = largestTextShare) -> Bool {
        guard !measure.hasTopHeading, onAnyShare || Double(measure.text) <= Double(pageText) * largestShare else { return false }
        // A header with a heading inside heads a section of the page's content; chrome has none.
        if ["header", "footer", "nav"].contains(element.name) { return !measure.hasHeading }
        if let role = element[attribute: "role"]?.lowercased(), ["banner", "navigation", "contentinfo", "search"].contains(role) {
            return !measure.hasHeading
        }
        if namesNavigation(element) { return true }
        // A block of links counts only as a named component (a class or id), never as any bare <p> or <ul>.
        let named = element[attribute: "class"] != nil || element[attribute: "id"] != nil
        return named && !PageOutline.inlineElements.contains(element.name) && measure.text > 0
            && Double(measure.linkText) >= Double(measure.text) * linkShare && linksToNeighbours(element)
    }

    /// Whether the element's class or id names a navigation component (`nav`, `breadcrumbs`, `site-header`, …).
    private static func namesNavigation(_ element: Element) -> Bool {
        for name in ["class", "id"] {
            guard let value = element[attribute: name] else { continue }
            let lowered = value.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if chromeWords.contains(where: { lowered.firstIndex(ofBytes: $0) != nil }) { return true }
        }
        return false
    }

    /// Whether a link of the block is a page-turning one: "Next", "Previous", "Up", "Home", "Contents", "Index" or an
    /// arrow, as the navigation rows of DocBook, Sphinx, texinfo and javadoc pages say. A block of links without
    /// them ("See also") is the page's own content.
    private static func linksToNeighbours(_ element: Element) -> Bool {
        var found = false
        element.forEachDescendant { link in
            guard !found, link.name == "a" else { return }
            let text = link.textContent().lowercased()
            if text.unicodeScalars.contains(where: { arrows.contains($0) }) { found = true; return }
            let words = text.split { !$0.isLetter }
            found = words.count <= 3 && words.contains { navigationWords.contains(String($0)) }
        }
        return found
    }

    /// The page's content: chrome is around it, not inside.
    static let sections: Set<String> = ["main", "article", "section"]
    private static let chromeWords = ["nav", "breadcrumb", "header", "footer", "menu", "sidebar", "toolbar", "masthead", "pager", "pagination"]
        .map { Array($0.utf8) }
    private static let navigationWords: Set<String> = ["next", "previous", "prev", "up", "home", "contents", "index", "top", "back", "forward"]
    private static let arrows: Set<Unicode.Scalar> = ["←", "→", "↑", "«", "»", "‹", "›", "⇐", "⇒", "⇑", "◀", "▶"]
}

/// The top levels of a page's body with the size of the text under each element, measured in one walk: what
/// telling the page's content from its chrome and wrappers needs.
public struct PageOutline {
    /// Text sizes under one element.
    struct Measure {
        /// UTF-8 bytes of text (scripts and styles left out).
        var text = 0
        /// The part of `text` inside links.
        var linkText = 0
        /// Whether an `h1` is inside.
        var hasTopHeading = false
        /// Whether any heading (`h1`…`h6`) is inside.
        var hasHeading = false
    }

    /// How many levels below `body` are measured (body's children are level 1).
    static let depth = 4
    /// The elements whose children are measured below the first level: generic containers a page's chrome and
    /// wrappers sit in. Lists, paragraphs, tables and sections hold content, not chrome.
    static let containers: Set<String> = ["div", "center", "span", "form", "font"]
    /// The headings.
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Inline elements: never chrome blocks on their own.
    static let inlineElements: Set<String> = ["a", "span", "em", "strong", "code", "b", "i", "small", "abbr", "kbd", "sup", "sub"]

    /// The page's body.
    let body: Element
    /// Measures of the elements down to `depth`.
    let measures: [ObjectIdentifier: Measure]
    /// The parent of each measured element.
    let parents: [ObjectIdentifier: Element]
    /// The body's text size.
    let pageText: Int

    /// Measures `body`.
    init(body: Element) {
        self.body = body
        var measures: [ObjectIdentifier: Measure] = [:], parents: [ObjectIdentifier: Element] = [:]
        pageText = Self.measure(body, level: 0, inLink: false, into: &measures, parents: &parents).text
        self.measures = measures
        self.parents = parents
    }

    /// Each of `elements` with its parent.
    func placed(_ elements: [Element]) -> [(element: Element, parent: Element)] {
        elements.compactMap { element in parents[ObjectIdentifier(element)].map { (element, $0) } }
    }

    private static func measure(_ element: Element, level: Int, inLink: Bool, into table: inout [ObjectIdentifier: Measure],
                                parents: inout [ObjectIdentifier: Element], recorded: Bool = true) -> Measure {
        let traits = element.traits
        let isHeading = traits.contains(.heading)
        var total = Measure(hasTopHeading: isHeading && element.name == "h1", hasHeading: isHeading)
        let linked = inLink || traits.contains(.anchor)
        let recordsChildren = recorded && level < depth && (level == 0 || traits.contains(.outlineContainer))
        for child in element.children {
            switch child {
            case .text(let text):
                total.text += text.utf8.count
                if linked { total.linkText += text.utf8.count }
            case .element(let inner) where !inner.traits.contains(.rawText):
                let measured = measure(inner, level: level + 1, inLink: linked, into: &table, parents: &parents, recorded: recordsChildren)
                if recordsChildren { parents[ObjectIdentifier(inner)] = element }
                total.text += measured.text
                total.linkText += measured.linkText
                total.hasTopHeading = total.hasTopHeading || measured.hasTopHeading
                total.hasHeading = total.hasHeading || measured.hasHeading
            default: break
            }
        }
        if recorded && level >= 1 { table[ObjectIdentifier(element)] = total }
        return total
    }
}
