import Foundation

/// An SVG image file is an XML document of the book too: EPUBCheck validates its ids and its references. Its ids
/// become unique XML names (references to them follow), an `<image>` whose file is missing is dropped, and a
/// reference or style sheet import that leaves the vault is removed; a file that needs none of it is packaged byte
/// for byte. A file with a DTD of its own (entities, an external DTD that is not SVG's) is read with libxml2's limits
/// on entity expansion and written again without it; one that cannot be read so (not well-formed, a billion laughs)
/// is packaged as an empty image, reported, never as it is. One that uses elements of other vocabularies and needs
/// no such change is left as it is.
extension ResourceCollector {
    /// An empty SVG image, packaged in place of a file that cannot be made safe.
    static let emptySVG = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)

    /// Checks the SVG file at `vaultPath`; keeps a rewritten copy when it needed changes. Returns the files its
    /// images reference (to package them too).
    mutating func rewriteSVG(_ vaultPath: String, packagePath: String) -> [String] {
        guard let file = inventory.byPath[vaultPath], let data = FileBytes.contents(of: file) else { return [] }
        let ownDTD = SVGDocumentType.declaresOwnDTD(data)
        let parsed = LibXML2.parseXML(data, substitutingEntities: ownDTD)
        guard let parsedRoot = parsed.root, let root = parsedRoot.name == "svg" ? parsedRoot : parsedRoot.firstChild(named: "svg") else {
            let reason = parsed.errors.first.map { ": \($0.text)" } ?? ""
            return packEmpty(vaultPath, packagePath, line: parsed.errors.first?.line ?? 0,
                             "the SVG file is not a well-formed SVG document\(reason)")
        }
        guard !([root] + root.descendants()).contains(where: { $0.name.contains(":") }) else {
            guard ownDTD else { return [] }
            return packEmpty(vaultPath, packagePath, line: 0,
                             "the SVG file declares a DTD of its own and uses elements of other vocabularies; it cannot be written again safely")
        }
        var changed = ownDTD
        if ownDTD {
            diagnostics.append(Diagnostic(id: .resourceSvgRewritten, severity: .info, file: vaultPath,
                                          message: "the SVG file's own DTD was left out (its entities written out): reading systems read no DTD"))
        }
        // Without the SVG namespace (FontForge's SVG fonts: a bare `<svg>`) the file is no SVG to an XML reader;
        // written again, it gets it.
        if root[attribute: "xmlns"] == nil {
            changed = true
            diagnostics.append(Diagnostic(id: .markupAttributeAdded, severity: .info, file: vaultPath, line: root.line,
                                          message: "the SVG namespace (xmlns) was missing on <svg>; added, or no reader would take the file for SVG"))
        }
        let (renamed, _) = IDSanitizer.assign(root, file: vaultPath)
        let moved = renamed.filter { $0.key != $0.value }
        if !moved.isEmpty {
            changed = true
            diagnostics.append(Diagnostic(id: .resourceSvgIds, severity: .info, file: vaultPath,
                                          message: "\(moved.count) ids that are not XML names were renamed (references follow)"))
            root.forEachDescendant { element in
                for index in element.attributes.indices where element.attributes[index].value.contains("#") {
                    element.attributes[index].value = Self.following(element.attributes[index].value, moved)
                }
            }
        }
        changed = repairForeignContent(of: root, vaultPath: vaultPath) || changed
        var found: [String] = []
        let resolver = ReferenceResolver(inventory: inventory)
        changed = dropMissingImages(in: root, resolver: resolver, vaultPath: vaultPath, packagePath: packagePath, found: &found)
            || changed
        changed = confineReferences(in: root, resolver: resolver, vaultPath: vaultPath, packagePath: packagePath, found: &found)
            || changed
        if changed { svgDocuments[packagePath] = XHTMLSerializer.svgDocumentBytes(root) }
        return found
    }

    /// The HTML a `foreignObject` holds (draw.io's labels: `<font>`, `align`) is checked by EPUBCheck against the
    /// XHTML grammar, as in a page: it gets the pages' schema repair, the SVG placed in a page for it. True when
    /// something changed (each repair reported); what cannot be repaired fails the build (`build.schema-postcondition`).
    private mutating func repairForeignContent(of root: Element, vaultPath: String) -> Bool {
        guard root.descendants().contains(where: { $0.name == "foreignObject" }) else { return false }
        let head = Element("head", children: [.element(Element("title", children: [.text("SVG")]))])
        let page = Element("html",
                           children: [.element(head), .element(Element("body", children: [.element(root)]))])
        let repairs = SchemaRepair.repair(page, file: vaultPath)
        diagnostics += repairs
        return !repairs.isEmpty
    }

    /// `value` with `#old` and `url(#old)` references renamed.
    private static func following(_ value: String, _ renamed: [String: String]) -> String {
        if value.hasPrefix("#"), let new = renamed[String(value.dropFirst())] { return "#" + new }
        var result = value
        for (old, new) in renamed where result.contains("url(#\(old))") {
            result = result.replacingOccurrences(of: "url(#\(old))", with: "url(#\(new))")
        }
        return result
    }

    /// Rewrites each `<image>`'s local reference to the packaged file, dropping the image when the file is
    /// missing; true when something changed.
    private mutating func dropMissingImages(in element: Element, resolver: ReferenceResolver, vaultPath: String,
                                            packagePath: String, found: inout [String]) -> Bool {
        var changed = false
        var kept: [Node] = []
        for child in element.children {
            guard case .element(let inner) = child else { kept.append(child); continue }
            if inner.name == "image", let written = inner[attribute: "xlink:href"] ?? inner[attribute: "href"] {
                switch resolver.resolve(written, from: vaultPath) {
                case .local(let path, _):
                    if let target = paths.packagePath(for: path), MediaTypes.forPath(path) != nil {
                        found.append(path)
                        let href = PackagePaths.href(from: packagePath, to: target)
                        if href != written {
                            inner[attribute: inner[attribute: "xlink:href"] != nil ? "xlink:href" : "href"] = href
                            changed = true
                        }
                    } else {
                        changed = true
                        continue
                    }
                case .data: break
                default:
                    diagnostics.append(Diagnostic(id: .resourceMissing, severity: .warning, file: vaultPath, line: inner.line,
                                                  message: "'\(written)' does not exist in the vault; the SVG image showing it was dropped",
                                                  target: written))
                    changed = true
                    continue
                }
            }
            changed = dropMissingImages(in: inner, resolver: resolver, vaultPath: vaultPath, packagePath: packagePath,
                                        found: &found) || changed
            kept.append(child)
        }
        if changed { element.children = kept }
        return changed
    }
}
