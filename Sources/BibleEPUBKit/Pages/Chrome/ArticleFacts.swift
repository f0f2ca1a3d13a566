/// What a saved web article says about itself (the read-it-later case): its title, authors, site, date and address,
/// read from the head's metadata (Open Graph `og:*` and `article:*`, Dublin Core, `citation_*`, `author`), the
/// address browsers write when they save a page (`<!-- saved from url=(0042)https://… -->`, SingleFile's `url:`), the
/// canonical link, and the body's microdata and bylines (`itemprop="author"`, `rel="author"`, `<time datetime>`).
package struct ArticleFacts: Sendable, Equatable {
    /// The article's own title (`og:title`), nil when only the page's heading and `<title>` name it.
    package var title: String?
    /// Its authors, in the order stated.
    package var authors: [String] = []
    /// The site that published it (`og:site_name`, else the address's host).
    package var site: String?
    /// Its publication date, `YYYY-MM-DD` (the date part of the stated time: no time zone is applied).
    package var published: String?
    /// Where it was published (`og:url`, the canonical link, the address it was saved from).
    package var url: String?

    /// Whether the page is a web article rather than a page of a manual or a book: its metadata says so (`og:type`
    /// `article`, any `article:*` property), a browser or SingleFile saved it from the web, or (where
    /// `microdataCounts`) its microdata types it as an article (`typedByMicrodata`).
    static func isArticle(_ page: ParsedPage, microdataCounts: Bool = true) -> Bool {
        let metadata = page.signals.metadata
        if metadata["og:type"]?.lowercased() == "article" || metadata.keys.contains(where: { $0.hasPrefix("article:") }) { return true }
        if savedAddress(page.source) != nil { return true }
        return microdataCounts && typedByMicrodata(page)
    }

    /// Whether the page's microdata types it as an article (`itemprop="articleBody"`, an `Article`, `BlogPosting` or
    /// `NewsArticle` item). A theme writes it on every page it makes: Read the Docs' Sphinx theme types each page of
    /// a manual an `Article`.
    static func typedByMicrodata(_ page: ParsedPage) -> Bool {
        // Nearly every page has no microdata, and its tree need not be walked: the parser noted whether it has any,
        // and where it did not (a Markdown note, a page parsed as a tree), its bytes are searched.
        guard page.mayHaveOutsideHead(.microdata) else { return false }
        let mayHold = page.outsideHead != nil || page.source.withUnsafeBufferPointer { bytes in
            bytes.firstIndex(ofIgnoringASCIICase: "itemprop") != nil || bytes.firstIndex(ofIgnoringASCIICase: "itemtype") != nil
        }
        guard mayHold else { return false }
        var typed = false
        page.body?.forEachDescendant { element in
            guard !typed else { return }
            typed = element[attribute: "itemprop"]?.lowercased() == "articlebody"
                || (element[attribute: "itemtype"].map { type in articleTypes.contains { type.hasSuffix("schema.org/" + $0) } } ?? false)
        }
        return typed
    }

    /// The web address `page` states as its own (`og:url`, the canonical link, `twitter:url`, Dublin Core's
    /// identifier, the address it was saved from), nil when it states none: a page that does was saved from the web.
    static func statedAddress(_ page: ParsedPage) -> String? {
        let metadata = page.signals.metadata
        return ["og:url", "twitter:url", "dc.identifier", "dcterms.identifier"].lazy.compactMap { metadata[$0].flatMap(webAddress) }.first
            ?? page.signals.relations["canonical"].flatMap(webAddress) ?? savedAddress(page.source)
    }

    /// schema.org types of an article.
    static let articleTypes = ["Article", "BlogPosting", "NewsArticle", "TechArticle", "ScholarlyArticle", "Report"]

    /// The facts `page` states; `content` is the article's element (its bylines and times are read when the head
    /// states none).
    static func read(_ page: ParsedPage, content: Element) -> ArticleFacts {
        let metadata = page.signals.metadata
        func meta(_ names: [String]) -> String? {
            names.lazy.compactMap { metadata[$0].map(SourceText.collapseWhitespace)?.trimmingSpaces }.first { !$0.isEmpty }
        }
        var facts = ArticleFacts()
        facts.title = meta(["og:title", "twitter:title", "citation_title", "dc.title"])
        facts.url = statedAddress(page)
        facts.site = meta(["og:site_name", "application-name"]).map(siteName) ?? facts.url.flatMap(host)
        let articleStated = AuthorNames.articleFields.compactMap { meta([$0]) }
        facts.authors = unique(AuthorNames.read(articleStated: articleStated, generic: page.signals.authors,
                                                notPeople: [facts.site, meta(["publisher", "og:site_name"])].compactMap { $0 }))
        if facts.authors.isEmpty { facts.authors = unique(Bylines.authors(in: page.body ?? content)) }
        let time = meta(["article:published_time", "citation_publication_date", "dc.date", "date", "datepublished"])
            ?? Bylines.time(in: page.body ?? content)
        facts.published = time.flatMap(date)
        return facts
    }

    /// The address a browser's "Save page" wrote at the top of the file: `<!-- saved from url=(0042)https://… -->`
    /// (Internet Explorer, Chrome, Edge) or SingleFile's `url: https://…` in its opening comment.
    static func savedAddress(_ source: [UInt8]) -> String? {
        let head = source.prefix(2048)
        // Searched as bytes first: nearly every page has neither marker, and decoding and searching each page's
        // opening as a String took 7% of the real vault's build.
        let markers = ["saved from url=", "\n url: "].filter { head.firstIndex(ofBytes: Array($0.utf8)) != nil }
        guard !markers.isEmpty else { return nil }
        let opening = String(decoding: head, as: UTF8.self)
        for marker in markers {
            guard let found = opening.range(of: marker) else { continue }
            var rest = opening[found.upperBound...]
            if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            var address = ""
            for character in rest {
                if character.isWhitespace { break }
                address.append(character)
                if address.hasSuffix("-->") { address.removeLast(3); break }
            }
            if let url = webAddress(address) { return url }
        }
        return nil
    }

    /// `text` when it is an absolute `http`/`https` address.
    static func webAddress(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), !trimmed.contains(where: \.isWhitespace) else { return nil }
        return trimmed
    }

    /// The host of a web address, without `www.`.
    static func host(_ url: String) -> String? {
        let rest = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard rest.count >= 3 else { return nil }
        let host = rest[2].split(separator: "@").last.map { String($0.split(separator: ":")[0]) } ?? ""
        return host.isEmpty ? nil : (host.lowercased().hasPrefix("www.") ? String(host.dropFirst(4)) : host)
    }

    /// The `YYYY-MM-DD` a stated time begins with (ISO 8601 and `YYYY/MM/DD`), nil when it begins with none.
    static func date(_ time: String) -> String? {
        let digits = Array(time.trimmingSpaces.prefix(10)).map { $0 == "/" ? "-" : $0 }
        guard digits.count == 10, digits[4] == "-", digits[7] == "-",
              digits.enumerated().allSatisfy({ [4, 7].contains($0.offset) || $0.element.isASCII && $0.element.isNumber }) else { return nil }
        return String(digits)
    }

    /// A stated site name without the tagline a site writes after a bar ("LinkNaija | Nigeria's popular news platform").
    static func siteName(_ stated: String) -> String {
        guard let bar = stated.range(of: " | ") else { return stated }
        let name = stated[..<bar.lowerBound].trimmingSpaces
        return name.isEmpty ? stated : name
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map { AuthorNames.withoutBy(SourceText.collapseWhitespace($0)) }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
