/// Cells of layout tables that say the same on nearly every page: a table-built site's menu column and logo cells
/// beside each page's text (xmlsoft.org's libxml2 and libxslt pages: "Main Menu", "Related links" and "API Indexes"
/// boxes in a left column, logos in the banner row, on every page). They carry no class or id to be found by
/// (`AppChrome`) and sit in table cells, which the outline does not walk. A cell of a layout table
/// (`LayoutTables.isLayout`) without a heading or a copyright notice, whose text and images are the same on nine
/// pages in ten (of the vault, or of a folder of three pages or more, as `SiteHeadingStage` counts) and small on a
/// quarter of them, is the site's frame around the page, not the page: the cells beside it differ from page to page.
/// This is the template detection boilerplate removers base on repetition across a site's pages; a page's own cells
/// (its text, its heading, a navigation row naming its neighbours) differ and stay.
enum LayoutChrome {
    /// A candidate cell on one page.
    struct Cell {
        let element: Element
        let parent: Element
        /// The cell's pattern, taken before its table is linearized (which renames it).
        let pattern: ElementPattern
        let key: Key
        /// Whether it is small next to its page's text.
        let small: Bool
        /// The index of the nearest candidate the cell is inside, on the same page.
        let outer: Int?
    }

    /// What must be equal on the pages: the cell's text, whitespace collapsed, and its images' files.
    struct Key: Hashable {
        let text: String
        let images: [String]
    }

    /// The cells to remove from `pages` (each with its outline, if measured), by page; `resolver` reads image paths.
    static func byPage(_ pages: [(ParsedPage, PageOutline?)], resolver: ReferenceResolver) -> [ObjectIdentifier: [Cell]] {
        let found = Parallel.map(pages, cost: { $0.0.source.count }) { page, outline in
            outline.map { cells(in: page, outline: $0, resolver: resolver) } ?? []
        }
        guard found.contains(where: { !$0.isEmpty }) else { return [:] }
        let chrome = repeatedKeys(paths: pages.map(\.0.path), found: found)
        var result: [ObjectIdentifier: [Cell]] = [:]
        for ((page, _), cells) in zip(pages, found) {
            let keys = chrome[VaultPath.directory(of: page.path), default: []].union(chrome[nil, default: []])
            let outermost = outermost(of: cells) { keys.contains($0.key) }
            if !outermost.isEmpty { result[ObjectIdentifier(page)] = outermost }
        }
        return result
    }

    /// The keys on nine pages in ten and small on a quarter of them: those of the whole vault under nil, those of a
    /// folder of three pages or more (fewer than the vault's) under its path.
    private static func repeatedKeys(paths: [String], found: [[Cell]]) -> [String?: Set<Key>] {
        let keys = found.map { Set($0.map(\.key)) }, small = found.map { Set($0.filter(\.small).map(\.key)) }
        var result: [String?: Set<Key>] = [:]
        for (folder, members) in SiteRepetition.groups(paths) {
            let repeated = SiteRepetition.repeated(among: members, found: keys, small: small)
            if !repeated.isEmpty { result[folder] = repeated }
        }
        return result
    }

    /// The cells `isChrome` takes that are inside no other such cell.
    private static func outermost(of cells: [Cell], _ isChrome: (Cell) -> Bool) -> [Cell] {
        var taken: Set<Int> = []
        for (index, cell) in cells.enumerated() where isChrome(cell) {
            var outer = cell.outer
            while let enclosing = outer, !taken.contains(enclosing) { outer = cells[enclosing].outer }
            if outer == nil { taken.insert(index) }
        }
        return taken.sorted().map { cells[$0] }
    }

    /// The cells of the page's layout tables (nested ones included, in document order) that hold text or an image
    /// but no heading and no copyright notice.
    private static func cells(in page: ParsedPage, outline: PageOutline, resolver: ReferenceResolver) -> [Cell] {
        guard page.mayHaveOutsideHead(.table), outline.body.firstDescendant(named: "table") != nil else { return [] }
        var bodyWords: Int?
        let words = { () -> Int in
            if let bodyWords { return bodyWords }
            bodyWords = LayoutTables.words(outline.body)
            return bodyWords!
        }
        var found: [Cell] = []
        func visit(_ element: Element, outer: Int?) {
            for case .element(let child) in element.children {
                guard child.name == "table", LayoutTables.isLayout(child, bodyWords: words) else {
                    visit(child, outer: outer)
                    continue
                }
                for (cell, row) in LayoutTables.cells(of: child) {
                    var inside = outer
                    if let key = key(of: cell, page: page, resolver: resolver) {
                        let small = key.text.utf8.count * 4 <= outline.pageText
                        found.append(Cell(element: cell, parent: row, pattern: ElementPattern(cell), key: key, small: small, outer: outer))
                        inside = found.count - 1
                    }
                    visit(cell, outer: inside)
                }
            }
        }
        visit(outline.body, outer: nil)
        return found
    }

    /// The cell's key, nil when it holds a heading or a copyright notice or shows nothing.
    private static func key(of cell: Element, page: ParsedPage, resolver: ReferenceResolver) -> Key? {
        var images: [String] = [], heading = false
        cell.forEachDescendant { element in
            if element.traits.contains(.heading) { heading = true }
            guard element.name == "img", let source = element[attribute: "src"] else { return }
            if case .local(let path, _) = resolver.resolve(source, from: page.path) { images.append(path) } else { images.append(source) }
        }
        guard !heading else { return nil }
        let text = SourceText.collapseWhitespace(cell.textContent(excluding: ["script", "style"]))
        guard !text.isEmpty || !images.isEmpty, !SiteBanners.statesCopyright(cell) else { return nil }
        return Key(text: text, images: images)
    }

    /// Removes `cells` from their rows; returns the line of the first per pattern, as chrome changes.
    static func remove(_ cells: [Cell]) -> [ChromeChange] {
        var lines: [ElementPattern: Int] = [:]
        for cell in cells {
            cell.parent.removeChild(cell.element)
            if lines[cell.pattern] == nil { lines[cell.pattern] = cell.element.line }
        }
        return lines.map { ChromeChange(kind: .removed, pattern: $0.key.xpath, line: $0.value, configured: false) }
    }
}
