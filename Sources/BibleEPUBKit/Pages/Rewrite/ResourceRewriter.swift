extension PageNormalizer {
    /// The most pixels an image may have: Apple Books' limit, the lowest of the stores (a `srcset` gives the largest
    /// candidate under it).
    static let largestImagePixels = Int((StoreProfile.all.values.compactMap(\.maximumImageMegapixels).min() ?? 4) * 1_000_000)

    /// Rewrites every resource reference of `element` (src, srcset, poster, data, SVG hrefs, style urls).
    func rewriteResources(of element: Element, inForeignContent: Bool) {
        if !inForeignContent && element.traits.contains(.resource) {
            resolveLazyLoading(of: element)
            keepOneCandidate(of: element)
        }
        for name in resourceAttributes(of: element, inForeignContent: inForeignContent) {
            guard let written = element[attribute: name] else { continue }
            element[attribute: name] = name == "srcset" ? rewriteSourceSet(written, in: element)
                : resolveResource(written, in: element, intoThisPage: inForeignContent)
        }
        if let style = element[attribute: "style"], CSSRewriter.mayContainURL(style) {
            element[attribute: "style"] = CSSRewriter.rewrite(style) { written in
                resolveResource(written, in: element).map { $0 }
            }
        }
        if index.styles == .template { element[attribute: "style"] = nil }
        if element.traits.contains(.resource), element.name == "audio" || element.name == "video" { hasMedia = true }
        if !inForeignContent, element.name == "source", element[attribute: "type"] == nil, let type = sharedMediaType(of: element) {
            element[attribute: "type"] = type
        }
    }

    /// The media type of every file a `<source>` names (its `srcset` or `src`, rewritten), when they share one:
    /// EPUBCheck takes a `source` without `type` as declaring "" for files the package lists with a type (OPF-013,
    /// gi-docgen's dark-mode `<picture>` images).
    private func sharedMediaType(of element: Element) -> String? {
        var urls = SourceSet.candidates(element[attribute: "srcset"] ?? "").map(\.url)
        if let src = element[attribute: "src"] { urls.append(src) }
        let types = Set(urls.map { url in
            MediaTypes.forPath(String(url.prefix { $0 != "#" && $0 != "?" }))
        })
        guard types.count == 1, let type = types.first ?? nil else { return nil }
        return type
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

    /// The href for a resource written as `written`, or nil when it cannot ship (reported). `intoThisPage`: a
    /// reference to an element of this page is a resource (SVG's `use` and `image`); an HTML `src`, `srcset` or
    /// `poster` needs a file. (CSS `url(#…)` and `url(data:…)` never come here: `CSSRewriter` keeps them, a data URL percent-encoded.)
    func resolveResource(_ written: String, in element: Element, intoThisPage: Bool = true) -> String? {
        noteTarget(written, of: element)
        switch resolve(written) {
        case .empty: return nil
        case .data: return embeddableData(written, in: element)
        case .sameDocument(let fragment):
            return sameDocumentResource(fragment, written: written, in: element, allowed: intoThisPage)
        case .local(let path, let fragment):
            return packagedResource(path, fragment: fragment, written: written, in: element)
        case .caseMismatch(_, let actual, _):
            report(.resourceCaseMismatch, .warning, element, "'\(written)' differs in letter case from the file on disk; dropped",
                   target: written, hint: "the file is named \(actual); readers match names exactly")
        case .missing(_, let suggestions):
            report(.resourceMissing, .warning, element, "'\(written)' does not exist; dropped", target: written,
                   hint: suggestions.first.map { "did you mean \($0)?" })
        case .outsideVault:
            report(.resourceOutsideVault, .warning, element, "'\(written)' points outside the vault; dropped", target: written)
        case .external:
            report(.resourceRemote, .warning, element, "remote resource '\(written)' cannot ship in a book; dropped",
                   target: written, hint: "download it into the vault and link it relatively")
        case .script, .unsupported:
            report(.resourceUnsupportedUrl, .warning, element, "'\(written)' is not a file a book can contain; dropped",
                   target: written)
        }
        return nil
    }

    /// `#fragment` when this page has that id and a reference into the page is a resource here; else nil, reported
    /// (EPUBCheck: RSC-012 for an id the page lacks; an audio or image source that is the page itself plays nothing).
    private func sameDocumentResource(_ fragment: String?, written: String, in element: Element, allowed: Bool) -> String? {
        guard allowed else {
            report(.resourceUnsupportedUrl, .warning, element, "'\(written)' points into this page, not at a file a book can contain; dropped",
                   target: written)
            return nil
        }
        guard let fragment else { return "#" }
        guard let id = page.idMap[fragment] else {
            report(.resourceMissing, .warning, element, "'#\(fragment)' is not an id of this page; dropped", target: written)
            return nil
        }
        return "#" + id
    }

    /// A `data:` URL whose media type a book can embed (RFC 2397: none written is text/plain); else nil, reported
    /// (EPUBCheck: RSC-032, a foreign resource without a fallback).
    private func embeddableData(_ written: String, in element: Element) -> String? {
        let declared = written.dropFirst("data:".count).prefix { $0 != "," && $0 != ";" }.trimmingCharacters(in: .whitespaces)
        let mediaType = declared.isEmpty ? "text/plain" : declared
        if MediaTypes.isEmbeddable(mediaType) { return WebURL.dataURL(written) }
        let shown = String(written.prefix(40))
        report(.resourceUnsupportedType, .warning, element,
               "'\(shown)' is a data: URL of type \(mediaType), not a format EPUB readers support; dropped", target: shown)
        return nil
    }

    private func packagedResource(_ path: String, fragment: String?, written: String, in element: Element) -> String? {
        guard let mediaType = MediaTypes.forPath(path),
              mediaType != "application/xhtml+xml", let packaged = index.paths.packagePath(for: path)
        else {
            report(.resourceUnsupportedType, .warning, element,
                   "'\(written)' is not a format EPUB readers support; dropped", target: written,
                   hint: "convert it to PNG, JPEG, GIF, WebP or SVG")
            return nil
        }
        resources.insert(path)
        return href(toPackagePath: packaged) + (fragment.map { "#" + $0 } ?? "")
    }

    private func rewriteSourceSet(_ written: String, in element: Element) -> String? {
        let candidates = SourceSet.candidates(written).compactMap { candidate -> String? in
            guard let rewritten = resolveResource(candidate.url, in: element, intoThisPage: false) else { return nil }
            return candidate.descriptors.isEmpty ? rewritten : rewritten + " " + candidate.descriptors
        }
        return candidates.isEmpty ? nil : candidates.joined(separator: ", ")
    }

    /// Lazy loading: a page shows a placeholder (`data:`, no `src`, or any file) until a script swaps in `data-src` /
    /// `data-srcset`; the book shows the real image, reported (`resource.lazy-image`). A `data-src` that names no file
    /// of the vault leaves a `src` that does alone. The promoted images' files are noted, so that a `<noscript>`
    /// fallback showing the same image is not shown a second time.
    func resolveLazyLoading(of element: Element) {
        guard element.name == "img" || element.name == "source" else { return }
        let source = element[attribute: "src"]
        let placeholder = source.map { $0.hasPrefix("data:") || $0.isEmpty || !namesVaultFile($0) } ?? true
        var swapped: [String] = []
        for (lazy, real) in [("data-src", "src"), ("data-srcset", "srcset")] {
            guard let value = element[attribute: lazy], !value.isEmpty else { continue }
            let names = real == "src" ? namesVaultFile(value) : SourceSet.candidates(value).contains { namesVaultFile($0.url) }
            guard placeholder || names else { continue }
            element[attribute: real] = value
            element[attribute: lazy] = nil
            swapped.append(lazy)
            let urls = real == "src" ? [value] : SourceSet.candidates(value).map(\.url)
            for url in urls { if case .local(let path, _) = index.resolver.resolve(url, from: page.path) { promotedLazyImages.insert(path) } }
        }
        guard !swapped.isEmpty else { return }
        report(.resourceLazyImage, .info, element, "lazy-loaded image: \(swapped.joined(separator: " and ")) used instead of the placeholder")
    }

    /// A `srcset` of sizes becomes the one candidate a reader needs, the largest the stores take: an `img`'s `src`
    /// (its `srcset` and `sizes` go), a `source`'s only candidate. The other sizes are not packaged.
    func keepOneCandidate(of element: Element) {
        guard element.name == "img" || element.name == "source", let written = element[attribute: "srcset"],
              let chosen = SourceSet.largest(of: written, fitting: Self.largestImagePixels, size: { url in
                  guard case .local(let path, _) = index.resolver.resolve(url, from: page.path),
                        let file = index.resolver.inventory.byPath[path] else { return nil }
                  return ImageSize.read(file)
              }) else { return }
        if element.name == "img" {
            element[attribute: "src"] = chosen.url
            element[attribute: "srcset"] = nil
            element[attribute: "sizes"] = nil
        } else {
            element[attribute: "srcset"] = chosen.url
        }
    }

    /// Whether `url`, written in this page, names a file of the vault.
    func namesVaultFile(_ url: String) -> Bool {
        if case .local = index.resolver.resolve(url, from: page.path) { return true }
        return false
    }

    /// An `<embed>` whose source could not ship (a web page, a missing file; reported) shows nothing and goes; an
    /// `<object>` whose data could not ship gives way to its fallback content (its children, without `param`s), as a
    /// reading system would show it. nil: the element stays.
    func embeddedContentReplacement(_ element: Element) -> [Node]? {
        switch element.name {
        case "embed" where element[attribute: "src"] == nil:
            return []
        case "object" where element[attribute: "data"] == nil:
            return element.children.filter { node in
                if case .element(let child) = node { return child.name != "param" }
                return true
            }
        default:
            return nil
        }
    }

    /// An `<img>` keeps its place when its source survived; otherwise its alt text stands in.
    func imageReplacement(_ element: Element) -> [Node] {
        guard element[attribute: "src"] != nil else {
            markWrappers(ofDropped: element)
            let alt = element[attribute: "alt"] ?? ""
            return alt.isEmpty ? [] : [.text(alt)]
        }
        imageCount += 1
        if element[attribute: "alt"] == nil { imagesLackingAlt.append(element) } // ImageAlternatives decides, in context
        if let alt = element[attribute: "alt"], !alt.isEmpty, alt.allSatisfy(\.isWhitespace) {
            // `alt="&nbsp;"` (Doxygen's tree icons): a text alternative of nothing, which assistive technology does not
            // take for decorative as it takes `alt=""`.
            element[attribute: "alt"] = ""
            report(.a11yAltFromContext, .info, element, "alt of white space only written as alt=\"\": the image is decorative")
        }
        return [.element(element)]
    }
}
