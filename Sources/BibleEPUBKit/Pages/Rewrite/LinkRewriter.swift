import Foundation

extension PageNormalizer {
    /// Whether `fragment` names an element the link being visited stands in, or one beside it in its parent: a
    /// permalink's target (Sphinx's and GitHub's heading or section, Haddock's declaration name), not a place elsewhere
    /// on the page (an index's `#` row of entries).
    private func pointsWhereItStands(_ fragment: String) -> Bool {
        // Ids were made NCNames when the page was parsed (`t:Hints` is `t_Hints`): the written fragment is looked up.
        let written = [fragment, fragment.removingPercentEncoding ?? fragment]
        let ids = Set(written.compactMap { page.idMap[$0] })
        guard !ids.isEmpty else { return false }
        func named(_ element: Element) -> Bool { element[attribute: "id"].map(ids.contains) ?? false }
        guard let parent = openElements.last else { return false }
        return openElements.contains(where: named) || parent.descendants().contains(where: named)
    }

    /// Whether the link shows only a sign (no word such as "link") and `fragment` names no element of the page: a
    /// permalink whose target the generator never wrote (Haddock's instance `<a href="#t:Eq" class="selflink">#</a>`),
    /// which unwrapped would leave a stray `#` in the text.
    private func isSignToNowhere(_ element: Element, _ fragment: String) -> Bool {
        let ids = [fragment, fragment.removingPercentEncoding ?? fragment].compactMap { page.idMap[$0] }
        guard ids.isEmpty else { return false }
        return !element.textContent().unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Rewrites `<a href>` to the packaged page, or unwraps the link (text kept) and reports why.
    func rewriteLink(_ element: Element) -> [Node] {
        guard let written = element[attribute: "href"] else { return [.element(element)] }
        noteTarget(written, of: element)
        // The link's text stays; so does its id, which other links may target (`<a id="movement" href="gone.html">`).
        // Made only for a link that goes (most stay): building it for each link cost more than the rest of the check.
        func unwrapped() -> [Node] { idAnchors(of: element, subtree: false) + element.children }
        if element.name == "a", !PerceivableContent.isPerceivable(element) { // an image map's area is a region, not content
            report(.linkEmpty, .info, element, "link to '\(written)' with nothing to see or hear (no text, no image): unwrapped",
                   target: written, hint: "a link without text is invisible in a book, and screen readers announce it without a name")
            return unwrapped()
        }
        if element.name == "a", written.count > 1, written.hasPrefix("#"), HeadingText.showsOnlyPermalinkSign(element),
           pointsWhereItStands(String(written.dropFirst())) || isSignToNowhere(element, String(written.dropFirst())) {
            webChrome.record(.webPermalink, .info, line: element.line,
                             "permalink anchors removed: a sign (¶, #, §) or an icon linking to a place on its own page, which a book's reader sees as a stray sign")
            return idAnchors(of: element, subtree: true)
        }
        switch resolve(written) {
        case .empty:
            element[attribute: "href"] = nil
        case .external(let url):
            switch WebURL.normalized(url) {
            case .success(let normalized): element[attribute: "href"] = normalized
            case .failure(let problem):
                report(.linkInvalidUrl, .warning, element, "link to '\(written)', which is not a valid URL, unwrapped", target: written,
                       hint: problem.description)
                return unwrapped()
            }
        case .data:
            report(.linkUnsupportedUrl, .warning, element, "link to a data: URL unwrapped", target: written)
            return unwrapped()
        case .sameDocument(let fragment):
            return link(element, to: page.path, fragment: fragment, written: written) ?? unwrapped()
        case .local(let path, let fragment):
            if index.pageTargets[path] == nil, let moved = index.redirects[path] {
                return link(element, to: moved.page, fragment: fragment ?? moved.fragment, written: written) ?? unwrapped()
            }
            return link(element, to: path, fragment: fragment, written: written) ?? unwrapped()
        case .caseMismatch(_, let actual, _):
            report(.linkCaseMismatch, .warning, element,
                   "link target '\(written)' exists only with different letter case; link unwrapped", target: written,
                   hint: "the file on disk is \(actual); readers match names exactly")
            return unwrapped()
        case .missing(_, let suggestions):
            if let address = onArticleSite(written) {
                element[attribute: "href"] = address
                report(.linkArticleSite, .info, element, "link to '\(written)', a page of the saved article's site, links to \(address)",
                       target: written)
                return [.element(element)]
            }
            report(.linkMissingFile, .warning, element, "link target '\(written)' does not exist; link unwrapped",
                   target: written, hint: suggestions.first.map { "did you mean \($0)?" })
            return unwrapped()
        case .outsideVault:
            report(.linkOutsideVault, .warning, element, "link '\(written)' points outside the vault; link unwrapped", target: written)
            return unwrapped()
        case .script:
            report(.linkScript, .warning, element, "javascript: link unwrapped", target: written)
            return unwrapped()
        case .unsupported(let scheme):
            report(.linkUnsupportedUrl, .warning, element, "link with scheme '\(scheme):' unwrapped", target: written)
            return unwrapped()
        }
        return [.element(element)]
    }

    /// The web address of a link a saved article wrote relative to its site (`/category/gardening`), resolved as the
    /// browser did against the address the article was saved from; nil for any other page or link.
    private func onArticleSite(_ written: String) -> String? {
        guard let base = page.extraction?.facts?.url.flatMap({ URL(string: $0) }),
              let resolved = URL(string: written, relativeTo: base)?.absoluteURL.absoluteString,
              ArticleFacts.webAddress(resolved) != nil, case .success(let normalized) = WebURL.normalized(resolved) else { return nil }
        return normalized
    }

    /// Points `element` at `path#fragment` inside the book; nil when the target cannot be linked (reported).
    private func link(_ element: Element, to path: String, fragment: String?, written: String) -> [Node]? {
        if index.excludedPages.contains(path) {
            report(.linkExcludedNote, .info, element, "link to '\(written)', a note not for this audience; link unwrapped", target: written)
            return nil
        }
        if let why = index.leftOutPages[path] {
            report(.linkNotInBook, .info, element, "link to '\(written)', \(why); link unwrapped", target: written)
            return nil
        }
        let page = index.pageTargets[path]
        let inBook = page?.inBook ?? false
        guard inBook || VaultFile.htmlPageExtensions.contains(VaultPath.fileExtension(of: path)) else {
            report(.linkToResource, .warning, element,
                   "link to '\(written)', which is not a page of the book; link unwrapped", target: written)
            return nil
        }
        guard let target = page?.packagePath else {
            return inBook ? linkOutsidePart(element, to: path, fragment: fragment, written: written) : {
                report(.linkNotInBook, .warning, element,
                       "link to '\(written)', a page that is not in the reading order; link unwrapped", target: written)
                return nil
            }()
        }
        var href = target == packagePath ? "" : self.href(toPackagePath: target)
        if let fragment {
            guard let id = page?.ids?[fragment] else {
                report(.linkMissingFragment, .warning, element,
                       "'#\(fragment)' is not an id in \(path); link unwrapped", target: written)
                return nil
            }
            href += "#" + id
        }
        element[attribute: "href"] = href.isEmpty ? "#" : href
        if index.nonLinearPages.contains(path) { linkedNonLinear.insert(path) }
        return [.element(element)]
    }
}

extension PageNormalizer {
    /// A link from a Part build to a page of another Part: to `web-base-url` when set, else unwrapped.
    private func linkOutsidePart(_ element: Element, to path: String, fragment: String?, written: String) -> [Node]? {
        guard let base = index.outsideLinkBase else {
            report(.linkOutsidePart, .info, element, "link to '\(written)' leaves this Part; link unwrapped", target: written)
            return nil
        }
        element[attribute: "href"] = base + PackagePaths.percentEncodePath(path) + (fragment.map { "#" + $0 } ?? "")
        report(.linkOutsidePart, .info, element, "link to '\(written)' leaves this Part; rewritten to the web edition",
               target: written)
        return [.element(element)]
    }

