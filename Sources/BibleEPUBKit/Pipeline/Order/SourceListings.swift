/// A generator's source listings: the pages javadoc writes under `src-html/` (`-linksource`) and Sphinx's viewcode
/// under `_modules/`, one per source file, reached from the documentation's "[source]" and declaration links, and
/// wherever a generator puts them (Haddock's hyperlinked `src/` pages, Doxygen's `*_source.html`), a page that is one
/// preformatted listing and that other pages link as "Source" ("Go to the source code of this file."). They are
/// apparatus a reader consults, not chapters: each one a page of the book links is kept outside the reading order
/// (`linear="no"`, never in the contents) so the links keep working; one no page links stays where the order puts it.
/// One finding counts them.
enum SourceListings {
    /// The folders the generators write their listings to.
    static let folders: Set<String> = ["src-html", "_modules"]
    /// The texts of the links generators point at a listing with (Haddock's "Source", Sphinx's "[source]").
    static let linkTexts: Set<String> = ["source", "[source]", "(source)", "view source", "go to the source code of this file."]
    /// Least share of a page's text inside `<pre>` for it to be a listing by its shape.
    static let preformattedShare = 0.9

    /// The listings among `paths` that another page of `paths` (not itself a listing) links, with the pages linking each.
    static func find(among paths: [String], analysis: VaultAnalysis) -> [NonLinearPage] {
        let candidates = Set(paths)
        var linkedFrom: [String: Set<String>] = [:], named: Set<String> = []
        let resolver = analysis.resolver
        for path in paths {
            analysis.forEachLink(from: path, resolver: resolver) { element, target, _ in
                guard target != path, candidates.contains(target) else { return }
                let isListing = isListingPath(target)
                guard isListing || linkTexts.contains(SourceText.collapseWhitespace(element.textContent()).trimmingSpaces.lowercased()) else { return }
                if !isListing { named.insert(target) }
                linkedFrom[target, default: []].insert(path)
            }
        }
        let listings = Set(linkedFrom.keys.filter { isListingPath($0) || (named.contains($0) && isPreformatted($0, analysis: analysis)) })
        return paths.compactMap { page in
            guard listings.contains(page), let from = linkedFrom[page]?.subtracting(listings), !from.isEmpty else { return nil }
            return NonLinearPage(page: page, linkedFrom: from)
        }
    }

    /// Why a listings' index is not in the book.
    static let indexReason = "the index of the source listings (kept outside the reading order, or not in the tree), left out of the book"

    /// The listings' own indexes among `paths`: a page in a listings folder that no page outside them links (else
    /// `find` keeps it as a listing) and whose every link to another page goes to a listing kept outside or to one
    /// the tree does not hold (Sphinx's `_modules/index.html`, "All modules for which code is available", reached
    /// only from the listings' chrome; greenlet's, whose one listing the package left out). A list of links to
    /// apparatus, nothing of its own to read: left out of the book, named in the listings' finding.
    static func indexes(among paths: [String], listings: [NonLinearPage], analysis: VaultAnalysis) -> [String] {
        let kept = Set(listings.map(\.page))
        return paths.filter { path in
            guard isListingPath(path), !kept.contains(path), let body = analysis.pages[path]?.body else { return false }
            var toListings = 0, toOthers = 0
            body.forEachDescendant { element in
                guard element.name == "a", let href = element[attribute: "href"] else { return }
                switch analysis.resolver.resolve(href, from: path) {
                case .local(let target, _) where target != path: if kept.contains(target) { toListings += 1 } else { toOthers += 1 }
                case .missing(let target, _) where isListingPath(target): toListings += 1
                default: break
                }
            }
            return toListings > 0 && toOthers == 0
        }
    }

    /// Why a listing no page links is not in the book.
    static let unlinkedReason = "a source listing no page of the book links, left out of the book"

