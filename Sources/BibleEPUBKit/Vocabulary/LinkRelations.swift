/// HTML's page-turning link types on hyperlinks: `<a rel="next">` and `<a rel="prev">` say what `<link rel>` in the
/// head says (the HTML standard allows both on `a` and `area`). Generators that write them only in the page's
/// navigation buttons (mdBook, MkDocs themes) give their reading order this way.
package enum LinkRelations {
    /// The relations read from hyperlinks: the next and the previous page.
    static let pageTurning: Set<String> = ["next", "prev", "previous"]

    /// Adds the page-turning relations `anchor` names with its `href` to `relations`, where none is noted yet.
    static func note(_ anchor: Element, in relations: inout [String: String]) {
        guard let rel = anchor[attribute: "rel"], let href = anchor[attribute: "href"], !href.isEmpty else { return }
        for keyword in rel.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            let name = String(keyword)
            if pageTurning.contains(name), relations[name] == nil { relations[name] = href }
        }
    }

    /// The page-turning relations of the hyperlinks under `body`, first of each (for trees the event parser did not
    /// build).
    static func read(in body: Element) -> [String: String] {
        var relations: [String: String] = [:]
        body.forEachDescendant { element in
            if element.traits.contains(.anchor) { note(element, in: &relations) }
        }
        return relations
    }
}
