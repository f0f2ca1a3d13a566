import Foundation

/// Builds the print document's body section by section: each page with its opening, running heads and bookmarks,
/// a title page for each Part that has no page of its own, and the contents.
struct PrintAssembly {
    /// The book's package documents.
    let package: PrintPackage
    /// Divisions, heads and bookmarks from the nav's contents.
    let outline: PrintOutline
    /// Joins one page into the document.
    let joiner: PrintPageJoiner
    /// Index among the printed pages of the first page of the body matter (nil: no front matter).
    let bodyStart: Int?
    /// The book's title: the left running head outside Parts.
    let title: String
    /// The sections in order.
    private(set) var sections: [Element] = []
    private var scopes: [PrintSheet: String] = [:]
    private var sheets: [PrintSheet] = []
    private var bodyStartSection: Int?

    /// An assembly of `package`'s pages laid out by `outline`.
    init(package: PrintPackage, outline: PrintOutline, joiner: PrintPageJoiner, bodyStart: Int?, title: String) {
        (self.package, self.outline, self.joiner, self.bodyStart, self.title) = (package, outline, joiner, bodyStart, title)
    }

    /// Appends the page at `page` (the `index`th printed page) whose parsed tree is `root`.
    /// `isContents`: the page is the author's contents page (its links get page numbers).
    mutating func append(_ root: Element, at page: String, index: Int, isContents: Bool = false) {
        let joined = joiner.join(root, at: page)
        let isFront = bodyStart.map { index < $0 } ?? false
        for (id, label) in outline.partTitles[page] ?? [] { appendPartTitle(id: id, label: label, isFront: isFront) }
        let section = joined.section
        if isContents { markFrontLinks(in: section) }
        var classes = ["print-page"] + joined.sheets.map { scope(of: $0) } + (isContents ? ["print-author-contents"] : [])
        classes.append(isFront ? "print-front" : Self.openingClass(outline.openings[page] ?? .page))
        if let own = section[attribute: "class"], !own.isEmpty { classes.append(own) }
        section[attribute: "class"] = classes.joined(separator: " ")
        if !isFront {
            let heads = outline.heads[page]
            section.attributes += [Attribute("data-part", heads?.part ?? title),
                                   Attribute("data-chapter", heads?.chapter ?? section.firstDescendant(named: "h1")?.textContent() ?? title)]
        }
        section.children.insert(contentsOf: (outline.bookmarks[page] ?? []).map { .element(Self.bookmark($0.label, level: $0.level)) }, at: 0)
        appendSection(section, isFront: isFront)
    }

    /// Appends the contents generated from the nav, as the section `id` (the author's contents page stood there).
    mutating func appendContents(id: String, index: Int) {
        let isFront = bodyStart.map { index < $0 } ?? false
        let section = contents(id: id)
        if isFront { section[attribute: "class"]! += " print-front" }
        appendSection(section, isFront: isFront)
    }

    /// Inserts the contents before the body matter (a book without a contents page of its own).
    mutating func insertContents() {
        let section = contents(id: "contents")
        section[attribute: "class"]! += " print-front"
        sections.insert(section, at: bodyStartSection ?? 0)
    }

    /// The style sheets of all pages, each confined to its pages by its scope class.
    func authorStyles() -> String {
        sheets.map { sheet -> String in
            switch sheet {
            case .file(let path):
                let text = String(decoding: package.documents[path] ?? [], as: UTF8.self)
                return PrintStyleScope.scoped(text, scope: scopes[sheet]!) { PrintPageJoiner.file($0, folder: VaultPath.directory(of: path)) }
            case .text(let text, let folder):
                return PrintStyleScope.scoped(text, scope: scopes[sheet]!) { PrintPageJoiner.file($0, folder: folder) }
            }
        }.joined(separator: "\n")
    }

    private mutating func appendSection(_ section: Element, isFront: Bool) {
        if !isFront && bodyStartSection == nil {
            bodyStartSection = sections.count
            section[attribute: "class"] = (section[attribute: "class"] ?? "") + " print-body-start"
        }
        sections.append(section)
    }

    private mutating func appendPartTitle(id: String, label: String, isFront: Bool) {
        let heading = Element("h1", attributes: [Attribute("class", "print-part-label")], children: [.text(label)])
        let section = Element("section", attributes: [Attribute("id", id), Attribute("class", "print-part print-part-title"),
                                                      Attribute("data-part", label), Attribute("data-chapter", label)],
                              children: [.element(Self.bookmark(label, level: 1)), .element(heading)])
        appendSection(section, isFront: isFront)
    }

    private mutating func scope(of sheet: PrintSheet) -> String {
        if let known = scopes[sheet] { return known }
        let scope = "s\(sheets.count + 1)"
        scopes[sheet] = scope
        sheets.append(sheet)
        return scope
    }

    /// The contents: the nav's entries, nested, each with its page number (print.css adds leaders and numbers).
    private func contents(id: String) -> Element {
        let root = Element("ol", attributes: [Attribute("class", "print-toc")])
        var stack: [(level: Int, list: Element)] = [(1, root)]
        var lastItem: Element?
        for entry in outline.entries {
            if entry.level > stack.last!.level, let lastItem {
                let list = Element("ol")
                lastItem.children.append(.element(list))
                stack.append((entry.level, list))
            }
            while entry.level < stack.last!.level, stack.count > 1 { stack.removeLast() }
            let link = Element("a", attributes: [Attribute("href", "#" + entry.target)], children: [.text(entry.label)])
            let front = isFront(section: entry.target) ? " print-toc-front" : ""
            let item = Element("li", attributes: [Attribute("class", "print-toc-level-\(entry.level)" + front)], children: [.element(link)])
            stack.last!.list.children.append(.element(item))
            lastItem = item
        }
        let heading = Element("h1", attributes: [Attribute("class", "print-contents-title")], children: [.text("Contents")])
        return Element("section", attributes: [Attribute("id", id), Attribute("class", "print-page print-contents")],
                       children: [.element(Self.bookmark("Contents", level: 1)), .element(heading), .element(root)])
    }

    private static func openingClass(_ opening: PrintOutline.Opening) -> String {
        switch opening {
        case .part: "print-part"
        case .chapter: "print-chapter"
        case .page: "print-new-page"
        }
    }

    /// Marks the links to front matter pages, whose numbers are roman.
    private func markFrontLinks(in section: Element) {
        section.forEachDescendant { element in
            guard element.name == "a", let href = element[attribute: "href"], href.hasPrefix("#"),
                  isFront(section: String(href.dropFirst().prefix { $0 != "-" })) else { return }
            element[attribute: "class"] = ((element[attribute: "class"] ?? "") + " print-front-link").trimmingCharacters(in: .whitespaces)
        }
    }

    /// Whether the page of section `id` (`p12`: the 12th printed page) is front matter, numbered in roman.
    private func isFront(section id: String) -> Bool {
        guard let bodyStart, id.hasPrefix("p"), let number = Int(id.dropFirst()) else { return false }
        return number - 1 < bodyStart
    }

    /// An empty marker that makes a PDF bookmark at its place (print.css reads its label).
    private static func bookmark(_ label: String, level: Int) -> Element {
        Element("div", attributes: [Attribute("class", "print-bookmark"), Attribute("data-bookmark", label),
                                    Attribute("style", "bookmark-level: \(level)")])
    }
}
