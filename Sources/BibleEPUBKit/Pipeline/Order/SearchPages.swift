/// A site's search pages: the page the other pages' heads name with `<link rel="search">` (Sphinx writes it on every
/// page) that holds a search form, and the pages a search script fills with its results (Doxygen's `search/*.html`:
/// an empty results element and the words "Loading... Searching... No Matches", 72 of the ALSA reference's pages).
/// In a book the scripts that ran them are gone, and what is left reads "Searching for multiple words only shows
/// matches that contain all words": a zero-config order leaves them out, reported, and links to them lose their
/// target (a reading system searches the book itself).
enum SearchPages {
    /// Most words a page of search results shows besides its results (its status messages).
    static let statusWords = 10

    /// The search pages among `paths`, unless they are all the pages there are.
    static func find(among paths: [String], analysis: VaultAnalysis) -> [String] {
        let resolver = analysis.resolver
        var named: Set<String> = []
        for path in paths {
            guard let href = analysis.pages[path]?.signals.relations["search"],
                  case .local(let target, _) = resolver.resolve(href, from: path), target != path else { continue }
            named.insert(target)
        }
        let found = paths.filter {
            (named.contains($0) && holdsForm(analysis.pages[$0])) || isResultsFrame(analysis.pages[$0]) || loadsSearchIndex(analysis.pages[$0])
        }
        let all = found + alike(found, among: paths, analysis: analysis)
        return all.count < paths.count ? paths.filter(Set(all).contains) : []
    }

    /// The pages of the search pages' own kind (a body class that in its folder mostly search pages bear: Doxygen's
    /// `SRPage`, not a Sphinx theme's class on every page) that show only a status (`search/nomatches.html`: "No
    /// Matches"), which no script fills and which is no page of the book either.
    private static func alike(_ found: [String], among paths: [String], analysis: VaultAnalysis) -> [String] {
        func kind(_ path: String) -> String? {
            guard let kind = analysis.pages[path]?.body?[attribute: "class"], !kind.isEmpty else { return nil }
            return VaultPath.directory(of: path) + "/" + kind
        }
        var bearers: [String: Int] = [:]
        for path in paths { if let kind = kind(path) { bearers[kind, default: 0] += 1 } }
        let searchKinds = found.compactMap(kind).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        let kinds = Set(searchKinds.filter { $0.value * 2 > bearers[$0.key, default: 0] }.keys)
        guard !kinds.isEmpty else { return [] }
        let searchPages = Set(found)
        return paths.filter { path in
            !searchPages.contains(path) && kind(path).map(kinds.contains) == true && showsOnlyStatus(analysis.pages[path])
        }
    }

    /// Whether the page shows a few words and nothing else (no link, image or form).
    private static func showsOnlyStatus(_ page: ParsedPage?) -> Bool {
        guard let body = page?.body, !body.descendants().contains(where: { shownElements.contains($0.name) }) else { return false }
        return body.textContent(excluding: ["script", "style", "template"]).split(whereSeparator: \.isWhitespace).count <= statusWords
    }

    private static let shownElements: Set<String> = ["a", "img", "svg", "form", "table", "video", "object", "iframe"]

    /// Why links to a search page lose their target.
    static let reason = "the site's search page, left out of the book"

    /// The findings for the pages left out: one per page, or one for all when there are more than two.
    static func findings(_ pages: [String], analysis: VaultAnalysis) -> [Diagnostic] {
        guard pages.count > 2 else { return pages.map { finding($0, analysis: analysis) } }
        let first = pages[0], shown = pages.prefix(3).joined(separator: ", ")
        return [Diagnostic(id: .orderSearchPage, severity: .info, file: first, line: analysis.pages[first]?.body?.line ?? 0,
                           message: "\(pages.count) pages are the site's search pages or pages a search script fills (\(shown), ...); they need a script or a server, so they are left out of the book",
                           hint: "list them under spine: in book.yaml to keep them")]
    }

    /// The finding for a page left out.
    static func finding(_ page: String, analysis: VaultAnalysis) -> Diagnostic {
        Diagnostic(id: .orderSearchPage, severity: .info, file: page, line: analysis.pages[page]?.body?.line ?? 0,
                   message: "the page is the site's search page (other pages name it with rel=\"search\", it loads the generator's search index, or a search script fills it); it needs a script or a server, so it is left out of the book",
                   hint: "list it under spine: in book.yaml to keep it")
    }

    /// Whether the page is one a search script fills: an empty element named for results (`id="SRResults"`,
    /// `class="search-results"`), a script, and a few status words besides, with no link, image or form.
    static func isResultsFrame(_ page: ParsedPage?) -> Bool {
        guard let body = page?.body else { return false }
        var emptyResults = false, scripted = false
        body.forEachDescendant { element in
            if element.name == "script" { scripted = true }
            if !emptyResults, element.children.isEmpty,
               ArticleApparatus.nameWords(element).contains(where: { $0 == "results" || $0.hasSuffix("results") }) { emptyResults = true }
        }
        return emptyResults && scripted && showsOnlyStatus(page)
    }

    /// Whether a script of the page loads Sphinx's search index (`searchindex.js` as its source, or
    /// `Search.loadIndex(` in it): the generator's search page, whatever its theme writes around it
    /// (openstackdocstheme's names it with no `rel="search"` and moves the form into its sidebar).
    static func loadsSearchIndex(_ page: ParsedPage?) -> Bool {
        guard let page, page.source.firstIndex(ofBytes: searchIndexBytes) != nil else { return false }
        return page.root.descendants().contains { element in
            element.name == "script" && (element[attribute: "src"].map { VaultPath.fileName(of: $0) == "searchindex.js" } == true
                                         || element.textContent().contains("Search.loadIndex("))
        }
    }

    private static let searchIndexBytes = Array("searchindex".utf8)

    private static func holdsForm(_ page: ParsedPage?) -> Bool {
        guard let body = page?.body else { return false }
        return body.descendants().contains { $0.name == "form" || $0.name == "input" }
    }
}
