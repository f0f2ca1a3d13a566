/// The generated title page of a Part build.
struct TitlePage: Sendable {
    let title: String
    let subtitle: String
    let creators: [String]
}

/// Renders the OPF and lays out every archive entry in a fixed order; the other package documents come rendered
/// (`NavigationDocuments`).
struct PackageDocuments {
    let metadata: BookMetadata
    let navigation: NavigationDocuments
    let rendered: NavigationDocuments.Rendered
    let pages: [NormalizedPage]
    let collector: ResourceCollector

    static let opfPath = "content.opf"
    static let coverPagePath = "cover.xhtml"
    static let titlePagePath = "title-page.xhtml"

    func entries() -> [ArchiveEntry] {
        let folder = PackagePaths.contentFolder
        let generatedStyles = pages.reduce(into: [String: String]()) { $0.merge($1.generatedStyles) { first, _ in first } }
        var entries = [ArchiveEntry(path: "mimetype", source: .bytes(Array("application/epub+zip".utf8)), compression: .stored)]
        entries.append(rendered.container)
        entries.append(text("\(folder)/\(Self.opfPath)", OPFWriter.document(metadata: metadata, manifest: manifest(generatedStyles))))
        entries += rendered.documents
        entries += pages.map { ArchiveEntry(path: "\(folder)/\($0.packagePath)", source: $0.deflated.map { .deflated($0) } ?? .bytes($0.xhtml), compression: .deflated) }
        entries += generatedStyles.keys.sorted().map { text("\(folder)/\($0)", generatedStyles[$0]!) }
        if let stylesheet = rendered.templateStylesheet { entries.append(stylesheet) }
        return entries + collector.entries()
    }

    private func text(_ path: String, _ content: String) -> ArchiveEntry {
        ArchiveEntry(path: path, source: .bytes(Array(content.utf8)), compression: .deflated)
    }

    private func manifest(_ generatedStyles: [String: String]) -> Manifest {
        var items: [(path: String, type: String, properties: [String])] = [
            (NavWriter.path, "application/xhtml+xml", ["nav"]), (NCXWriter.path, "application/x-dtbncx+xml", []),
        ]
        let coverPackagePath = navigation.coverPackagePath
        if coverPackagePath != nil { items.append((Self.coverPagePath, "application/xhtml+xml", [])) }
        if navigation.titlePage != nil { items.append((Self.titlePagePath, "application/xhtml+xml", [])) }
        items += pages.map { ($0.packagePath, "application/xhtml+xml", $0.properties.sorted()) }
        items += generatedStyles.keys.sorted().map { ($0, "text/css", []) }
        if navigation.usesTemplateStylesheet { items.append((BookAssembler.templateStylesheetPath, "text/css", [])) }
        for path in collector.packaged.keys.sorted() {
            items.append((path, collector.packaged[path]!.mediaType, path == coverPackagePath ? ["cover-image"] : []))
        }
        let ids = Manifest.itemIDs(for: items.map(\.path))
        var spine = pages.map { ids[$0.packagePath]! }
        if navigation.tocPagePackagePath == nil { spine.insert(ids[NavWriter.path]!, at: 0) }
        if navigation.titlePage != nil { spine.insert(ids[Self.titlePagePath]!, at: 0) }
        if coverPackagePath != nil { spine.insert(ids[Self.coverPagePath]!, at: 0) }
        return Manifest(
            items: items.map { ManifestItem(id: ids[$0.path]!, path: $0.path, mediaType: $0.type, properties: $0.properties) },
            spine: spine, coverImageID: coverPackagePath.map { ids[$0]! })
    }
}
