/// The author and date lines of a web article's body, as microdata and blog themes mark them: `itemprop="author"`
/// (its `name`), `rel="author"` links, hCard's `.author .fn`, `itemprop="datePublished"` and `<time datetime>`.
enum Bylines {
    /// Classes of an element that holds the article's byline or date line (WordPress' `entry-meta`, `byline`).
    static let classes = ["byline", "entry-meta", "post-meta", "article-meta", "posted-on", "meta-info"]

    /// The authors the body names, in order, each once.
    static func authors(in body: Element) -> [String] {
        var found: [String] = []
        body.forEachDescendant { element in
            let itemprop = element[attribute: "itemprop"]?.lowercased().split(separator: " ") ?? []
            let rel = element[attribute: "rel"]?.lowercased().split(separator: " ") ?? []
            let name: String?
            if itemprop.contains("author") {
                name = element.descendants().first { $0[attribute: "itemprop"]?.lowercased() == "name" }.flatMap(text)
                    ?? element[attribute: "content"] ?? text(element)
            } else if element.name == "a", rel.contains("author") {
                name = text(element)
            } else if hasClass(element, "fn"), hasClass(element, "author") || element.name == "a" {
                name = text(element)
            } else {
                name = nil
            }
            if let name, !name.isEmpty, name.count <= 80, !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// The publication time the body states: `itemprop="datePublished"`, else a `<time datetime>` a class marks as
    /// published, else the first `<time datetime>`.
    static func time(in body: Element) -> String? {
        var stated: String?, marked: String?, first: String?
        body.forEachDescendant { element in
            if stated == nil, element[attribute: "itemprop"]?.lowercased() == "datepublished" {
                stated = element[attribute: "content"] ?? element[attribute: "datetime"] ?? text(element)
            }
            guard element.name == "time", let time = element[attribute: "datetime"] else { return }
            if first == nil { first = time }
            if marked == nil, hasClass(element, "published") || hasClass(element, "entry-date") { marked = time }
        }
        return stated ?? marked ?? first
    }

    /// Whether `element` is a byline the article header replaces: a class in `classes` and at most 40 words.
    static func isByline(_ element: Element) -> Bool {
        guard let names = element[attribute: "class"]?.lowercased().split(separator: " "),
              names.contains(where: { classes.contains(String($0)) }) else { return false }
        return element.textContent().split(whereSeparator: \.isWhitespace).count <= 40
    }

    private static func hasClass(_ element: Element, _ name: String) -> Bool {
        element[attribute: "class"]?.lowercased().split(separator: " ").contains { $0 == name } ?? false
    }

    private static func text(_ element: Element) -> String? {
        let text = SourceText.collapseWhitespace(element.textContent()).trimmingSpaces
        return text.isEmpty ? nil : text
    }
}
