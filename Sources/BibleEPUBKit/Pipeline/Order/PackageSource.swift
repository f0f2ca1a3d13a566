import Foundation

/// An EPUB package document in the vault (an unzipped EPUB, or the source tree of one): its spine, navigation
/// documents and metadata, as the publisher wrote them.
package struct PackageSource: Sendable, Equatable {
    /// Vault path of the `.opf` file.
    package var path: String
    /// Spine pages (vault paths), in order.
    package var spine: [String] = []
    /// The EPUB 3 navigation document (vault path), when the manifest names one.
    package var navDocument: String?
    /// The EPUB 2 NCX (vault path), when the spine names one.
    package var ncx: String?
    /// `dc:title`.
    package var title: String?
    /// `dc:creator`s, in order.
    package var creators: [String] = []
    /// `dc:language`.
    package var language: String?
    /// The identifier `unique-identifier` names (else the first).
    package var identifier: String?
    /// `dc:subject`s.
    package var subjects: [String] = []
    /// `dc:description`.
    package var description: String?
    /// The cover image (vault path).
    package var cover: String?

    /// The shallowest `.opf` file of the vault (then the first by path) that parses; nil when none does.
    package static func find(in inventory: VaultInventory) -> PackageSource? {
        let documents = inventory.files.filter { VaultPath.hasExtension($0.path, "opf") }
            .sorted { ($0.path.split(separator: "/").count, $0.path) < ($1.path.split(separator: "/").count, $1.path) }
        for file in documents {
            guard let bytes = FileBytes.contents(of: file), let parsed = LibXML2.parseXML(bytes).root,
                  let root = localName(parsed.name) == "package" ? parsed : parsed.childElements.first(where: { localName($0.name) == "package" })
            else { continue }
            return read(root, path: file.path, inventory: inventory)
        }
        return nil
    }

    private static func read(_ root: Element, path: String, inventory: VaultInventory) -> PackageSource {
        var source = PackageSource(path: path)
        let folder = VaultPath.directory(of: path)
        func vaultPath(_ href: String?) -> String? {
            guard let href, let decoded = href.split(separator: "#").first.map(String.init)?.removingPercentEncoding,
                  let resolved = VaultPath.resolve(decoded, from: folder), inventory.byPath[resolved] != nil else { return nil }
            return resolved
        }
        let manifest = elements(root, "manifest").flatMap { elements($0, "item") }
        let items = Dictionary(manifest.compactMap { item in item[attribute: "id"].map { ($0, item) } }, uniquingKeysWith: { first, _ in first })
        let spine = elements(root, "spine").first
        source.spine = (spine.map { elements($0, "itemref") } ?? []).compactMap { vaultPath(items[$0[attribute: "idref"] ?? ""]?[attribute: "href"]) }
        source.navDocument = vaultPath(manifest.first { hasProperty($0, "nav") }?[attribute: "href"])
        source.ncx = vaultPath(spine?[attribute: "toc"].flatMap { items[$0]?[attribute: "href"] })
        source.readMetadata(elements(root, "metadata").first, uniqueIdentifier: root[attribute: "unique-identifier"])
        let coverID = elements(root, "metadata").flatMap { elements($0, "meta") }.first { $0[attribute: "name"] == "cover" }?[attribute: "content"]
        source.cover = vaultPath((manifest.first { hasProperty($0, "cover-image") } ?? coverID.flatMap { items[$0] })?[attribute: "href"])
        return source
    }

    private mutating func readMetadata(_ metadata: Element?, uniqueIdentifier: String?) {
        let fields = metadata?.childElements ?? []
        func texts(_ name: String) -> [String] {
            fields.filter { Self.localName($0.name) == name }.map { SourceText.collapseWhitespace($0.textContent()) }.filter { !$0.isEmpty }
        }
        title = texts("title").first
        creators = texts("creator")
        language = texts("language").first
        subjects = texts("subject")
        description = texts("description").first
        let identifiers = fields.filter { Self.localName($0.name) == "identifier" }
        identifier = (identifiers.first { $0[attribute: "id"] == uniqueIdentifier } ?? identifiers.first)
            .map { SourceText.collapseWhitespace($0.textContent()) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Outline depths of `order` from the NCX's nested `navPoint`s (EPUB 2); nil without an NCX.
    package func ncxEntries(inventory: VaultInventory) -> [ContentsPageOrder.Entry]? {
        guard let ncx, let file = inventory.byPath[ncx], let bytes = FileBytes.contents(of: file),
              let root = LibXML2.parseXML(bytes).root else { return nil }
        // The parser wraps a root other than `html` in one; the NCX's `navMap` is then one level down.
        let folder = VaultPath.directory(of: ncx)
        var result: [ContentsPageOrder.Entry] = [], seen: Set<String> = []
        func visit(_ element: Element, depth: Int) {
            for child in element.childElements where Self.localName(child.name) == "navPoint" {
                let src = Self.elements(child, "content").first?[attribute: "src"]?.split(separator: "#").first.map(String.init)
                if let src, let path = VaultPath.resolve(src.removingPercentEncoding ?? src, from: folder), seen.insert(path).inserted {
                    result.append(ContentsPageOrder.Entry(page: path, depth: min(depth, WorkspaceOrder.maxDepth)))
                }
                visit(child, depth: depth + 1)
            }
        }
        (Self.elements(root, "navMap") + root.childElements.flatMap { Self.elements($0, "navMap") }).forEach { visit($0, depth: 0) }
        return result
    }

    private static func elements(_ parent: Element, _ name: String) -> [Element] {
        parent.childElements.filter { localName($0.name) == name }
    }

    private static func hasProperty(_ item: Element, _ property: String) -> Bool {
        (item[attribute: "properties"] ?? "").split(separator: " ").contains { $0 == property }
    }

    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
