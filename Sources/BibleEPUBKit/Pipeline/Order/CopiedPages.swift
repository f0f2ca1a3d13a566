/// Pages that repeat text the book already has: a copy of another page (mdBook's `index.html` is its first chapter
/// again) and a page that puts all the others on one (mdBook's `print.html`, the Node.js documentation's `all.html`).
/// Left in, the reader would read the book twice; they are left out like redirects, and links to them go to the page
/// kept. Only text is compared, after the app chrome went, in runs (text nodes) long enough to be the author's words.
enum CopiedPages {
    /// A page left out, the page links to it go to, and whether it held all the others.
    struct Copy: Equatable {
        var page: String
        var kept: String
        var isCompilation: Bool
        /// For a compilation, how many other pages its text was found in.
        var parts = 0
    }

    /// Least text a page must have to be compared (an image page with a caption is no copy of another).
    static let smallestText = 500
    /// Least share of a compilation's text found in other pages.
    static let coveredShare = 0.9
    /// Least share of the other pages' text (as parsed, their repeated chrome still in) a compilation must hold:
    /// Rust by Example's sidebar outweighs its pages' own text, so `print.html` holds a third of the parsed whole.
    static let compiledShare = 0.15
    /// Shortest text run compared for a compilation (shorter ones, "Note", "Example", repeat anyway).
    static let shortestRun = 40
    /// Most of a compilation's found text one other page may hold: a page found whole in one compilation (a chapter
    /// of the book that holds it) is no compilation itself, while FFmpeg's `ffplay-all.html` takes about 70% of its
    /// text from `ffmpeg-filters.html` and the rest from eight other pages.
    static let largestPartShare = 0.8

    /// The copies among `candidates` (natural order); `preferred` (the root index) is kept over its copies.
    static func find(among candidates: [String], pages: [String: ParsedPage], preferred: String?, preferredFolder: String? = nil) -> [Copy] {
        let sized = candidates.compactMap { path in pages[path]?.textBytes.map { (path: path, text: $0) } }
            .filter { $0.text >= smallestText }
        let copies = exactCopies(sized, pages: pages, preferred: preferred, preferredFolder: preferredFolder)
        let left = Set(copies.map(\.page))
        return copies + compilations(sized.filter { !left.contains($0.path) }, pages: pages, first: preferred)
    }

    /// Pages whose text equals an earlier page's (the preferred page first), grouped by the parser's text size.
    private static func exactCopies(_ sized: [(path: String, text: Int)], pages: [String: ParsedPage], preferred: String?,
                                    preferredFolder: String?) -> [Copy] {
        let groups = Dictionary(grouping: sized, by: \.text).values.filter { $0.count > 1 }
        var copies: [Copy] = []
        for group in groups {
            // Kept: the root index, else a page of the preferred folder (the language that opens the book: Apache's
            // Danish manual repeats the English pages it has no translation of), else the shortest name (javadoc's
            // `Outer.html` over `Outer.Inner.html`).
            let key = { (path: String) in
                (path == preferred ? 0 : 1, preferredFolder.map { path.hasPrefix($0 + "/") ? 0 : 1 } ?? 1, path.utf8.count, path)
            }
            let paths = group.map(\.path).sorted { key($0) < key($1) }
            var firstWithText: [[Int]: String] = [:]
            for path in paths {
                guard let body = pages[path]?.body else { continue }
                let signature = runs(of: body, shortest: 1).map(\.hash)
                if let kept = firstWithText[signature] {
                    copies.append(Copy(page: path, kept: kept, isCompilation: false))
                } else {
                    firstWithText[signature] = path
                }
            }
        }
        return copies.sorted { Ordering.NaturalKey($0.page) < Ordering.NaturalKey($1.page) }
    }

    /// Pages holding at least `compiledShare` of all the other pages' text, nearly all of it found in three or more
    /// of them and no more than `largestPartShare` of it in any one (a large chapter is not a compilation of the
    /// whole book that holds it); links go to `first`, else the first other page.
    private static func compilations(_ sized: [(path: String, text: Int)], pages: [String: ParsedPage], first: String?) -> [Copy] {
        let total = sized.reduce(0) { $0 + $1.text }
        let large = Set(sized.filter { Double($0.text) >= Double(total - $0.text) * compiledShare }.map(\.path))
        guard sized.count >= 4, !large.isEmpty else { return [] }
        var holders: [Int: [String]] = [:], runsOf: [String: [(hash: Int, bytes: Int)]] = [:]
        for (path, _) in sized {
            guard let body = pages[path]?.body else { continue }
            runsOf[path] = runs(of: body, shortest: shortestRun)
            for run in runsOf[path]! where (holders[run.hash]?.count ?? 0) < 3 && holders[run.hash]?.last != path {
                holders[run.hash, default: []].append(path)
            }
        }
        return sized.filter { large.contains($0.path) }.compactMap { candidate in
            var found: [String: Int] = [:], ownBytes = 0
            for run in runsOf[candidate.path] ?? [] {
                ownBytes += run.bytes
                let others = (holders[run.hash] ?? []).filter { $0 != candidate.path }
                // A run another compilation holds too is credited to a page of its own, where there is one.
                if let holder = others.first(where: { !large.contains($0) }) ?? others.first { found[holder, default: 0] += run.bytes }
            }
            let foundBytes = found.values.reduce(0, +)
            guard ownBytes > 0, Double(foundBytes) >= Double(ownBytes) * coveredShare, found.count >= 3,
                  Double(found.values.max() ?? 0) <= Double(foundBytes) * largestPartShare else { return nil }
            let kept = first.flatMap { $0 == candidate.path ? nil : $0 } ?? sized.first { $0.path != candidate.path }!.path
            return Copy(page: candidate.path, kept: kept, isCompilation: true, parts: found.count)
        }
    }

    /// FNV-1a over the text's UTF-8 bytes: the same in every process (Swift's `hashValue` is seeded per process, so
    /// a collision, however unlikely, could change the book from one build to the next).
    static func fnv1a(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(bitPattern: UInt(hash))
    }

    /// The page's text runs (text nodes, white space trimmed, or collapsed with `collapsing`) of at least `shortest`
    /// bytes, hashed, in order; none inside elements named in `skipping`.
    static func runs(of body: Element, shortest: Int, collapsing: Bool = false, skipping: Set<String> = []) -> [(hash: Int, bytes: Int)] {
        var result: [(hash: Int, bytes: Int)] = []
        func visit(_ element: Element) {
            for child in element.children {
                switch child {
                case .text(let text):
                    let trimmed = collapsing ? SourceText.collapseWhitespace(text) : text.trimmingSpaces
                    if trimmed.utf8.count >= shortest { result.append((fnv1a(trimmed), trimmed.utf8.count)) }
                case .element(let inner):
                    if !inner.traits.contains(.rawText) && !skipping.contains(inner.name) { visit(inner) }
                case .comment:
                    continue
                }
            }
        }
        visit(body)
        return result
    }
}
