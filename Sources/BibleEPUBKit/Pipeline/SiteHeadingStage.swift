/// The step after parsing that tells a site's name from each page's own heading: when the first `h1` of nearly every
/// page says the same (mdBook's menu title, the Node.js documentation's header), it names the site, not the page.
/// Such a page's label comes from its next `h1` (else its contents link or title), and the block around the site's
/// `h1` (a header) may then be chrome: measures count it as text, not as a heading.
enum SiteHeadingStage {
    /// Share of the pages whose first `h1` must say the same.
    static let repeatShare = 0.9

    /// Finds the shared first `h1` of the HTML `pages` (three or more, redirects left out); returns its text. When the
    /// pages' next `h1`s tell them apart (at least half of them differ), the shared one names the site: each page's
    /// outline is told, and its heading is the next `h1`. When they do not (pod2html's NAME, SYNOPSIS, … on every
    /// page), it is the first of each page's sections, and the pages stay as they are.
    @discardableResult
    static func apply(to pages: [ParsedPage], outlines: [PageOutline?]) -> String? {
        let html = zip(pages, outlines).filter { page, _ in !page.path.lowercased().hasSuffix(".md") && page.signals.redirect == nil }
        guard html.count >= 3, let shared = mostShared(html.compactMap { $0.0.heading }),
              Double(shared.count) >= Double(html.count) * repeatShare else { return nil }
        let opened = html.compactMap { page, outline -> (page: ParsedPage, outline: PageOutline?, site: Element, next: String?)? in
            guard page.heading == shared.text, let body = page.body, let site = body.firstDescendant(named: "h1") else { return nil }
            return (page, outline, site, firstHeading(in: body, after: site))
        }
        let nextHeadings = opened.compactMap(\.next)
        guard nextHeadings.isEmpty || Set(nextHeadings).count * 2 >= nextHeadings.count else { return shared.text }
        for entry in opened {
            entry.outline?.siteHeading = entry.site
            entry.page.heading = entry.next
        }
        return shared.text
    }

    /// The text most headings say, with how many say it.
    private static func mostShared(_ headings: [String]) -> (text: String, count: Int)? {
        var counts: [String: Int] = [:]
        for heading in headings { counts[heading, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }

    /// The label of the first `h1` under `body` other than `skipped` and its subtree.
    private static func firstHeading(in body: Element, after skipped: Element) -> String? {
        func search(_ element: Element) -> Element? {
            for case .element(let child) in element.children where child !== skipped {
                if child.name == "h1" { return child }
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(body).flatMap(HeadingText.label(of:))
    }
}
