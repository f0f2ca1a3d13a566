/// Tables that lay a page out rather than hold data, as web pages were built before CSS (libxml2's site: a grid
/// of nested tables, a column of links beside the text): on a reader's page the columns squeeze the text to a few
/// words a line. Told apart as browsers tell them for assistive technology (Mozilla's `IsProbablyLayoutTable`): no
/// caption, summary, header cells, column groups or header references, under 20 rows and 5 columns, a table in a
/// cell (or `role="presentation"`), and here also one row (a banner) or most of the page's text, so that a table of
/// data with a small table in a cell stays; and two columns at least: a one-cell table is a box (the Haskell
/// report's framed translations), which squeezes nothing. Such a table, its rows and cells become blocks that
/// follow one another.
enum LayoutTables {
    /// Rows a layout table has fewer of.
    static let rowLimit = 20
    /// Cells a layout table's rows have fewer of.
    static let columnLimit = 5

    /// Turns the layout tables in `body` into blocks (outermost first; a table inside one is judged on its own);
    /// returns the line of each pattern's first.
    static func linearize(in body: Element) -> [ElementPattern: Int] {
        var measured: Int?
        let bodyWords = { () -> Int in
            if let measured { return measured }
            measured = words(body)
            return measured!
        }
        var linearized: [ElementPattern: Int] = [:]
        func visit(_ element: Element) {
            for case .element(let child) in element.children {
                if child.name == "table", isLayout(child, bodyWords: bodyWords) {
                    if linearized[ElementPattern(child)] == nil { linearized[ElementPattern(child)] = child.line }
                    blocks(child)
                }
                visit(child)
            }
        }
        if body.firstDescendant(named: "table") != nil { visit(body) }
        return linearized
    }

    /// Whether `table` lays the page out (its words measured against the body's only when its shape says so).
    static func isLayout(_ table: Element, bodyWords: () -> Int) -> Bool {
        guard table[attribute: "summary"] == nil else { return false }
        var rows = 0, columns = 0, nested = false, dataSignal = false
        forEachOwn(table) { element in
            switch element.name {
            case "caption", "th", "thead", "tfoot", "col", "colgroup": dataSignal = true
            case "tr":
                rows += 1
                columns = max(columns, element.childElements.filter { $0.name == "td" }.count)
            case "td":
                if ["headers", "scope", "abbr"].contains(where: { element[attribute: $0] != nil }) { dataSignal = true }
                if !nested { nested = element.firstDescendant(named: "table") != nil }
            default: break
            }
        }
        let presentation = ["presentation", "none"].contains(table[attribute: "role"] ?? "")
        guard !dataSignal, rows < rowLimit, (2..<columnLimit).contains(columns), nested || presentation else { return false }
        return rows == 1 || words(table) * 2 >= bodyWords()
    }

    /// The table's own cells, each with its row (not the cells of a table inside one).
    static func cells(of table: Element) -> [(cell: Element, row: Element)] {
        var found: [(cell: Element, row: Element)] = []
        forEachOwn(table) { element in
            if element.name == "tr" { found += element.childElements.filter { $0.name == "td" }.map { ($0, element) } }
        }
        return found
    }

    /// Calls `body` on the table's own elements: its sections, rows and cells, not what a cell holds.
    private static func forEachOwn(_ table: Element, _ body: (Element) -> Void) {
        for child in table.childElements {
            body(child)
            if ["thead", "tbody", "tfoot", "tr"].contains(child.name) { forEachOwn(child, body) }
        }
    }

    /// The table, its sections, rows and cells as `div`s that keep their id, class, language and style.
    private static func blocks(_ table: Element) {
        let kept: Set<String> = ["id", "class", "lang", "xml:lang", "dir", "style", "title"]
        var own: [Element] = [table]
        forEachOwn(table) { own.append($0) }
        for element in own {
            element.name = "div"
            element.attributes = element.attributes.filter { kept.contains($0.name) }
        }
    }

    /// The number of words under `element`.
    static func words(_ element: Element) -> Int {
        element.textContent().split(whereSeparator: \.isWhitespace).count
    }
}
