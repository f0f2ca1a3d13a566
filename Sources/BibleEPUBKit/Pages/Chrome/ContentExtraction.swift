/// Per-page content extraction for what repetition across pages cannot decide (a saved article is often the only
/// page of its site in a collection): the page's own markup names its content, and the rest is the site around it.
///
/// The approach follows the readability-style extractors (Mozilla's Readability.js, the engine of Firefox's Reader
/// View, and Arc90's Readability it descends from): trust the page's semantics first (`itemprop="articleBody"`,
/// `<main>`/`role="main"`, the `<article>` holding most of the text), and only when the markup gives no answer score
/// blocks by the prose their paragraphs hold, less their link text. Inside the content, the apparatus sites add to
/// articles (comment sections and forms, share buttons, related posts, post navigation) is named by its classes and
/// landmarks and removed (`ArticleApparatus`). Everything removed is counted for one finding per page.
enum ContentExtraction {
    /// What one extraction removed, by kind.
    struct Removal: Equatable {
        /// The kind of block removed.
        var kind: ArticleApparatus.Kind
        /// Its line in the page.
        var line: Int
        /// Its words.
        var words: Int
    }

    /// The element kept as the page's content and what was removed.
    struct Result {
        /// The content, still in the tree.
        let content: Element
        /// How the content was found: `<article>`, `<main>`, `itemprop="articleBody"`, or the scored block.
        let reason: String
        /// The blocks removed, in document order within each kind.
        var removed: [Removal] = []
        /// The ids of removed elements.
        var ids: Set<String> = []
    }

    /// Finds the content of `body` and removes what is around it. For a web `article`, that is everything around it
    /// and the apparatus inside, and blocks are scored when the markup declares no content; for another page, only
    /// what declares itself chrome around the content (landmarks, skip links, named blocks of links). Where no content
    /// is found, the page's own chrome goes (`PageOwnChrome`). `statedTitles` (`og:title`, `<title>`) pick the title
    /// heading among several. Nil (and nothing changed) when nothing is found to remove.
    static func extract(from body: Element, article: Bool, statedTitles: [String] = []) -> Result? {
        guard let (found, reason) = declaredContent(in: body) ?? (article ? scoredContent(in: body) : nil) else {
            return PageOwnChrome.remove(from: body)
        }
        var content = found
        guard content !== body else { return nil }
        let title = articleTitle(in: body, outside: content, statedTitles: statedTitles)
        if let title, let common = commonAncestor(title, content, in: body), common !== body, holdsLittleMore(common, than: content, title) {
            content = common
        }
        var result = Result(content: content, reason: reason)
        let linked = linkedIDs(in: content)
        if let title, !contains(content, title) { move(title, intoStartOf: content, in: body) }
        if article, let figure = leadFigure(before: content, in: body) { move(figure, intoOpeningOf: content, in: body) }
        removeAround(content, in: body, keepingHoldersOf: linked, all: article, into: &result)
        if article { ArticleApparatus.remove(from: content, into: &result) }
        return result
    }

    /// The content the markup declares: the element `itemprop="articleBody"` marks (its `<article>` when inside one),
    /// else the `<article>` holding more than half the text of the `<main>` (or body) around it, teaser cards aside,
    /// else the `<main>`.
    private static func declaredContent(in body: Element) -> (Element, String)? {
        let main = outermost(in: body) { $0.name == "main" || $0[attribute: "role"]?.lowercased() == "main" }
            .max { textSize($0) < textSize($1) }
        let scope = main ?? body
        let articles = outermost(in: scope) { $0.name == "article" }
        if let articleBody = outermost(in: body, where: { $0[attribute: "itemprop"]?.lowercased() == "articlebody" }).first {
            var path: [Element] = []
            if findPath(to: articleBody, from: body, into: &path), let article = path.first(where: { $0.name == "article" }) {
                return (article, "<article> with itemprop=\"articleBody\"")
            }
            return (articleBody, "itemprop=\"articleBody\"")
        }
        if let largest = articles.max(by: { textSize($0) < textSize($1) }) {
            // Teaser cards (an `<article>` per linked headline beside the story: lsm.lv's grid) do not count against it.
            let teasers = articles.filter { $0 !== largest && ArticleApparatus.isMostlyLinks($0) }.reduce(0) { $0 + textSize($1) }
            if textSize(largest) * 2 > textSize(scope) - teasers { return (largest, "<article>") }
        }
        return main.map { ($0, $0.name == "main" ? "<main>" : "role=\"main\"") }
    }

