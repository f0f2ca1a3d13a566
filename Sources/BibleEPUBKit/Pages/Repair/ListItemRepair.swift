/// A list item holding an item of its own list: `<DT><B>term<DD>…` leaves the `<dd>` inside the `<b>` libxml2's HTML 4
/// parser did not close, and moving blocks out of phrasing brings it up into the `<dt>`. An HTML5 parser closes an
/// open `dt`, `dd` or `li` where the next one starts; so does this repair: the items become siblings, and what
/// follows one inside the old item stays in it. Left nested, each term held a list of its own (an implied `<dl>` with
/// an empty term): 148 lists of an HTML 4 index came out as 296, one level deeper.
enum ListItemRepair {
    /// The items that follow on from `item` in its list, each closing the one before.
    private static func itemNames(after item: Element) -> Set<String> {
        switch item.name {
        case "li": ["li"]
        case "dt", "dd": ["dt", "dd"]
        default: []
        }
    }

    /// `item` and the items that start inside it, as siblings (nil when none starts inside it); `item` keeps what
    /// comes before the first of them.
    static func split(_ item: Element) -> [Node]? {
        let names = itemNames(after: item)
        guard !names.isEmpty, let first = item.children.firstIndex(where: { isItem($0, names) }) else { return nil }
        var result: [Node] = [.element(item)], current = item
        for node in item.children[first...] {
            if case .element(let next) = node, names.contains(next.name) {
                result.append(node)
                current = next
            } else {
                current.children.append(node)
            }
        }
        item.children = Array(item.children[..<first])
        return result
    }

    private static func isItem(_ node: Node, _ names: Set<String>) -> Bool {
        if case .element(let element) = node { names.contains(element.name) } else { false }
    }
}
