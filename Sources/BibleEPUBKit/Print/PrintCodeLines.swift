/// Code blocks for print: each line of a `<pre>` becomes a block of its own, so that a line too long for the text
/// block wraps with a hanging indent (print.css) a reader sees as a continuation, instead of restarting at column 0.
/// Elements that span a line break (syntax highlighting) are split into one copy per line.
enum PrintCodeLines {
    /// Splits every `pre` under `element` into line blocks.
    static func split(in element: Element) {
        element.forEachDescendant { pre in
            guard pre.name == "pre", !pre.children.isEmpty else { return }
            var lines = lines(of: pre.children)
            if lines.count > 1, lines.last!.isEmpty { lines.removeLast() }
            pre.children = lines.map { line in
                .element(Element("span", attributes: [Attribute("class", "print-code-line")], children: line.isEmpty ? [.text(" ")] : line))
            }
        }
    }

    /// The nodes of each line of `nodes`, split at line feeds and `<br>`; an element across lines is copied on each.
    static func lines(of nodes: [Node]) -> [[Node]] {
        var result: [[Node]] = [[]]
        for node in nodes {
            switch node {
            case .text(let text):
                for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if index > 0 { result.append([]) }
                    if !part.isEmpty { result[result.count - 1].append(.text(String(part))) }
                }
            case .element(let element) where element.name == "br":
                result.append([])
            case .element(let element):
                for (index, line) in lines(of: element.children).enumerated() {
                    if index > 0 { result.append([]) }
                    // A wrapper's piece on a line it has no text on is left out (an empty line stays empty); an
                    // element that had no children (an image) is kept.
                    if line.isEmpty && !element.children.isEmpty { continue }
                    let attributes = index == 0 ? element.attributes : element.attributes.filter { $0.name != "id" }
                    result[result.count - 1].append(.element(Element(element.name, attributes: attributes, children: line)))
                }
            case .comment: continue
            }
        }
        return result
    }
}
