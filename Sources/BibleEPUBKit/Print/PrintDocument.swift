import Foundation

/// The print edition's one HTML document, made from a built book: its pages (the EPUB's normalized pages, in the
/// spine's order, the cover left to the cover file) joined as sections, and the pages' style sheets confined to the
/// pages that link them. The author's own contents page is kept, its links given page numbers; a book without one
/// gets contents generated from the nav, with page numbers.
package struct PrintDocument: Sendable {
    /// Name of the document in the package folder.
    static let name = "print.html"
    /// The document and the style sheets it links, by path under `OEBPS/`.
    package var files: [String: [UInt8]]
    /// Number of the book's pages it holds.
    package var pageCount: Int
    /// Number of PDF bookmarks it asks for (the nav's entries).
    package var bookmarkCount: Int
    /// Pages the text will take, guessed from its length (about 850 characters a 6 x 9 in page, measured on the real
    /// vault and its Parts): the first layout pass takes the gutter of this count, so that a second pass is rare.
    package var estimatedPages = 0

    /// Characters of text a page of `settings`' trim holds, on average.
    static func charactersPerPage(_ settings: PrintSettings) -> Double { 850 * settings.width * settings.height / 54 }

    /// The pages the print edition holds, in order: the linear spine but the cover. The `n`th has the section `p<n>`.
    static func printedPages(of package: PrintPackage) -> [String] {
        package.spine.filter { $0 != package.landmarks["cover"] }
    }

    /// The print document of `book`, laid out by `templates`' `print.css` at `settings`; nil when the book's package
    /// cannot be read.
    package static func make(_ book: Book, templates: TemplateSet, settings: PrintSettings) -> PrintDocument? {
        guard let package = PrintPackage(book) else { return nil }
        let pages = printedPages(of: package)
        var sectionIDs: [String: String] = [:]
        for (index, page) in pages.enumerated() { sectionIDs[page] = "p\(index + 1)" }
        let packagePaths = Dictionary(book.pagePaths.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let outline = PrintOutline(book.toc, packagePath: { packagePaths[$0].flatMap { sectionIDs[$0] == nil ? nil : $0 } },
                                   sectionID: { sectionIDs[$0] })
        var assembly = PrintAssembly(package: package, outline: outline, joiner: PrintPageJoiner(sectionIDs: sectionIDs),
                                     bodyStart: package.landmarks["bodymatter"].flatMap { pages.firstIndex(of: $0) },
                                     title: book.metadata.title)
        for (index, page) in pages.enumerated() {
            if page == NavWriter.path {
                assembly.appendContents(id: sectionIDs[page]!, index: index)
            } else if let bytes = package.documents[page], let root = LibXML2.parseXML(bytes).root {
                assembly.append(root, at: page, index: index, isContents: page == package.landmarks["toc"])
            }
        }
        if package.landmarks["toc"] == nil && !pages.contains(NavWriter.path) { assembly.insertContents() }
        let body = Element("body", attributes: [Attribute("data-book", book.metadata.title)], children: assembly.sections.map { .element($0) })
        let head = Element("head", children: [
            .element(Element("meta", attributes: [Attribute("charset", "utf-8")])),
            .element(Element("title", children: [.text(book.metadata.title)])),
        ] + ["print-author.css", "print.css", "print-gutter.css"].map { name in
            .element(Element("link", attributes: [Attribute("rel", "stylesheet"), Attribute("href", name)]))
        })
        let root = Element("html", attributes: [Attribute("lang", book.metadata.language)], children: [.element(head), .element(body)])
        let css = templates.render("print.css", settings.templateValues)
        let characters = assembly.sections.reduce(0) { $0 + $1.textContent().unicodeScalars.count }
        let estimate = Int((Double(characters) / charactersPerPage(settings)).rounded(.up))
        return PrintDocument(
            files: [name: XHTMLSerializer.documentBytes(root), "print-author.css": Array(assembly.authorStyles().utf8),
                    "print.css": Array(css.utf8), "print-gutter.css": Array(settings.gutterCSS(inches: settings.gutter(forPages: estimate)).utf8)],
            pageCount: pages.count, bookmarkCount: outline.entries.count, estimatedPages: estimate)
    }
}
