import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// End tags libxml2's HTML 4 parser ignores and an HTML5 parser obeys. `</dl>` with a `<div>` left open inside the
/// list: libxml2 closes an element only through elements of no higher "end priority" (its `htmlEndPriority` table:
/// `div` 150 above the default 100), so the `</dl>` is dropped and every later list nests in the one before
/// (148 balanced lists of an index came out 148 deep). HTML5 pops everything up to the `dl` unless a table, cell,
/// caption, object, applet, marquee or template stands between (its "has an element in scope"). Where libxml2
/// drops such an end tag, the builder leaves a marker at that point; `relocate` then moves what the parser put
/// after the marker to after the element the end tag names, as an HTML5 parser would have placed it.
enum IgnoredEndTags {
    /// Most markers a page gets (an index of 148 lists needs 148): past them libxml2's placement stands, so a page of
    /// a million stray end tags costs no more than ten thousand.
    static let markLimit = 10_000
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

    /// `isDroppedClose` read off the parser `context`'s open elements; only the names above the end tag's element are
    /// decoded (a page of stray end tags raises one error each: none may cost a decoding of the whole stack).
    static func isDroppedClose(_ endTag: UnsafePointer<CChar>, in context: xmlParserCtxtPtr) -> Bool {
        guard let table = context.pointee.nameTab else { return false }
        var above: [String] = []
        for position in stride(from: Int(context.pointee.nameNr) - 1, through: 0, by: -1) {
            guard let open = table[position] else { continue }
            if strcmp(UnsafeRawPointer(open).assumingMemoryBound(to: CChar.self), endTag) == 0 {
                return isDroppedClose(String(cString: endTag), open: [String(cString: endTag)] + above.reversed())
            }
            above.append(String(cString: open))
            if above.count > 64 { return false } // left as libxml2 placed it: no page needs more, none may cost more
        }
        return false
    }

    /// Marks where the HTML parser behind `context` dropped the end tag `endTag`, if HTML5 obeys it: in the builder's
    /// tree when the event builder parses (the context's `_private`), else in libxml2's own tree; `marked` markers are
    /// there already. True when marked.
    static func mark(_ context: xmlParserCtxtPtr, endTag: UnsafePointer<CChar>?, marked: Int) -> Bool {
        guard context.pointee.html != 0, marked < markLimit, let endTag else { return false }
        guard isDroppedClose(endTag, in: context) else { return false }
        let text = markerPrefix + String(cString: endTag)
        if context.pointee._private != nil {
            EventTreeBuilder.mark(context, text)
        } else {
            guard let node = context.pointee.node, let comment = xmlNewDocComment(context.pointee.myDoc, text) else { return false }
            xmlAddChild(node, comment)
        }
        return true
    }

    /// Moves, for each marker in `root`, what follows it up to the element its end tag names to after that element;
    /// one pass in document order (what a relocation moves lies ahead of it, so the walk goes on from there). A node
    /// moves only upward, so each moves at most once per level: no page can make this quadratic in its markers.
    static func relocate(in root: Element) {
        // The open path and, per element on it, the index of the child being visited.
        var path: [Element] = [root], positions: [Int] = [0]
        while let element = path.last {
            let index = positions[positions.count - 1]
            guard index < element.children.count else {
                path.removeLast()
                positions.removeLast()
                if !positions.isEmpty { positions[positions.count - 1] += 1 }
                continue
            }
            switch element.children[index] {
            case .comment(let text) where text.hasPrefix(markerPrefix):
                let name = String(text.dropFirst(markerPrefix.count))
                guard let target = path.lastIndex(where: { $0.name == name }), target > 0 else {
                    element.children[index] = .text("") // nothing to close: the marker goes, in place
                    continue
                }
                close(at: target, path: path, positions: positions)
                path.removeSubrange(target...)
                positions.removeSubrange(target...)
                positions[positions.count - 1] += 1 // on from the first node moved
            case .element(let child):
                path.append(child)
                positions.append(0)
            default:
                positions[positions.count - 1] += 1
            }
        }
    }

    /// Closes `path[target]` at the marker the innermost element of `path` holds at its position: what follows the
    /// marker there, and what follows each element of the path up to the target in its parent, goes after the target.
    private static func close(at target: Int, path: [Element], positions: [Int]) {
        var moved: [Node] = []
        for level in stride(from: path.count - 1, through: target, by: -1) {
            let parent = path[level], at = positions[level]
            moved += parent.children[(at + 1)...]
            // The marker (innermost level) goes with what follows it; on other levels the path's child stays.
            parent.children.removeSubrange((level == path.count - 1 ? at : at + 1)...)
        }
        path[target - 1].children.insert(contentsOf: moved, at: positions[target - 1] + 1)
    }
}
