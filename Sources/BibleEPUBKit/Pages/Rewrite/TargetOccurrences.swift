/// Counts the hrefs and srcs met on the line being normalized, so that the n-th of several identical references on
/// one line (a minified index page) is reported at its own column. The visitor meets elements in document order,
/// so only the current line's references are kept; a finding is reported right after its element is noted.
struct TargetOccurrences {
    private var line = -1
    /// How often each target was met on the line; a short list searched in place, a table once the line is long.
    private var seen: [(target: String, count: Int)] = []
    private var table: [String: Int]?
    private var last: (element: ObjectIdentifier, occurrence: Int)?

    /// Notes that `element` refers to `target`.
    mutating func note(_ target: String, of element: Element) {
        if element.line != line {
            line = element.line
            seen.removeAll(keepingCapacity: true)
            table = nil
        }
        let occurrence: Int
        if table != nil {
            occurrence = table![target, default: 0]
            table![target] = occurrence + 1
        } else if let index = seen.firstIndex(where: { $0.target == target }) {
            occurrence = seen[index].count
            seen[index].count += 1
        } else {
            occurrence = 0
            seen.append((target, 1))
            if seen.count > 32 { table = Dictionary(seen.map { ($0.target, $0.count) }) { first, _ in first } }
        }
        last = (ObjectIdentifier(element), occurrence)
    }

    /// Which occurrence of its target on its line `element` is (0 when it was not the last element noted).
    func occurrence(of element: Element) -> Int {
        guard let last, last.element == ObjectIdentifier(element), element.line == line else { return 0 }
        return last.occurrence
    }
}
