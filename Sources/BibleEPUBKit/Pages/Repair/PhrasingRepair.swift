/// Block elements inside elements XHTML allows only phrasing content in (`<span><div>`, `<em><h2>`, `<h3><div>`),
/// which EPUBCheck rejects (RSC-005). Headings, labels and buttons keep their meaning: a block in them is unwrapped
/// (its text stays in the heading). Other inline elements are split around the block, which moves out of them,
/// as a paragraph is split around a block (`<em>a<ul>…</ul>b</em>` -> `<em>a</em><ul>…</ul><em>b</em>`).
enum PhrasingRepair {
    /// Phrasing-only elements whose own meaning matters more than the block's layout: blocks in them are unwrapped.
    private static let unwrapping: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "label", "button"]
    /// Blocks never unwrapped: their children only make sense inside them.
    private static let structured: Set<String> = ["dl", "ol", "ul", "menu", "table", "hr"]

    /// `element` repaired: nil when it holds no block, else the nodes that replace it in its parent. An obsolete
    /// element written later as a phrasing one (`<font>` as `<span>`, `<tt>` as `<code>`) is one already: left
    /// whole, the schema pass would rename the blocks in it (a `<dl>` and its terms to `<span>`s run together).
    static func repair(_ element: Element, file: String, diagnostics: inout [Diagnostic]) -> [Node]? {
        guard isRepaired(element) || element.name == "a", element.children.contains(where: { movesOut($0, of: element) }) else { return nil }
        diagnostics.append(Diagnostic(
            id: .markupBlockInPhrasing, severity: .info, file: file, line: element.line,
            message: "a block element inside <\(element.name)>, which XHTML allows only text and inline elements in, was "
                + (unwrapping.contains(element.name) ? "unwrapped" : "moved out of it")))
        if unwrapping.contains(element.name) {
            // Blocks are unwrapped until none is left, except blocks that must stay whole or carry an id.
            element.children = Element.unwrapping(element.children, where: { block in
                block.traits.contains(.block) && !structured.contains(block.name) && block[attribute: "id"] == nil
            })
            if !element.children.contains(where: { movesOut($0, of: element) }) { return [.element(element)] }
        }
        return split(element)
    }

    /// Whether `element` is one this repair applies to: phrasing-only, or an obsolete element written as one.
    /// Obsolete elements are not EPUB 3's (`known`), so known ones are answered by a bit test, not a hash of the name.
    private static func isRepaired(_ element: Element) -> Bool {
        let traits = element.traits
        if traits.contains(.phrasingOnly) { return true }
        return !traits.contains(.known) && HTMLVocabulary.obsoleteReplacements[element.name].map(ElementGroups.phrasingOnly.contains) == true
    }

    /// Whether the list items in `element` move out of it with its blocks (`<dt><b>term<dd>…`, the `<dd>` left in the
    /// `<b>`, or in an `<a name>` never closed): up where `ListItemRepair` or the list they belong to takes them, not
    /// wrapped in a list of their own here. A link may hold blocks, but never an item of a list around it.
    static func movesListItems(out element: Element) -> Bool {
        (isRepaired(element) && !unwrapping.contains(element.name)) || element.name == "a"
    }

    /// Whether `node` moves out of `element`: a block (not out of a link, which may hold one), or a list item where
    /// ``movesListItems(out:)``.
    private static func movesOut(_ node: Node, of element: Element) -> Bool {
        guard case .element(let child) = node else { return false }
        if child.traits.contains(.block) { return element.name != "a" }
        return (child.traits.contains(.listItem) || child.traits.contains(.term)) && movesListItems(out: element)
    }

    /// `element` split around its block children; inline runs become copies of it, the first run the element itself
    /// (which keeps its id, kept as an empty anchor when there is no inline run).
    private static func split(_ element: Element) -> [Node] {
        let children = element.children
        var result: [Node] = []
        var inline: [Node] = []
        var usedOriginal = false
        func flush() {
            guard !inline.isEmpty else { return }
            let copy = usedOriginal ? Element(element.name, attributes: element.attributes.filter { $0.name != "id" }, line: element.line) : element
            usedOriginal = true
            copy.children = inline
            result.append(.element(copy))
            inline = []
        }
        for child in children {
            if movesOut(child, of: element) {
                flush()
                result.append(child)
            } else {
                inline.append(child)
            }
        }
        flush()
        if !usedOriginal, element[attribute: "id"] != nil {
            element.children = []
            result.insert(.element(element), at: 0)
        }
        return result
    }
}
