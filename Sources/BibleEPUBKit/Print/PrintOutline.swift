/// The book's divisions as the print edition lays them out, read from the contents tree the nav is made from:
/// where each Part and chapter opens, the running heads of each page, the PDF's bookmarks and the contents page.
struct PrintOutline {
    /// How a page opens.
    enum Opening: Equatable {
        /// A Part or other top-level division: on a right-hand page.
        case part
        /// A chapter (a top-level page, or a division's child): on a right-hand page.
        case chapter
        /// Any other page: on a new page.
        case page
    }

    /// One entry of the contents and of the PDF's bookmarks.
    struct Entry: Equatable {
        /// The label the nav gives it.
        var label: String
        /// Its depth in the contents, 1 at the top.
        var level: Int
        /// The id it points to in the print document: a page's section or a generated Part title.
        var target: String
    }

    /// Entries of the contents in order.
    private(set) var entries: [Entry] = []
    /// Generated title pages of Parts that have no page of their own, by the page they go before: (id, label).
    private(set) var partTitles: [String: [(id: String, label: String)]] = [:]
    /// How each page opens, by path under `OEBPS/`.
    private(set) var openings: [String: Opening] = [:]
    /// The running heads of each page: its Part's label (nil outside Parts) and its chapter's.
    private(set) var heads: [String: (part: String?, chapter: String)] = [:]
    /// Bookmarks that start at each page, outermost first, by path under `OEBPS/`.
    private(set) var bookmarks: [String: [Entry]] = [:]

    /// The outline of `toc`, whose entries name vault pages; `packagePath` maps those to the print document's
    /// pages (nil for a page it does not hold) and `sectionID` gives each page's section id.
    init(_ toc: TableOfContents, packagePath: (String) -> String?, sectionID: (String) -> String?) {
        for (index, entry) in toc.entries.enumerated() {
            add(entry, level: 1, part: nil, chapter: nil, number: index, packagePath: packagePath, sectionID: sectionID)
        }
    }

    private mutating func add(_ entry: TOCEntry, level: Int, part: String?, chapter: String?, number: Int,
                              packagePath: (String) -> String?, sectionID: (String) -> String?) {
        let isPart = level == 1 && !entry.children.isEmpty
        let page = entry.page.flatMap(packagePath)
        guard let first = Self.firstHeldPage(entry, packagePath),
              let firstSection = sectionID(first) else { return }
        let part = isPart ? entry.label : part
        let chapter = level == 1 && !isPart || level == 2 ? entry.label : chapter
        if isPart && page == nil {
            let id = "part-\(number + 1)"
            partTitles[first, default: []].append((id, entry.label))
            entries.append(Entry(label: entry.label, level: level, target: id))
        } else {
            let entryItem = Entry(label: entry.label, level: level, target: page.flatMap(sectionID) ?? firstSection)
            entries.append(entryItem)
            bookmarks[page ?? first, default: []].append(entryItem)
        }
        if openings[first] == nil && !(isPart && page == nil) || isPart && page != nil {
            openings[first] = isPart ? .part : level <= 2 ? .chapter : .page
        }
        if let page { heads[page] = (part, chapter ?? entry.label) }
        for child in entry.children {
            add(child, level: level + 1, part: part, chapter: chapter, number: number, packagePath: packagePath, sectionID: sectionID)
        }
    }

    /// The first page under `entry` that the print document holds.
    private static func firstHeldPage(_ entry: TOCEntry, _ packagePath: (String) -> String?) -> String? {
        if let page = entry.page.flatMap(packagePath) { return page }
        for child in entry.children {
            if let page = firstHeldPage(child, packagePath) { return page }
        }
        return nil
    }
}
