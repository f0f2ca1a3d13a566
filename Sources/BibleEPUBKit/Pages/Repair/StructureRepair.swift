/// Repairs what libxml2's HTML 4 tree builder gets wrong for HTML5.
package enum StructureRepair {
    /// Repairs `root` in place; reports repairs that change what the author wrote.
    package static func repair(_ root: Element, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        root.rewriteChildren { element in
            // Every repair but the void-element one is about child elements: most elements have none.
            let hasChildElements = element.children.contains { if case .element = $0 { true } else { false } }
            if hasChildElements {
                let items = ListItemRepair.split(element)
                if items != nil {
                    diagnostics.append(Diagnostic(id: .markupListItemClosed, severity: .info, file: file, line: element.line,
                                                  message: "a <\(element.name)> held the next item of its list: closed where that item starts, as HTML5 parsers do"))
                }
                // Each usually finds nothing: appending (or concatenating) empty lists for every element cost more than the checks.
                let contentModel = ContentModelRepair.repairChildren(of: element, file: file)
                if !contentModel.isEmpty { diagnostics += contentModel }
                if let replacement = PhrasingRepair.repair(element, file: file, diagnostics: &diagnostics) { return replacement }
                if let items { return items }
            }
            if element.traits.contains(.void), !element.children.isEmpty {
                let swallowed = element.children
                element.children = []
                return [.element(element)] + swallowed
            }
            if element.traits.contains(.block), element.name == "p", element.children.contains(where: isBlock) {
                diagnostics.append(Diagnostic(
                    id: .markupBlockInParagraph, severity: .info, file: file, line: element.line,
                    message: "a block element inside <p> was moved after the paragraph, as HTML5 parsers do"))
                return split(paragraph: element)
            }
            return nil
        }
        return diagnostics
    }

    /// True when `node` is an element that closes an open `<p>` (one of `blockElements`).
    static func isBlock(_ node: Node) -> Bool {
        if case .element(let element) = node { return element.traits.contains(.block) }
        return false
    }

    /// Splits a paragraph at each block child: `<p>a<div/>b</p>` -> `<p>a</p><div/>b`.
    private static func split(paragraph: Element) -> [Node] {
        var result: [Node] = []
        var inline: [Node] = []
        var isFirstSegment = true
        func flush() {
            defer { inline = [] }
            if isFirstSegment {
                isFirstSegment = false
                paragraph.children = inline
                result.append(.element(paragraph))
            } else {
                result.append(contentsOf: inline)
            }
        }
        for child in paragraph.children {
            if case .element(let element) = child, element.traits.contains(.block) {
                flush()
                result.append(child)
            } else {
                inline.append(child)
            }
        }
        if !inline.isEmpty { flush() }
        return result
    }
}
