/// What the print edition's layout found that the author should know: figures too coarse for print, and a page
/// count a KDP paperback cannot have.
enum PrintFindings {
    /// The lowest resolution a printed figure should have.
    static let minimumPPI = 300

    /// The findings of `layout` (nil: the book was not printed) about `book`.
    static func diagnostics(_ layout: PrintEngine.Layout?, book: Book) -> [Diagnostic] {
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
        if !PrintSettings.pageLimits.contains(layout.pages) {
            found.append(Diagnostic(
                id: .printPageCount, severity: .warning, file: ".",
                message: "the print edition has \(layout.pages) pages; a KDP paperback has \(PrintSettings.pageLimits.lowerBound) to \(PrintSettings.pageLimits.upperBound)",
                hint: layout.pages > PrintSettings.pageLimits.upperBound ? "print it in Parts (--per-part), or a larger trim (print: {trim: 7x10in})" : "print the whole book rather than this Part"))
        }
        return found
    }
}
