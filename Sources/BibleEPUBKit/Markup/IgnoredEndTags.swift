import CLibXML2

/// End tags libxml2's HTML 4 parser ignores and an HTML5 parser obeys. `</dl>` with a `<div>` left open inside the
/// list: libxml2 closes an element only through elements of no higher "end priority" (its `htmlEndPriority` table:
/// `div` 150 above the default 100), so the `</dl>` is dropped and every later list nests in the one before
/// (148 balanced lists of an index came out 148 deep). HTML5 pops everything up to the `dl` unless a table, cell,
/// caption, object, applet, marquee or template stands between (its "has an element in scope"). Where libxml2
/// drops such an end tag, the builder leaves a marker at that point; `relocate` then moves what the parser put
/// after the marker to after the element the end tag names, as an HTML5 parser would have placed it.
enum IgnoredEndTags {
    /// The comment text of a marker, then the end tag's name.
    static let markerPrefix = "\u{1}bible-epub dropped end tag:"
    /// libxml2's end priorities other than the default 100 (HTMLparser.c, `htmlEndPriority`).
    private static let endPriority: [String: Int] = [
        "div": 150, "td": 160, "th": 160, "tr": 170, "thead": 180, "tbody": 180, "tfoot": 180, "table": 190,
        "head": 200, "body": 200, "html": 220,
    ]
    /// Elements HTML5's default scope stops at: an end tag never closes across them.
    private static let scopeBoundaries: Set<String> = ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template"]

    /// Whether libxml2, given the end tag `name` with `open` (outermost first), drops it where HTML5 would close up
    /// to that element: it is open, an element above it has a higher end priority, and no scope boundary stands between.
    static func isDroppedClose(_ name: String, open: [String]) -> Bool {
        guard let position = open.lastIndex(of: name) else { return false }
        let above = open[(position + 1)...]
        let priority = endPriority[name] ?? 100
        return above.contains { (endPriority[$0] ?? 100) > priority } && !above.contains(where: scopeBoundaries.contains)
    }

    /// Marks where the HTML parser behind `context` dropped the end tag `endTag`, if HTML5 obeys it: in the builder's
    /// tree when the event builder parses (the context's `_private`), else in libxml2's own tree. True when marked.
    static func mark(_ context: xmlParserCtxtPtr, endTag: UnsafePointer<CChar>?) -> Bool {
        guard context.pointee.html != 0, let endTag else { return false }
        let name = String(cString: endTag)
        guard isDroppedClose(name, open: openNames(context)) else { return false }
        let text = markerPrefix + name
        if context.pointee._private != nil {
            EventTreeBuilder.mark(context, text)
        } else {
            guard let node = context.pointee.node, let comment = xmlNewDocComment(context.pointee.myDoc, text) else { return false }
            xmlAddChild(node, comment)
        }
        return true
    }

    /// The open element names of the parser `context`, outermost first.
    static func openNames(_ context: xmlParserCtxtPtr) -> [String] {
        guard let table = context.pointee.nameTab else { return [] }
        return (0..<Int(context.pointee.nameNr)).compactMap { table[$0].map { String(cString: $0) } }
    }

    /// Moves, for each marker in `root`, what follows it up to the element its end tag names to after that element.
    static func relocate(in root: Element) {
        while let path = firstMarker(in: root) { close(path) }
    }

    /// The path from `root` to the element holding the first marker, and the marker's position in it.
    private static func firstMarker(in root: Element) -> (path: [Element], index: Int)? {
        for (index, node) in root.children.enumerated() {
            if case .comment(let text) = node, text.hasPrefix(markerPrefix) { return ([root], index) }
            if case .element(let child) = node, let found = firstMarker(in: child) { return ([root] + found.path, found.index) }
        }
        return nil
    }

    private static func close(_ found: (path: [Element], index: Int)) {
        let (path, index) = found
        let holder = path[path.count - 1]
        guard case .comment(let text) = holder.children[index] else { return }
        let name = String(text.dropFirst(markerPrefix.count))
        var moved = Array(holder.children[(index + 1)...])
        holder.children.removeSubrange(index...)
        guard let target = path.lastIndex(where: { $0.name == name }), target > 0 else { holder.children += moved; return }
        for level in stride(from: path.count - 2, through: target, by: -1) {
            let parent = path[level], child = path[level + 1]
            guard let at = parent.children.firstIndex(where: { if case .element(let e) = $0 { e === child } else { false } }) else { continue }
            moved += parent.children[(at + 1)...]
            parent.children.removeSubrange((at + 1)...)
        }
        let outer = path[target - 1], closed = path[target]
        let at = outer.children.firstIndex { if case .element(let e) = $0 { e === closed } else { false } }!
        outer.children.insert(contentsOf: moved, at: at + 1)
    }
}
