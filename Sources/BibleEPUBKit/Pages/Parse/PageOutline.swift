/// The top levels of a page's body and the size of the text under an element: what telling the page's content
/// from its chrome and wrappers needs. Measures are taken when asked, once, and stop early once past a limit: the
/// questions are "is it a small part of the page?" and "is it most of it?", never the exact size of a large part.
package final class PageOutline {
    /// Text sizes under one element.
    struct Measure {
        /// UTF-8 bytes of text (scripts and styles left out), or past the limit asked about when not `complete`.
        var text = 0
        /// The part of `text` inside links.
        var linkText = 0
        /// The part of `text` in text nodes that say nothing (`saysNothing`): a template's indentation between
        /// elements, the separators between a bar's links.
        var blankText = 0
        /// Whether an `h1` is inside.
        var hasTopHeading = false
        /// Whether any heading (`h1`…`h6`) is inside.
        var hasHeading = false
        /// Whether the whole subtree was measured (else the walk stopped past its limit).
        var complete = true
    }

    /// How many levels below `body` are looked at (body's children are level 1).
    static let depth = 4
    /// How many levels below `body` the content a page declares is looked for, and the containers around it looked
    /// inside: Furo's `article[role=main]` is five levels down, the "Back to top" link and contents drawer beside it.
    static let mainDepth = 8
    /// Inline elements: never chrome blocks on their own.
    static let inlineElements: Set<String> = ["a", "span", "em", "strong", "code", "b", "i", "small", "abbr", "kbd", "sup", "sub"]

    /// The page's body.
    let body: Element
    /// The body's text size.
    let pageText: Int
    private var measured: [ObjectIdentifier: Measure] = [:]
    /// The `h1` that names the site, not the page (`SiteHeadingStage`): measures count it as text, not as a heading.
    /// Set before the first measure.
    var siteHeading: Element?

    /// The outline of `body`, whose text size the parser counted (`pageText`), or is measured now.
    init(body: Element, pageText: Int? = nil) {
        self.body = body
        var measure = Measure()
        if let pageText { measure.text = pageText } else { _ = Self.walk(body, inLink: false, limit: .max, siteHeading: nil, into: &measure) }
        self.pageText = measure.text
    }

    /// Calls `visit` with each element at the levels looked at and its parent, in document order; `visit` says
    /// whether to look inside it too (only the body's, generic containers' and a `<main>` around the content's children
    /// are looked at, and the containers around the declared content's at any of their levels).
    func forEachElement(_ visit: (_ element: Element, _ parent: Element) -> Bool) {
        func children(of parent: Element, level: Int) {
            for case .element(let child) in parent.children where !child.traits.contains(.rawText) {
                if visit(child, parent), (level < Self.depth && child.traits.contains(.outlineContainer)) || isAroundMainContent(child) {
                    children(of: child, level: level + 1)
                }
            }
        }
        children(of: body, level: 1)
    }

    /// The page's declared content (`<main>` or `role="main"`, within `mainDepth` levels) and the elements around
    /// it, or nil when it declares none. A `<main>` that holds one `<article>` (or a second `role="main"`) with the
    /// page's `h1` is around it: the article is the content, and what `<main>` holds beside it (MkDocs Material's
    /// sidebars, Furo's contents drawer) is not.
    private(set) lazy var mainContent: (main: Element, around: Set<ObjectIdentifier>)? = {
        var path: [Element] = [], found: (main: Element, around: Set<ObjectIdentifier>)?
        func search(_ parent: Element, level: Int) {
            for case .element(let child) in parent.children where found == nil && !child.traits.contains(.rawText) {
                if Self.declaresContent(child) {
                    found = (child, Set(path.map(ObjectIdentifier.init)))
                } else if level < Self.mainDepth, child.traits.contains(.outlineContainer) || child.name == "section" {
                    // Read the Docs wraps its content column in a <section>: the declared content is looked for inside.
                    path.append(child)
                    search(child, level: level + 1)
                    path.removeLast()
                }
            }
        }
        search(body, level: 1)
        guard let outer = found, let (inner, innerPath) = soleInnerContent(of: outer.main) else { return found }
        return (inner, outer.around.union(([outer.main] + innerPath).map(ObjectIdentifier.init)))
    }()

    /// The one `<article>` or `role="main"` element inside `main` (through generic containers) when it holds the
    /// page's `h1`, with the containers between them.
    private func soleInnerContent(of main: Element) -> (Element, [Element])? {
        var found: [(Element, [Element])] = [], path: [Element] = []
        func search(_ parent: Element) {
            for case .element(let child) in parent.children where found.count < 2 && !child.traits.contains(.rawText) {
                if child.name == "article" || Self.declaresContent(child) {
                    found.append((child, path))
                } else if child.traits.contains(.outlineContainer) {
                    path.append(child)
                    search(child)
                    path.removeLast()
                }
            }
        }
        search(main)
        guard found.count == 1, let only = found.first, measure(only.0).hasTopHeading else { return nil }
        return only
    }

    private static func declaresContent(_ element: Element) -> Bool {
        element.name == "main" || element[attribute: "role"]?.lowercased() == "main"
    }

    /// Whether `element` holds the page's declared content without being it (a `<main>` around its one `<article>`):
    /// what it holds beside the content is looked at as chrome.
    func isAroundMainContent(_ element: Element) -> Bool {
        mainContent?.around.contains(ObjectIdentifier(element)) ?? false
    }

    /// Whether the page declares its content and `element` is beside it, neither it nor around it.
    func isBesideMainContent(_ element: Element) -> Bool {
        guard let mainContent else { return false }
        return element !== mainContent.main && !mainContent.around.contains(ObjectIdentifier(element))
    }

    /// The text under `element`, measured until it is past `limit` bytes (then `complete` is false).
    func measure(_ element: Element, limit: Int = .max) -> Measure {
        let key = ObjectIdentifier(element)
        if let known = measured[key], known.complete || known.text > limit { return known }
        let ownHeading = element.traits.contains(.heading) && element !== siteHeading
        var measure = Measure(hasTopHeading: ownHeading && element.name == "h1", hasHeading: ownHeading)
        measure.complete = Self.walk(element, inLink: element.traits.contains(.anchor), limit: limit, siteHeading: siteHeading, into: &measure)
        measured[key] = measure
        return measure
    }

    /// Whether `text` holds no letter or digit: white space of any script (a three-per-em space, a no-break space, a
    /// zero-width joiner) and the punctuation and symbols set between a bar's links ("•", "|", "·", "»"), which are no
    /// words a reader reads. Prose answers at its first letter.
    static func saysNothing(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x80 { return !text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil } }
            if (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) { return false }
        }
        return true
    }

    /// Adds the text under `element` to `measure`; false when it stopped past `limit`.
    private static func walk(_ element: Element, inLink: Bool, limit: Int, siteHeading: Element?, into measure: inout Measure) -> Bool {
        for child in element.children {
            switch child {
            case .text(let text):
                measure.text += text.utf8.count
                if inLink { measure.linkText += text.utf8.count }
                if saysNothing(text) { measure.blankText += text.utf8.count }
                if measure.text > limit { return false }
            case .element(let inner):
                let traits = inner.traits
                guard !traits.contains(.rawText) else { continue }
                if traits.contains(.heading), inner !== siteHeading {
                    measure.hasHeading = true
                    if inner.name == "h1" { measure.hasTopHeading = true }
                }
                if !walk(inner, inLink: inLink || traits.contains(.anchor), limit: limit, siteHeading: siteHeading, into: &measure) {
                    return false
                }
            case .comment: continue
            }
        }
        return true
    }
}
