/// `build --per-audience`: one book per audience a Diaryx workspace names, each what that audience sees.
extension BuildAction {
    /// Builds one EPUB per audience of `VaultAnalysis.namedAudiences` into the folder `output` (default `dist/`), as
    /// `<slug-of-title>-<audience>.epub`; each is the book `--audience NAME` builds. An audience that sees no note
    /// (the root index is not for it) gets no book, reported with the last book written. Throws when no note names
    /// an audience, or no audience sees a note.
    package static func runAudiences(_ options: BuildOptions, output: String?, formats: [OutputFormat]) throws -> [Outcome] {
        let options = options.keepingLines(forPrint: formats)
        let unscoped = try VaultAnalyzer.analyze(options, preparingStyles: false)
        guard !unscoped.namedAudiences.isEmpty else { throw VaultError.noAudiences }
        let folder = outputFolder(output)
        let templates = try options.templatesPath.map(TemplateSet.overriding(from:)) ?? .builtIn
        var outcomes: [Outcome] = [], unseen: [String] = []
        for audience in unscoped.namedAudiences {
            var scoped = options
            scoped.audience = audience
            let analysis = try VaultAnalyzer.analyze(scoped)
            guard !analysis.order.pages.isEmpty else {
                unseen.append(audience)
                continue
            }
            let book = try BookAssembler.assemble(analysis, options: scoped, templates: templates)
            guard !stopsWrite(book, strict: options.strict) else {
                outcomes.append(unwritten(book, formats: formats))
                continue
            }
            let paths = outputPaths(folder, slug: book.slug + "-" + Slug.make(audience), formats: formats)
            outcomes += try writeEditions(book, formats: formats, paths: paths, options: scoped, templates: templates,
                                          vaultRoot: analysis.inventory.root)
        }
        guard !outcomes.isEmpty else { throw VaultError.noPages() }
        if !unseen.isEmpty {
            outcomes[outcomes.count - 1].book.diagnostics.append(Diagnostic(
                id: .workspaceAudienceExcluded, severity: .warning, file: unscoped.workspaceRoot ?? unscoped.order.pages.first ?? ".",
                message: "no book for the audiences \(unseen.map { "'\($0)'" }.joined(separator: ", ")): no note of the book is for them\(unscoped.workspaceRoot == nil ? "" : " (the root index is not)")",
                hint: "add them to the audience list of the root note to give them a book"))
        }
        return outcomes
    }
}
