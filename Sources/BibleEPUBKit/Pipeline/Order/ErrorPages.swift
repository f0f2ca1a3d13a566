/// A web server's error pages: a page named by the HTTP status it answers (`404.html`, `500.html`: a client or server
/// error, 400 to 599) that no other page links to. A site shows it for an address it does not have (MkDocs and
/// Jekyll write `404.html`, Sphinx's notfound extension too); in a book it would be a page saying "Page not found".
/// A zero-config order leaves it out, reported; a `spine:` that lists it keeps it.
enum ErrorPages {
    /// The error pages among `paths`, unless they are all the pages there are.
    static func find(among paths: [String], analysis: VaultAnalysis) -> [String] {
        let named = paths.filter(isNamedForErrorStatus)
        guard !named.isEmpty, named.count < paths.count else { return [] }
        let linked = linkedPages(from: paths, to: Set(named), analysis: analysis)
        return named.filter { !linked.contains($0) }
    }

    /// The finding for a page left out.
    static func finding(_ page: String, analysis: VaultAnalysis) -> Diagnostic {
        Diagnostic(id: .orderErrorPage, severity: .info, file: page, line: analysis.pages[page]?.body?.line ?? 0,
                   message: "the page is a web server's error page (HTTP \(VaultPath.stem(of: page))) that no page links to; left out of the book",
                   hint: "list it under spine: in book.yaml to keep it")
    }

    /// Whether the file's name, without its extension, is a status code from 400 to 599.
    static func isNamedForErrorStatus(_ path: String) -> Bool {
        let stem = VaultPath.stem(of: path)
        guard stem.utf8.count == 3, let code = Int(stem) else { return false }
        return (400...599).contains(code)
    }

    /// Which of `targets` a link of another page among `paths` reaches.
    private static func linkedPages(from paths: [String], to targets: Set<String>, analysis: VaultAnalysis) -> Set<String> {
        analysis.pagesLinked(from: paths, by: ["a", "area"]).intersection(targets)
    }
}

extension VaultAnalysis {
    /// The vault paths the `href`s of `elements` (by name) in the bodies of `pages` resolve to, each page's links
    /// to itself aside.
    func pagesLinked(from pages: [String], by elements: Set<String>) -> Set<String> {
        var linked: Set<String> = []
        let resolver = resolver
        for page in pages {
            forEachLink(from: page, by: elements, resolver: resolver) { _, path, _ in
                if path != page { linked.insert(path) }
            }
        }
        return linked
    }

    /// Calls `visit` with each element named in `elements` in the body of `page` whose `href` resolves to a page or
    /// file of the vault, its target and fragment.
    func forEachLink(from page: String, by elements: Set<String> = ["a"], resolver: ReferenceResolver? = nil,
                     _ visit: (_ element: Element, _ target: String, _ fragment: String?) -> Void) {
        let resolver = resolver ?? self.resolver
        pages[page]?.body?.forEachDescendant { element in
            guard elements.contains(element.name), let href = element[attribute: "href"],
                  case .local(let target, let fragment) = resolver.resolve(href, from: page) else { return }
            visit(element, target, fragment)
        }
    }
}
