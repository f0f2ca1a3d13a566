import Foundation

/// An SVG image file is an XML document of the book too: EPUBCheck validates its ids and its references. Its ids
/// become unique XML names (references to them follow), and an `<image>` whose file is missing is dropped; a file
/// that needs neither is packaged byte for byte, and one that libxml2 cannot read, or that uses elements of other
/// vocabularies, is left as it is.
extension ResourceCollector {
    /// Checks the SVG file at `vaultPath`; keeps a rewritten copy when it needed changes. Returns the files its
    /// images reference (to package them too).
    mutating func rewriteSVG(_ vaultPath: String, packagePath: String) -> [String] {
        guard let file = inventory.byPath[vaultPath], let data = FileBytes.contents(of: file),
              let parsed = LibXML2.parseXML(data).root,
              let root = parsed.name == "svg" ? parsed : parsed.firstChild(named: "svg"),
              !([root] + root.descendants()).contains(where: { $0.name.contains(":") }) else { return [] }
        // Without the SVG namespace (FontForge's SVG fonts: a bare `<svg>`) the file is no SVG to an XML reader;
        // written again, it gets it.
        var changed = root[attribute: "xmlns"] == nil
        if changed {
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
        var found: [String] = []
        let resolver = ReferenceResolver(inventory: inventory)
        changed = dropMissingImages(in: root, resolver: resolver, vaultPath: vaultPath, packagePath: packagePath, found: &found)
            || changed
        if changed { svgDocuments[packagePath] = XHTMLSerializer.svgDocumentBytes(root) }
        return found
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
                    diagnostics.append(Diagnostic(id: .resourceMissing, severity: .warning, file: vaultPath,
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
