/// `bible-epub build`: analyze, assemble, write. Returns what happened; never prints.
package enum BuildAction {
    /// What a build produced.
    package struct Outcome: Sendable {
        /// The book (entries and diagnostics).
        package var book: Book
        /// Where it was written; nil when errors stopped the write.
        package var outputPath: String?
        /// Links of a Part build to other Parts (`link.outside-part`).
        package var linksLeavingPart = 0
        /// How many of those point to the web edition (`web-base-url`); the others were unwrapped.
        package var linksToWebEdition = 0
        /// The print edition's layout, when the book was printed (`--format pdf`).
        package var printLayout: PrintEngine.Layout?
    }

    /// Which Parts to build instead of the whole book.
    package enum PartRequest: Sendable {
        /// One Part, by folder, number or unique prefix.
        case one(String)
        /// Every Part, each into its own file.
        case all
    }

    /// Builds Parts as separate EPUBs (pages parsed once for all of them); `output` is a folder or, for one Part, a `.epub`.
    package static func runParts(_ options: BuildOptions, request: PartRequest, output: String?, format: OutputFormat) throws -> [Outcome] {
        let templates = try options.templatesPath.map(TemplateSet.overriding(from:)) ?? .builtIn
        let analysis = try VaultAnalyzer.analyze(options)
        let parts = Parts.all(in: analysis)
        let selected: [Part]
        switch request {
        case .one(let name): selected = [try Parts.find(name, in: parts)]
        case .all:
            guard !parts.isEmpty else { throw VaultError.noParts }
            selected = parts
        }
        let bookSlug = Slug.make(MetadataResolver.title(analysis))
        let books = try selected.map { part in
            let scope = BookScope.forPart(part, analysis: analysis)
            return (scope, try BookAssembler.assemble(analysis, options: options, templates: templates, scope: scope))
        }
        // Each Part's print edition is laid out by its own WeasyPrint process, single-threaded: they run side by
        // side on the cores there are. EPUBs are written one after another (each write is quick and uses every core).
        let write = { (scope: BookScope, book: Book) throws -> Outcome in
            guard !stopsWrite(book, strict: options.strict) else { return Outcome(book: book, outputPath: nil) }
            let book = try withPrintPages(book, options: options, format: format, templates: templates)
            let single = selected.count == 1 && (format.fileExtension.map { output?.lowercased().hasSuffix("." + $0) ?? false } ?? false)
            let path = single ? output! : BookWriter.outputPath(outputFolder(output), slug: scope.slug(bookSlug: bookSlug), format: format)
            let layout = try BookWriter.write(book, to: path, format: format, vaultRoot: analysis.inventory.root, templates: templates,
                                              cancellation: options.cancellation)
            let leaving = book.diagnostics.filter { $0.id == DiagnosticID.linkOutsidePart.rawValue }.count
            var printed = book
            printed.diagnostics += PrintFindings.diagnostics(layout, book: book)
            return Outcome(book: printed, outputPath: path, linksLeavingPart: leaving, linksToWebEdition: scope.webBaseURL == nil ? 0 : leaving,
                           printLayout: layout)
        }
        guard format == .pdf else { return try books.map(write) }
        return try Parallel.map(books) { book in Result { try write(book.0, book.1) } }.map { try $0.get() }
    }

    /// Builds the vault in `options` and writes it to `output` unless a finding is an error.
    package static func run(_ options: BuildOptions, output: String?, format: OutputFormat) throws -> Outcome {
        let templates = try options.templatesPath.map(TemplateSet.overriding(from:)) ?? .builtIn
        let analysis = try VaultAnalyzer.analyze(options)
        var book = try BookAssembler.assemble(analysis, options: options, templates: templates, consumingTrees: true)
        guard !stopsWrite(book, strict: options.strict) else { return Outcome(book: book, outputPath: nil) }
        book = try withPrintPages(book, options: options, format: format, templates: templates)
        let path = BookWriter.outputPath(output, slug: book.slug, format: format)
        let layout = try BookWriter.write(book, to: path, format: format, vaultRoot: analysis.inventory.root, templates: templates,
                                          cancellation: options.cancellation)
        // The parsed pages are spent once the book is written; a process about to exit leaves them to the OS
        // (freeing them one by one took ~0.6 ms of the real vault's build, after the last parallel step).
        if options.keepsTreesUntilExit { ProcessLifetime.keep(value: analysis) }
        book.diagnostics += PrintFindings.diagnostics(layout, book: book)
        return Outcome(book: book, outputPath: path, printLayout: layout)
    }

    /// The folder a build of several books writes into (`output`, default `dist`), with one trailing `/`.
    static func outputFolder(_ output: String?) -> String {
        (output.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "dist") + "/"
    }

    /// `book` with the print edition's page numbers when `options` asks for them and the book is an EPUB.
    static func withPrintPages(_ book: Book, options: BuildOptions, format: OutputFormat, templates: TemplateSet) throws -> Book {
        guard options.pagesFromPrint, format != .pdf else { return book }
        return PrintPageList.apply(try PrintWriter.layout(book, templates: templates), to: book)
    }

    /// Whether the book's findings stop it from being written: an error, or with `strict` a warning.
    package static func stopsWrite(_ book: Book, strict: Bool) -> Bool {
        book.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
