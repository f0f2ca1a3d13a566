/// An attribute whose tokens must name elements of the page, and which ones (epub-xhtml-30.sch: the idref and
/// idrefs patterns, generated into `XHTMLSchemaTable.idReferences`).
struct IDReferenceRule: Sendable {
    /// What a token must name.
    enum Target: Sendable {
        /// Any element of the page.
        case anyElement
        /// An element one of the selectors matches (`label for`: a labelable element; `input list`: a datalist).
        case elements([ElementSelector])
        /// An element inside the one holding the attribute (`aria-activedescendant`).
        case descendant
        /// An element one of the selectors matches inside the outermost ancestor of this name (`headers`: a `th`
        /// of the cell's own table).
        case inside(String, [ElementSelector])
    }

    /// The namespace of the elements the rule is about; nil for any.
    var namespace: MarkupNamespace?
    /// The element the rule is about; nil for any.
    var element: String?
    /// The attribute holding the ids.
    var attribute: String
    /// What the ids must name.
    var target: Target

    /// The rule on `attribute` of `element` (in `namespace`), if any.
    static func rule(for attribute: String, on element: Element, in namespace: MarkupNamespace) -> IDReferenceRule? {
        rulesByAttribute[attribute]?.first { rule in
            (rule.namespace == nil || rule.namespace == namespace) && (rule.element == nil || rule.element == element.name)
        }
    }

    /// What the report says a dropped token should have named.
    var expected: String {
        switch target {
        case .anyElement: return "an id of the page"
        case .elements(let selectors) where selectors.count == 1: return "a <\(selectors[0].element)>"
        case .elements(let selectors): return "one of " + selectors.map { "<\($0.element)>" }.joined(separator: ", ")
        case .descendant: return "an element inside it"
        case .inside(let ancestor, let selectors): return "a <\(selectors.map(\.element).joined(separator: ", "))> of its own <\(ancestor)>"
        }
    }

    private static let rulesByAttribute = Dictionary(grouping: XHTMLSchemaTable.idReferences, by: \.attribute)
}

/// The page's elements by id and the elements each of them was inside, taken when made: the repair pass rebuilds
/// child lists as it goes, so the tree is not walked again while it is being repaired.
final class IDReferenceTargets {
    private var elementsByID: [String: Element] = [:]
    private var enclosingByID: [String: [ObjectIdentifier]] = [:]
    /// Every element walked, held so that no identifier above is reused by an element made later.
    private var walked: [Element] = []

    /// The targets of the page whose root is `root` (walked without recursion: pages can be thousands deep).
    init(root: Element) {
        record(root, enclosing: [])
        var stack: [(element: Element, next: Int)] = [(root, 0)]
        while let (element, next) = stack.last {
            guard next < element.children.count else { stack.removeLast(); continue }
            stack[stack.count - 1].next += 1
            guard case .element(let child) = element.children[next] else { continue }
            walked.append(child)
            if child[attribute: "id"] != nil { record(child, enclosing: stack.map { ObjectIdentifier($0.element) }) }
            stack.append((child, 0))
        }
    }

    private func record(_ element: Element, enclosing: [ObjectIdentifier]) {
        guard let id = element[attribute: "id"], elementsByID[id] == nil else { return }
        elementsByID[id] = element
        enclosingByID[id] = enclosing
    }

    /// Whether the page has an element with this id.
    func contains(_ id: String) -> Bool { elementsByID[id] != nil }

    /// True when `token`, on `element` (inside `ancestors`, outermost first), names what `rule` asks for.
    func accepts(_ token: Substring, rule: IDReferenceRule, on element: Element, ancestors: [Element]) -> Bool {
        let id = String(token)
        guard let target = elementsByID[id] else { return false }
        switch rule.target {
        case .anyElement: return true
        case .elements(let selectors): return selectors.contains { $0.matches(target) }
        case .descendant: return isInside(id, element)
        case .inside(let name, let selectors):
            guard let outer = ancestors.first(where: { $0.name == name }) else { return false }
            return selectors.contains { $0.matches(target) } && isInside(id, outer)
        }
    }

    private func isInside(_ id: String, _ element: Element) -> Bool {
        enclosingByID[id]?.contains(ObjectIdentifier(element)) ?? false
    }
}
