/// Column widths for tables too wide for a reader's page, shared out by what each column holds.
///
/// A browser sizes a table by its columns' narrowest and widest content. base.css lets a cell break anywhere, so
/// that no table runs off a small page, and that makes every column's narrowest content one letter: the browser
/// then gives the page's width out in proportion to the widest content, a column of long sentences takes nearly
/// all of it, and a column of short names is crushed to a few letters (javadoc's "stat / ic / Conn / ecti / on",
/// even on a letter-size page). For a table whose rows hold more text than a line of a phone's page, the build
/// writes the shares itself, as `<col style="width: N%">`, the way a browser would for a line of `pageCharacters`
/// (the longest word of each column first, the rest in proportion to its widest cell); percentages hold on any page.
/// Percentages shrink with the page, and a column of short labels ("Author:", "Copyright:") in a table with side
/// margins would still be cut to a few letters a line: columns whose words are short keep them whole
/// (`data-whole-words` on the table, read by base.css), so the browser gives such a column at least its longest word,
/// and the columns of long identifiers break instead.
/// A table whose author set column widths (or spans in `col`, `colgroup`), or that holds images, media, formulas or
/// another table (a layout grid), keeps the browser's sizing; unless every width is in pixels and together they take
/// half a phone's page (gtk-doc's parameter tables: 150 px and 200 px columns beside the description, which a phone's
/// line then leaves no room): those were set for a desktop's page, and the shares replace them.
package enum TableColumns {
    /// Rows longer than this, in characters (about a line of a phone's page), get column widths.
    static let phoneLine = 40
    /// The line, in characters, the shares are computed for: between a phone's and a tablet's.
    static let pageCharacters = 50
    /// A run longer than this counts as this long: it breaks on small pages anyway, and a column of long names
    /// should not starve a column of sentences.
    static let longestCounted = 15
    /// What each cell of a row takes of a line at the least, in characters: its padding and border, and the letter or
    /// two a column that breaks anywhere still needs (measured: 9px paddings, 17px of text, in SQLite's tables).
    static let cellCharacters = 4
    /// The narrowest line, in characters, a table's columns of whole words are fitted to, with every cell's least
    /// width (a phone's page in a table with side margins: 234 CSS pixels).
    static let narrowLine = 28
    /// base.css has rules for the first this many columns (`:nth-child(1)` to `(4)`).
    static let wholeWordsColumns = 4
    /// A phone's page in CSS pixels (a 360 px screen less its margins): author column widths in pixels adding up to
    /// half of it are a desktop page's, and are replaced.
    static let phonePixels = 320

    /// Adds column widths to `table` when it is too wide for a small page and its author set none: to its own `col`
    /// elements when they are one per column (DocBook writes them for alignment), else in a new `colgroup`.
    static func addWidths(to table: Element) {
        guard let (authored, sized, pixels) = authorColumns(of: table) else { return }
        if !sized.isEmpty {
            guard pixels * 2 >= phonePixels else { return } // the author's widths leave a phone's line room
            // A desktop page's widths: `auto` after them, and the table is sized as one the author left alone.
            for col in sized { col.appendStyle("width: auto") }
        }
        guard let columns = measure(table), columns.count > 1,
              authored.isEmpty || authored.count == columns.count,
              columns.reduce(0, { $0 + $1.widest }) > phoneLine else { return }
        let whole = wholeWordColumns(columns)
        if !whole.isEmpty { table[attribute: "data-whole-words"] = whole.map(String.init).joined(separator: " ") }
        guard whole.count < columns.count else { return } // every word kept whole fits a phone's line
        let shares = percentages(columns)
        if !authored.isEmpty {
            for (col, share) in zip(authored, shares) { col.appendStyle("width: \(share)%") }
            return
        }
        let colgroup = Element("colgroup", children: shares.map { .element(Element("col", attributes: [Attribute("style", "width: \($0)%")])) })
        let at = table.children.firstIndex { if case .element(let child) = $0 { child.name != "caption" } else { false } }
            ?? table.children.endIndex
        table.children.insert(.element(colgroup), at: at)
    }

    /// The table's `col` elements in order, those whose styles give a width in pixels and what those add up to, or nil
    /// when the author sizes or spans its columns otherwise (a `width` attribute, a width in another unit or on a
    /// `colgroup`, a `span`).
    static func authorColumns(of table: Element) -> (cols: [Element], sized: [Element], pixels: Int)? {
        var cols: [Element] = [], sized: [Element] = [], pixels = 0
        for child in table.childElements where child.name == "col" || child.name == "colgroup" {
            let group = child.name == "col" ? [child] : child.childElements.filter { $0.name == "col" }
            if child.name == "colgroup" && group.isEmpty { return nil } // a bare colgroup spans columns of its own
            for col in [child] + group {
                if col[attribute: "span"] != nil || col[attribute: "width"] != nil { return nil }
                guard let style = col[attribute: "style"]?.lowercased(), style.contains("width") else { continue }
                guard col.name == "col", let width = pixelWidth(style) else { return nil }
                sized.append(col)
                pixels += width
            }
            cols += group
        }
        return (cols, sized, pixels)
    }

    /// The width a `col`'s style gives in whole pixels (`width: 150px`), nil for any other width (a percentage, an
    /// em, `auto`, a `min-width`) beside or instead of it.
    static func pixelWidth(_ style: String) -> Int? {
        var width: Int?
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0].contains("width") else { continue }
            guard parts[0] == "width", parts[1].hasSuffix("px"), let value = Double(parts[1].dropLast(2)), value >= 0
            else { return nil }
            width = Int(value.rounded())
        }
        return width
    }

    /// What one column holds: its longest unbreakable word and its widest cell, in characters.
    struct Column: Equatable {
        var longestWord = 0
        var widest = 0
        /// Whether every row's cell in this column is the row's cell of the same number (no span before it), so that
        /// `:nth-child` selects the column.
        var numbered = true
    }

    /// The 1-based numbers of the columns whose words stay whole: in order, the numbered ones among the first
    /// `wholeWordsColumns` whose longest word is at most `longestCounted`, while their words and every column's
    /// least cell fit `narrowLine`.
    static func wholeWordColumns(_ columns: [Column]) -> [Int] {
        var chosen: [Int] = [], used = columns.count * cellCharacters
        for (index, column) in columns.prefix(wholeWordsColumns).enumerated()
        where column.numbered && column.longestWord <= longestCounted && used + column.longestWord <= narrowLine {
            chosen.append(index + 1)
            used += column.longestWord
        }
        return chosen
    }

    /// Whole-number percentages for `columns`, summing to 100: each column gets its longest word (up to
    /// `longestCounted`), then what is left of `pageCharacters` in proportion to how much wider its widest cell is
    /// (when the words alone overfill the line, the shares follow the words).
    static func percentages(_ columns: [Column]) -> [Int] {
        let columns = columns.map { Column(longestWord: min(max($0.longestWord, 1), longestCounted), widest: max($0.widest, 1)) }
        let words = columns.reduce(0) { $0 + $1.longestWord }
        let room = Double(max(pageCharacters - words, 0))
        let slack = Double(columns.reduce(0) { $0 + $1.widest - $1.longestWord })
        let widths = columns.map { Double($0.longestWord) + (slack > 0 ? room * Double($0.widest - $0.longestWord) / slack : 0) }
        return wholePercentages(widths)
    }

    /// `widths` as whole percentages of their sum that add up to 100 (largest remainders round up).
    static func wholePercentages(_ widths: [Double]) -> [Int] {
        let total = widths.reduce(0, +)
        let exact = widths.map { $0 * 100 / total }
        var whole = exact.map { Int($0) }
        let byRemainder = exact.indices.sorted { (exact[$0] - Double(whole[$0]), $1) > (exact[$1] - Double(whole[$1]), $0) }
        for index in byRemainder.prefix(100 - whole.reduce(0, +)) { whole[index] += 1 }
        return whole
    }

    /// The table's columns, or nil when the table is a layout grid (images, media, a nested table) or has no rows.
    static func measure(_ table: Element) -> [Column]? {
        var columns: [Column] = []
        var spanned: [Int] = [] // for each column, how many more rows a cell above still covers
        for row in rows(of: table) {
            var column = 0, number = 0
            for case .element(let cell) in row.children where cell.name == "td" || cell.name == "th" {
                while column < spanned.count && spanned[column] > 0 {
                    columns[column].numbered = false // covered from a row above: this row's cells shift
                    column += 1
                }
                defer { number += 1 }
                guard let text = CellText(cell) else { return nil }
                let span = max(1, min(Int(cell[attribute: "colspan"] ?? "") ?? 1, 1000))
                let rowSpan = max(1, min(Int(cell[attribute: "rowspan"] ?? "") ?? 1, 1000))
                while columns.count < column + span { columns.append(Column()); spanned.append(0) }
                if column != number { columns[column].numbered = false }
                for covered in (column + 1)..<(column + span) { columns[covered].numbered = false }
                if span == 1 {
                    columns[column].longestWord = max(columns[column].longestWord, text.longestWord)
                    columns[column].widest = max(columns[column].widest, text.length)
                }
                for covered in column..<(column + span) { spanned[covered] = rowSpan }
                column += span
            }
            spanned = spanned.map { max($0 - 1, 0) }
        }
        return columns.isEmpty ? nil : columns
    }

    /// The table's rows in order: its own `tr` children and those of its row groups.
    static func rows(of table: Element) -> [Element] {
        table.childElements.flatMap { child -> [Element] in
            switch child.name {
            case "tr": return [child]
            case "thead", "tbody", "tfoot": return child.childElements.filter { $0.name == "tr" }
            default: return []
            }
        }
    }
}

