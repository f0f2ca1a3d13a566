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

    /// The URL of an immediate refresh (`0; url=target`, `0;URL='target'`); nil for a timed reload.
    static func refreshTarget(_ content: String) -> String? {
        let parts = content.split(separator: ";", maxSplits: 1)
        guard parts.count == 2, let delay = Double(parts[0].trimmingSpaces), delay <= 1 else { return nil }
        var rest = parts[1].trimmingSpaces
        guard rest.lowercased().hasPrefix("url") else { return nil }
        rest = String(rest.dropFirst(3)).trimmingSpaces
        guard rest.hasPrefix("=") else { return nil }
        rest = String(rest.dropFirst()).trimmingSpaces
        if let quote = rest.first, quote == "'" || quote == "\"" {
            rest = String(rest.dropFirst())
            if let end = rest.firstIndex(of: quote) { rest = String(rest[..<end]) }
        }
        return rest.isEmpty ? nil : rest
    }
}
