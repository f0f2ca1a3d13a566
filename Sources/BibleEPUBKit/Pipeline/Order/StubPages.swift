/// Stub pages: pages whose only text, their headings aside, is a notice that many other pages repeat word for word and
/// that points elsewhere ("The 2018 edition of the book is no longer distributed with Rust's documentation. ... find
/// the current version of the book": 320 pages of one mdBook tree kept for old links). Each says nothing of its own,
/// so a zero-config order leaves them out with one finding; a link to a stub goes where the stub points, when that is
/// a page of the book, else it is unwrapped. A `spine:` that lists them keeps them.
enum StubPages {
    /// Least number of pages sharing one notice for them to be stubs.
    static let minimumPages = 3
    /// The notice's length in words: long enough to be a sentence, short enough to be only a notice.
    static let words = 5...100
    /// Elements whose presence means the page shows something besides its notice.
    static let content: Set<String> = ["img", "svg", "picture", "video", "audio", "object", "embed", "iframe", "canvas",
                                       "table", "pre", "math", "form"]

    /// The stubs found: the pages, the notice they share, and where each points inside the book.
    struct Found: Equatable {
        /// The stub pages, in the order given.
        var pages: [String]
        /// The first notice, as a page shows it (whitespace collapsed).
        var notice: String
        /// For each stub that links a page of the book that is no stub, the first such page: where links to it go.
        var targets: [String: String]
    }

    /// The stubs among `paths` (unless they would be all of them).
    static func find(among paths: [String], analysis: VaultAnalysis) -> Found? {
        var byNotice: [String: [String]] = [:], links: [String: [String]] = [:]
        for path in paths {
            guard let (notice, linked) = stub(path, analysis: analysis) else { continue }
            byNotice[notice, default: []].append(path)
            links[path] = linked
        }
        let groups = byNotice.filter { $0.value.count >= minimumPages }
        guard !groups.isEmpty else { return nil }
        let stubs = Set(groups.values.joined())
        guard stubs.count < paths.count else { return nil }
        let pages = paths.filter(stubs.contains)
        let notice = groups.first { $0.value.contains(pages[0]) }!.key
        var targets: [String: String] = [:]
        let kept = Set(paths).subtracting(stubs)
        for page in pages { if let target = links[page]?.first(where: kept.contains) { targets[page] = target } }
        return Found(pages: pages, notice: notice, targets: targets)
    }

    /// The page's notice (its text without headings, whitespace collapsed) and the pages it links, when the page is
    /// only a short notice holding a link; nil otherwise.
    private static func stub(_ path: String, analysis: VaultAnalysis) -> (String, [String])? {
        guard let body = analysis.pages[path]?.body else { return nil }
        var links: [String] = [], showsMore = false, linksAnywhere = false
        let resolver = analysis.resolver
        body.forEachDescendant { element in
            if content.contains(element.name) { showsMore = true }
            guard element.name == "a", let href = element[attribute: "href"], !href.hasPrefix("#") else { return }
            linksAnywhere = true
            if case .local(let target, _) = resolver.resolve(href, from: path), target != path { links.append(target) }
        }
        guard !showsMore, linksAnywhere else { return nil }
        let text = body.textContent(excluding: ["h1", "h2", "h3", "h4", "h5", "h6", "script", "style", "template"])
        let notice = text.split(whereSeparator: \.isWhitespace)
        guard words.contains(notice.count) else { return nil }
        return (notice.joined(separator: " "), links)
    }

    /// Why links to a stub that points nowhere in the book lose their target.
    static let reason = "a stub page repeating a notice, left out of the book"

    /// The one finding about `found`, placed at its first page.
    static func finding(_ found: Found, analysis: VaultAnalysis) -> Diagnostic {
        let first = found.pages[0], shown = found.notice.count > 80 ? String(found.notice.prefix(77)) + "..." : found.notice
        return Diagnostic(id: .orderStubPages, severity: .info, file: first, line: analysis.pages[first]?.body?.line ?? 0,
                          message: "\(found.pages.count) pages (this one first) hold only a notice they repeat word for word (\"\(shown)\"); left out of the book, links to each go where it points",
                          hint: "list them under spine: in book.yaml to keep them")
    }
}
