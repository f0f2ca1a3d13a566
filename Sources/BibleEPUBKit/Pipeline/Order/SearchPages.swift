/// A site's search page: the page the other pages' heads name with `<link rel="search">` (Sphinx writes it on every
/// page) that holds a search form. In a book its form is gone with the scripts that ran it, and what is left reads
/// "Searching for multiple words only shows matches that contain all words": a zero-config order leaves it out,
/// reported, and links to it lose their target (a reading system searches the book itself).
enum SearchPages {
    /// The search pages among `paths`, unless they are all the pages there are.
    static func find(among paths: [String], analysis: VaultAnalysis) -> [String] {
        let resolver = analysis.resolver
        var named: Set<String> = []
        for path in paths {
            guard let href = analysis.pages[path]?.signals.relations["search"],
                  case .local(let target, _) = resolver.resolve(href, from: path), target != path else { continue }
            named.insert(target)
        }
        let found = paths.filter { named.contains($0) && holdsForm(analysis.pages[$0]) }
        return found.count < paths.count ? found : []
    }

    /// Why links to a search page lose their target.
    static let reason = "the site's search page, left out of the book"

    /// The finding for a page left out.
    static func finding(_ page: String, analysis: VaultAnalysis) -> Diagnostic {
        Diagnostic(id: .orderSearchPage, severity: .info, file: page, line: analysis.pages[page]?.body?.line ?? 0,
                   message: "the page is the site's search page (other pages name it with rel=\"search\"); its form needs a script or a server, so it is left out of the book",
                   hint: "list it under spine: in book.yaml to keep it")
    }

    private static func holdsForm(_ page: ParsedPage?) -> Bool {
        guard let body = page?.body else { return false }
        return body.descendants().contains { $0.name == "form" || $0.name == "input" }
    }
}
