/// App chrome a zero-config build removes: elements near the top of the page that repeat on nearly every page and
/// are not the page's own content (site headers and footers, breadcrumbs, previous/next rows, navigation). The
/// reading system gives the reader its own contents and page turns.
package enum AppChrome {
    /// Share of the pages an element must repeat on.
    static let repeatShare = 0.9
    /// Share of the pages an element the author declares chrome must repeat on.
    static let declaredRepeatShare = 0.5
    /// Most of a page's text an element may hold and still be chrome.
    static let largestTextShare = 0.25
    /// Least share of an unmarked block's text that must be link text for it to count as navigation.
    static let linkShare = 0.6
    /// Least number of pages a block of links must name to be a site's menu without page-turning words.
    static let siteMenuPages = 8
    /// Most text (bytes, white space aside) an instance of a chrome pattern holding no link may have and still be
    /// that component, left empty on its page: a title such as "On this page".
    static let emptyComponentText = 40

    /// The patterns that are chrome on at least 90% of `outlines`' pages (three pages or more), or on half of them
    /// when the author declares them chrome (`nav`, a navigation or search role, a header or footer without a heading:
    /// javadoc's header is not on its source listings). Chrome is small next to the page's text on at least a quarter
    /// of the pages; on the others it may be of any size (a javadoc header outweighs the text of a short page).
    /// Inside a block that looks like chrome but repeats too seldom as a whole (its class changes with the page:
    /// Erlang's `<aside>` around its `<nav>`), chrome is looked for again.
    package static func detect(in outlines: [PageOutline]) -> [ElementPattern] {
        guard outlines.count >= 3 else { return [] }
        let first = repeating(in: outlines, passingOver: [])
        guard !first.rejected.isEmpty else { return first.chrome.sorted() }
        return first.chrome.union(repeating(in: outlines, passingOver: first.rejected).chrome).sorted()
    }

    /// The candidate patterns that repeat enough to be chrome, and those found on a quarter of the pages (three or
    /// more) that do not; the elements of `passingOver` are looked inside instead of taken.
    private static func repeating(in outlines: [PageOutline], passingOver: Set<ElementPattern>)
        -> (chrome: Set<ElementPattern>, rejected: Set<ElementPattern>) {
        let found = Parallel.map(outlines, cost: \.pageText) { outline in
            candidates(in: outline, passingOver: passingOver).flatMap { element in
                ElementPattern.all(of: element).map { ($0, isDeclared(element)) }
            }
        }
        var counts: [ElementPattern: Int] = [:], declared: Set<ElementPattern> = []
        for patterns in found {
            for pattern in Set(patterns.map(\.0)) { counts[pattern, default: 0] += 1 }
            declared.formUnion(patterns.filter(\.1).map(\.0))
        }
        func needed(_ pattern: ElementPattern) -> Int {
            Int((Double(outlines.count) * (declared.contains(pattern) ? declaredRepeatShare : repeatShare)).rounded(.up))
        }
        func likely() -> Set<ElementPattern> {
            Set(counts.filter { $0.value < needed($0.key) && $0.value * 4 >= outlines.count && $0.value >= 3 }.keys)
        }
        let small = likely()
        if !small.isEmpty {
            let more = Parallel.map(Array(zip(outlines, found)), cost: { $0.0.pageText }) { outline, patterns in
                occurring(small.subtracting(patterns.map(\.0)), in: outline)
            }
            for patterns in more { for pattern in patterns { counts[pattern, default: 0] += 1 } }
        }
        return (Set(counts.filter { $0.value >= needed($0.key) }.keys), likely())
    }

    /// Whether the author marks the element as not the page's content: `nav`, `header`, `footer`, `noscript`, a
    /// landmark role, or a name for navigation on a block of links to the neighbouring pages (SQLAlchemy's
    /// `#docs-narrow-top-navigation`, "Previous: … Next: … Up: …", on its 163 chapters, not its 61 source listings).
    private static func isDeclared(_ element: Element) -> Bool {
        if ["nav", "header", "footer", "noscript"].contains(element.name) { return true }
        if let role = element[attribute: "role"]?.lowercased(), ["navigation", "search", "banner", "contentinfo"].contains(role) {
            return true
        }
        return namesNavigation(element) && linksToNeighbours(element)
    }

    /// Which of `patterns` occur on the page as chrome of any size.
    private static func occurring(_ patterns: Set<ElementPattern>, in outline: PageOutline) -> Set<ElementPattern> {
        guard !patterns.isEmpty else { return [] }
        return Set(elements(of: patterns, in: outline).found.flatMap { ElementPattern.all(of: $0.element) }).intersection(patterns)
    }

    /// The outermost elements of `patterns` that are chrome on this page, whatever their size, with their parents;
    /// `kept` collects those of the patterns met on the way that are not (they hold the page's content).
    private static func elements(of patterns: Set<ElementPattern>, in outline: PageOutline)
        -> (found: [(element: Element, parent: Element)], kept: [Element]) {
        let names = Set(patterns.map(\.name))
        var found: [(element: Element, parent: Element)] = [], kept: [Element] = []
        outline.forEachElement { element, parent in
            guard names.contains(element.name), ElementPattern.all(of: element).contains(where: patterns.contains) else {
                return looksInside(element, outline)
            }
            guard isChrome(element, in: outline, onAnyShare: true) else {
                kept.append(element)
                return looksInside(element, outline)
            }
            found.append((element, parent))
            return false
        }
        return (found, kept)
    }

    /// Removes the elements of `patterns` from this page (any that holds the page's `h1` stays: that is content).
    static func remove(_ patterns: Set<ElementPattern>, from outline: PageOutline) -> ChromeRemoval {
        let (found, kept) = elements(of: patterns, in: outline)
        var removal = ChromeRemoval()
        for (element, parent) in found {
            // By its id when that is chrome too: one component's name on every page, whatever its class there.
            let pattern = ElementPattern.all(of: element).last(where: patterns.contains) ?? ElementPattern(element)
            if removal.lines[pattern] == nil { removal.lines[pattern] = element.line }
            removal.removedIDs[pattern, default: []].insert(element[attribute: "id"] ?? "")
            removal.ids.formUnion(element.idsInTree())
            if removal.notice == nil { removal.notice = RightsNotice.find(in: element) }
            parent.removeChild(element)
        }
        for element in kept {
            for pattern in ElementPattern.all(of: element) where patterns.contains(pattern) {
                removal.keptIDs[pattern, default: []].insert(element[attribute: "id"] ?? "")
            }
        }
        return removal
    }

    /// The outermost elements of the outline that look like chrome on this page, holding at most `largestShare` of
    /// its text.
    static func candidates(in outline: PageOutline, largestShare: Double = largestTextShare,
                           passingOver: Set<ElementPattern> = []) -> [Element] {
        guard outline.pageText > 0 else { return [] }
        var found: [Element] = []
        outline.forEachElement { element, _ in
            if isChrome(element, in: outline, largestShare: largestShare),
               passingOver.isEmpty || !ElementPattern.all(of: element).contains(where: passingOver.contains) {
                found.append(element)
                return false
            }
            return looksInside(element, outline)
        }
        return found
    }

    /// Whether `element` is chrome on its page; `onAnyShare` drops the size limit (a page of a few lines may be
    /// mostly chrome, once the pattern is known to be chrome on the other pages).
    /// Beside the content a page declares (`<main>`), a block may be of any size, and a named block of links is
    /// navigation without page-turning words: a theme's sidebar holds the whole section's contents, more text than a
    /// short reference page (pydata-sphinx-theme), and only repeating on nearly every page makes it chrome.
    private static func isChrome(_ element: Element, in outline: PageOutline, onAnyShare: Bool = false,
                                 largestShare: Double = largestTextShare) -> Bool {
        let besideMain = outline.isBesideMainContent(element)
        let role = element[attribute: "role"]?.lowercased()
        let namedNavigation = namesNavigation(element)
        let navigation = element.name == "nav" || role == "navigation" || namedNavigation
        let usualLimit = Int(Double(outline.pageText) * largestShare)
        let measure = outline.measure(element, limit: onAnyShare || besideMain || navigation ? Int.max : usualLimit)
        guard measure.complete, !measure.hasTopHeading else { return false }
        // Navigation larger than the usual share must be links: a sidebar listing every chapter's sections
        // (Erlang's guides) outweighs most pages; a box the author named "sidebar" holding prose stays.
        if measure.text > usualLimit, !onAnyShare, !besideMain, !isMostlyLinks(measure) { return false }
        // What the author declares navigation or search is chrome, headings and all ("Navigation", "Previous topic",
        // "Quick search": Sphinx's related bars and sidebars). A header with a heading inside heads a section of the
        // page's content; chrome has none.
        if element.name == "nav" || role == "navigation" || role == "search" { return true }
        if ["header", "footer"].contains(element.name) { return !measure.hasHeading }
        // What a site shows browsers that run no scripts, repeated around every page's content, speaks to the browser
        // ("JavaScript is disabled on your browser": javadoc), not to the reader. One page's own fallback content (a
        // saved article's lazy-loaded images) does not repeat and stays.
        if element.name == "noscript" { return !measure.hasHeading }
        if let role, ["banner", "contentinfo"].contains(role) { return !measure.hasHeading }
        if namedNavigation { return true }
        // A block of links counts only as a named component (a class or id), never as any bare <p> or <ul>.
        let named = element[attribute: "class"] != nil || element[attribute: "id"] != nil
        // A theme's link to the top of its own page (Furo's "Back to top"): the reading system turns pages.
        if named, element.name == "a", element[attribute: "href"] == "#" { return true }
        // Where the pattern is chrome on the other pages, an instance holding no link and a title's worth of text is
        // the same component left empty on this page, and one whose text is half links the same component with fewer
        // entries (Furo's "On this page" drawer: its title outweighs the links of a page with few sections).
        if onAnyShare, named {
            let shown = measure.text - measure.blankText
            if measure.linkText == 0 ? shown <= emptyComponentText : measure.linkText * 2 >= shown { return true }
        }
        return named && !PageOutline.inlineElements.contains(element.name) && isMostlyLinks(measure)
            && (besideMain || linksToNeighbours(element) || linksToManyPages(element))
    }

    /// Whether chrome is looked for inside `element`: not inside the page's content (a section), unless it only holds
    /// the content the page declares (a `<main>` around its `<article>`).
    private static func looksInside(_ element: Element, _ outline: PageOutline) -> Bool {
        !sections.contains(element.name) || outline.isAroundMainContent(element)
    }

    /// The page's content: chrome is around it, not inside.
    static let sections: Set<String> = ["main", "article", "section"]
}
