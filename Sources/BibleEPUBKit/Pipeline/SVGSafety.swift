/// Whether an SVG file brings a DTD of its own: an internal subset (entity declarations: Illustrator's namespace
/// entities, or a billion laughs), or an external DTD that is not one of SVG's published ones. SVG's own
/// (`-//W3C//DTD SVG 1.1//EN` and its siblings) changes nothing a reading system reads, and is left as written.
enum SVGDocumentType {
    /// True when the prolog of `bytes` declares a DOCTYPE with an internal subset or another DTD than SVG's.
    static func declaresOwnDTD(_ bytes: [UInt8]) -> Bool {
        let prolog = bytes.prefix(8_192)
        guard let start = find(Array("<!DOCTYPE".utf8), in: prolog) else { return false }
        var index = start + 9, quote: UInt8?
        var declaration: [UInt8] = []
        while index < prolog.endIndex {
            let byte = prolog[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                return true // an internal subset
            } else if byte == UInt8(ascii: ">") {
                break
            }
            declaration.append(byte)
            index += 1
        }
        let text = String(decoding: declaration, as: UTF8.self)
        return (text.contains("PUBLIC") || text.contains("SYSTEM")) && !text.contains("-//W3C//DTD SVG ")
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (haystack.startIndex...(haystack.endIndex - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

extension ResourceCollector {
    /// Packages an empty image in place of the SVG file at `vaultPath`, reported with `why`.
    mutating func packEmpty(_ vaultPath: String, _ packagePath: String, line: Int, _ why: String) -> [String] {
        svgDocuments[packagePath] = Self.emptySVG
        diagnostics.append(Diagnostic(id: .resourceSvgUnsafe, severity: .warning, file: vaultPath, line: line,
                                      message: why + "; packaged as an empty image", hint: "open the file in an SVG editor and save it as plain SVG"))
        return []
    }

    /// Rewrites the references of `element`'s subtree other than `<image>`'s (`use`, `a`, `feImage`, styles) to
    /// packaged files; one that leaves the vault, or a remote one a reading system would load, is removed,
    /// reported. True when something changed.
    mutating func confineReferences(in element: Element, resolver: ReferenceResolver, vaultPath: String, packagePath: String,
                                    found: inout [String]) -> Bool {
        var changed = false, unlinked: [String] = []
        for inner in [element] + element.descendants() where inner.name != "image" {
            for name in ["href", "xlink:href"] {
                guard let written = inner[attribute: name] else { continue }
                let reference = resolver.resolve(written, from: vaultPath)
                switch reference {
                case .empty, .data, .sameDocument: continue
                case .outsideVault, .script, .unsupported: break
                case .external where inner.name == "a": continue // a link the reader follows (as written), not a resource loaded
                case _ where inner.name == "a":
                    // EPUBCheck checks an SVG image's links as a page's: one to a page of the book goes to its package
                    // path (Doxygen's graphs link each node's page); any other is removed, the drawing kept.
                    let href = bookPageHref(reference, from: packagePath)
                    if href != written { inner[attribute: name] = href; changed = true }
                    if href == nil { unlinked.append(written) }
                    continue
                case .local(let path, let fragment):
                    guard path != vaultPath, let target = paths.packagePath(for: path), MediaTypes.forPath(path) != nil else { continue }
                    found.append(path)
                    let href = PackagePaths.href(from: packagePath, to: target) + (fragment.map { "#" + $0 } ?? "")
                    if href != written { inner[attribute: name] = href; changed = true }
                    continue
                default: break
                }
                inner[attribute: name] = nil
                changed = true
                diagnostics.append(Diagnostic(id: .resourceOutsideVault, severity: .warning, file: vaultPath, line: inner.line,
                                              message: "'\(written)' on <\(inner.name)> is not a file of the vault; removed", target: written))
            }
            changed = confineStyles(of: inner, vaultPath: vaultPath, packagePath: packagePath, found: &found) || changed
        }
        if let first = unlinked.first {
            diagnostics.append(Diagnostic(id: .linkNotInBook, severity: .info, file: vaultPath,
                                          message: "\(unlinked.count) link\(unlinked.count == 1 ? "" : "s") of the SVG image to files that are not pages of the book removed (first: \(first)); the drawing is kept",
                                          target: first))
        }
        return changed
    }

    /// The href from the package file at `packagePath` to the page `reference` names, when it is a page of the book
    /// (its fragment kept when the page has that id, renamed as the page's ids were); nil otherwise.
    private func bookPageHref(_ reference: Reference, from packagePath: String) -> String? {
        guard case .local(let path, let fragment) = reference, bookPages.contains(path), let target = paths.packagePath(for: path) else { return nil }
        let id = fragment.flatMap { idMaps[path]?[$0] }
        return PackagePaths.href(from: packagePath, to: target) + (id.map { "#" + $0 } ?? "")
    }

    /// Rewrites the references of a `<style>` element's text and of a `style` attribute (`@import`, `url()`).
    private mutating func confineStyles(of element: Element, vaultPath: String, packagePath: String, found: inout [String]) -> Bool {
        var changed = false
        if element.name == "style" {
            let css = element.textContent()
            let (rewritten, named) = rewritingReferences(in: css, of: vaultPath, packagePath: packagePath)
            found += named
            if rewritten != css { element.children = [.text(rewritten)]; changed = true }
        }
        if let style = element[attribute: "style"] {
            let (rewritten, named) = rewritingReferences(in: style, of: vaultPath, packagePath: packagePath)
            found += named
            if rewritten != style { element[attribute: "style"] = rewritten; changed = true }
        }
        return changed
    }
}
