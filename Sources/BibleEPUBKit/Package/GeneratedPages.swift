/// A content document the build writes itself (the cover, title and copyright pages): its package path, text, the
/// manifest properties its text requires (read from the rendered text, so an author's template is described as
/// written) and the landmark it is.
struct GeneratedPage {
    let path: String
    let text: String
    let properties: [String]
    let landmark: Landmark
}

/// Renders the generated pages of a book from its templates, in spine order.
struct GeneratedPages {
    let metadata: BookMetadata
    let templates: TemplateSet
    let frontMatter: FrontMatter
    /// The cover image's package path and pixel size, when the book has a cover page of ours.
    let cover: (path: String, size: ImageSize?)?

    static let coverPagePath = "cover.xhtml"
    static let titlePagePath = "title-page.xhtml"
    static let copyrightPagePath = "copyright-page.xhtml"

    /// The cover, title and copyright pages the book gets, in that order.
    func pages() -> [GeneratedPage] {
        var pages: [GeneratedPage] = []
        if let cover {
            pages.append(page(Self.coverPagePath, "cover.xhtml", Landmark(type: "cover", label: "Cover", target: Self.coverPagePath),
                              coverValues(cover.path, cover.size)))
        }
        if let title = frontMatter.titlePage {
            pages.append(page(Self.titlePagePath, "title-page.xhtml",
                              Landmark(type: "titlepage", label: "Title Page", target: Self.titlePagePath), [
                                "title": OPFWriter.text(title.title), "subtitle": OPFWriter.text(title.subtitle),
                                "creators": OPFWriter.text(title.creators.joined(separator: ", ")),
                              ]))
        }
        if let copyright = frontMatter.copyrightPage {
            pages.append(page(Self.copyrightPagePath, "copyright-page.xhtml",
                              Landmark(type: "copyright-page", label: "Copyright", target: Self.copyrightPagePath), [
                                "title": OPFWriter.text(copyright.title), "subtitle": OPFWriter.text(copyright.subtitle),
                                "creators": OPFWriter.text(copyright.creators.joined(separator: ", ")),
                                "rights": OPFWriter.text(copyright.rights), "publisher": OPFWriter.text(copyright.publisher),
                                "isbn": OPFWriter.text(copyright.isbn), "date": OPFWriter.attr(copyright.date),
                                "made_with": copyright.madeWith ? "yes" : "",
                              ]))
        }
        return pages
    }

    private func coverValues(_ path: String, _ size: ImageSize?) -> [String: String] {
        let sized = size.map { $0.width > 0 && $0.height > 0 } ?? false
        return [
            "title": OPFWriter.text(metadata.title),
            "cover_href": OPFWriter.attr(PackagePaths.href(from: Self.coverPagePath, to: path)),
            "cover_alt": OPFWriter.attr("Cover of " + metadata.title),
            "cover_sized": sized ? "yes" : "", "cover_unsized": sized ? "" : "yes",
            "cover_width": sized ? String(size!.width) : "", "cover_height": sized ? String(size!.height) : "",
        ]
    }

    private func page(_ path: String, _ template: String, _ landmark: Landmark, _ values: [String: String]) -> GeneratedPage {
        var values = values
        values["lang"] = OPFWriter.attr(metadata.language)
        let text = templates.render(template, values)
        let root = LibXML2.parseXML(Array(text.utf8)).root
        return GeneratedPage(path: path, text: text, properties: root.map { ManifestProperties.required(by: $0).sorted() } ?? [],
                             landmark: landmark)
    }
}
