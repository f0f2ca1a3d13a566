/// Renders container.xml, the OPF, nav, NCX and cover page, and lays out every archive entry in a fixed order.
struct PackageDocuments {
    let metadata: BookMetadata
    let toc: TableOfContents
    let pages: [NormalizedPage]
    let collector: ResourceCollector
    let paths: PackagePaths
    let templates: TemplateSet
    let cover: CoverResolver
    let tocPage: String?
    /// Vault paths of the pages outside the reading order (`linear="no"`).
    var nonLinear: Set<String> = []
    let usesTemplateStylesheet: Bool
    /// The generated title and copyright pages, and the author's own title page.
    var frontMatter = FrontMatter()
    /// The cover image's pixel size, when known (the cover page draws it in a box of its proportions).
    var coverSize: ImageSize?

    static let opfPath = "content.opf"

    func entries() -> [ArchiveEntry] {
        let folder = PackagePaths.contentFolder
        let generatedStyles = pages.reduce(into: [String: String]()) { $0.merge($1.generatedStyles) { first, _ in first } }
        let generated = generatedPages()
        var documents: [(path: String, render: () -> String)] = [
            ("META-INF/container.xml", { templates.render("container.xml", ["opf_path": "\(folder)/\(Self.opfPath)"]) }),
            ("\(folder)/\(Self.opfPath)", { OPFWriter.document(metadata: metadata, manifest: manifest(generatedStyles, generated)) }),
            ("\(folder)/\(NavWriter.path)", { NavWriter.document(
                toc: toc, metadata: metadata, landmarks: landmarks(generated), templates: templates, packagePath: packagePath) }),
            ("\(folder)/\(NCXWriter.path)", { NCXWriter.document(toc: toc, metadata: metadata, packagePath: packagePath) }),
        ]
        documents += generated.map { page in ("\(folder)/\(page.path)", { page.text }) }
        // The OPF, nav and NCX of a large book each take milliseconds: rendered side by side.
        var entries = [ArchiveEntry(path: "mimetype", source: .bytes(Array("application/epub+zip".utf8)), compression: .stored)]
        entries += Parallel.map(documents) { text($0.path, $0.render()) }
        entries += pages.map { ArchiveEntry(path: "\(folder)/\($0.packagePath)", source: $0.deflated.map { .deflated($0) } ?? .bytes($0.xhtml), compression: .deflated) }
        entries.append(text("\(folder)/\(PageNormalizer.baseStylesheet)", templates.files["base.css"] ?? ""))
        entries += generatedStyles.keys.sorted().map { text("\(folder)/\($0)", generatedStyles[$0]!) }
        if usesTemplateStylesheet {
            entries.append(text("\(folder)/\(BookAssembler.templateStylesheetPath)", templates.files["book.css"] ?? ""))
        }
        return entries + collector.entries()
    }

    private var coverPackagePath: String? { cover.image.flatMap(paths.packagePath(for:)) }

    /// Package path of the author's own title page, when this book holds it.
    private var ownTitlePagePath: String? {
        frontMatter.ownTitlePage.flatMap { own in pages.first { $0.vaultPath == own }?.packagePath }
    }

    /// The cover, title and copyright pages this book gets, in spine order.
    private func generatedPages() -> [GeneratedPage] {
        let coverPage = coverPackagePath.flatMap { cover.generatesPage ? (path: $0, size: coverSize) : nil }
        return GeneratedPages(metadata: metadata, templates: templates, frontMatter: frontMatter, cover: coverPage).pages()
    }

    /// The vault's own table-of-contents page in this book; without one, the nav document is put in the spine.
    private var tocPagePackagePath: String? { tocPage.flatMap { page in pages.first { $0.vaultPath == page }?.packagePath } }

    private func packagePath(_ vaultPage: String) -> String { paths.packagePath(for: vaultPage) ?? vaultPage }

    private func text(_ path: String, _ content: String) -> ArchiveEntry {
        ArchiveEntry(path: path, source: .bytes(Array(content.utf8)), compression: .deflated)
    }

    private func manifest(_ generatedStyles: [String: String], _ generated: [GeneratedPage]) -> Manifest {
        var items: [(path: String, type: String, properties: [String])] = [
            (NavWriter.path, "application/xhtml+xml", ["nav"]), (NCXWriter.path, "application/x-dtbncx+xml", []),
        ]
        items += generated.map { ($0.path, "application/xhtml+xml", $0.properties) }
        items += pages.map { ($0.packagePath, "application/xhtml+xml", $0.properties.sorted()) }
        items.append((PageNormalizer.baseStylesheet, "text/css", []))
        items += generatedStyles.keys.sorted().map { ($0, "text/css", []) }
        if usesTemplateStylesheet { items.append((BookAssembler.templateStylesheetPath, "text/css", [])) }
        for path in collector.packaged.keys.sorted() {
            items.append((path, collector.packaged[path]!.mediaType, path == coverPackagePath ? ["cover-image"] : []))
        }
        let ids = Manifest.itemIDs(for: items.map(\.path))
        var spine = pages.map { ids[$0.packagePath]! }
        if tocPagePackagePath == nil { spine.insert(ids[NavWriter.path]!, at: 0) }
        // Generated pages open the book; a copyright page follows the author's own title page when there is one.
        let ownTitle = ownTitlePagePath.flatMap { ids[$0] }.flatMap { spine.firstIndex(of: $0) }
        for page in generated.reversed() {
            let afterOwnTitle = page.landmark.type == "copyright-page" ? ownTitle.map { $0 + 1 } : nil
            spine.insert(ids[page.path]!, at: afterOwnTitle ?? 0)
        }
        return Manifest(
            items: items.map { ManifestItem(id: ids[$0.path]!, path: $0.path, mediaType: $0.type, properties: $0.properties) },
            spine: spine, coverImageID: coverPackagePath.map { ids[$0]! },
            nonLinear: Set(pages.filter { nonLinear.contains($0.vaultPath) }.map { ids[$0.packagePath]! }))
    }

    private func landmarks(_ generated: [GeneratedPage]) -> [Landmark] {
        var result = generated.map(\.landmark)
        if let own = ownTitlePagePath, !result.contains(where: { $0.type == "titlepage" }) {
            let at = result.firstIndex { $0.type == "copyright-page" } ?? result.count
            result.insert(Landmark(type: "titlepage", label: "Title Page", target: own), at: at)
        }
        let tocTarget = tocPagePackagePath ?? NavWriter.path + "#toc"
        result.append(Landmark(type: "toc", label: "Table of Contents", target: tocTarget))
        if let body = NaturalOrder.firstBodyPage(in: pages.map(\.vaultPath), tocPage: tocPage),
           let packagePath = pages.first(where: { $0.vaultPath == body })?.packagePath {
            result.append(Landmark(type: "bodymatter", label: "Start of Content", target: packagePath))
        }
        return result
    }
}
