import Foundation

/// `bible-epub toc`: the reading order as the nav tree the build would write.
package enum TOCAction {
    /// The tree for the vault in `options`.
    package static func tree(_ options: BuildOptions) throws -> TableOfContents {
        let analysis = try VaultAnalyzer.analyze(options)
        return analysis.tableOfContents(spine: analysis.order.pages)
    }

    /// Indented labels with each page's vault path beside it.
    package static func text(_ toc: TableOfContents) -> String {
        let rows = toc.flattened().map { entry, depth in (String(repeating: "  ", count: depth) + entry.label, entry.page ?? "") }
        let width = min(rows.map(\.0.count).max() ?? 0, 72)
        return rows.map { label, page in
            page.isEmpty ? label : label.padding(width) + "  " + page
        }.joined(separator: "\n") + "\n"
    }

    /// `{"entries":[{"label","page","children":[...]}]}`.
    package static func json(_ toc: TableOfContents) -> String {
        func object(_ entry: TOCEntry) -> [String: Any] {
            ["label": entry.label, "page": entry.page ?? NSNull(), "children": entry.children.map(object)]
        }
        return JSONFormat.serialize(["entries": toc.entries.map(object)])
    }
}
