import Foundation

/// `bible-epub toc`: the reading order as the nav tree the build would write.
package enum TOCAction {
    /// The tree for the vault in `options`.
    package static func tree(_ options: BuildOptions) throws -> TableOfContents {
        let analysis = try VaultAnalyzer.analyze(options, preparingStyles: false)
        var toc = analysis.tableOfContents(spine: analysis.order.pages)
        toc.outsideContents = Set(analysis.order.outsideContents)
        toc.notes = ExtractionSummary.lines(analysis).map { "extract: " + $0 }
        return toc
    }

    /// What `text` writes after a page the author's contents page does not reach.
    static let outsideMark = "(not in the author's contents)"


    /// A first line naming the order's rule and why it applied, then indented labels with each page's vault path.
    package static func text(_ toc: TableOfContents) -> String {
        let rows = toc.flattened().map { entry, depth in
            (String(repeating: "  ", count: depth) + PrintableText.escaped(entry.label),
             PrintableText.escaped(entry.page ?? "") + (entry.page.map(toc.outsideContents.contains) == true ? "  " + outsideMark : ""))
        }
        let width = min(rows.map(\.0.count).max() ?? 0, 72)
        let heading = (toc.source.map { ["# order: \($0.rule.rawValue) — \($0.reason)"] } ?? []) + toc.notes.map { "# " + $0 }
        return (heading + rows.map { label, page in
            page.isEmpty ? label : label.padding(width) + "  " + page
        }).joined(separator: "\n") + "\n"
    }

    /// `{"order":{"rule","reason"},"entries":[{"label","page","children":[...]}]}`.
    package static func json(_ toc: TableOfContents) -> String {
        func object(_ entry: TOCEntry) -> [String: Any] {
            var fields: [String: Any] = ["label": entry.label, "page": entry.page ?? NSNull(), "children": entry.children.map(object)]
            if let page = entry.page, toc.outsideContents.contains(page) { fields["outsideContents"] = true }
            return fields
        }
        var document: [String: Any] = ["entries": toc.entries.map(object)]
        if let source = toc.source { document["order"] = ["rule": source.rule.rawValue, "reason": source.reason] }
        return JSONFormat.serialize(document)
    }
}
