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

    /// The XPath that selects it, as `strip:` and `unwrap:` take it.
    package var xpath: String {
        guard let attribute, let value else { return "//\(name)" }
        return "//\(name)[@\(attribute)='\(value)']"
    }

    package static func < (lhs: ElementPattern, rhs: ElementPattern) -> Bool { lhs.xpath < rhs.xpath }
}
