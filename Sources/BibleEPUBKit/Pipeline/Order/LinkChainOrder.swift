/// Reading order from the pages' own link relations: the `next` chain from the start page (DocBook, Sphinx,
/// LaTeX2HTML, LinuxDoc), or, when `next` only joins siblings (texinfo's node pointers), depth-first over `up`
/// with each page's children in their `next` order. Depths come from `up` when most pages name one.
enum LinkChainOrder {
    /// Pages in order, their outline depths (nil: no `up` hierarchy), and how the order was found.
    struct Result {
        var pages: [String]
        var depths: [Int]?
        var reason: String
    }

    /// The order over `candidates` (natural order), or nil when no chain or tree reaches more than half of them;
    /// with `sideBySide` (no contents page either), chains of three or more pages that together do (one book per
    /// language), one after another, else the longest chain when it reaches most pages of its folders. `books` are the
    /// pages the root index links to, in its order: a chain of three or more pages that starts at one of them follows
    /// the longest chain, in that order (a set of guides, each its own chain, listed on one title page).
    static func resolve(_ relations: PageRelations, candidates: [String], rootIndex: String?, books: [String] = [],
                        sideBySide: Bool = false) -> Result? {
        guard !relations.isEmpty, candidates.count >= 2 else { return nil }
        let pool = Set(candidates)
        let chains = allChains(relations, candidates: candidates, pool: pool, rootIndex: rootIndex)
        let chain = chains.max { $0.count < $1.count } ?? []
        let tree = nextJoinsSiblings(relations, pool: pool) ? depthFirst(relations, candidates: candidates, pool: pool, rootIndex: rootIndex) : []
        let most = { (pages: [String]) in pages.count >= 2 && pages.count * 2 > candidates.count }
        var pages: [String] = [], how = "", listedBooks: [[String]] = []
        if most(tree) && tree.count > chain.count + chain.count / 10 {
            (pages, how) = (tree, "the pages' rel=\"up\" and rel=\"next\" links (a tree of \(tree.count) pages)")
        } else if most(chain) {
            let listed = listedChains(chains, with: chain, books: books, rootIndex: rootIndex)
            if listed.count < 2 {
                (pages, how) = (chain, "the pages' rel=\"next\"/rel=\"prev\" chain from \(chain[0]) (\(chain.count) pages)")
            } else {
                let joined = Array(listed.joined())
                listedBooks = listed
                let order = listed[0][0] == rootIndex && chain[0] != rootIndex ? ": \(rootIndex!)'s own first, then the longest"
                    : " in the order \(rootIndex ?? "the root index") lists them"
                (pages, how) = (joined, "\(listed.count) rel=\"next\" chains\(order) (\(joined.count) pages)")
            }
        } else if sideBySide {
            // Several books side by side (one per language): their chains one after another, in the order of their
            // first pages among the candidates (natural order, the opening language's folder first).
            let books = chains.filter { $0.count >= 3 }
            let position = Dictionary(candidates.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let sorted = books.sorted { position[$0[0], default: .max] < position[$1[0], default: .max] }
            let joined = Array(sorted.joined())
            if most(joined) {
                listedBooks = sorted
                (pages, how) = (joined, "\(books.count) rel=\"next\" chains side by side (\(joined.count) pages)")
            } else if mostOfItsFolders(chain, candidates: candidates) {
                (pages, how) = (chain, "the pages' rel=\"next\"/rel=\"prev\" chain from \(chain[0]) (\(chain.count) pages, "
                                + "most of its folders' pages)")
            } else {
                return nil
            }
        } else {
            return nil
        }
        let withUp = pages.filter { relations.up[$0] != nil }.count
        // One book: its root and the root's children are the top level; several listed books: each root, its children
        // under it. A page whose topmost `up` is not its book's first page (a DocBook chapter names no `up`) is a
        // child of that first page.
        let bookStarts = listedBooks.reduce(into: [String: String]()) { starts, book in for page in book { starts[page] = book[0] } }
        let depths = withUp * 2 > pages.count ? pages.map { page in
            let (count, top) = steps(up: page, relations, pool: pool)
            let belowStart = top == (bookStarts[page] ?? pages[0]) ? 0 : 1
            return min(max(count + belowStart - (listedBooks.count > 1 ? 0 : 1), 0), WorkspaceOrder.maxDepth)
        } : nil
        return Result(pages: pages, depths: depths, reason: "\(how) reaches \(pages.count) of \(candidates.count) pages")
    }

    /// `main` and the other chains of three or more pages that start at a page of `books`, in the order of `books`
    /// (`main` first when it starts elsewhere), after the one that starts at the root index: the title page's own book
    /// opens the book (PartImage's handbook, before its longer FAQ, a chain of its own the title page does not link).
    private static func listedChains(_ chains: [[String]], with main: [String], books: [String], rootIndex: String?) -> [[String]] {
        var position = Dictionary(books.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        if let rootIndex { position[rootIndex] = -2 }
        let listed = chains.filter { $0 != main && $0.count >= 3 && position[$0[0]] != nil }
        guard !listed.isEmpty else { return [main] }
        return ([main] + listed).sorted { position[$0[0]] ?? -1 < position[$1[0]] ?? -1 }
    }

    /// Whether `next` joins siblings (texinfo's node pointers), so that the order is the `up` tree's: some pages name a
    /// parent, and no more than 1 in 50 of the `next` links of pages that have one goes down into the page's own
    /// child, as it does where `next` is the document order (Sphinx, DocBook: a section's next is its first
    /// subsection). One root's next may go down (texinfo's Top names the first chapter); where several do, they are
    /// chapters naming no parent, whose next is their first section (DocBook's, when a book's chapters link no `up`).
    private static func nextJoinsSiblings(_ relations: PageRelations, pool: Set<String>) -> Bool {
        guard !relations.up.isEmpty else { return false }
        let inPool = relations.next.filter { pool.contains($0.key) && pool.contains($0.value) }
        let links = inPool.filter { relations.up[$0.key].map(pool.contains) == true }
        let down = links.filter { relations.up[$0.value] == $0.key }.count
        let rootsDown = inPool.filter { relations.up[$0.key].map(pool.contains) != true && relations.up[$0.value] == $0.key }.count
        return (down + max(rootsDown - 1, 0)) * 50 <= links.count + max(rootsDown - 1, 0)
    }

    /// Whether a chain of five pages or more reaches a quarter of `candidates` and more than half of the pages in the
    /// folders it passes through: the book, beside folders it never enters (Sphinx's `_modules` source listings, as
    /// many as the chapters), which follow it.
    private static func mostOfItsFolders(_ chain: [String], candidates: [String]) -> Bool {
        guard chain.count >= 5, chain.count * 4 >= candidates.count else { return false }
        let folders = Set(chain.map(VaultPath.directory(of:)))
        return chain.count * 2 > candidates.filter { folders.contains(VaultPath.directory(of: $0)) }.count
    }

    /// Disjoint chains: from the start page, the root index, then each page no other names as next (longest first
    /// where they overlap).
    private static func allChains(_ relations: PageRelations, candidates: [String], pool: Set<String>, rootIndex: String?) -> [[String]] {
        let targets = Set(relations.next.values)
        let heads = candidates.filter { relations.next[$0] != nil && !targets.contains($0) }
        let walks = ([relations.start, rootIndex].compactMap { $0 } + heads).map { walk(from: $0, relations, pool: pool) }
        var result: [[String]] = [], placed: Set<String> = []
        for chain in walks.sorted(by: { $0.count > $1.count }) where !chain.isEmpty && !placed.contains(chain[0]) {
            let fresh = chain.prefix { !placed.contains($0) }
            placed.formUnion(fresh)
            result.append(Array(fresh))
        }
        return result
    }

    private static func walk(from start: String, _ relations: PageRelations, pool: Set<String>, within siblings: Set<String>? = nil) -> [String] {
        var result: [String] = [], seen: Set<String> = []
        var current: String? = start
        while let page = current, pool.contains(page), siblings?.contains(page) ?? true, seen.insert(page).inserted {
            result.append(page)
            current = relations.next[page]
        }
        return result
    }

    /// Roots (pages naming no `up` in the pool), each followed by its subtree; siblings in their `next` order.
    private static func depthFirst(_ relations: PageRelations, candidates: [String], pool: Set<String>, rootIndex: String?) -> [String] {
        var children: [String: [String]] = [:], roots: [String] = []
        for page in candidates {
            if let parent = relations.up[page], pool.contains(parent) { children[parent, default: []].append(page) } else { roots.append(page) }
        }
        var result: [String] = [], seen: Set<String> = []
        var stack = siblingOrder(roots, relations, first: relations.start ?? rootIndex, pool: pool).reversed().map { $0 }
        while let page = stack.popLast() {
            guard seen.insert(page).inserted else { continue }
            result.append(page)
            stack += siblingOrder(children[page] ?? [], relations, first: nil, pool: pool).reversed()
        }
        return result
    }

    /// `siblings` (natural order) as their `next` links chain them: each chain from a sibling no other names as next.
    private static func siblingOrder(_ siblings: [String], _ relations: PageRelations, first: String?, pool: Set<String>) -> [String] {
        let group = Set(siblings)
        let targets = Set(siblings.compactMap { relations.next[$0] }.filter(group.contains))
        var heads = siblings.filter { !targets.contains($0) }
        if let first, let index = heads.firstIndex(of: first) { heads.insert(heads.remove(at: index), at: 0) }
        var result: [String] = [], seen: Set<String> = []
        for head in heads + siblings {
            for page in walk(from: head, relations, pool: pool, within: group) where seen.insert(page).inserted { result.append(page) }
        }
        return result
    }

    /// Steps up to a page naming no `up` (at most 13), and that page.
    private static func steps(up page: String, _ relations: PageRelations, pool: Set<String>) -> (count: Int, top: String) {
        var steps = 0, current = page, seen: Set<String> = [page]
        while let parent = relations.up[current], pool.contains(parent), seen.insert(parent).inserted, steps < 13 {
            steps += 1
            current = parent
        }
        return (steps, current)
    }
}
