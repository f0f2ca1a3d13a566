/// A site's banner: a named block above each page's first heading that says the same on nearly every page and links
/// to the site's home page, the root index (SQLite's `div.nosearch`: its logo linking home, "Small. Fast. Reliable.
/// Choose any three." and its menus on 760 of 766 pages). Its links make no block of links (the tagline outweighs
/// them), so `AppChrome` takes the menus and leaves the rest; the same text on nine pages in ten, before the page's
/// own heading, with the way home every web page's masthead gives, is the site speaking, not the page. A box the
/// author repeats (a series' sidebar, a notice) does not link home and stays.
enum SiteBanners {
    /// The longest text a banner may say (a site's name, tagline and menu; never a page's opening paragraphs).
    static let longestText = 400

    /// A banner candidate on one page: the element, its parent, and what identifies it across pages.
    struct Candidate {
        let element: Element
        let parent: Element
        let key: Key
        /// Whether it is small next to its page's text.
        let small: Bool
    }

    /// What must be equal on the pages: the element's pattern and its text.
    struct Key: Hashable {
        let pattern: ElementPattern
        let text: String
    }

    /// The banners of `pages` (each with its outline, if measured), by page; `resolver` reads their links.
    static func byPage(_ pages: [(ParsedPage, PageOutline?)], resolver: ReferenceResolver) -> [ObjectIdentifier: [Candidate]] {
        let measured = pages.compactMap { page, outline in outline.map { (page, $0) } }
        guard let home = OrderInference.rootIndexPage(pages.map(\.0.path)) else { return [:] }
        let found = find(in: measured.map { (page, outline) in (outline, page.path) }, home: Home(page: home, resolver: resolver))
        return Dictionary(zip(measured.map { ObjectIdentifier($0.0) }, found).filter { !$0.1.isEmpty }, uniquingKeysWith: { first, _ in first })
    }

    /// Per page, the banners to remove (element and parent): candidates whose key is on nine pages in ten (three
    /// pages or more) and small on a quarter of them at least.
    static func find(in outlines: [(PageOutline, path: String)], home: Home) -> [[Candidate]] {
        let found = Parallel.map(outlines, cost: \.0.pageText) { candidates(in: $0.0, linkingHome: home, from: $0.path) }
        guard outlines.count >= SiteRepetition.leastPages else { return outlines.map { _ in [] } }
        let banners = SiteRepetition.repeated(among: Array(found.indices), found: found.map { Set($0.map(\.key)) },
                                              small: found.map { Set($0.filter(\.small).map(\.key)) })
        return found.map { $0.filter { banners.contains($0.key) } }
    }

    /// Named blocks before the page's first heading (anywhere on a page without one: the banner there is the same)
    /// of the page at `path`, holding text, a link to `home` but no heading, no copyright notice and no more than
    /// `longestText`.
    private static func candidates(in outline: PageOutline, linkingHome home: Home, from path: String) -> [Candidate] {
        let before = elementsBeforeFirstHeading(outline.body)
        if before?.isEmpty == true { return [] }
        var found: [Candidate] = []
        outline.forEachElement { element, parent in
            if let before, !before.contains(ObjectIdentifier(element)) { return false }
            let measure = outline.measure(element, limit: longestText * 4)
            if measure.hasHeading { return true }
            guard element[attribute: "class"] != nil || element[attribute: "id"] != nil, !PageOutline.inlineElements.contains(element.name),
                  !AppChrome.sections.contains(element.name) else { return false }
            let text = SourceText.collapseWhitespace(element.textContent())
            guard !text.isEmpty, text.utf8.count <= longestText, !statesCopyright(element),
                  home.isLinked(from: element, on: path) else { return false }
            found.append(Candidate(element: element, parent: parent, key: Key(pattern: ElementPattern(element), text: text),
                                   small: measure.text * 4 <= outline.pageText))
            return false
        }
        return found
    }

    /// The site's home page and how links are read.
    struct Home {
        /// The root index's vault path.
        let page: String
        /// Resolves the links written in pages.
        let resolver: ReferenceResolver

        /// Whether `element`, on the page at `path`, holds a link to the home page.
        func isLinked(from element: Element, on path: String) -> Bool {
            var found = false
            element.forEachDescendant { descendant in
                guard !found, descendant.name == "a", let href = descendant[attribute: "href"],
                      case .local(let target, _) = resolver.resolve(href, from: path) else { return }
                found = target == page
            }
            return found
        }
    }

    /// Whether `element` holds a copyright notice (kept as the book's rights when chrome holds it, so never dropped
    /// here); a menu's "License" link is no notice.
    static func statesCopyright(_ element: Element) -> Bool {
        guard let notice = RightsNotice.find(in: element)?.lowercased() else { return false }
        return notice.contains("\u{A9}") || notice.contains("copyright") || notice.contains("all rights reserved")
    }

    /// The elements that open before the first heading under `body`, in document order (the ones around the heading
    /// included); nil when there is no heading.
    private static func elementsBeforeFirstHeading(_ body: Element) -> Set<ObjectIdentifier>? {
        var before: Set<ObjectIdentifier> = []
        func walk(_ element: Element) -> Bool {
            for case .element(let child) in element.children {
                if child.traits.contains(.heading) { return true }
                before.insert(ObjectIdentifier(child))
                if walk(child) { return true }
            }
            return false
        }
        return walk(body) ? before : nil
    }

    /// Removes `banners` from their parents; returns the line of the first per pattern, as chrome changes.
    static func remove(_ banners: [Candidate]) -> [ChromeChange] {
        var lines: [ElementPattern: Int] = [:]
        for banner in banners {
            banner.parent.removeChild(banner.element)
            if lines[banner.key.pattern] == nil { lines[banner.key.pattern] = banner.element.line }
        }
        return lines.map { ChromeChange(kind: .removed, pattern: $0.key.xpath, line: $0.value, configured: false) }
    }
}
