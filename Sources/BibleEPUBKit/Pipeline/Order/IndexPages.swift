/// Back-matter indexes: pages whose label says they are an index (`Index`, `Concept Index`, `Index of Functions`,
/// `Index: A – F`) and whose body jumps through the alphabet (`A B C … Z` links: javadoc's index-all, Doxygen's
/// class index, texinfo's "Jump to:", epydoc's identifier index). Both are needed: on the web "index" is also a home
/// or section page. Generators that give their own order (a package spine, a `rel="next"` chain, a contents page)
/// already place their indexes; when only folder and file names give it, an index can sort before the pages it
/// indexes (javadoc's `index-all.html` before `org/`), so the natural order moves it after them. An index split over
/// many pages (Sphinx's `genindex-A.html` …) can also outnumber a small book's chapters, so that no chain or contents
/// page reaches most pages: the order is then found without it, and the index placed after the pages it indexes.
enum IndexPages {
    /// Fewest single-character links, in alphabetical order, that make a jump bar.
    static let minimumJumpLinks = 5

    /// Whether `label` names an index (what precedes a `:` or dash: `PO Mode Index: Q – Y` is one), itself or in the
    /// parentheses that end it (Haddock's `megaparsec-9.2.2: Monadic parser combinators (Index - A)`).
    static func labelNamesIndex(_ label: String) -> Bool {
        if label.hasSuffix(")"), let open = label.lastIndex(of: "("), namesIndexAlone(String(label[label.index(after: open)..<label.index(before: label.endIndex)])) {
            return true
        }
        return namesIndexAlone(label)
    }

    private static func namesIndexAlone(_ label: String) -> Bool {
        var head = label.lowercased()
        for separator in [":", " – ", " — ", " - "] {
            if let range = head.range(of: separator) { head = String(head[..<range.lowerBound]) }
        }
        head = head.trimmingSpaces
        return head == "index" || head.hasSuffix(" index") || head.hasPrefix("index of ")
    }

    /// Whether the page's label, heading or title names an index (the label may have lost the word with the prefix
    /// most titles share: Sphinx's "Index – A" among twenty "Index — …" titles is labelled "A").
    static func namesIndex(_ page: ParsedPage, label: String) -> Bool {
        [label, page.heading, page.title].contains { $0.map(labelNamesIndex) == true }
    }

    /// Whether `body` holds a run of at least ``minimumJumpLinks`` links whose texts are single characters in
    /// ascending order (`A`, `B`, `D`, …; symbols and digits may lead).
    static func hasAlphabeticJumpLinks(_ body: Element) -> Bool {
        var run: [Character] = [], longest = 0
        body.forEachDescendant { element in
            guard element.name == "a", element[attribute: "href"] != nil else { return }
            let text = element.textContent().trimmingSpaces.uppercased()
            guard text.count == 1, let letter = text.first else { return }
            if let last = run.last, letter <= last { run = [] }
            run.append(letter)
            longest = max(longest, run.count)
        }
        return longest >= minimumJumpLinks
    }

    /// `order` with each index placed after the pages it links to, when they come later: an index follows what it
    /// indexes. A run of consecutive pages whose labels name an index moves whole when one of them jumps
    /// through the alphabet (an index split over pages: `General Index`, `General Index: F – L`, …); `keeping`
    /// stays where it is. Returns the number of pages moved.
    static func placedAfterIndexed(_ order: [String], keeping: String?, analysis: VaultAnalysis) -> (order: [String], moved: Int) {
        var moved = 0, result = order
        for run in runs(in: order, keeping: keeping, analysis: analysis) {
            let members = Set(run)
            let rest = result.filter { !members.contains($0) }
            let linked = linkedPages(from: run, analysis: analysis)
            let positions = rest.indices.filter { linked.contains(rest[$0]) }
            // Moved when nine in ten of the pages it links to come later (a stray link a navigation bar left,
            // texinfo's "About", does not move it), after the last of them and the rest of that page's subfolder.
            guard let start = result.firstIndex(of: run[0]), !positions.isEmpty,
                  positions[(positions.count - 1) * 9 / 10] >= start else { continue }
            let last = endOfSubfolder(holding: positions[positions.count - 1], in: rest, below: VaultPath.directory(of: run[0]))
            result = Array(rest[...last]) + run + Array(rest[(last + 1)...])
            moved += run.count
        }
        return (result, moved)
    }

    /// The position of the last page of `order` in the same subfolder of `folder` as the page at `position` (the
    /// position itself when that page sits in `folder`): an index does not split a folder's pages.
    private static func endOfSubfolder(holding position: Int, in order: [String], below folder: String) -> Int {
        let prefix = folder.isEmpty ? "" : folder + "/"
        let relative = order[position].dropFirst(prefix.count)
        guard order[position].hasPrefix(prefix), let slash = relative.firstIndex(of: "/") else { return position }
        let subfolder = prefix + relative[..<slash] + "/"
        var last = position
        while last + 1 < order.count && order[last + 1].hasPrefix(subfolder) { last += 1 }
        return last
    }

    /// `order` with the index `runs` (left out of it) each placed after the last page it links to and the rest of
    /// that page's subfolder, else at the end; in an outline, a run's first page at the top level, the others under it.
    static func appended(_ runs: [[String]], to order: ReadingOrder, analysis: VaultAnalysis) -> ReadingOrder {
        var result = order, moved = 0
        for run in runs {
            moved += run.count
            let linked = linkedPages(from: run, analysis: analysis)
            let last = result.pages.lastIndex(where: linked.contains)
                .map { endOfSubfolder(holding: $0, in: result.pages, below: VaultPath.directory(of: run[0])) + 1 } ?? result.pages.count
            result.pages.insert(contentsOf: run, at: last)
            result.depths?.insert(contentsOf: [0] + Array(repeating: 1, count: run.count - 1), at: last)
        }
        result.source.reason += " (\(moved) index page\(moved == 1 ? "" : "s") after the pages indexed)"
        return result
    }

    /// The runs of consecutive pages of `order` whose labels name an index, one of them at least holding a jump bar.
    static func runs(in order: [String], keeping: String?, analysis: VaultAnalysis) -> [[String]] {
        var runs: [[String]] = [], run: [String] = [], runIsIndex = false
        func endRun() {
            if runIsIndex { runs.append(run) }
            run = []
            runIsIndex = false
        }
        for path in order {
            guard path != keeping, let page = analysis.pages[path], namesIndex(page, label: analysis.label(for: path)) else {
                endRun()
                continue
            }
            run.append(path)
            runIsIndex = runIsIndex || page.body.map(hasAlphabeticJumpLinks) == true
        }
        endRun()
        return runs
    }

    /// The other pages the pages of `run` link to.
    private static func linkedPages(from run: [String], analysis: VaultAnalysis) -> Set<String> {
        analysis.pagesLinked(from: run, by: ["a"]).subtracting(run)
    }
}