/// The text of one table cell as a browser sizes it: the longest run of letters no line may break (spaces, hyphens,
/// zero-width spaces and block boundaries break; no-break spaces do not) and the whole text on one line.
struct CellText {
    /// The longest unbreakable run, in characters.
    private(set) var longestWord = 0
    /// The cell's text with its white space collapsed, in characters.
    private(set) var length = 0
    private var word = 0
    private var afterSpace = true

    /// Measures `cell`; nil when it holds an image, media, a formula or a table, whose widths text does not give.
    init?(_ cell: Element) {
        guard walk(cell) else { return nil }
        endWord()
    }

    private static let opaque = ElementGroups.replaced.union(["math", "table"])

    private mutating func walk(_ element: Element) -> Bool {
        for child in element.children {
            switch child {
            case .text(let text): add(text)
            case .comment: continue
            case .element(let inner):
                if inner.traits.contains(.rawText) { continue }
                if Self.opaque.contains(inner.name) { return false }
                let breaks = inner.traits.contains(.block) || inner.name == "br" || inner.traits.contains(.listItem)
                if breaks { endWord(); space() }
                guard walk(inner) else { return false }
                if breaks { endWord(); space() }
            }
        }
        return true
    }

    private mutating func add(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}", "\u{200B}":
                endWord()
                if scalar != "\u{200B}" { space() }
            case "-":
                word += 1
                length += 1
                afterSpace = false
                endWord()
            default:
                word += 1
                length += 1
                afterSpace = false
            }
        }
    }

    private mutating func space() {
        if !afterSpace { length += 1 }
        afterSpace = true
    }

    private mutating func endWord() {
        longestWord = max(longestWord, word)
        word = 0
    }
}
