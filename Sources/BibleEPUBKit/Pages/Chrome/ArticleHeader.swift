/// The chapter header of a saved article, as read-it-later apps' EPUB exports give it: the title as the chapter's
/// `h1`, then a line with the authors, the site and the date, and the address it came from as a link. The article's
/// own byline (`entry-meta`, `byline`) gives way to it when the facts are known; nothing is invented: a part the
/// article does not state is left out of the line.
enum ArticleHeader {
    /// Puts the header into `content` from `facts`; `pageTitle` names the article when it has no heading of its own.
    static func insert(_ facts: ArticleFacts, into content: Element, pageTitle: String?) {
        guard let heading = titleHeading(in: content, facts: facts, pageTitle: pageTitle) else { return }
        if !facts.authors.isEmpty || facts.published != nil { removeBylines(in: content) }
        var added: [Node] = []
        // A site its byline names as the author ("Scrapinghub · Scrapinghub") is said once.
        let site = facts.site.flatMap { site in facts.authors.contains { $0.lowercased() == site.lowercased() } ? nil : site }
        let parts = [facts.authors.isEmpty ? nil : facts.authors.joined(separator: ", "), site, facts.published].compactMap { $0 }
        if !parts.isEmpty {
            added.append(.element(Element("p", attributes: [Attribute("class", "article-byline")], children: [.text(parts.joined(separator: " · "))])))
        }
        if let url = facts.url {
            let link = Element("a", attributes: [Attribute("href", url)], children: [.text(url)])
            added.append(.element(Element("p", attributes: [Attribute("class", "article-source")], children: [.element(link)])))
        }
        guard !added.isEmpty else { return }
        insert(added, after: heading, in: content)
    }

    /// The content's `h1`; else its first heading, made the `h1` when it says the title; else a new `h1` with the title.
    private static func titleHeading(in content: Element, facts: ArticleFacts, pageTitle: String?) -> Element? {
        if let h1 = content.firstDescendant(named: "h1") { return h1 }
        let title = (facts.title ?? pageTitle).map { withoutSite($0, facts.site) }
        if let first = content.descendants().first(where: { $0.traits.contains(.heading) }),
           title == nil || HeadingText.label(of: first)?.lowercased() == title?.lowercased() {
            first.name = "h1"
            return first
        }
        guard let title else { return nil }
        let h1 = Element("h1", children: [.text(title)])
        content.children.insert(.element(h1), at: 0)
        return h1
    }

    /// `title` without the site's name a page title adds before or after a separator ("Über Uns | naturgruen.ch"), as
    /// Readability.js reads an article's title; `title` itself when that would leave nothing.
    static func withoutSite(_ title: String, _ site: String?) -> String {
        guard let site = site?.lowercased(), !site.isEmpty else { return title }
        let lowered = title.lowercased()
        for separator in TitleAffixes.separators {
            if lowered.hasSuffix(separator + site), title.count > separator.count + site.count {
                return String(title.dropLast(separator.count + site.count)).trimmingSpaces
            }
            if lowered.hasPrefix(site + separator), title.count > separator.count + site.count {
                return String(title.dropFirst(separator.count + site.count)).trimmingSpaces
            }
        }
        return title
    }

    private static func removeBylines(in content: Element) {
        content.children.removeAll { node in
            guard case .element(let element) = node else { return false }
            if Bylines.isByline(element), element.firstDescendant(named: "h1") == nil, !element.traits.contains(.heading) { return true }
            removeBylines(in: element)
            return false
        }
    }

    /// Inserts `nodes` after `heading` (after its `hgroup` when it is in one).
    private static func insert(_ nodes: [Node], after heading: Element, in content: Element) {
        func visit(_ parent: Element) -> Bool {
            for (index, node) in parent.children.enumerated() {
                guard case .element(let child) = node else { continue }
                if child === heading {
                    if parent.name == "hgroup" { return false }
                    parent.children.insert(contentsOf: nodes, at: index + 1)
                    return true
                }
                if child.name == "hgroup", child.childElements.contains(where: { $0 === heading }) {
                    parent.children.insert(contentsOf: nodes, at: index + 1)
                    return true
                }
                if visit(child) { return true }
            }
            return false
        }
        if !visit(content) { content.children.insert(contentsOf: nodes, at: 0) }
    }
}