    /// Removes a `cite` EPUBCheck would flag, reported: a relative one, which it resolves like a link (RSC-007 when the
    /// book has nothing there), and an absolute one that is not https, which it checks as a remote resource (RSC-031,
    /// whatever the scheme: http, mailto, urn). No reading system shows a citation source.
    func dropUncheckableCitation(of element: Element) {
        guard let cite = element[attribute: "cite"] else { return }
        let trimmed = cite.trimmingCharacters(in: .whitespaces)
        let scheme = ReferenceResolver.scheme(of: trimmed)
        var reason = scheme == nil ? "a relative citation source the book cannot resolve"
            : "a citation source that is not an https URL, which EPUBCheck flags as a remote resource"
        if scheme == "https" {
            switch WebURL.normalized(trimmed) {
            case .success(let normalized): element[attribute: "cite"] = normalized; return
            case .failure(let problem): reason = "not a valid URL: \(problem.description)"
            }
        }
        element[attribute: "cite"] = nil
        report(.markupAttributeDropped, .warning, element, "cite=\"\(cite)\" removed: \(reason)")
    }
}

extension String {
    /// The URL with spaces percent-encoded, as XHTML requires.
    var replacingSpaces: String {
        containsUTF8Byte(UInt8(ascii: " ")) ? replacingOccurrences(of: " ", with: "%20") : self
    }
}
