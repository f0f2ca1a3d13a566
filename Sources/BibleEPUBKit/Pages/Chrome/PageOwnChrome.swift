/// The chrome a page shows on its own, for a page that declares no content and that repetition cannot judge (a web
/// page saved alone, the only page of its site in a collection). First its landmarks around the content: navigation
/// to other pages (`<nav>`, `role="navigation"`, `"menubar"`) of any size, a site mega-menu's headings and all,
/// search, and the page's banner and footer (`<header>`, `<footer>` outside any article or section, `role="banner"`,
/// `"contentinfo"`) unless it holds the page's title (an `h1` outside its navigation) or most of its text. Then the
/// blocks `AppChrome` takes for chrome on any page that are links to other pages (a named navigation bar), here
/// without the repetition across pages that otherwise confirms them. The rest of the body is the content: a page's own
/// contents (links to its sections only), its `<noscript>` fallback and a block named for navigation holding prose (a
/// LaTeX2HTML page's author and date) stay, and nothing is removed from a page it would leave without text.
enum PageOwnChrome {
    /// Removes the page's own chrome from `body`: nil (nothing changed) when it shows none. A block holding an id the
    /// rest of the page links to stays (a footnote list the text cites).
    static func remove(from body: Element) -> ContentExtraction.Result? {
        var result = ContentExtraction.Result(content: body, reason: "no content declared: the page's own navigation, banners and footers")
        let pageText = ContentExtraction.visibleSize(body)
        let landmarks = landmarks(in: body, pageText: pageText)
        let candidates = AppChrome.candidates(in: PageOutline(body: body)).filter { $0.name != "noscript" && linksAway($0) }
        let chrome = landmarks + candidates.filter { candidate in !landmarks.contains { ContentExtraction.contains($0, candidate) } }
        guard chrome.reduce(0, { $0 + ContentExtraction.visibleSize($1) }) < pageText else { return nil }
        remove(chrome, from: body, into: &result)
        return result.removed.isEmpty ? nil : result
    }

    /// Removes `chrome` from `body` but what holds an id the rest of the page links to.
    private static func remove(_ chrome: [Element], from body: Element, into result: inout ContentExtraction.Result) {
        guard !chrome.isEmpty else { return }
        let candidates = Set(chrome.map(ObjectIdentifier.init))
        let linked = ContentExtraction.linkedIDs(in: body, outside: candidates)
        let removed = Set(chrome.filter { linked.isDisjoint(with: $0.idsInTree()) }.map(ObjectIdentifier.init))
        if !removed.isEmpty { removeChildren(in: body, removed, into: &result) }
    }

    /// The outermost navigation, banner and footer landmarks around the page's content (not inside an `<article>`,
    /// `<section>`, `<aside>` or `<main>`).
    private static func landmarks(in body: Element, pageText: Int) -> [Element] {
        var found: [Element] = []
        func visit(_ element: Element) {
            for case .element(let child) in element.children where !child.traits.contains(.rawText) {
                let role = child[attribute: "role"]?.lowercased()
                if content.contains(child.name) || role == "main" || role == "article" { continue }
                if isNavigation(child) || isBannerOrFooter(child, role) && !holdsContent(child, pageText: pageText) {
                    found.append(child)
                } else {
                    visit(child)
                }
            }
        }
        visit(body)
        return found
    }

    private static let content: Set<String> = ["main", "article", "section", "aside"]

    /// Navigation to other pages, or search.
    private static func isNavigation(_ element: Element) -> Bool {
        let role = element[attribute: "role"]?.lowercased()
        if role == "search" { return true }
        return (element.name == "nav" || role == "navigation" || role == "menubar") && linksAway(element)
    }

    /// Whether `element` is mostly links and one of them leads off the page: a page's own contents link to its
    /// sections only (pod2html's `ul#index`), and a Standard Ebooks template's contents page has no links at all.
    static func linksAway(_ element: Element) -> Bool {
        guard ArticleApparatus.isMostlyLinks(element) else { return false }
        var away = false
        element.forEachDescendant { link in
            if !away, link.name == "a", let href = link[attribute: "href"], !href.isEmpty, !href.hasPrefix("#") { away = true }
        }
        return away
    }

    private static func isBannerOrFooter(_ element: Element, _ role: String?) -> Bool {
        element.name == "header" || element.name == "footer" || role == "banner" || role == "contentinfo"
    }

    /// Whether a banner or footer holds the page's title or more than half the page's text besides its navigation.
    private static func holdsContent(_ element: Element, pageText: Int) -> Bool {
        holdsTitle(element) || (ContentExtraction.textSize(element) - navigationText(in: element)) * 2 > pageText
    }

    /// Whether `element` holds an `h1` outside its navigation: a banner that titles the page.
    static func holdsTitle(_ element: Element) -> Bool {
        for case .element(let child) in element.children where !isNavigation(child) {
            if child.name == "h1" || holdsTitle(child) { return true }
        }
        return false
    }

    /// The text of the outermost navigation landmarks inside `element`.
    private static func navigationText(in element: Element) -> Int {
        element.childElements.reduce(0) { $0 + (isNavigation($1) ? ContentExtraction.textSize($1) : navigationText(in: $1)) }
    }

    /// Takes the elements of `removed` out of the tree under `element`, noting each in `result`.
    private static func removeChildren(in element: Element, _ removed: Set<ObjectIdentifier>, into result: inout ContentExtraction.Result) {
        element.children.removeAll { node in
            guard case .element(let child) = node else { return false }
            guard removed.contains(ObjectIdentifier(child)) else {
                removeChildren(in: child, removed, into: &result)
                return false
            }
            result.removed.append(.init(kind: ArticleApparatus.kind(of: child) ?? .around, line: child.line,
                                        words: ContentExtraction.words(in: child)))
            result.ids.formUnion(child.idsInTree())
            return true
        }
    }
}
