/// Writing one built book in the formats asked for (`--format epub,pdf`): the print edition is laid out once, into
/// its PDF, and that layout's pages are the EPUB's page-list, so "page 212" is the same page in both editions.
extension BuildAction {
    /// The formats `--format` names, in the order given, each once; the print edition first when both it and an EPUB
    /// are asked for (the EPUB takes its pages from the PDF's layout); an EPUB when `formats` is empty.
    package static func writingOrder(_ formats: [OutputFormat]) -> [OutputFormat] {
        guard !formats.isEmpty else { return [.epub] }
        var seen = Set<OutputFormat>()
        let unique = formats.filter { seen.insert($0).inserted }
        return unique.filter { $0 == .pdf } + unique.filter { $0 != .pdf }
    }

    /// The path of each format's file: a given `.epub` or `.pdf` path names the others too (`out/book.epub` ->
    /// `out/book.pdf`); otherwise `output` is a folder that gets `<slug>.<extension>` of each.
    package static func outputPaths(_ output: String?, slug: String, formats: [OutputFormat]) -> [OutputFormat: String] {
        let formats = writingOrder(formats)
        guard formats.count > 1 else { return [formats[0]: BookWriter.outputPath(output, slug: slug, format: formats[0])] }
        guard let output,
              let named = formats.first(where: { $0.fileExtension.map { output.lowercased().hasSuffix("." + $0) } ?? false }),
              let given = named.fileExtension
        else {
            let folder = output.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            return Dictionary(uniqueKeysWithValues: formats.map { ($0, BookWriter.outputPath(folder, slug: slug, format: $0)) })
        }
        let stem = String(output.dropLast(given.count + 1))
        return Dictionary(uniqueKeysWithValues: formats.map { format in
            (format, format == named ? output : format.fileExtension.map { stem + "." + $0 } ?? stem)
        })
    }

    /// Writes `book` once per format to `paths`; each outcome carries the book's findings (and, for the PDF, the
    /// layout's). An EPUB gets the print pages from the PDF written beside it, else (`--pages-from-print`) from one
    /// layout made for it, which an unzipped tree written beside it shares.
    static func writeEditions(_ book: Book, formats: [OutputFormat], paths: [OutputFormat: String], options: BuildOptions,
                              templates: TemplateSet, vaultRoot: String) throws -> [Outcome] {
        var layout: PrintEngine.Layout?
        var outcomes: [Outcome] = []
        for format in writingOrder(formats) {
            var edition = book
            if format != .pdf {
                if layout == nil && options.pagesFromPrint { layout = try PrintWriter.layout(book, templates: templates) }
                edition = layout.map { PrintPageList.apply($0, to: book) } ?? book
            }
            let path = paths[format]!
            let written = try BookWriter.write(edition, to: path, format: format, vaultRoot: vaultRoot, templates: templates,
                                               cancellation: options.cancellation)
            if format == .pdf { layout = written }
            edition.diagnostics += PrintFindings.diagnostics(written, book: book)
            outcomes.append(Outcome(book: edition, outputPath: path, printLayout: written, format: format,
                                    repeatsFindings: !outcomes.isEmpty))
        }
        return outcomes
    }

    /// The outcome of a book its findings stopped: nothing written, in the first format asked for.
    static func unwritten(_ book: Book, formats: [OutputFormat]) -> Outcome {
        Outcome(book: book, outputPath: nil, format: writingOrder(formats)[0])
    }

    /// `run(_:output:formats:)` in one format: its one outcome.
    package static func run(_ options: BuildOptions, output: String?, format: OutputFormat) throws -> Outcome {
        try run(options, output: output, formats: [format])[0]
    }

    /// `runParts(_:request:output:formats:)` in one format.
    package static func runParts(_ options: BuildOptions, request: PartRequest, output: String?, format: OutputFormat) throws -> [Outcome] {
        try runParts(options, request: request, output: output, formats: [format])
    }

    /// `runAudiences(_:output:formats:)` in one format.
    package static func runAudiences(_ options: BuildOptions, output: String?, format: OutputFormat) throws -> [Outcome] {
        try runAudiences(options, output: output, formats: [format])
    }
}

extension BuildOptions {
    /// These options, with each page's source lines kept when a print edition is laid out (a PDF among `formats`, or
    /// `pagesFromPrint`), so that the layout's findings (`print.overflow`) name the line.
    func keepingLines(forPrint formats: [OutputFormat]) -> BuildOptions {
        guard formats.contains(.pdf) || pagesFromPrint else { return self }
        var options = self
        options.recordsSourceLines = true
        return options
    }
}