    /// The listings no page outside them links: in a listings folder (a generator's, or one where two listings or more
    /// were found by their "Source" links and that holds mostly listings: Haddock's `src/`, not Doxygen's one folder of
    /// everything, whose examples and verbatim changelog are code fragments too), a page that is one preformatted
    /// listing and that `find` did not keep (Haddock's `src/Paths_HUnit.html`, a generated module no page names).
    /// Apparatus nobody reaches: left out of the book, named in the listings' finding.
    static func unlinked(among paths: [String], listings: [NonLinearPage], indexes: [String], analysis: VaultAnalysis) -> [String] {
        let kept = Set(listings.map(\.page) + indexes)
        guard !kept.isEmpty else { return [] }
        let byFolder = Dictionary(listings.map { (VaultPath.directory(of: $0.page), 1) }, uniquingKeysWith: +)
        let pagesByFolder = Dictionary(paths.map { (VaultPath.directory(of: $0), 1) }, uniquingKeysWith: +)
        let learned = Set(byFolder.filter { $0.value >= 2 && $0.value * 2 > pagesByFolder[$0.key, default: 0] }.keys)
        let outside = paths.filter { !kept.contains($0) && !isListingPath($0) && !learned.contains(VaultPath.directory(of: $0)) }
        let linked = analysis.pagesLinked(from: outside, by: ["a"])
        return paths.filter { path in
            !kept.contains(path) && !linked.contains(path) && (isListingPath(path) || learned.contains(VaultPath.directory(of: path)))
                && isPreformatted(path, analysis: analysis)
        }
    }

    /// Whether nearly all of the page's text (``preformattedShare``) is inside `<pre>` elements or Doxygen's code
    /// fragments (`div.fragment`, one `div.line` per source line).
    static func isPreformatted(_ path: String, analysis: VaultAnalysis) -> Bool {
        guard let body = analysis.pages[path]?.body else { return false }
        let total = body.textContent().unicodeScalars.count
        var preformatted = 0
        func visit(_ element: Element) {
            for child in element.childElements {
                if child.name == "pre" || isCodeFragment(child) { preformatted += child.textContent().unicodeScalars.count } else { visit(child) }
            }
        }
        visit(body)
        return total > 0 && Double(preformatted) >= Double(total) * preformattedShare
    }

    /// Doxygen's code block: `<div class="fragment">`.
    private static func isCodeFragment(_ element: Element) -> Bool {
        element.name == "div" && (element[attribute: "class"] ?? "").split(separator: " ").contains("fragment")
    }

    /// Whether `path` lies under a listings folder (`api/src-html/org/junit/Assert.html`, `_modules/sphinx/util.html`).
    static func isListingPath(_ path: String) -> Bool {
        VaultPath.components(of: path).dropLast().contains { folders.contains(String($0)) }
    }

    /// The one finding about the listings kept outside the reading order.
    static func finding(_ listings: [NonLinearPage], indexes: [String] = [], unlinked: [String] = []) -> Diagnostic {
        var index = indexes.isEmpty ? "" : "; their index (\(indexes.joined(separator: ", "))) left out of the book"
        if !unlinked.isEmpty {
            let named = unlinked.prefix(3).joined(separator: ", ") + (unlinked.count > 3 ? ", …" : "")
            index += "; \(unlinked.count) listing\(unlinked.count == 1 ? "" : "s") no page links (\(named)) left out of the book"
        }
        guard let first = listings.first else {
            return Diagnostic(id: .orderSourceListings, severity: .info, file: indexes.first ?? "",
                              message: "the index of source listings the tree does not hold (\(indexes.joined(separator: ", ")), the generator's src-html/ or _modules/) left out of the book: its links lead to no page",
                              hint: "list it under spine: in book.yaml to keep it")
        }
        return Diagnostic(id: .orderSourceListings, severity: .info, file: first.page,
                          message: "\(listings.count) source listing\(listings.count == 1 ? "" : "s") (the generator's src-html/, _modules/ or linked \"Source\" pages) kept outside the reading order: reached from the pages that link them, not chapters of the contents\(index)",
                          hint: "list them under spine: in book.yaml to read them as chapters")
    }
}
