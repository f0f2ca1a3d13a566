/// A list item holding an item of its own list: `<DT><B>term<DD>…` leaves the `<dd>` inside the `<b>` libxml2's HTML 4
/// parser did not close, and moving blocks out of phrasing brings it up into the `<dt>`. An HTML5 parser closes an
/// open `dt`, `dd` or `li` where the next one starts; so does this repair: the items become siblings, and what
/// follows one inside the old item stays in it. Left nested, each term held a list of its own (an implied `<dl>` with
/// an empty term): 148 lists of an HTML 4 index came out as 296, one level deeper.
enum ListItemRepair {
    /// The trait of the items that follow on from `item` in its list, each closing the one before (none: not an item).
    /// A bit test per child, not a hash of its name: the repair asks it of every element with children.
    private static func itemTrait(after item: Element) -> ElementTraits {
        let traits = item.traits
        if traits.contains(.listItem) { return .listItem }
        return traits.contains(.term) ? .term : []
    }

    /// Elements an HTML5 parser looks through for the item a new one closes (`<dt><div>term<dd>…`).
    private static func isTransparentBlock(_ element: Element) -> Bool {
        element.traits.contains(.block) && (element.name == "div" || element.name == "p" || element.name == "address")
    }

    /// `item` and the items that start inside it, as siblings (nil when none starts inside it); `item` keeps what
    /// comes before the first of them.
    static func split(_ item: Element) -> [Node]? {
        let names = itemTrait(after: item)
        guard !names.isEmpty else { return nil }
        openBlocks(in: item, names)
        guard let first = item.children.firstIndex(where: { isItem($0, names) }) else { return nil }
        var result: [Node] = [.element(item)], current = item
        for node in item.children[first...] {
            if case .element(let next) = node, next.traits.contains(names) {
                result.append(node)
                current = next
            } else {
                current.children.append(node)
            }
        }
        item.children = Array(item.children[..<first])
        return result
    }

    /// A `div`, `p` or `address` child of `item` holding an item of its list is cut where that item starts: it keeps
    /// what comes before, and the item with what follows it comes after it, in `item`.
    private static func openBlocks(in item: Element, _ names: ElementTraits) {
        guard let at = item.children.firstIndex(where: { node in
            guard case .element(let block) = node, isTransparentBlock(block) else { return false }
            return block.children.contains { isItem($0, names) }
        }), case .element(let block) = item.children[at] else { return }
        let cut = block.children.firstIndex { isItem($0, names) }!
        let rest = Array(block.children[cut...])
        block.children.removeSubrange(cut...)
        item.children.insert(contentsOf: rest, at: at + 1)
    }

    private static func isItem(_ node: Node, _ names: ElementTraits) -> Bool {
        if case .element(let element) = node { element.traits.contains(names) } else { false }
    }
}
