/// A landmark of the nav document (`toc`, `bodymatter`, `cover`).
package struct Landmark: Sendable, Equatable {
    /// `epub:type` value.
    package var type: String
    /// Label.
    package var label: String
    /// Target inside `OEBPS/`, with optional fragment.
    package var target: String
}

/// Writes `nav.xhtml` from the `TableOfContents` tree.
package enum NavWriter {
    /// Package path of the nav document.
    package static let path = "nav.xhtml"

    /// The nav document; `packagePath` maps a vault page to its path inside `OEBPS/`.
    package static func document(toc: TableOfContents, metadata: BookMetadata, landmarks: [Landmark],
                                templates: TemplateSet, packagePath: (String) -> String) -> String {
        var lines: [String] = []
        list(toc.entries, depth: 0, into: &lines, packagePath: packagePath)
        var landmarkLines = ["<ol>"]
        for landmark in landmarks {
            let href = OPFWriter.attr(PackagePaths.href(from: path, to: landmark.target))
            landmarkLines.append(#"<li><a epub:type="\#(landmark.type)" href="\#(href)">\#(OPFWriter.text(landmark.label))</a></li>"#)
        }
        landmarkLines.append("</ol>")
        return templates.render("nav.xhtml", [
            "lang": OPFWriter.attr(metadata.language), "title": OPFWriter.text(metadata.title),
            "toc_title": "Contents", "toc": lines.joined(separator: "\n"), "landmarks": landmarkLines.joined(separator: "\n"),
        ])
    }

    private static func list(_ entries: [TOCEntry], depth: Int, into lines: inout [String], packagePath: (String) -> String) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + "<ol>")
        for entry in entries {
            let label = OPFWriter.text(entry.label)
            let head: String
            if let page = entry.page {
                head = #"<a href="\#(OPFWriter.attr(PackagePaths.href(from: path, to: packagePath(page))))">\#(label)</a>"#
            } else {
                head = "<span>\(label)</span>"
            }
            if entry.children.isEmpty {
                lines.append(indent + "  <li>" + head + "</li>")
            } else {
                lines.append(indent + "  <li>" + head)
                list(entry.children, depth: depth + 1, into: &lines, packagePath: packagePath)
                lines.append(indent + "  </li>")
            }
        }
        lines.append(indent + "</ol>")
    }
}
