/// Pages nothing ties to the rest of the book: a collection of pages saved from many sites, one or two each, where
/// repetition across pages finds no chrome because no two pages share a site.
enum LonePages {
    /// The pages of `pages` (`ArticleStage.repetitionPages` or more) that link to no other of them (a link in the
    /// body, or a relation such as `next` in the head) and that none of them links to, by identity.
    static func find(_ pages: [ParsedPage], resolver: ReferenceResolver) -> Set<ObjectIdentifier> {
        guard pages.count >= ArticleStage.repetitionPages else { return [] }
        let byPath = Dictionary(pages.map { ($0.path, ObjectIdentifier($0)) }, uniquingKeysWith: { first, _ in first })
        var linked = Set<ObjectIdentifier>()
        for page in pages {
            func note(_ href: String) {
                guard case .local(let target, _) = resolver.resolve(href, from: page.path), target != page.path,
                      let other = byPath[target] else { return }
                linked.insert(ObjectIdentifier(page))
                linked.insert(other)
            }
            page.signals.relations.values.forEach(note)
            page.body?.forEachDescendant { element in
                if element.name == "a" || element.name == "area", let href = element[attribute: "href"] { note(href) }
            }
        }
        return Set(byPath.values).subtracting(linked)
    }
}
