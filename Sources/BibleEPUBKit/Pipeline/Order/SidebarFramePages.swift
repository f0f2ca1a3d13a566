/// A generator's sidebar page: the whole contents on a page of its own that the other pages show in an `<iframe>`
/// (mdBook's `toc.html`, its sidebar for browsers without scripts). It is their navigation, not a page of the book:
/// the book's nav replaces it. A zero-config order leaves it out, reported; links to it lose their target.
enum SidebarFramePages {
    /// Least share of the candidate pages a sidebar page links.
    static let linkedShare = 0.5

    /// The sidebar pages among `paths`: shown in another page's `<iframe>`, linking at least half the pages, with at
    /// least half its text in links.
    static func find(among paths: [String], analysis: VaultAnalysis) -> [String] {
        let pool = Set(paths)
        var framed = Set<String>()
        for path in paths {
            guard let page = analysis.pages[path] else { continue }
            for source in inlineFrameSources(page.source) {
                guard case .local(let target, _) = analysis.resolver.resolve(source, from: path), target != path, pool.contains(target) else { continue }
                framed.insert(target)
            }
        }
        return paths.filter { framed.contains($0) && listsTheBook($0, pool: pool, analysis: analysis) }
    }

    /// Why links to a sidebar page lose their target.
    static let reason = "the generator's sidebar page (the book's nav replaces it)"

    /// The finding for a page left out.
    static func finding(_ page: String, analysis: VaultAnalysis) -> Diagnostic {
        Diagnostic(id: .orderSourceNavigation, severity: .info, file: page, line: analysis.pages[page]?.body?.line ?? 0,
                   message: "the page is the generator's sidebar (the other pages show it in an iframe; it links the whole book); left out, the book's own nav replaces it",
                   hint: "list it under spine: in book.yaml to keep it")
    }

    /// The `src` of each `<iframe>` in the page's source as written (the parsed tree has lost those in chrome): a
    /// byte search ignoring ASCII case, each tag alone decoded.
    static func inlineFrameSources(_ source: [UInt8]) -> [String] {
        source.withUnsafeBufferPointer { bytes in
            var found: [String] = [], cursor = 0
            while let open = bytes.firstIndex(ofIgnoringASCIICase: "<iframe", from: cursor) {
                let start = open + 7
                let end = bytes.firstIndex(ofByte: UInt8(ascii: ">"), from: start) ?? bytes.count
                let tag = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if let src = attribute("src", in: tag[...]) { found.append(src) }
                cursor = start
            }
            return found
        }
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let found = tag.range(of: name + "=", options: .caseInsensitive) else { return nil }
        var value = tag[found.upperBound...]
        guard let quote = value.first, quote == "\"" || quote == "'" else {
            return String(value.prefix { !$0.isWhitespace })
        }
        value = value.dropFirst()
        return String(value.prefix { $0 != quote })
    }

    private static func listsTheBook(_ page: String, pool: Set<String>, analysis: VaultAnalysis) -> Bool {
        guard let body = analysis.pages[page]?.body else { return false }
        let links = body.descendants().filter { $0.name == "a" }
        let linked = Set(links.compactMap { link -> String? in
            guard let href = link[attribute: "href"], case .local(let target, _) = analysis.resolver.resolve(href, from: page) else { return nil }
            return pool.contains(target) ? target : nil
        })
        let linkText = links.reduce(0) { $0 + $1.textContent().utf8.count }
        let text = body.textContent(excluding: ["script", "style"]).utf8.count
        return Double(linked.count) >= Double(pool.count) * linkedShare && linkText * 2 >= text
    }
}
