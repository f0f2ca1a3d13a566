/// Guarantees `html > head + body`, moving anything else into the right one.
enum DocumentShape {
    static let headElements: Set<String> = ["title", "meta", "link", "style", "base", "script", "noscript"]

    static func normalize(_ parsedRoot: Element) -> Element {
        let root = parsedRoot.name == "html" ? parsedRoot : Element("html", children: [.element(parsedRoot)])
        let head = root.firstChild(named: "head") ?? Element("head")
        let body = root.firstChild(named: "body") ?? Element("body")
        var before: [Node] = [], after: [Node] = []
        var seenBody = false
        for child in root.children {
            switch child {
            case .element(let element) where element === head: continue
            case .element(let element) where element === body: seenBody = true
            case .element(let element) where !seenBody && headElements.contains(element.name) && element.name != "script":
                head.children.append(child)
            case .text(let text) where text.allSatisfy(\.isWhitespace): continue
            default: if seenBody { after.append(child) } else { before.append(child) }
            }
        }
        body.children = before + body.children + after
        root.children = [.element(head), .element(body)]
        return root
    }
}
