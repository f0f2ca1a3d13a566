/// Presentation wrappers a zero-config build unwraps: a list that holds the page's own paragraphs and headings one
/// per item, so an app's stylesheet can number its lines (`<ol class="lines"><li><h1>…</h1></li><li><p>…</p></li>`).
/// Without that stylesheet every line of the book reads "1. 2. 3."; unwrapped, the paragraphs and headings are the
/// page's again. A real list of steps is left alone: its items hold no headings, or it is not most of the page.
package enum PresentationWrappers {
    /// Least share of the page's text the list must hold.
    static let leastTextShare = 0.5
    /// Least share of its items that must hold only block elements.
    static let leastBlockItemShare = 0.8
    /// Fewest items a wrapper has.
    static let fewestItems = 3

    /// The wrapper lists of the page with their parents, outermost first.
    static func find(in outline: PageOutline) -> [(element: Element, parent: Element)] {
        var found: [(Element, Element)] = []
        outline.forEachElement { element, parent in
            guard isWrapper(element, in: outline) else { return true }
            found.append((element, parent))
            return false
        }
        return found
    }

    /// Unwraps the page's wrapper lists (each list and its items give way to the items' content), and the lists of
    /// `knownPatterns` (wrappers on most other pages) wherever they are; returns the line of each pattern's first.
    /// `keepingSpentLists` hands the emptied lists to `ProcessLifetime` instead of freeing them (builds that exit next).
    static func unwrap(in outline: PageOutline, knownPatterns: Set<ElementPattern> = [], keepingSpentLists: Bool = false) -> [ElementPattern: Int] {
        let lists = knownPatterns.isEmpty ? find(in: outline) : lists(in: outline, matching: knownPatterns)
        guard !lists.isEmpty else { return [:] }
        var unwrapped: [ElementPattern: Int] = [:]
        for (list, parent) in lists {
            if unwrapped[ElementPattern(list)] == nil { unwrapped[ElementPattern(list)] = list.line }
            var children: [Node] = []
            children.reserveCapacity(parent.children.count + list.children.reduce(0) { total, node in
                if case .element(let item) = node { total + item.children.count } else { total + 1 }
            })
            for node in parent.children {
                if case .element(let child) = node, child === list { appendItemContents(of: list, to: &children) } else { children.append(node) }
            }
            parent.children = children
            if keepingSpentLists { ProcessLifetime.keep(list) }
        }
        return unwrapped
    }

    /// The lists at the outline's levels whose pattern is one of `patterns`, with their parents, outermost first.
    static func lists(in outline: PageOutline, matching patterns: Set<ElementPattern>) -> [(element: Element, parent: Element)] {
        var found: [(Element, Element)] = []
        outline.forEachElement { element, parent in
            let isList = (element.name == "ol" || element.name == "ul") && element.childElements.allSatisfy { $0.traits.contains(.listItem) }
            guard isList, patterns.contains(ElementPattern(element)) else { return true }
            found.append((element, parent))
            return false
        }
        return found
    }

    /// Appends the nodes of a list's items in order. An item of blocks gives way to them (its id moves to the first);
    /// an item with text of its own becomes a `div`, so its line stays a line; an empty item goes.
    static func appendItemContents(of list: Element, to nodes: inout [Node]) {
        for node in list.children {
            guard case .element(let item) = node, item.traits.contains(.listItem) else { nodes.append(node); continue }
            switch content(of: item) {
            case .empty: continue
            case .blocks:
                guard let id = item[attribute: "id"] else { nodes.append(contentsOf: item.children); continue }
                if let first = item.childElements.first, first[attribute: "id"] == nil {
                    first[attribute: "id"] = id
                    nodes.append(contentsOf: item.children)
                    continue
                }
            case .mixed: break
            }
            item.name = "div"
            item.attributes = item.attributes.filter { $0.name == "id" || $0.name == "class" || $0.name == "lang" || $0.name == "dir" }
            nodes.append(.element(item))
        }
    }

    private static func isWrapper(_ list: Element, in outline: PageOutline) -> Bool {
        guard list.name == "ol" || list.name == "ul" else { return false }
        let half = Int(Double(outline.pageText) * leastTextShare)
        let measure = outline.measure(list, limit: half)
        guard !measure.complete || measure.text >= half else { return false }
        var items = 0, blockItems = 0, hasHeading = false
        for case .element(let item) in list.children {
            guard item.name == "li" else { return false }
            let kind = content(of: item)
            if kind == .empty { continue }
            items += 1
            if kind == .blocks { blockItems += 1 }
            if !hasHeading, item.children.contains(where: { if case .element(let child) = $0 { child.traits.contains(.heading) } else { false } }) {
                hasHeading = true
            }
        }
        return items >= fewestItems && hasHeading && Double(blockItems) >= Double(items) * leastBlockItemShare
    }

    /// What a list item holds.
    enum ItemContent { case empty, blocks, mixed }

    static func content(of item: Element) -> ItemContent {
        var sawElement = false
        for child in item.children {
            switch child {
            case .text(let text): if text.utf8.contains(where: { !CSSTokenizer.isWhitespace($0) }) { return .mixed }
            case .element(let element):
                guard element.traits.contains(.block) else { return .mixed }
                sawElement = true
            case .comment: continue
            }
        }
        return sawElement ? .blocks : .empty
    }

}
