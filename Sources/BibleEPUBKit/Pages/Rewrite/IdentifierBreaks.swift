/// Line-break opportunities inside long identifiers in table cells (not those laying out lists). base.css lets a cell break anywhere, so that no
/// table runs off a small page; in a narrow column that cuts names mid-word ("QNetworkAcc|essManager::HeadOperat|ion").
/// A `<wbr>` after `::`, `.`, `_`, `/` and `->`, and before the capital that starts a word inside a camel-case name,
/// gives the browser better places: it breaks there first and mid-word only when a part is still too wide. `<wbr>`
/// is no character: the name reads, copies and searches as one word.
enum IdentifierBreaks {
    /// Shortest run without spaces that gets break opportunities (shorter ones fit a column or wrap whole).
    static let shortestRun = 16
    /// Fewest characters on each side of a break.
    static let shortestPart = 3
    /// Elements whose text is left as written.
    private static let untouched: Set<String> = ["pre", "script", "style", "textarea", "math", "svg", "table"]

    /// Adds `<wbr>` inside the long runs of the cells of `table` (not of tables nested in it); the number added.
    @discardableResult
    static func insert(into table: Element) -> Int {
        var added = 0
        for row in rows(of: table) {
            for cell in row.childElements where (cell.name == "td" || cell.name == "th") && !holdsBlocks(cell) {
                added += insert(inside: cell)
            }
        }
        return added
    }

    /// Whether the cell lays out lists or a table (Qt's member lists in two columns): a box of running content, not
    /// a column of names, wrapped as the author's text is.
    private static func holdsBlocks(_ cell: Element) -> Bool {
        cell.descendants().contains { layoutBlocks.contains($0.name) }
    }

    private static let layoutBlocks: Set<String> = ["ul", "ol", "dl", "table"]

    /// The table's rows, in its sections or directly under it.
    private static func rows(of table: Element) -> [Element] {
        table.childElements.flatMap { child -> [Element] in
            switch child.name {
            case "tr": return [child]
            case "thead", "tbody", "tfoot": return child.childElements.filter { $0.name == "tr" }
            default: return []
            }
        }
    }

    private static func insert(inside element: Element) -> Int {
        var added = 0, children: [Node] = []
        for child in element.children {
            switch child {
            case .text(let text):
                let pieces = split(text)
                added += pieces.count - 1
                for (index, piece) in pieces.enumerated() {
                    if index > 0 { children.append(.element(Element("wbr"))) }
                    children.append(.text(piece))
                }
            case .element(let inner):
                if !untouched.contains(inner.name) { added += insert(inside: inner) }
                children.append(child)
            default:
                children.append(child)
            }
        }
        if added > 0 { element.children = children }
        return added
    }

    /// `text` cut where its long runs may break; `[text]` when none may.
    static func split(_ text: String) -> [String] {
        let characters = Array(text)
        var cuts: [Int] = [], runStart = 0
        for index in 0...characters.count {
            guard index == characters.count || characters[index].isWhitespace else { continue }
            if index - runStart >= shortestRun { cuts += breaks(in: characters, from: runStart, to: index) }
            runStart = index + 1
        }
        guard !cuts.isEmpty else { return [text] }
        var pieces: [String] = [], last = 0
        for cut in cuts {
            pieces.append(String(characters[last..<cut]))
            last = cut
        }
        pieces.append(String(characters[last...]))
        return pieces
    }

    /// Where the run `characters[start..<end]` may break: after `::`, `.`, `_`, `/`, `->`, before a camel-case word;
    /// each part at least ``shortestPart`` long.
    private static func breaks(in characters: [Character], from start: Int, to end: Int) -> [Int] {
        var result: [Int] = [], previous = start
        for index in (start + 1)..<end {
            let before = characters[index - 1], here = characters[index]
            let afterSeparator = ".:_/".contains(before) && !".:_/".contains(here)
                || (before == ">" && index >= 2 && characters[index - 2] == "-")
            let camel = here.isUppercase && before.isLowercase
            guard afterSeparator || camel, index - previous >= shortestPart, end - index >= shortestPart else { continue }
            result.append(index)
            previous = index
        }
        return result
    }
}
