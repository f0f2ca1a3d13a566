/// `bible-epub build`: analyze, assemble, write. Returns what happened; never prints.
public enum BuildAction {
    /// What a build produced.
    public struct Outcome: Sendable {
        /// The book (entries and diagnostics).
        public var book: Book
        /// Where it was written; nil when errors stopped the write.
        public var outputPath: String?
    }

    /// Builds the vault in `options` and writes it to `output` unless a finding is an error.
    public static func run(_ options: BuildOptions, output: String?, format: OutputFormat) throws -> Outcome {
        let templates = try options.templatesPath.map(TemplateSet.overriding(from:)) ?? .builtIn
        let analysis = try VaultAnalyzer.analyze(options)
        let book = try BookAssembler.assemble(analysis, options: options, templates: templates)
        guard !book.diagnostics.contains(where: { $0.severity == .error }) else { return Outcome(book: book, outputPath: nil) }
        let path = BookWriter.outputPath(output, slug: book.slug, format: format)
        try BookWriter.write(book, to: path, format: format, vaultRoot: analysis.inventory.root)
        return Outcome(book: book, outputPath: path)
    }
}
