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
        guard element.traits.contains(.phrasingOnly) || HTMLVocabulary.obsoleteReplacements[element.name].map(ElementGroups.phrasingOnly.contains) == true,
              element.children.contains(where: StructureRepair.isBlock) else { return nil }
        diagnostics.append(Diagnostic(
            id: .markupBlockInPhrasing, severity: .info, file: file, line: element.line,
            message: "a block element inside <\(element.name)>, which XHTML allows only text and inline elements in, was "
                + (unwrapping.contains(element.name) ? "unwrapped" : "moved out of it")))
        if unwrapping.contains(element.name) {
            // Blocks are unwrapped until none is left, except blocks that must stay whole or carry an id.
            element.children = Element.unwrapping(element.children, where: { block in
                block.traits.contains(.block) && !structured.contains(block.name) && block[attribute: "id"] == nil
            })
            if !element.children.contains(where: StructureRepair.isBlock) { return [.element(element)] }
        }
        return split(element)
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
            if StructureRepair.isBlock(child) {
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
