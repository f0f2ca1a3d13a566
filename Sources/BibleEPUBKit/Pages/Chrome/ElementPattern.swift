/// An element as a pattern that can be found on many pages: its name and its `class` (or `id` when it has no class).
package struct ElementPattern: Hashable, Sendable, Comparable {
    /// The element name.
    package var name: String
    /// The attribute that tells it apart (`class` or `id`), nil for a bare element.
    package var attribute: String?
    /// That attribute's value, whitespace collapsed.
    package var value: String?

    /// The pattern of `element`.
    init(_ element: Element) {
        name = element.name
        if let classes = element[attribute: "class"].map(SourceText.collapseWhitespace), !classes.isEmpty {
            (attribute, value) = ("class", classes)
        } else if let id = element[attribute: "id"], !id.isEmpty {
            (attribute, value) = ("id", id)
        }
    }

    /// The patterns `element` is found by: its class, and its id too when it has both (a theme's `#fixed-sidebar`
    /// is one component on every page, though its class changes with the page's layout).
    static func all(of element: Element) -> [ElementPattern] {
        let byClass = ElementPattern(element)
        guard byClass.attribute == "class", let id = element[attribute: "id"], !id.isEmpty else { return [byClass] }
        return [byClass, ElementPattern(name: element.name, attribute: "id", value: id)]
    }

    private init(name: String, attribute: String?, value: String?) {
        (self.name, self.attribute, self.value) = (name, attribute, value)
    }

    /// The XPath that selects it, as `strip:` and `unwrap:` take it.
    package var xpath: String {
        guard let attribute, let value else { return "//\(name)" }
        return "//\(name)[@\(attribute)='\(value)']"
    }

    package static func < (lhs: ElementPattern, rhs: ElementPattern) -> Bool { lhs.xpath < rhs.xpath }
}

/// What removing chrome did on one page.
struct ChromeRemoval {
    /// The line of each removed pattern's first element.
    var lines: [ElementPattern: Int] = [:]
    /// The ids the removed elements held (they and what was in them), for links to forget.
    var ids: Set<String> = []
    /// The `id` of each removed element by pattern ("" for none).
    var removedIDs: [ElementPattern: Set<String>] = [:]
    /// The `id` of each element of a removed pattern that stayed as content by pattern ("" for none): Node.js's two
    /// columns are both `div.interior`, the one holding the `h1` stays.
    var keptIDs: [ElementPattern: Set<String>] = [:]
    /// The copyright or licence notice the removed elements held (`RightsNotice`), the first one.
    var notice: String?
}

extension ElementPattern {
    /// The XPath that selects the removed elements of this pattern and not those of it that stay as content
    /// (`keptIDs`, from every page): by their one shared id when they have one the kept never have, else by not
    /// holding a `h1`, as the build tells them apart.
    func xpath(removedIDs: Set<String>, keptIDs: Set<String>) -> String {
        guard !keptIDs.isEmpty else { return xpath }
        if removedIDs.count == 1, let id = removedIDs.first, !id.isEmpty, !keptIDs.contains(id), attribute != "id" {
            return xpath + "[@id='\(id)']"
        }
        return xpath + "[not(.//h1)]"
    }
}
