/// Chrome a zero-config build keeps because it is on too few pages to be sure, listed by `init` for the author to
/// decide: elements that look like chrome on some pages (a site header, a navigation block), and small blocks that
/// name the page's own file ("File: chapter-3.html · edit · refresh"), which is authoring metadata, not content.
package struct ChromeCandidate: Sendable, Equatable {
    /// The elements' pattern.
    package var pattern: ElementPattern
    /// On how many pages.
    package var pages: Int
    /// The first one's text, shortened.
    package var sample: String

    /// How many candidates `init` lists at most.
    static let listed = 10
    /// Most of a page's text a candidate may hold: more than the build's limit, since the author decides.
    static let largestShare = 0.5

    /// The candidates on `pages` (vault path and body), most frequent first.
    package static func find(in pages: [(path: String, body: Element)]) -> [ChromeCandidate] {
        var found: [ElementPattern: ChromeCandidate] = [:]
        for (path, body) in pages {
            let outline = PageOutline(body: body)
            let ownName = VaultPath.fileName(of: path)
            let chrome = AppChrome.candidates(in: outline, largestShare: largestShare) + namingTheirPage(outline, ownName)
            var seen: Set<ElementPattern> = []
            for element in chrome where seen.insert(ElementPattern(element)).inserted {
                let pattern = ElementPattern(element)
                if found[pattern] == nil {
                    let text = SourceText.collapseWhitespace(element.textContent())
                    guard !text.isEmpty else { continue } // an empty anchor named `…header` or `…menu` shows nothing
                    found[pattern] = ChromeCandidate(pattern: pattern, pages: 0, sample: text.count > 60 ? String(text.prefix(59)) + "…" : text)
                }
                found[pattern]!.pages += 1
            }
        }
        return found.values.sorted { ($1.pages, $0.pattern) < ($0.pages, $1.pattern) }.prefix(listed).map { $0 }
    }

    /// List items, rows and cells: reported through what they hold, never on their own.
    private static let partsOfTheirParent: Set<String> = ["li", "dt", "dd", "tr", "td", "th", "tbody", "thead", "tfoot"]

    /// Small blocks near the top of the page whose text names the page's own file.
    private static func namingTheirPage(_ outline: PageOutline, _ ownName: String) -> [Element] {
        guard !ownName.isEmpty else { return [] }
        let limit = Int(Double(outline.pageText) * largestShare)
        var found: [Element] = []
        outline.forEachElement { element, _ in
            let measure = outline.measure(element, limit: limit)
            guard measure.complete, !measure.hasTopHeading, !partsOfTheirParent.contains(element.name),
                  element.textContent().contains(ownName) else { return true }
            found.append(element)
            return false
        }
        return found
    }
}
