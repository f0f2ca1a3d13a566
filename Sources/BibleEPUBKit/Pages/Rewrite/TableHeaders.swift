/// Column headers for data tables whose author drew them as bold cells: a first row of `<td><b>Name</b></td>` cells
/// becomes `<th scope="col">` (WCAG 1.3.1; axe-core's td-has-header), so a screen reader names each cell's column.
/// Only a table with no header cell of its own, no nested table, and body rows that are not bold throughout (a table
/// set all in bold, or a layout grid, says nothing about headers) is changed; the bold markup stays.
enum TableHeaders {
    /// Makes the first row of `table` its column headers when the author drew them in bold; true when it did.
    static func promote(_ table: Element) -> Bool {
        guard table[attribute: "role"].map({ !["presentation", "none"].contains($0) }) ?? true else { return false }
        let rows = ownRows(of: table)
        guard rows.count >= 2, !rows.contains(where: { row in cells(of: row).contains { $0.name == "th" } }) else { return false }
        let header = cells(of: rows[0])
        guard header.count >= 2, header.allSatisfy({ !holdsTable($0) && isBoldText($0) }) else { return false }
        guard rows.dropFirst().contains(where: { row in cells(of: row).contains { hasWords($0) && !isBoldText($0) } }) else { return false }
        for cell in header {
            cell.name = "th"
            if cell[attribute: "scope"] == nil { cell[attribute: "scope"] = "col" }
        }
        return true
    }

    /// The table's own rows, in order (directly or in its thead, tbody and tfoot; never a nested table's).
    private static func ownRows(of table: Element) -> [Element] {
        var rows: [Element] = []
        for case .element(let child) in table.children {
            if child.name == "tr" { rows.append(child) }
            if ["thead", "tbody", "tfoot"].contains(child.name) {
                for case .element(let row) in child.children where row.name == "tr" { rows.append(row) }
            }
        }
        return rows
    }

    private static func cells(of row: Element) -> [Element] {
        row.children.compactMap { node in
            if case .element(let cell) = node, cell.name == "td" || cell.name == "th" { return cell }
            return nil
        }
    }

    /// Whether the cell has words and every word is inside `<b>` or `<strong>`.
    static func isBoldText(_ cell: Element) -> Bool {
        var bold = false, plain = false
        scan(cell, inBold: false, bold: &bold, plain: &plain)
        return bold && !plain
    }

    private static func scan(_ element: Element, inBold: Bool, bold: inout Bool, plain: inout Bool) {
        for child in element.children {
            switch child {
            case .text(let text) where text.contains(where: { !$0.isWhitespace }):
                if inBold { bold = true } else { plain = true }
            case .element(let inner):
                scan(inner, inBold: inBold || inner.name == "b" || inner.name == "strong", bold: &bold, plain: &plain)
            default: continue
            }
        }
    }

    private static func hasWords(_ cell: Element) -> Bool {
        cell.textContent().contains { !$0.isWhitespace }
    }

    private static func holdsTable(_ element: Element) -> Bool {
        element.firstDescendant(named: "table") != nil
    }
}
