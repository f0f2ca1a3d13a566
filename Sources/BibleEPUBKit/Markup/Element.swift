/// One attribute of an element, kept in source order.
package struct Attribute: Sendable, Hashable {
    /// Attribute name as written (lowercased by the HTML parser).
    package var name: String
    /// Decoded attribute value.
    package var value: String

    /// Creates an attribute.
    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A node of a page's tree after parsing.
package enum Node {
    case element(Element)
    case text(String)
    case comment(String)
}

/// A mutable element of a parsed page; the stages between parse and serialize edit it in place.
///
/// Its stored properties, like those of the other objects a build touches per node (`EventTreeBuilder`,
/// `PageNormalizer`, `SchemaMachine`, `SchemaPatterns`, `SchemaNames`), are `@exclusivity(unchecked)`: each object
/// belongs to one thread at a time, and no access to one of them is made while another to the same property is under
/// way. Swift would otherwise check every access at run time (a class's properties cannot be proven exclusive when
/// compiled): 6.6% of a real-vault build's CPU samples went to those checks once the kit stopped building with
/// `-enforce-exclusivity=unchecked` (an unsafe flag SwiftPM refuses in an app's dependencies), 0.5% with the attribute.
package final class Element {
    /// Local name, lowercased for HTML elements.
    @exclusivity(unchecked) package var name: String { didSet { cachedTraits = nil; cachedSchemaName = -2 } }
    /// Attributes in source order.
    @exclusivity(unchecked) package var attributes: [Attribute]
    /// Child nodes in document order.
    @exclusivity(unchecked) package var children: [Node]
    /// 1-based source line, 0 when unknown.
    @exclusivity(unchecked) package var line: Int
    @exclusivity(unchecked) private var cachedTraits: ElementTraits?
    @exclusivity(unchecked) private var cachedSchemaName: Int32 = -2

    /// What the stages ask about this element's name, looked up once (and again after a rename).
    package var traits: ElementTraits {
        if let cachedTraits { return cachedTraits }
        let traits = ElementTraits.of(name)
        cachedTraits = traits
        return traits
    }

    /// The number of the name in the generated grammar's name table (`SchemaNames.tableNumbers`), -1 when the
    /// grammar does not list it; looked up once (and again after a rename).
    var schemaName: Int32 {
        if cachedSchemaName == -2 { cachedSchemaName = SchemaNames.tableNumber(of: name) }
        return cachedSchemaName
    }

    /// Creates an element.
    package init(_ name: String, attributes: [Attribute] = [], children: [Node] = [], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// Creates an element whose traits and grammar number are already known (the parser looks them up once per
    /// distinct name).
    init(_ name: String, attributes: [Attribute], line: Int, traits: ElementTraits, schemaName: Int32) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.line = line
        self.cachedTraits = traits
        self.cachedSchemaName = schemaName
    }

    /// The value of the attribute `name`, if present.
    package subscript(attribute name: String) -> String? {
        get { attributes.first { $0.name == name }?.value }
        set {
            if let newValue {
                if let index = attributes.firstIndex(where: { $0.name == name }) {
                    attributes[index].value = newValue
                } else {
                    attributes.append(Attribute(name, newValue))
                }
            } else {
                attributes.removeAll { $0.name == name }
            }
        }
    }

    /// Adds `declaration` to the element's `style` attribute, after what it already declares.
    package func appendStyle(_ declaration: String) {
        let style = (self[attribute: "style"] ?? "").trimmingCharacters(in: .whitespaces)
        self[attribute: "style"] = style.isEmpty ? declaration : style + (style.hasSuffix(";") ? " " : "; ") + declaration
    }

    /// Child elements only.
    package var childElements: [Element] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Removes `element` from this element's children (nothing when it is not one of them).
    package func removeChild(_ element: Element) {
        children.removeAll { if case .element(let child) = $0 { child === element } else { false } }
    }

    /// The first child element named `name`.
    package func firstChild(named name: String) -> Element? {
        childElements.first { $0.name == name }
    }

    /// Every descendant element in document order (this element excluded).
    package func descendants() -> [Element] {
        var result: [Element] = []
        forEachDescendant { result.append($0) }
        return result
    }

    /// Calls `body` on every descendant element in document order (this element excluded), without collecting them.
    package func forEachDescendant(_ body: (Element) -> Void) {
        for case .element(let child) in children {
            body(child)
            child.forEachDescendant(body)
        }
    }

    /// Every `id` value in the tree under this element, its own included.
    package func idsInTree() -> Set<String> {
        var found = Set<String>()
        if let id = self[attribute: "id"] { found.insert(id) }
        forEachDescendant { if let id = $0[attribute: "id"] { found.insert(id) } }
        return found
    }

    /// The first `limit` descendants named `name`, in document order (the walk stops at the last one).
    package func descendants(named name: String, atMost limit: Int) -> [Element] {
        var found: [Element] = []
        func visit(_ element: Element) -> Bool {
            for case .element(let child) in element.children {
                if child.name == name {
                    found.append(child)
                    if found.count == limit { return false }
                }
                if !visit(child) { return false }
            }
            return true
        }
        _ = visit(self)
        return found
    }

    /// The first descendant named `name` in document order.
    package func firstDescendant(named name: String) -> Element? {
        for case .element(let child) in children {
            if child.name == name { return child }
            if let found = child.firstDescendant(named: name) { return found }
        }
        return nil
    }

    /// The concatenated text of all descendant text nodes, skipping `excluded` elements.
    package func textContent(excluding excluded: Set<String> = []) -> String {
        var result = ""
        appendText(to: &result, excluding: excluded)
        return result
    }

    private func appendText(to result: inout String, excluding excluded: Set<String>) {
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element) where !excluded.contains(element.name):
                element.appendText(to: &result, excluding: excluded)
            default: break
            }
        }
    }

    /// Rewrites the subtree bottom-up: `transform` returns the nodes that replace each child element, or nil to
    /// keep it (a child list is only rebuilt when something in it is replaced).
    package func rewriteChildren(_ transform: (Element) -> [Node]?) {
        let rewritten = replacingChildElements { element in
            element.rewriteChildren(transform)
            return transform(element)
        }
        if let rewritten { children = rewritten }
    }

    /// The children with each child element replaced by the nodes `replacement` returns (nil, or the element alone,
    /// keeps it); nil when no child was replaced. The list is only copied from the first replacement on.
    package func replacingChildElements(_ replacement: (Element) -> [Node]?) -> [Node]? {
        let children = self.children
        var rewritten: [Node]?
        for position in children.indices {
            guard case .element(let element) = children[position], let nodes = replacement(element),
                  !Self.isOnly(element, nodes) else {
                rewritten?.append(children[position])
                continue
            }
            if rewritten == nil {
                rewritten = Array(children[..<position])
                rewritten!.reserveCapacity(children.count + nodes.count)
            }
            rewritten!.append(contentsOf: nodes)
        }
        return rewritten
    }

    /// `nodes` with every element `shouldUnwrap` accepts replaced by its children (likewise unwrapped);
    /// `unwrapped` hears of each outermost one.
    package static func unwrapping(_ nodes: [Node], where shouldUnwrap: (Element) -> Bool,
                                  unwrapped: (Element) -> Void = { _ in }) -> [Node] {
        var result: [Node] = []
        func add(_ nodes: [Node], outermost: Bool) {
            for node in nodes {
                if case .element(let element) = node, shouldUnwrap(element) {
                    if outermost { unwrapped(element) }
                    add(element.children, outermost: false)
                } else {
                    result.append(node)
                }
            }
        }
        add(nodes, outermost: true)
        return result
    }

    private static func isOnly(_ element: Element, _ nodes: [Node]) -> Bool {
        guard nodes.count == 1, case .element(let only) = nodes[0] else { return false }
        return only === element
    }
}

extension Element {
    /// A deep copy, so a stage can edit a tree that other stages still read.
    package func deepCopy() -> Element {
        Element(name, attributes: attributes, children: children.map { child in
            if case .element(let element) = child { return .element(element.deepCopy()) }
            return child
        }, line: line)
    }
}
