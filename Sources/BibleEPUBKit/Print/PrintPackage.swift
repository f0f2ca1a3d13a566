/// What the print edition reads from a built book's own package documents: the spine in reading order and the
/// nav's landmarks, so that the PDF holds exactly the EPUB's pages in the EPUB's order.
struct PrintPackage {
    /// Linear spine documents, as paths under `OEBPS/`, in reading order.
    var spine: [String]
    /// The document of each nav landmark (`cover`, `titlepage`, `toc`, `bodymatter`), as a path under `OEBPS/`.
    var landmarks: [String: String]
    /// The bytes of each entry under `OEBPS/` held in memory, by its path there.
    var documents: [String: [UInt8]]

    /// Reads the package of `book`; nil when its OPF cannot be read (a book the pipeline did not write).
    init?(_ book: Book) {
        let prefix = PackagePaths.contentFolder + "/"
        var documents: [String: [UInt8]] = [:]
        for entry in book.entries where entry.path.hasPrefix(prefix) {
            if let bytes = entry.contents { documents[String(entry.path.dropFirst(prefix.count))] = bytes }
        }
        guard let opf = documents["content.opf"], let root = LibXML2.parseXML(opf).root else { return nil }
        var items: [String: (href: String, properties: String)] = [:]
        var spine: [String] = []
        for element in root.descendants() {
            switch element.name {
            case "item":
                if let id = element[attribute: "id"], let href = element[attribute: "href"] {
                    items[id] = (href, element[attribute: "properties"] ?? "")
                }
            case "itemref" where element[attribute: "linear"] != "no":
                if let href = element[attribute: "idref"].flatMap({ items[$0]?.href }) { spine.append(href) }
            default: break
            }
        }
        let nav = items.values.first { $0.properties.split(separator: " ").contains("nav") }?.href
        self.spine = spine
        self.documents = documents
        self.landmarks = nav.flatMap { documents[$0] }.map { Self.landmarks(inNav: $0, at: nav!) } ?? [:]
    }

    /// The landmarks of the nav document at `path`: each `epub:type` of a link in `nav[epub:type~=landmarks]`.
    private static func landmarks(inNav bytes: [UInt8], at path: String) -> [String: String] {
        guard let root = LibXML2.parseXML(bytes).root else { return [:] }
        var result: [String: String] = [:]
        for nav in root.descendants() where nav.name == "nav" && (nav[attribute: "epub:type"] ?? "").contains("landmarks") {
            for link in nav.descendants() where link.name == "a" {
                guard let type = link[attribute: "epub:type"], let href = link[attribute: "href"],
                      let target = VaultPath.resolve(String(href.prefix { $0 != "#" }), from: VaultPath.directory(of: path))
                else { continue }
                result[type] = result[type] ?? target
            }
        }
        return result
    }
}
