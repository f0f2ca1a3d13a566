/// A frameset-era manual: its root `index.html` is a `<frameset>` whose frames show navigation pages (a list of
/// sections, button bars, image maps fig2dev generated) beside the content, maybe with a `<noframes>` link to a "no
/// frame version". The frameset gives the order: its `noframes` link, else its content frame's page when that links
/// as many pages as the navigation frames open in it, is the contents page whose link order is the book's; else the navigation frames are walked as the
/// reader clicks them, depth first: a link opening in a navigation frame shows that frame's next list (a section's
/// index, kept as a page that opens its section), a link opening in the content frame is the next page.
/// Navigation pages of buttons (button bars, image maps: a few words, links that are images) are chrome, not pages;
/// a navigation page that lists links by name (a section's index) opens its section.
struct FramesetPages: Equatable {
    /// The frameset page.
    var frameset: String
    /// The contents page it names (the first navigation page when the frames are walked).
    var contents: String
    /// The order the navigation frames give, when no contents page does (`contents` is then its first page).
    var walked: [ContentsPageOrder.Entry]?
    /// Pages left out: the frames' navigation of few words (links to them are unwrapped).
    var navigation: [String]
    /// Pages left out whose links go to the contents page instead: the frameset and the frame version of the contents.
    var redirected: [String]

    /// Why a navigation page is not in the book (said where a link to it is unwrapped).
    static let reason = "a frameset's navigation page (a button bar or image map for a frame)"
    /// Most words a page of buttons left out as chrome may hold.
    static let navigationWords = 25
    /// Least pages a content frame's page must link to be the contents (and at least as many as the navigation frames
    /// open in the content frame).
    static let contentsLinks = 3

    /// The frameset among `candidates` (the root index first) and what it names, if the vault has one.
    static func find(rootIndex: String?, among candidates: [String], analysis: VaultAnalysis) -> FramesetPages? {
        guard let root = rootIndex, let page = analysis.pages[root] else { return nil }
        let tree = page.root.descendants()
        let frames = tree.filter { $0.name == "frame" }
        guard !frames.isEmpty else { return nil }
        let pool = Set(candidates)
        let links = FrameLinks(analysis: analysis, pool: pool)
        let noframesLinks = tree.filter { $0.name == "noframes" }.flatMap { $0.descendants() }.filter { $0.name == "a" }
            .compactMap { links.target($0[attribute: "href"], from: root) }
        let framePages = frames.compactMap { frame in
            links.target(frame[attribute: "src"], from: root).map { (page: $0, name: (frame[attribute: "name"] ?? "").lowercased()) }
        }
        let contentFrame = framePages.first { contentFrameNames.contains($0.name) } ?? framePages.last
        let navigationFrames = framePages.filter { $0.name != contentFrame?.name || $0.page != contentFrame?.page }
        let frameNames = Set(framePages.map(\.name).filter { !$0.isEmpty })
        var redirected = [root]
        let contents: String, walked: [ContentsPageOrder.Entry]?
        let (entries, walkedContent) = links.walk(from: navigationFrames, opening: contentFrame, navigationNames: frameNames.subtracting([contentFrame?.name ?? ""]))
        let contentLinks = contentFrame.map { ContentsPageOrder.entries(of: $0.page, pages: analysis.pages, resolver: analysis.resolver).count } ?? 0
        let contentFrameLists = contentLinks >= contentsLinks && contentLinks >= walkedContent
        if let named = noframesLinks.first ?? (contentFrameLists ? contentFrame?.page : nil) {
            (contents, walked) = (named, nil)
            if let shown = contentFrame?.page, shown != contents, repeatsLinks(of: contents, in: shown, analysis: analysis) {
                redirected.append(shown)
            }
        } else {
            guard let first = navigationFrames.first?.page, entries.count > 1 else { return nil }
            (contents, walked) = (first, entries)
        }
        // With a contents page giving the order, a list of links a frame shows (javadoc's package-frame.html: a
        // package's classes, opened in the class frame) is navigation too; walking the frames, it opens its section.
        let navigation = candidates.filter { candidate in
            candidate != contents && !redirected.contains(candidate)
                && (navigationFrames.contains { $0.page == candidate } || links.onlyLinksIntoFrames(candidate, frameNames: frameNames))
                && (isButtons(candidate, links) || walked == nil && isLinkList(candidate, links))
        }
        return FramesetPages(frameset: root, contents: contents, walked: walked, navigation: navigation, redirected: redirected)
    }

    /// Frame names that hold a manual's content.
    private static let contentFrameNames: Set<String> = ["main", "content", "contents", "body", "text", "right", "page", "mainframe"]

    /// Whether the page is buttons: at most `navigationWords` words, and at least half its links image-map areas or
    /// images without text (a button bar, fig2dev's image maps); a list of links by name is not.
    private static func isButtons(_ page: String, _ links: FrameLinks) -> Bool {
        guard let body = links.analysis.pages[page]?.body, words(of: body) <= navigationWords else { return false }
        let all = links.links(of: page)
        let images = all.filter { link in
            link.name == "area" || link.firstDescendant(named: "img") != nil && link.textContent().allSatisfy(\.isWhitespace)
        }
        return all.isEmpty || images.count * 2 >= all.count
    }

    /// Whether the page is a list of links: at least half its words are in its links.
    private static func isLinkList(_ page: String, _ links: FrameLinks) -> Bool {
        guard let body = links.analysis.pages[page]?.body else { return false }
        let linked = links.links(of: page).reduce(0) { $0 + words(of: $1) }
        return linked > 0 && linked * 2 >= words(of: body)
    }

    /// The number of words in `element`'s text, scripts and styles not counted.
    private static func words(of element: Element) -> Int {
        element.textContent(excluding: ["script", "style"]).split(whereSeparator: \.isWhitespace).count
    }

    /// Whether the pages `shown` links are all among those `contents` links (the content frame's copy of the contents).
    private static func repeatsLinks(of contents: String, in shown: String, analysis: VaultAnalysis) -> Bool {
        let linked = { (page: String) in Set(ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver).map(\.page)) }
        let shownLinks = linked(shown)
        return !shownLinks.isEmpty && shownLinks.isSubset(of: linked(contents))
    }

    /// The one finding about the order and the pages left out.
    func finding() -> Diagnostic {
        let how = walked == nil ? "names \(contents) as the contents" : "gives the order through its navigation frames, from \(contents),"
        let redirects = "links to the frameset\(redirected.count > 1 ? " and to \(redirected[1])" : "") go to \(contents)"
        let left = navigation.isEmpty ? "" : "; \(navigation.count) navigation page\(navigation.count == 1 ? "" : "s") of its frames left out (first: \(navigation[0]))"
        return Diagnostic(id: .orderFrameNavigation, severity: .info, file: frameset, message: "the frameset \(how) (\(redirects))\(left)")
    }
}
