extension PageNormalizer {
    /// Rewrites every resource reference of `element` (src, srcset, poster, data, SVG hrefs, style urls).
    func rewriteResources(of element: Element, inForeignContent: Bool) {
        for name in resourceAttributes(of: element, inForeignContent: inForeignContent) {
            guard let written = element[attribute: name] else { continue }
            element[attribute: name] = name == "srcset" ? rewriteSourceSet(written, in: element) : resolveResource(written, in: element)
        }
        if let style = element[attribute: "style"], CSSRewriter.mayContainURL(style) {
            element[attribute: "style"] = CSSRewriter.rewrite(style) { written in
                resolveResource(written, in: element).map { $0 }
            }
        }
        if index.styles == .template { element[attribute: "style"] = nil }
        if element.traits.contains(.resource), element.name == "audio" || element.name == "video" { hasMedia = true }
    }

    private func resourceAttributes(of element: Element, inForeignContent: Bool) -> [String] {
        if inForeignContent { return ["image", "use", "feimage"].contains(element.name) ? ["href", "xlink:href"] : [] }
        guard element.traits.contains(.resource) else { return [] }
        switch element.name {
        case "img": return ["src", "srcset"]
        case "source": return ["src", "srcset"]
        case "video": return ["src", "poster"]
        case "audio", "track", "embed": return ["src"]
        case "input": return element[attribute: "type"]?.lowercased() == "image" ? ["src"] : []
        case "object": return ["data"]
        default: return []
        }
    }

    /// The href for a resource written as `written`, or nil when it cannot ship (reported).
    func resolveResource(_ written: String, in element: Element) -> String? {
        switch resolve(written) {
        case .empty: return nil
        case .data: return written
        case .sameDocument(let fragment):
            return "#" + (fragment.flatMap { page.idMap[$0] } ?? fragment ?? "")
        case .local(let path, let fragment):
            return packagedResource(path, fragment: fragment, written: written, in: element)
        case .caseMismatch(_, let actual, _):
            report("resource.case-mismatch", .warning, element, "'\(written)' differs in letter case from the file on disk; dropped",
                   target: written, hint: "the file is named \(actual); readers match names exactly")
        case .missing(_, let suggestions):
            report("resource.missing", .warning, element, "'\(written)' does not exist; dropped", target: written,
                   hint: suggestions.first.map { "did you mean \($0)?" })
        case .outsideVault:
            report("resource.outside-vault", .warning, element, "'\(written)' points outside the vault; dropped", target: written)
        case .external:
            report("resource.remote", .warning, element, "remote resource '\(written)' cannot ship in a book; dropped",
                   target: written, hint: "download it into the vault and link it relatively")
        case .script, .unsupported:
            report("resource.unsupported-url", .warning, element, "'\(written)' is not a file a book can contain; dropped",
                   target: written)
        }
        return nil
    }

    private func packagedResource(_ path: String, fragment: String?, written: String, in element: Element) -> String? {
        guard let mediaType = MediaTypes.forExtension(VaultPath.fileExtension(of: path)),
              mediaType != "application/xhtml+xml", let packaged = index.paths.packagePath(for: path)
        else {
            report("resource.unsupported-type", .warning, element,
                   "'\(written)' is not a format EPUB readers support; dropped", target: written,
                   hint: "convert it to PNG, JPEG, GIF, WebP or SVG")
            return nil
        }
        resources.insert(path)
        return href(toPackagePath: packaged) + (fragment.map { "#" + $0 } ?? "")
    }

    private func rewriteSourceSet(_ written: String, in element: Element) -> String? {
        let candidates = written.split(separator: ",").compactMap { candidate -> String? in
            let parts = candidate.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard let url = parts.first, let rewritten = resolveResource(String(url), in: element) else { return nil }
            return ([rewritten] + parts.dropFirst().map(String.init)).joined(separator: " ")
        }
        return candidates.isEmpty ? nil : candidates.joined(separator: ", ")
    }

    /// An `<img>` keeps its place when its source survived; otherwise its alt text stands in.
    func imageReplacement(_ element: Element) -> [Node] {
        guard element[attribute: "src"] != nil else {
            let alt = element[attribute: "alt"] ?? ""
            return alt.isEmpty ? [] : [.text(alt)]
        }
        imageCount += 1
        if element[attribute: "alt"] == nil {
            imagesWithoutAlt += 1
            element[attribute: "alt"] = ""
            report("image.missing-alt", .warning, element, "image has no alt text", target: element[attribute: "src"],
                   hint: "describe the image in alt=\"…\", or write alt=\"\" when it is decorative")
        }
        return [.element(element)]
    }
}
