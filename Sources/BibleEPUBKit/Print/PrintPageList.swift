import Foundation

/// The EPUB that knows the print pages: a page-break marker where each page of the print edition starts, a
/// `page-list` in the nav, and the package metadata that says where the page numbers come from, so that a reader
/// and a teacher can say "page 212" in both editions.
enum PrintPageList {
    /// `book` with the page breaks of `layout`, the print edition's layout of the same book.
    static func apply(_ layout: PrintEngine.Layout, to book: Book) -> Book {
        guard let package = PrintPackage(book) else { return book }
        let pages = PrintDocument.printedPages(of: package)
        var breaks: [String: [(element: Int, label: String)]] = [:]
        var list: [(page: String, label: String)] = []
        for (number, start) in layout.pageStarts.enumerated() {
            guard let (section, element) = start.flatMap(PrintPageJoiner.place(of:)), pages.indices.contains(section - 1) else { continue }
            let label = label(ofPage: number, bodyStart: layout.bodyStartPage)
            breaks[pages[section - 1], default: []].append((element, label))
            list.append((pages[section - 1], label))
        }
        guard !list.isEmpty else { return book }
        var result = book
        let prefix = PackagePaths.contentFolder + "/"
        for index in result.entries.indices where result.entries[index].path.hasPrefix(prefix) {
            let path = String(result.entries[index].path.dropFirst(prefix.count))
            guard let bytes = package.documents[path] else { continue }
            if let marks = breaks[path], let marked = marking(bytes, marks) {
                result.entries[index] = ArchiveEntry(path: result.entries[index].path, source: .bytes(marked), compression: .deflated)
            } else if path == NavWriter.path, let nav = addingPageList(list, to: bytes, at: path) {
                result.entries[index] = ArchiveEntry(path: result.entries[index].path, source: .bytes(nav), compression: .deflated)
            } else if path == "content.opf" {
                result.entries[index] = ArchiveEntry(path: result.entries[index].path, source: .bytes(declaring(bytes, book)), compression: .deflated)
            }
        }
        return result
    }

    /// The folio of PDF page `number` (0-based): roman before the body matter, arabic from it.
    static func label(ofPage number: Int, bodyStart: Int?) -> String {
        guard let bodyStart else { return String(number + 1) }
        return number < bodyStart ? Ordering.romanString(number + 1).lowercased() : String(number - bodyStart + 1)
    }

    /// The page's XHTML with a marker opening each element that starts a print page.
    private static func marking(_ bytes: [UInt8], _ marks: [(element: Int, label: String)]) -> [UInt8]? {
        guard let root = LibXML2.parseXML(bytes).root, let body = root.firstChild(named: "body") else { return nil }
        let wanted = Dictionary(marks.map { ($0.element, $0.label) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var targets: [(Element, String)] = []
        body.forEachDescendant { element in
            if let label = wanted[index], PrintPageJoiner.markable.contains(element.name) { targets.append((element, label)) }
            index += 1
        }
        // Inserted once the count is done: a marker must not shift the places of the elements after it.
        for (element, label) in targets {
            element.children.insert(.element(Element("span", attributes: [
                Attribute("id", "print-page-\(label)"), Attribute("epub:type", "pagebreak"), Attribute("role", "doc-pagebreak"),
                Attribute("title", label), // DAISY's marker; axe-core refuses aria-label on doc-pagebreak (aria-allowed-attr)
            ])), at: 0)
        }
        return XHTMLSerializer.documentBytes(root)
    }

    /// The nav document with a `page-list` of the print pages after its contents.
    private static func addingPageList(_ list: [(page: String, label: String)], to bytes: [UInt8], at path: String) -> [UInt8]? {
        guard let root = LibXML2.parseXML(bytes).root, let body = root.firstChild(named: "body") else { return nil }
        let items = list.map { entry -> Node in
            let href = PackagePaths.href(from: path, to: entry.page + "#print-page-" + entry.label)
            return .element(Element("li", children: [.element(Element("a", attributes: [Attribute("href", href)], children: [.text(entry.label)]))]))
        }
        body.children.append(.element(Element("nav", attributes: [Attribute("epub:type", "page-list"), Attribute("hidden", "hidden")], children: [
            .element(Element("h2", children: [.text("Pages")])), .element(Element("ol", children: items)),
        ])))
        return XHTMLSerializer.documentBytes(root)
    }

    /// The OPF declaring the page breaks: their source (the print edition) and the features they give. The source is
    /// named twice: `pageBreakSource` (EPUB Accessibility 1.1) and `dc:source` (1.0), which Ace by DAISY requires of
    /// every reflowable book with a page-list (its rule `epub-pagesource`, impact serious).
    private static func declaring(_ bytes: [UInt8], _ book: Book) -> [UInt8] {
        let source = XHTMLSerializer.escapeText("\(book.metadata.title), print edition (\(book.print.trimDescription))")
        let lines = [
            "<dc:source>\(source)</dc:source>",
            "<meta property=\"pageBreakSource\">\(source)</meta>",
            "<meta property=\"schema:accessibilityFeature\">pageBreakMarkers</meta>",
            "<meta property=\"schema:accessibilityFeature\">pageNavigation</meta>",
        ].map { "    " + $0 + "\n" }.joined()
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "  </metadata>") else { return bytes }
        return Array((text[..<end.lowerBound] + lines + text[end.lowerBound...]).utf8)
    }
}
