/// A generator's source listings: the pages javadoc writes under `src-html/` (`-linksource`) and Sphinx's viewcode
/// under `_modules/`, one per source file, reached from the documentation's "[source]" and declaration links. They
/// are apparatus a reader consults, not chapters: each one a page of the book links is kept outside the reading
/// order (`linear="no"`, never in the contents) so the links keep working; one no page links stays where the order
/// puts it. One finding counts them.
enum SourceListings {
    /// The folders the generators write their listings to.
    static let folders: Set<String> = ["src-html", "_modules"]

    /// The listings among `paths` that another page of `paths` (not itself a listing) links, with the pages linking each.
    static func find(among paths: [String], analysis: VaultAnalysis) -> [NonLinearPage] {
        let listings = Set(paths.filter(isListingPath))
        guard !listings.isEmpty else { return [] }
        var linkedFrom: [String: Set<String>] = [:]
        for path in paths where !listings.contains(path) {
            guard let body = analysis.pages[path]?.body else { continue }
            body.forEachDescendant { element in
                guard element.name == "a", let href = element[attribute: "href"],
                      case .local(let target, _) = analysis.resolver.resolve(href, from: path), listings.contains(target) else { return }
                linkedFrom[target, default: []].insert(path)
            }
        }
        return paths.compactMap { page in linkedFrom[page].map { NonLinearPage(page: page, linkedFrom: $0) } }
    }

    /// Whether `path` lies under a listings folder (`api/src-html/org/junit/Assert.html`, `_modules/sphinx/util.html`).
    static func isListingPath(_ path: String) -> Bool {
        VaultPath.components(of: path).dropLast().contains { folders.contains(String($0)) }
    }

    /// The one finding about the listings kept outside the reading order.
    static func finding(_ listings: [NonLinearPage]) -> Diagnostic {
        Diagnostic(id: .orderSourceListings, severity: .info, file: listings[0].page,
                   message: "\(listings.count) source listing\(listings.count == 1 ? "" : "s") (the generator's src-html/ or _modules/ pages) kept outside the reading order: reached from the pages that link them, not chapters of the contents",
                   hint: "list them under spine: in book.yaml to read them as chapters")
    }
}
