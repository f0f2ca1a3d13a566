/// What the print edition's layout found that the author should know: figures too coarse for print, text that runs
/// past the text block, and a page count a KDP paperback cannot have.
enum PrintFindings {
    /// The lowest resolution a printed figure should have.
    static let minimumPPI = 300

    /// The findings of `layout` (nil: the book was not printed) about `book`; `forStore` makes a page count KDP
    /// refuses an error (`lint --store kdp-print`), where a build (a Part sent for review) only warns.
    static func diagnostics(_ layout: PrintEngine.Layout?, book: Book, forStore: Bool = false) -> [Diagnostic] {
        guard let layout else { return [] }
        var vaultFiles: [String: String] = [:]
        let prefix = PackagePaths.contentFolder + "/"
        for entry in book.entries where entry.path.hasPrefix(prefix) {
            if case .file(let file) = entry.source { vaultFiles[String(entry.path.dropFirst(prefix.count))] = file.path }
        }
        var found = layout.lowResolutionImages.sorted { $0.key < $1.key }.map { source, ppi in
            Diagnostic(id: .printLowResolution, severity: .warning, file: vaultFiles[source] ?? source,
                       message: "the figure prints at \(ppi) ppi at its size on the page, under the \(minimumPPI) ppi print needs",
                       hint: "give a larger image (at least \(minimumPPI) pixels per inch of its printed width), or an SVG")
        }
        found += overflows(layout.overflows, book: book)
        if !PrintSettings.pageLimits.contains(layout.pages) {
            found.append(Diagnostic(
                id: .printPageCount, severity: forStore ? .error : .warning, file: ".",
                message: "the print edition has \(layout.pages) pages; a KDP paperback has \(PrintSettings.pageLimits.lowerBound) to \(PrintSettings.pageLimits.upperBound)",
                hint: layout.pages > PrintSettings.pageLimits.upperBound ? "print it in Parts (--per-part), or a larger trim (print: {trim: 7x10in})"
                    : forStore ? "KDP prints no shorter paperback: a smaller trim (print: {trim: 5x8in}) gives more pages" : "print the whole book rather than this Part"))
        }
        return found
    }

    /// A finding per element whose text runs past the text block, at the vault page and line it came from.
    private static func overflows(_ overflows: [PrintEngine.Overflow], book: Book) -> [Diagnostic] {
        guard !overflows.isEmpty, let package = PrintPackage(book) else { return [] }
        let pages = PrintDocument.printedPages(of: package)
        return overflows.compactMap { overflow in
            guard let (page, element) = PrintPageJoiner.place(of: overflow.location), pages.indices.contains(page - 1) else { return nil }
            let path = pages[page - 1]
            let line = book.sourceLines[path].flatMap { map in
                package.documents[path].flatMap { bodyElementOffset(element, in: $0) }.flatMap(map.sourceLine(atOffset:))
            } ?? 0
            return Diagnostic(id: .printOverflow, severity: .warning, file: book.pagePaths[path] ?? path, line: line,
                              message: "text runs \(overflow.points) pt past the text block on page \(overflow.page) of the print edition, into the margin KDP requires (or off the page)",
                              hint: "let it wrap: a narrower table or figure, shorter unbroken words, or a code line the print edition can break")
        }
    }

    /// The byte offset in the page's XHTML of the `index`th element of its body (document order, the body excluded).
    static func bodyElementOffset(_ index: Int, in xhtml: [UInt8]) -> Int? {
        guard let root = LibXML2.parseXML(xhtml).root, let head = root.firstChild(named: "head") else { return nil }
        return AxeFindings.startOfElement(3 + head.descendants().count + index, in: xhtml)
    }
}
