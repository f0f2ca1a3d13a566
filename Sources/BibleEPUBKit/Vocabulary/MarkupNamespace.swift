/// The namespace a page's element is in. The parsed tree holds local names only; the namespace follows from where
/// an element stands, as the HTML parsing algorithm decides it (`svg` and `math` start SVG and MathML; an SVG
/// `foreignObject`, `title` or `desc`, a MathML token element and an `annotation-xml` for HTML hold HTML again). The
/// serializer writes what this says, and the grammar checks and repairs what this says, so the two never disagree.
package enum MarkupNamespace: Sendable {
    case html, svg, math

    /// The namespace of `element`, whose parent is in `parentNamespace` (nil for the root).
    package static func of(_ element: Element, parent: Element?, parentNamespace: MarkupNamespace) -> MarkupNamespace {
        let traits = element.traits
        if traits.contains(.svg) { return .svg }
        if traits.contains(.math) { return .math }
        guard let parent else { return .html }
        return parentNamespace.forChild(named: element.name, of: parent)
    }

    /// The namespace of a child named `name` of `parent`, an element in this namespace (not `svg` or `math`).
    private func forChild(named name: String, of parent: Element) -> MarkupNamespace {
        switch self {
        case .html:
            return .html
        case .svg:
            return Self.svgHTMLParents.contains(parent.name.lowercased()) ? .html : .svg
        case .math:
            if Self.mathTokens.contains(parent.name) { return name == "mglyph" || name == "malignmark" ? .math : .html }
            if parent.name == "annotation-xml", let encoding = parent[attribute: "encoding"]?.lowercased(),
               encoding == "text/html" || encoding == "application/xhtml+xml" { return .html }
            return .math
        }
    }

    /// The name the generated grammar has for an element named `local` in this namespace (`svg` and `math`
    /// themselves keep their bare names; SVG's camelCase names are restored).
    package func schemaName(of local: String) -> String {
        switch self {
        case .html: local
        case .svg: local == "svg" ? local : "svg:" + SVGNames.element(local)
        case .math: local == "math" ? local : "m:" + local
        }
    }

    /// SVG elements whose content is HTML (the HTML integration points).
    private static let svgHTMLParents: Set<String> = ["foreignobject", "title", "desc"]
    /// MathML's token elements, whose content is text and HTML phrasing (the MathML text integration points).
    private static let mathTokens: Set<String> = ["mi", "mo", "mn", "ms", "mtext"]
}
