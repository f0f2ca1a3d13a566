import Foundation

/// Sibling contents entries that share one label, told apart by each page's first subheading when those are short
/// and differ: an index split over pages whose titles all say the same (Doxygen's "Globals" for each letter, its
/// first `h3` "- b -") reads "Globals: b". Entries whose subheadings do not tell them apart, or are sentences or
/// signatures rather than names (epydoc's first function, scaladoc's "Related Docs: …"), keep their label.
enum DuplicateLabels {
    /// The longest subheading, in characters, that tells entries apart.
    static let longestSubheading = 24

    /// `entries` and their descendants with sibling labels told apart; `subheading` gives a page's first subheading.
    static func toldApart(_ entries: [TOCEntry], subheading: (String) -> String?) -> [TOCEntry] {
        var entries = entries.map { entry in
            var entry = entry
            entry.children = toldApart(entry.children, subheading: subheading)
            return entry
        }
        let shared = Dictionary(grouping: entries.indices.filter { entries[$0].page != nil }) { entries[$0].label }
        for (label, indices) in shared where indices.count > 1 {
            let subheadings = indices.compactMap { entries[$0].page.flatMap(subheading) }.filter(isName)
            guard subheadings.count == indices.count, Set(subheadings).count == indices.count else { continue }
            for (index, text) in zip(indices, subheadings) { entries[index].label = label + ": " + text }
        }
        return entries
    }

    /// Whether `text` is short and reads as a name (letters, digits, spaces, hyphens, `_`, `.`), not a signature.
    private static func isName(_ text: String) -> Bool {
        text.count <= longestSubheading && text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || " -'_.".unicodeScalars.contains($0) }
    }

    /// The text of the first `h2`, `h3` or `h4` under `body` that has any (the walk stops there), without the dashes or brackets around it (`- b -`).
    static func firstSubheading(of body: Element) -> String? {
        for case .element(let element) in body.children {
            if ["h2", "h3", "h4"].contains(element.name) {
                let text = SourceText.collapseWhitespace(element.textContent()).trimmingCharacters(in: .alphanumerics.inverted)
                if !text.isEmpty { return text }
            }
            if let found = firstSubheading(of: element) { return found }
        }
        return nil
    }
}
