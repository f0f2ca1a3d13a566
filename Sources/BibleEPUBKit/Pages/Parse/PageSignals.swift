/// What a page's `<head>` says about its place in a book: link relations, a redirect, and metadata.
package struct PageSignals: Sendable, Equatable {
    /// `<link rel>` targets by relation, lowercased (`next`, `prev`, `up`, `start`, `contents`, …), first of each, as written.
    package var relations: [String: String] = [:]
    /// The target of `<meta http-equiv="refresh" content="0; url=…">` (a page that only sends the reader elsewhere).
    package var redirect: String?
    /// `<meta name|property content>` by lowercased name (`author`, `dc.creator`, `og:title`, `description`, …), first of each.
    package var metadata: [String: String] = [:]
    /// Every `<meta name="author">` (or a note's `author`/`authors`), in order.
    package var authors: [String] = []
    /// The targets of further `<link rel="next">` after the first: LaTeX2HTML names the next sibling section first,
    /// then the next page (a section's first subsection).
    package var laterNext: [String] = []

    /// The relations that name the following page (HTML's `next`; LaTeX2HTML and LinuxDoc also write it lowercase).
    static let nextNames = ["next"]
    /// The relations that name the preceding page (`prev`; `previous` as LaTeX2HTML and LinuxDoc write it).
    static let previousNames = ["prev", "previous"]
    /// The relations that name the book's first page (texinfo `start`, DocBook `home`, older Sphinx `top`).
    static let startNames = ["start", "first", "home", "top"]

    /// Whether a `<link>` of MIME type `type` can name a page: not one naming another kind of file (Sphinx's OpenSearch
    /// description, `rel="search" type="application/opensearchdescription+xml"`, before the search page's own link).
    private static func namesPage(_ type: String?) -> Bool {
        guard let type = type?.lowercased().trimmingSpaces, !type.isEmpty else { return true }
        return type.hasPrefix("text/html") || type.hasPrefix("application/xhtml+xml")
    }

    /// The signals of the page whose head is `head`.
    package static func read(head: Element?) -> PageSignals {
        var signals = PageSignals()
        for element in head?.childElements ?? [] {
            switch element.name {
            case "link":
                guard let href = element[attribute: "href"], !href.isEmpty, let rel = element[attribute: "rel"],
                      namesPage(element[attribute: "type"]) else { continue }
                for name in rel.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                    let key = String(name)
                    if signals.relations[key] == nil {
                        signals.relations[key] = href
                    } else if key == "next", href != signals.relations[key], !signals.laterNext.contains(href) {
                        signals.laterNext.append(href)
                    }
                }
            case "meta":
                signals.readMeta(element)
            default:
                continue
            }
        }
        return signals
    }

    /// Reads the refresh a `<noscript>` among `elements` holds, where no other redirect is known: javadoc's moved
    /// pages redirect by script, and by `<noscript><meta http-equiv="refresh"></noscript>` in their head for a browser
    /// without scripts (an HTML parser ends the head at the `<noscript>`: pass the body's leading head elements too).
    mutating func readNoscriptRefresh(in elements: some Sequence<Element>) {
        for noscript in elements where redirect == nil && noscript.name == "noscript" {
            for meta in noscript.childElements where meta.name == "meta" && meta[attribute: "http-equiv"]?.lowercased() == "refresh" {
                readMeta(meta)
            }
        }
    }

    /// Adds the page-turning relations the body's hyperlinks name (`LinkRelations`) where the head names none.
    mutating func addAnchorRelations(_ anchors: [String: String]) {
        for names in [Self.nextNames, Self.previousNames] where target(names) == nil {
            if let href = names.lazy.compactMap({ anchors[$0] }).first { relations[names[0]] = href }
        }
    }

    /// The first target among relations `names`.
    package func target(_ names: [String]) -> String? {
        names.lazy.compactMap { relations[$0] }.first
    }

    private mutating func readMeta(_ element: Element) {
        guard let content = element[attribute: "content"]?.trimmingSpaces, !content.isEmpty else { return }
        if element[attribute: "http-equiv"]?.lowercased() == "refresh" {
            redirect = Self.refreshTarget(content)
            return
        }
        guard let name = (element[attribute: "name"] ?? element[attribute: "property"] ?? element[attribute: "itemprop"])?.lowercased(),
              metadata[name] == nil || name == "author" else { return }
        if name == "author" { authors.append(content) }
        if metadata[name] == nil { metadata[name] = content }
    }

    /// The URL of an immediate refresh (`0; url=target`, `0;URL='target'`, `0;target`), read by HTML's shared
    /// declarative refresh steps: the delay, an optional `;` or `,`, an optional `URL=`, an optional quote; nil for a timed
    /// reload (more than a second) or one naming no URL.
    static func refreshTarget(_ content: String) -> String? {
        var rest = Substring(content).drop { $0.isWhitespace }
        let delay = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !delay.isEmpty, let seconds = Double(delay.hasPrefix(".") ? "0" + delay : String(delay)), seconds <= 1 else { return nil }
        rest = rest.dropFirst(delay.count).drop { $0.isWhitespace }
        if rest.first == ";" || rest.first == "," { rest = rest.dropFirst().drop { $0.isWhitespace } }
        if rest.prefix(3).lowercased() == "url" {
            let afterName = rest.dropFirst(3).drop { $0.isWhitespace }
            if afterName.first == "=" { rest = afterName.dropFirst().drop { $0.isWhitespace } }
        }
        if let quote = rest.first, quote == "'" || quote == "\"" {
            rest = rest.dropFirst()
            if let end = rest.firstIndex(of: quote) { rest = rest[..<end] }
        }
        let target = String(rest).trimmingSpaces
        return target.isEmpty ? nil : target
    }
}
