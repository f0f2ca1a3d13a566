/// The step after parsing that tells a site's name from each page's own heading: when the first `h1` of nearly every
/// page says the same (mdBook's menu title, the Node.js documentation's header), it names the site, not the page.
/// Such a page's label comes from its next `h1` (else its contents link or title), and the block around the site's
/// `h1` (a header) may then be chrome: measures count it as text, not as a heading.
enum SiteHeadingStage {
    /// Share of the pages whose first `h1` must say the same.
    static let repeatShare = 0.9

    /// Finds the shared first `h1`s of the HTML `pages` (redirects left out): the one of nine pages in ten of the
    /// vault, and the one of nine in ten of any folder of three pages or more (a package's documentation folder
    /// beside its website's: libxslt's pages all open with "The XSLT C library for GNOME", its reference manual's
    /// don't); returns their texts. When the pages' next `h1`s tell them apart (at least half of them differ), a
    /// shared one names the site: each page's outline is told, and its heading is the next `h1`. When they do not
    /// (pod2html's NAME, SYNOPSIS, … on every page), it is the first of each page's sections, and the pages stay.
    @discardableResult
    static func apply(to pages: [ParsedPage], outlines: [PageOutline?]) -> Set<String> {
        let html = zip(pages, outlines).filter { page, _ in !page.path.lowercased().hasSuffix(".md") && page.signals.redirect == nil }
        let shared = sharedHeadings(html.map(\.0))
        for text in shared.sorted() {
            let opened = html.compactMap { page, outline -> (page: ParsedPage, outline: PageOutline?, site: Element, next: String?)? in
                guard page.heading == text, let body = page.body, let site = body.firstDescendant(named: "h1") else { return nil }
                return (page, outline, site, firstHeading(in: body, after: site))
            }
            let nextHeadings = opened.compactMap(\.next)
            guard nextHeadings.isEmpty || Set(nextHeadings).count * 2 >= nextHeadings.count else { continue }
            for entry in opened {
                entry.outline?.siteHeading = entry.site
                entry.page.heading = entry.next
            }
        }
        markLaterSiteHeadings(html)
        return shared
    }

    /// An `h1` after the page's own that is one link (home) and says the same on nine pages in ten of the vault or of
    /// a folder names the site too (alabaster's sidebar, after the content, opens with
    /// `<h1 class="logo"><a href="index.html">Mu</a></h1>`): each page's outline is told, so the block around it can be
    /// chrome; the page's heading stays its first `h1`. A repeated section heading (pod2html's SYNOPSIS) is no link.
    private static func markLaterSiteHeadings(_ html: [(ParsedPage, PageOutline?)]) {
        let later = html.map { page, outline -> [(text: String, element: Element)] in
            guard let outline, outline.siteHeading == nil, let body = page.body else { return [] }
            var headings: [Element] = []
            body.forEachDescendant { if $0.name == "h1" { headings.append($0) } }
            return headings.dropFirst().compactMap { heading in
                guard let text = HeadingText.label(of: heading), let link = heading.firstDescendant(named: "a"),
                      link[attribute: "href"] != nil, HeadingText.label(of: link) == text else { return nil }
                return (text, heading)
            }
        }
        guard later.contains(where: { !$0.isEmpty }) else { return }
        for (_, members) in SiteRepetition.groups(html.map(\.0.path)) {
            var counts: [String: Int] = [:]
            for index in members { for text in Set(later[index].map(\.text)) { counts[text, default: 0] += 1 } }
            guard let shared = counts.filter({ Double($0.value) >= Double(members.count) * repeatShare }).keys.min() else { continue }
            for index in members {
                guard let site = later[index].first(where: { $0.text == shared })?.element else { continue }
                html[index].1?.siteHeading = site
            }
        }
    }

    /// The first `h1` texts that nine pages in ten of the vault, or of a folder of three pages or more, open with.
    private static func sharedHeadings(_ pages: [ParsedPage]) -> Set<String> {
        var found: Set<String> = []
        for (_, members) in SiteRepetition.groups(pages.map(\.path)) {
            if let shared = mostShared(members.compactMap { pages[$0].heading }), Double(shared.count) >= Double(members.count) * repeatShare {
                found.insert(shared.text)
            }
        }
        return found
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
