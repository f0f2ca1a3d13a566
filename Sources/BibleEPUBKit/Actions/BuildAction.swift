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
        /// The format of the file written.
        package var format: OutputFormat = .epub
        /// True when this is another format of the book before it in the list: its findings are that book's.
        package var repeatsFindings = false
    }

    /// Which Parts to build instead of the whole book.
    package enum PartRequest: Sendable {
        /// One Part, by folder, number or unique prefix.
        case one(String)
        /// Every Part, each into its own file.
        case all
    }

    /// Builds Parts as separate books (pages parsed once for all of them), each in every format of `formats`;
    /// `output` is a folder or, for one Part, a file of one of the formats.
    package static func runParts(_ options: BuildOptions, request: PartRequest, output: String?, formats: [OutputFormat]) throws -> [Outcome] {
        let options = options.keepingLines(forPrint: formats)
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
        let namesFile = selected.count == 1 && formats.contains { format in
            format.fileExtension.map { output?.lowercased().hasSuffix("." + $0) ?? false } ?? false
        }
        // Each Part's print edition is laid out by its own WeasyPrint process, single-threaded: they run side by
        // side on the cores there are. EPUBs are written one after another (each write is quick and uses every core).
        let write = { (scope: BookScope, book: Book) throws -> [Outcome] in
            guard !stopsWrite(book, strict: options.strict) else { return [unwritten(book, formats: formats)] }
            let slug = scope.slug(bookSlug: bookSlug)
            let paths = namesFile ? outputPaths(output, slug: slug, formats: formats)
                : outputPaths(outputFolder(output), slug: slug, formats: formats)
            return try writeEditions(book, formats: formats, paths: paths, options: options, templates: templates,
                                     vaultRoot: analysis.inventory.root).map { outcome in
                var outcome = outcome
                outcome.linksLeavingPart = book.diagnostics.filter { $0.id == DiagnosticID.linkOutsidePart.rawValue }.count
                outcome.linksToWebEdition = scope.webBaseURL == nil ? 0 : outcome.linksLeavingPart
                return outcome
            }
        }
        guard formats.contains(.pdf) else { return try books.flatMap(write) }
        return try Parallel.map(books) { book in Result { try write(book.0, book.1) } }.flatMap { try $0.get() }
    }

    /// Builds the vault in `options` and writes it in each of `formats` to `output` unless a finding is an error.
    package static func run(_ options: BuildOptions, output: String?, formats: [OutputFormat]) throws -> [Outcome] {
        let options = options.keepingLines(forPrint: formats)
        let templates = try options.templatesPath.map(TemplateSet.overriding(from:)) ?? .builtIn
        let analysis = try VaultAnalyzer.analyze(options)
        let book = try BookAssembler.assemble(analysis, options: options, templates: templates, consumingTrees: true)
        guard !stopsWrite(book, strict: options.strict) else { return [unwritten(book, formats: formats)] }
        let outcomes = try writeEditions(book, formats: formats, paths: outputPaths(output, slug: book.slug, formats: formats),
                                         options: options, templates: templates, vaultRoot: analysis.inventory.root)
        // The parsed pages are spent once the book is written; a process about to exit leaves them to the OS
        // (freeing them one by one took ~0.6 ms of the real vault's build, after the last parallel step).
        if options.keepsTreesUntilExit { ProcessLifetime.keep(value: analysis) }
        return outcomes
    }

    /// The folder a build of several books writes into (`output`, default `dist`), with one trailing `/`.
    static func outputFolder(_ output: String?) -> String {
        (output.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "dist") + "/"
    }

    /// Whether the book's findings stop it from being written: an error, or with `strict` a warning.
    package static func stopsWrite(_ book: Book, strict: Bool) -> Bool {
        book.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
