/// Writes `toc.ncx` (EPUB 2 navigation, for older readers) from the same `TableOfContents` tree.
package enum NCXWriter {
    /// Package path of the NCX.
    package static let path = "toc.ncx"

    /// The NCX; `dtb:uid` equals the book identifier.
    package static func document(toc: TableOfContents, metadata: BookMetadata, packagePath: (String) -> String) -> String {
        var playOrder: [String: Int] = [:]
        var counter = 0
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="\#(OPFWriter.attr(metadata.language))">"#,
            "  <head>",
            #"    <meta name="dtb:uid" content="\#(OPFWriter.attr(metadata.identifier))"/>"#,
            #"    <meta name="dtb:depth" content="\#(depth(of: toc.entries))"/>"#,
            #"    <meta name="dtb:totalPageCount" content="0"/>"#,
            #"    <meta name="dtb:maxPageNumber" content="0"/>"#,
            "  </head>",
            "  <docTitle><text>\(OPFWriter.text(metadata.title))</text></docTitle>",
            "  <navMap>",
        ]
        func points(_ entries: [TOCEntry], indent: String) {
            for entry in entries {
                guard let page = entry.firstPage else { continue }
                let src = PackagePaths.href(from: path, to: packagePath(page))
                if playOrder[src] == nil { counter += 1; playOrder[src] = counter }
                lines.append(indent + #"<navPoint id="nav-\#(lines.count)" playOrder="\#(playOrder[src]!)">"#)
                lines.append(indent + "  <navLabel><text>\(OPFWriter.text(entry.label))</text></navLabel>")
                lines.append(indent + #"  <content src="\#(OPFWriter.attr(src))"/>"#)
                points(entry.children, indent: indent + "  ")
                lines.append(indent + "</navPoint>")
            }
        }
        points(toc.entries, indent: "    ")
        lines += ["  </navMap>", "</ncx>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func depth(of entries: [TOCEntry]) -> Int {
        entries.map { 1 + depth(of: $0.children) }.max() ?? 1
    }
}
