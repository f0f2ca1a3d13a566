/// A frameset-era manual: its root `index.html` is a `<frameset>` whose frames show a navigation page (button bars,
/// image maps fig2dev generated) beside the content, with a `<noframes>` link to a "no frame version". The frameset
/// names the book's contents page (the `noframes` link, else the content frame); its link order is the book's. The
/// frames' navigation pages, and pages that only link into a frame (`target="main"`), are chrome, not pages; the
/// content frame's page, when it only repeats the contents page's links, is the frame version of it.
struct FramesetPages: Equatable {
    /// The frameset page.
    var frameset: String
    /// The contents page it names.
    var contents: String
    /// Pages left out: the frames' navigation (links to them are unwrapped).
    var navigation: [String]
    /// Pages left out whose links go to the contents page instead: the frameset and the frame version of the contents.
    var redirected: [String]

    /// Why a navigation page is not in the book (said where a link to it is unwrapped).
    static let reason = "a frameset's navigation page (a button bar or image map for a frame)"

    /// The frameset among `candidates` (the root index first) and what it names, if the vault has one.
    static func find(rootIndex: String?, among candidates: [String], analysis: VaultAnalysis) -> FramesetPages? {
        guard let root = rootIndex, let page = analysis.pages[root] else { return nil }
        let tree = page.root.descendants()
        let frames = tree.filter { $0.name == "frame" }
        guard !frames.isEmpty else { return nil }
        let resolver = analysis.resolver, pool = Set(candidates)
        let target = { (reference: String?) -> String? in
            guard let reference, case .local(let path, _) = resolver.resolve(reference, from: root), pool.contains(path) else { return nil }
            return path
        }
        let noframesLinks = tree.filter { $0.name == "noframes" }.flatMap { $0.descendants() }.filter { $0.name == "a" }
            .compactMap { target($0[attribute: "href"]) }
        let framePages = frames.compactMap { frame in target(frame[attribute: "src"]).map { (page: $0, name: frame[attribute: "name"] ?? "") } }
        let contentFrame = framePages.first { contentFrameNames.contains($0.name.lowercased()) } ?? framePages.last
        guard let contents = noframesLinks.first ?? contentFrame?.page else { return nil }
        let frameNames = Set(framePages.map { $0.name.lowercased() }.filter { !$0.isEmpty })
        var navigation = framePages.map(\.page).filter { $0 != contents && $0 != contentFrame?.page }
        var redirected = [root]
        if let shown = contentFrame?.page, shown != contents, repeatsLinks(of: contents, in: shown, analysis: analysis) {
            redirected.append(shown)
        }
        navigation += candidates.filter { $0 != contents && !navigation.contains($0) && !redirected.contains($0)
            && onlyLinksIntoFrames($0, frameNames: frameNames, analysis: analysis) }
        return FramesetPages(frameset: root, contents: contents, navigation: navigation, redirected: redirected)
    }

    /// Frame names that hold a manual's content.
    private static let contentFrameNames: Set<String> = ["main", "content", "contents", "body", "text", "right", "page"]

    /// Whether every link of `page` (at least one) opens in one of the frameset's frames (`target`).
    private static func onlyLinksIntoFrames(_ page: String, frameNames: Set<String>, analysis: VaultAnalysis) -> Bool {
        guard !frameNames.isEmpty, let body = analysis.pages[page]?.body else { return false }
        let links = body.descendants().filter { ($0.name == "a" || $0.name == "area") && $0[attribute: "href"] != nil }
        return !links.isEmpty && links.allSatisfy { frameNames.contains(($0[attribute: "target"] ?? "").lowercased()) }
    }

    /// Whether the pages `shown` links are all among those `contents` links (the content frame's copy of the contents).
    private static func repeatsLinks(of contents: String, in shown: String, analysis: VaultAnalysis) -> Bool {
        let linked = { (page: String) in Set(ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver).map(\.page)) }
        let shownLinks = linked(shown)
        return !shownLinks.isEmpty && shownLinks.isSubset(of: linked(contents))
    }

    /// The one finding about the pages left out.
    func finding() -> Diagnostic {
        Diagnostic(id: .orderFrameNavigation, severity: .info, file: frameset,
                   message: "the frameset names \(contents) as the contents (links to the frameset\(redirected.count > 1 ? " and to \(redirected[1])" : "") go to it); \(navigation.count) navigation page\(navigation.count == 1 ? "" : "s") of its frames left out\(navigation.first.map { " (first: \($0))" } ?? "")")
    }
}