    /// The block whose paragraphs hold the most prose (their text less their link text), when that is at least
    /// half the page's prose in paragraphs: Readability's scoring, reduced to its main signal (`paragraphProse`).
    private static func scoredContent(in body: Element) -> (Element, String)? {
        var best: (element: Element, score: Int)?, total = 0
        body.forEachDescendant { element in
            guard ["div", "section", "td", "body"].contains(element.name) || element === body else { return }
            let score = paragraphProse(of: element)
            if element.name != "body" { total += score }
            if score > 0, score > best?.score ?? 0 { best = (element, score) }
        }
        guard let best, best.score * 2 >= total, best.score >= 200 else { return nil }
        return (best.element, "the block holding most of the page's paragraphs")
    }

    /// The page's title heading outside the content: of the `h1`s not in a site header, banner or navigation, the
    /// first whose words are a stated title's (`og:title`, `<title>`: not a logo's `h1` naming the site), else the first.
    private static func articleTitle(in body: Element, outside content: Element, statedTitles: [String]) -> Element? {
        guard content.firstDescendant(named: "h1") == nil else { return nil }
        var found: [Element] = []
        func search(_ element: Element) {
            for case .element(let child) in element.children {
                if child === content || ["header", "nav", "footer", "aside"].contains(child.name) { continue }
                if let role = child[attribute: "role"]?.lowercased(), ["banner", "navigation", "contentinfo"].contains(role) { continue }
                if child.name == "h1" { found.append(child) } else { search(child) }
            }
        }
        search(body)
        let stated = statedTitles.map(SourceText.collapseWhitespace).filter { !$0.isEmpty }
        return found.first { heading in
            let text = SourceText.collapseWhitespace(heading.textContent()).trimmingSpaces
            return text.count >= 8 && stated.contains { $0.contains(text) }
        } ?? found.first
    }

    /// Whether `common` adds little to `content` and `title`: at most 10% more text (a wrapper around both).
    private static func holdsLittleMore(_ common: Element, than content: Element, _ title: Element) -> Bool {
        Double(textSize(common)) <= Double(textSize(content) + textSize(title)) * 1.1
    }

    /// Removes the siblings of `content` and of its ancestors up to `body` (`all`, else those that declare
    /// themselves chrome), but raw text (style sheets, scripts: later stages decide) and blocks holding an id the
    /// content links to (an article's footnotes).
    private static func removeAround(_ content: Element, in body: Element, keepingHoldersOf linked: Set<String>,
                                     all: Bool, into result: inout Result) {
        var path: [Element] = []
        guard findPath(to: content, from: body, into: &path) else { return }
        for (parent, kept) in zip(path, path.dropFirst() + [content]) {
            parent.children.removeAll { node in
                switch node {
                case .element(let child):
                    if child === kept || child.traits.contains(.rawText) { return false }
                    if !linked.isDisjoint(with: child.idsInTree()) || !all && !declaresChrome(child) { return false }
                    result.removed.append(Removal(kind: ArticleApparatus.kind(of: child) ?? .around, line: child.line, words: words(in: child)))
                    result.ids.formUnion(child.idsInTree())
                    return true
                case .text(let text):
                    return all && !text.allSatisfy(\.isWhitespace)
                case .comment:
                    return false
                }
            }
        }
    }

