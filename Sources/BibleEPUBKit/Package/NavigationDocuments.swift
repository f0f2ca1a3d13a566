/// The package documents that need only the reading order and the book's metadata: container.xml, nav, NCX, the
/// cover and title pages and the template stylesheet. A build renders and deflates them on another core while the
/// pages are normalized (`BookAssembler`); only the OPF waits for the pages.
struct NavigationDocuments: Sendable {
    /// Title, language and identifier are read (accessibility, which needs the pages, is not).
    let metadata: BookMetadata
    let toc: TableOfContents
    let spine: [String]
    let paths: PackagePaths
    let templates: TemplateSet
    let cover: CoverResolver
    let tocPage: String?
    let usesTemplateStylesheet: Bool
    let titlePage: TitlePage?

    /// The rendered documents, deflated, grouped by where they go in the archive.
    struct Rendered: Sendable {
        /// `META-INF/container.xml` (before the OPF).
        var container: ArchiveEntry
        /// Nav, NCX, then the cover and title pages when the book has them (after the OPF).
        var documents: [ArchiveEntry]
        /// The template stylesheet, when pages link it (after the generated stylesheets).
        var templateStylesheet: ArchiveEntry?
    }

    /// Renders and deflates every document.
    func render() -> Rendered {
        let folder = PackagePaths.contentFolder
        var documents = [
            deflated("\(folder)/\(NavWriter.path)", NavWriter.document(
                toc: toc, metadata: metadata, landmarks: landmarks(), templates: templates, packagePath: packagePath)),
            deflated("\(folder)/\(NCXWriter.path)", NCXWriter.document(toc: toc, metadata: metadata, packagePath: packagePath)),
        ]
        if let coverPackagePath {
            documents.append(deflated("\(folder)/\(PackageDocuments.coverPagePath)", templates.render("cover.xhtml", [
                "lang": OPFWriter.attr(metadata.language), "title": OPFWriter.text(metadata.title),
                "cover_href": OPFWriter.attr(PackagePaths.href(from: PackageDocuments.coverPagePath, to: coverPackagePath)),
                "cover_alt": OPFWriter.attr("Cover of " + metadata.title),
            ])))
        }
        if let titlePage {
            documents.append(deflated("\(folder)/\(PackageDocuments.titlePagePath)", templates.render("title-page.xhtml", [
                "lang": OPFWriter.attr(metadata.language), "title": OPFWriter.text(titlePage.title),
                "subtitle": OPFWriter.text(titlePage.subtitle), "creators": OPFWriter.text(titlePage.creators.joined(separator: ", ")),
            ])))
        }
        let container = deflated("META-INF/container.xml",
                                 templates.render("container.xml", ["opf_path": "\(folder)/\(PackageDocuments.opfPath)"]))
        let stylesheet = usesTemplateStylesheet
            ? deflated("\(folder)/\(BookAssembler.templateStylesheetPath)", templates.files["book.css"] ?? "") : nil
        return Rendered(container: container, documents: documents, templateStylesheet: stylesheet)
    }

    /// Package path of the cover image, when the book has one.
    var coverPackagePath: String? { cover.image.flatMap(paths.packagePath(for:)) }

    /// The vault's own table-of-contents page in this book; without one, the nav document is put in the spine.
    var tocPagePackagePath: String? { tocPage.flatMap { spine.contains($0) ? packagePath($0) : nil } }

    /// The path inside `OEBPS/` of a page of the spine.
    func packagePath(_ vaultPage: String) -> String { paths.packagePath(for: vaultPage) ?? vaultPage }

    private func landmarks() -> [Landmark] {
        var result: [Landmark] = []
        if coverPackagePath != nil { result.append(Landmark(type: "cover", label: "Cover", target: PackageDocuments.coverPagePath)) }
        let tocTarget = tocPagePackagePath ?? NavWriter.path + "#toc"
        result.append(Landmark(type: "toc", label: "Table of Contents", target: tocTarget))
        if let body = NaturalOrder.firstBodyPage(in: spine, tocPage: tocPage) {
            result.append(Landmark(type: "bodymatter", label: "Start of Content", target: packagePath(body)))
        }
        return result
    }

    private func deflated(_ path: String, _ text: String) -> ArchiveEntry {
        ArchiveEntry(path: path, source: .deflated(DeflatedBytes(compressing: Array(text.utf8))), compression: .deflated)
    }
}
