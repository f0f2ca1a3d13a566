/// The part of a page that holds its contents when the pages' `rel="contents"` link names a fragment: texinfo puts
/// its Table of Contents at the end of an index page (`Concept-Index.html#SEC_Contents`), after hundreds of index
/// entries whose links, read first, would name the chapters "Alt" and "colour".
enum ContentsSection {
    /// The element `fragment` names in `page` when it holds links; when it is an empty anchor (texinfo's
    /// `<span id="SEC_Contents"></span>` before the heading and the list), the first element after it that does.
    /// Nil when the page has no such id.
    static func element(named fragment: String, in page: ParsedPage) -> Element? {
        guard let body = page.body else { return nil }
        let id = page.idMap[fragment] ?? fragment
        guard let path = pathToElement(in: body, where: { $0[attribute: "id"] == id || $0.name == "a" && $0[attribute: "name"] == fragment })
        else { return nil }
        if holdsLinks(path.last!) { return path.last }
        // From the anchor outwards: the first later sibling, at each level, that holds links.
        for level in stride(from: path.count - 1, to: 0, by: -1) {
            let parent = path[level - 1], node = path[level]
            guard let position = parent.children.firstIndex(where: { if case .element(let child) = $0 { return child === node }; return false })
            else { continue }
            for case .element(let later) in parent.children[(position + 1)...] where holdsLinks(later) { return later }
        }
        return nil
    }

    /// The elements from `root` down to the first element `matches` (document order), both ends included.
    private static func pathToElement(in root: Element, where matches: (Element) -> Bool) -> [Element]? {
        if matches(root) { return [root] }
        for child in root.childElements {
            if let below = pathToElement(in: child, where: matches) { return [root] + below }
        }
        return nil
    }

    private static func holdsLinks(_ element: Element) -> Bool {
        if element.name == "a", element[attribute: "href"] != nil { return true }
        var found = false
        element.forEachDescendant { if !found, $0.name == "a", $0[attribute: "href"] != nil { found = true } }
        return found
    }
}