    /// A landmark that is not content (`nav`, search; `header`, `footer` and their roles unless they hold the page's
    /// title), a skip link, a sidebar (`aside`, `role="complementary"`) of links (an aside of prose is the author's
    /// margin note), or a block of links named for navigation (`div.navbar`, `ul.breadcrumb`).
    private static func declaresChrome(_ element: Element) -> Bool {
        if AppChrome.namesNavigation(element), PageOwnChrome.linksAway(element) { return true }
        let role = element[attribute: "role"]?.lowercased()
        if element.name == "aside" || role == "complementary" { return ArticleApparatus.isMostlyLinks(element) }
        if element.name == "nav" || role == "navigation" || role == "search" { return true }
        if ["header", "footer"].contains(element.name) || role == "banner" || role == "contentinfo" { return !PageOwnChrome.holdsTitle(element) }
        return ArticleApparatus.kind(of: element) == .skipLink
    }

    private static func findPath(to target: Element, from element: Element, into path: inout [Element]) -> Bool {
        for case .element(let child) in element.children {
            if child === target { path.insert(element, at: 0); return true }
            if findPath(to: target, from: child, into: &path) { path.insert(element, at: 0); return true }
        }
        return false
    }

    /// Moves the title heading from where it is to the start of the content.
    private static func move(_ title: Element, intoStartOf content: Element, in body: Element) {
        guard detach(title, from: body) else { return }
        content.children.insert(.element(title), at: 0)
    }

    /// Takes `element` out of its parent under `body`; false when it is not under `body`.
    private static func detach(_ element: Element, from body: Element) -> Bool {
        var path: [Element] = []
        guard findPath(to: element, from: body, into: &path), let parent = path.last else { return false }
        parent.removeChild(element)
        return true
    }

    /// The photo that opens the story outside its element (lsm.lv's lead photo and its caption in a section above the
    /// article): climbing from the content up to the page's `<main>` (or body), the nearest earlier sibling showing
    /// anything, when it shows an image, holds no link or heading, and at most a caption's words. A site's logo
    /// links home; a teaser links its story.
    private static func leadFigure(before content: Element, in body: Element) -> Element? {
        var path: [Element] = []
        guard findPath(to: content, from: body, into: &path) else { return nil }
        var inner = content
        for parent in path.reversed() {
            guard let index = parent.children.firstIndex(where: { if case .element(let element) = $0 { return element === inner }; return false })
            else { return nil }
            for case .element(let sibling) in parent.children[..<index].reversed() where !sibling.traits.contains(.rawText) {
                let images = sibling.name == "img" || sibling.descendants().contains { $0.traits.contains(.image) || $0.name == "picture" }
                guard images || visibleSize(sibling) > 0 else { continue }
                let plain = sibling.firstDescendant(named: "a") == nil && !sibling.descendants().contains { $0.traits.contains(.heading) }
                return images && plain && words(in: sibling) <= captionWords ? sibling : nil
            }
            if parent === body || parent.name == "main" || parent[attribute: "role"]?.lowercased() == "main" { return nil }
            inner = parent
        }
        return nil
    }

    /// Most words a lead photo's caption and credit may hold.
    static let captionWords = 60

    /// Moves `figure` into `content`, after its title heading when it opens with one.
    private static func move(_ figure: Element, intoOpeningOf content: Element, in body: Element) {
        guard detach(figure, from: body) else { return }
        let titleIndex = content.children.firstIndex { if case .element(let element) = $0 { return element.name == "h1" }; return false }
        let firstElement = content.children.firstIndex { if case .element = $0 { return true }; return false }
        let at = titleIndex.flatMap { $0 == firstElement ? $0 + 1 : nil } ?? 0
        content.children.insert(.element(figure), at: at)
    }

