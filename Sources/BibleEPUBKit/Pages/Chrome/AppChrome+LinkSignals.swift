/// The signals that tell a block of links is navigation: mostly links, a site's menu, a name that says so, or
/// page-turning words.
extension AppChrome {
    /// Whether the measured block has text and at least `linkShare` of it (indentation aside) is link text.
    static func isMostlyLinks(_ measure: PageOutline.Measure) -> Bool {
        measure.text > measure.blankText && Double(measure.linkText) >= Double(measure.text - measure.blankText) * linkShare
    }

    /// Whether the block links to at least `siteMenuPages` other pages (by path, fragments and web links left out):
    /// a site's menu of its pages (the Node.js documentation's module list), which repeating makes chrome. A page's own
    /// list of links differs from page to page and does not repeat.
    static func linksToManyPages(_ element: Element) -> Bool {
        var paths: Set<Substring> = []
        element.forEachDescendant { link in
            guard paths.count < siteMenuPages, link.name == "a", let href = link[attribute: "href"] else { return }
            let path = href.prefix { $0 != "#" && $0 != "?" }
            guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("//") else { return }
            paths.insert(path)
        }
        return paths.count >= siteMenuPages
    }

    /// Whether the element's class or id names a navigation component (`nav`, `breadcrumbs`, `site-header`, …).
    static func namesNavigation(_ element: Element) -> Bool {
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
    static func linksToNeighbours(_ element: Element) -> Bool {
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

    /// Words in a class or id that name a navigation component.
    static let chromeWords = ["nav", "breadcrumb", "header", "footer", "menu", "sidebar", "toolbar", "masthead", "pager", "pagination"]
        .map { Array($0.utf8) }
    /// Link words that turn pages.
    static let navigationWords: Set<String> = ["next", "previous", "prev", "up", "home", "contents", "index", "top", "back", "forward"]
    /// Arrows that turn pages.
    static let arrows: Set<Unicode.Scalar> = ["←", "→", "↑", "«", "»", "‹", "›", "⇐", "⇒", "⇑", "◀", "▶"]
}
