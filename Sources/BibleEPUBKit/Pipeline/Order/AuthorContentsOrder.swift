/// The reading order the author's own contents page gives (the vault's table-of-contents page, `toc:`): the page,
/// then the pages it links in link order. A folder's landing page opens its folder even when the contents page
/// links the folder's chapters first. A page of a folder the contents page reaches (it links a page of the same
/// top-level folder) but does not link goes among its folder's pages, by name order, reported. Pages of folders
/// it does not reach and root pages it does not link go at the end, in name order, reported once as a group: they
/// are often not the book (a roadmap, a second copy of a page, working notes), and `exclude:` leaves them out.
enum AuthorContentsOrder {
    /// How the order is told in `toc` and findings: what the rule was given.
    struct Request {
        /// Vault path of the contents page.
        let tocPage: String
        /// The pages it links, in document order, first occurrence each.
        let linked: [String]
        /// Every page of the book, in natural order.
        let natural: [String]
        /// Why this rule gives the order.
        let reason: String
    }

    /// The order for `request`, with the findings about pages the contents page does not link.
    static func resolve(_ request: Request) -> (ReadingOrder, [Diagnostic]) {
        let pool = Set(request.natural)
        var pages = [request.tocPage], seen: Set<String> = [request.tocPage]
        for page in request.linked where pool.contains(page) && seen.insert(page).inserted { pages.append(page) }
        let reachedFolders = Set(pages.compactMap(topFolder))
        var diagnostics: [Diagnostic] = [], outside: [String] = []
        for page in request.natural where !seen.contains(page) {
            guard let folder = topFolder(page), reachedFolders.contains(folder) else {
                outside.append(page)
                continue
            }
            pages.insert(page, at: placeInFolder(page, in: pages, natural: request.natural))
            seen.insert(page)
            if !isLandingPage(page) { diagnostics.append(unlinked(page, tocPage: request.tocPage)) }
        }
        pages = landingPagesFirst(pages)
        var order = ReadingOrder(pages: pages + outside, source: OrderSource(rule: .contentsPage, reason: request.reason))
        order.contentsPage = request.tocPage
        order.outsideContents = outside
        if !outside.isEmpty { diagnostics.append(OutsideContents.finding(outside, tocPage: request.tocPage)) }
        return (order, diagnostics)
    }

    /// The first folder of a vault path; nil for a page at the root.
    static func topFolder(_ page: String) -> String? {
        page.firstIndex(of: "/").map { String(page[..<$0]) }
    }

    /// Whether `page` is its folder's landing page (named like the folder, or `index`).
    static func isLandingPage(_ page: String) -> Bool {
        NaturalOrder.isLandingPage(page, of: VaultPath.directory(of: page))
    }

    /// Where `page` goes among the pages of its folder in `order`: before the first of them that follows it in
    /// name order (so a folder's landing page or a title page before the contents stays first), else after the last
    /// page sharing the most folders with it.
    private static func placeInFolder(_ page: String, in order: [String], natural: [String]) -> Int {
        let folder = VaultPath.directory(of: page)
        let rank = Dictionary(natural.enumerated().map { ($1, $0) }) { first, _ in first }
        let mine = rank[page] ?? 0
        if let next = order.firstIndex(where: { VaultPath.directory(of: $0) == folder && (rank[$0] ?? -1) > mine }) {
            return next
        }
        return ReadingOrderResolver.insertionIndex(of: page, in: order)
    }

    /// `order` with each folder's landing page moved before the first page of its folder (and the folders in it).
    static func landingPagesFirst(_ order: [String]) -> [String] {
        var pages = order
        for landing in order where isLandingPage(landing) {
            let prefix = VaultPath.directory(of: landing) + "/"
            guard let first = pages.firstIndex(where: { $0.hasPrefix(prefix) }),
                  let current = pages.firstIndex(of: landing), current > first else { continue }
            pages.remove(at: current)
            pages.insert(landing, at: first)
        }
        return pages
    }

    private static func unlinked(_ page: String, tocPage: String) -> Diagnostic {
        Diagnostic(id: .orderUnreachedPage, severity: .warning, file: page,
                   message: "the contents page \(tocPage) does not link to this page; it is placed among the pages of its folder",
                   hint: "link it from \(tocPage), or list the order in spine: (book.yaml)")
    }
}
