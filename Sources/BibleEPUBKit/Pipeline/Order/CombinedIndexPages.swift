/// An index written twice: split over pages (one a letter) and again whole on one page (Haddock's `doc-index-All.html`
/// beside `doc-index-A.html` … `doc-index-Z.html`). Index entries are too short for `CopiedPages`' text runs, so the
/// entries' link targets are compared instead: the page whose targets the letter pages hold between them is left out
/// like a copy, links to it going to the index's first page.
enum CombinedIndexPages {
    /// Fewest letter pages a combined index must repeat.
    static let minimumParts = 3
    /// Least share of each letter page's targets, and of the combined page's, found in the other.
    static let coveredShare = 0.9

    /// The combined indexes among `candidates` (natural order), each as a compilation of the pages it repeats.
    static func find(among candidates: [String], analysis: VaultAnalysis) -> [CopiedPages.Copy] {
        let indexes = candidates.filter { path in
            analysis.pages[path].map { IndexPages.namesIndex($0, label: analysis.label(for: path)) } == true
        }
        guard indexes.count > minimumParts else { return [] }
        let indexSet = Set(indexes)
        let targets = Dictionary(uniqueKeysWithValues: indexes.map { ($0, entryTargets(of: $0, skipping: indexSet, analysis: analysis)) })
        var result: [CopiedPages.Copy] = []
        for whole in indexes where !(targets[whole] ?? []).isEmpty {
            let all = targets[whole]!
            let parts = indexes.filter { part in
                part != whole && !targets[part]!.isEmpty && covered(targets[part]!, by: all)
            }
            guard parts.count >= minimumParts, covered(all, by: parts.reduce(into: Set<String>()) { $0.formUnion(targets[$1]!) }) else { continue }
            let kept = indexes.first { $0 != whole && analysis.pagesLinked(from: [$0], by: ["a"]).contains(parts[0]) } ?? parts[0]
            result.append(CopiedPages.Copy(page: whole, kept: kept, isCompilation: true, parts: parts.count))
        }
        return result
    }

    /// The local targets (page and fragment) the page's links name, links to the index's own pages left out.
    private static func entryTargets(of page: String, skipping indexPages: Set<String>, analysis: VaultAnalysis) -> Set<String> {
        var result: Set<String> = []
        analysis.forEachLink(from: page) { _, target, fragment in
            if !indexPages.contains(target) { result.insert(target + "#" + (fragment ?? "")) }
        }
        return result
    }

    /// Whether ``coveredShare`` of `part` is in `whole`.
    private static func covered(_ part: Set<String>, by whole: Set<String>) -> Bool {
        Double(part.intersection(whole).count) >= Double(part.count) * coveredShare
    }
}