    /// The innermost element holding both.
    private static func commonAncestor(_ first: Element, _ second: Element, in body: Element) -> Element? {
        var firstPath: [Element] = [], secondPath: [Element] = []
        guard findPath(to: first, from: body, into: &firstPath), findPath(to: second, from: body, into: &secondPath) else { return nil }
        return zip(firstPath, secondPath).prefix { $0 === $1 }.last?.0
    }

    /// The ids the links under `content` name (`href="#id"`), but those of the elements in `outside` and under them.
    static func linkedIDs(in content: Element, outside: Set<ObjectIdentifier> = []) -> Set<String> {
        var ids = Set<String>()
        func visit(_ element: Element) {
            for case .element(let child) in element.children where !outside.contains(ObjectIdentifier(child)) {
                if child.name == "a", let href = child[attribute: "href"], href.hasPrefix("#"), href.count > 1 { ids.insert(String(href.dropFirst())) }
                visit(child)
            }
        }
        visit(content)
        return ids
    }

    /// The outermost elements under `root` that `matches` accepts (none inside another), in document order: one walk.
    private static func outermost(in root: Element, where matches: (Element) -> Bool) -> [Element] {
        var found: [Element] = []
        func visit(_ element: Element) {
            for case .element(let child) in element.children {
                if matches(child) { found.append(child) } else { visit(child) }
            }
        }
        visit(root)
        return found
    }

    /// Whether `element` is `inner` or holds it.
    static func contains(_ element: Element, _ inner: Element) -> Bool {
        if element === inner { return true }
        var found = false
        element.forEachDescendant { if $0 === inner { found = true } }
        return found
    }

    /// UTF-8 bytes of the text under `element`, scripts and styles left out.
    static func textSize(_ element: Element) -> Int { element.textContent(excluding: unseen).utf8.count }

    /// The bytes of `element`'s text that are not white space (a template's indentation between tags is no text a
    /// reader sees), scripts and styles left out.
    static func visibleSize(_ element: Element) -> Int {
        element.textContent(excluding: unseen).utf8.reduce(0) { $0 + (CSSTokenizer.isWhitespace($1) ? 0 : 1) }
    }

    /// Elements whose text no reader sees.
    private static let unseen: Set<String> = ["script", "style", "template"]

    /// Words under `element`.
    static func words(in element: Element) -> Int {
        element.children.reduce(0) { count, node in
            switch node {
            case .text(let text): count + text.split(whereSeparator: \.isWhitespace).count
            case .element(let inner) where !inner.traits.contains(.rawText): count + words(in: inner)
            default: count
            }
        }
    }

    /// Text of a paragraph less its link text.
    /// The prose of `element`'s paragraphs: its `<p>` children, a child `<div>` with no block in it and at least a
    /// line of prose (Readability reads one as a paragraph), and, when `<br>`s set paragraphs apart in it, the text
    /// written in it directly, with its phrasing elements.
    private static func paragraphProse(of element: Element) -> Int {
        let setApartByBreaks = element.childElements.lazy.filter { $0.name == "br" }.count >= 2
        return element.children.reduce(0) { score, node in
            switch node {
            case .text(let text) where setApartByBreaks: score + text.utf8.count { $0 > 0x20 }
            case .element(let child) where child.name == "p":
                score + prose(in: child)
            case .element(let child) where setApartByBreaks && child.traits.contains(.phrasingOnly) && !child.traits.contains(.heading):
                score + prose(in: child)
            case .element(let child) where child.name == "div" && !child.descendants().contains { $0.traits.contains(.block) }:
                score + paragraphOnly(prose(in: child))
            default: score
            }
        }
    }

    /// `prose` when it is a paragraph's (80 bytes or more), else 0: a menu's or a card's line is none.
    private static func paragraphOnly(_ prose: Int) -> Int { prose >= 80 ? prose : 0 }

    private static func prose(in paragraph: Element) -> Int {
        let links = paragraph.descendants().filter { $0.name == "a" }.reduce(0) { $0 + textSize($1) }
        return max(0, textSize(paragraph) - links)
    }
}
