/// Turns one normalized page of the book into a section of the print document: its ids made unique by the page's
/// prefix, its links to other pages rewritten to their sections, its files addressed from the package folder.
struct PrintPageJoiner {
    /// The section id of each page in the print document, by its path under `OEBPS/`.
    let sectionIDs: [String: String]

    /// A page joined into the print document: its section and the style sheets its head linked.
    struct JoinedPage {
        /// The page's body as a `section` (its `html` and `body` classes and its language carried over).
        var section: Element
        /// The page's style sheets in order: paths under `OEBPS/` of linked sheets, or the text of `<style>` elements.
        var sheets: [PrintSheet]
    }

    /// Joins the page at `path` (under `OEBPS/`) whose parsed tree is `root`.
    func join(_ root: Element, at path: String) -> JoinedPage {
        let folder = VaultPath.directory(of: path), prefix = sectionIDs[path] ?? "page"
        let head = root.firstChild(named: "head"), body = root.firstChild(named: "body") ?? Element("body")
        var sheets: [PrintSheet] = []
        for element in head?.childElements ?? [] {
            if element.name == "link", (element[attribute: "rel"] ?? "").lowercased().split(separator: " ").contains("stylesheet"),
               let href = element[attribute: "href"], let target = VaultPath.resolve(href, from: folder) {
                sheets.append(.file(target))
            } else if element.name == "style" {
                sheets.append(.text(element.textContent(), folder: folder))
            }
        }
        let classes = [root, body].compactMap { $0[attribute: "class"] }.joined(separator: " ")
        var attributes = [Attribute("id", prefix), Attribute("class", classes)]
        if let language = root[attribute: "lang"] ?? root[attribute: "xml:lang"] { attributes.append(Attribute("lang", language)) }
        let section = Element("section", attributes: attributes, children: body.children)
        Self.stampLocations(in: section, prefix: prefix)
        section.forEachDescendant { rewrite($0, prefix: prefix, folder: folder) }
        Self.allowBreaksBeforeDots(in: section)
        PrintCodeLines.split(in: section)
        return JoinedPage(section: section, sheets: sheets)
    }

    /// The elements a page-break marker can open (any that holds phrasing content first: not a list, table or
    /// its rows, whose first child must be an item).
    static let markable: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dd", "dt", "td", "th", "div", "section", "article", "aside",
        "blockquote", "figure", "figcaption", "pre", "header", "footer", "main", "nav", "caption", "address", "summary",
    ]

    /// Marks each element a page break can open with `data-print-loc="<page>.<n>"`, `n` its place among the body's
    /// elements in document order: the layout reports the first one of each PDF page, and the EPUB's page-list
    /// finds it again by the same count (`PrintPageList`).
    static func stampLocations(in body: Element, prefix: String) {
        var index = 0
        body.forEachDescendant { element in
            if markable.contains(element.name) { element.attributes.append(Attribute("data-print-loc", "\(prefix).\(index)")) }
            index += 1
        }
    }

    /// The section number and element index a `data-print-loc` names (`p12.40` -> 12, 40); nil for another value.
    static func place(of location: String) -> (section: Int, element: Int)? {
        guard location.hasPrefix("p"), let dot = location.firstIndex(of: "."),
              let section = Int(location.dropFirst().prefix { $0 != "." }), let element = Int(location[location.index(after: dot)...])
        else { return nil }
        return (section, element)
    }

    /// Unicode's line breaking forbids a break before "." even after a space (UAX #14, LB13), so a run such as
    /// `.largeTitle, .title, .title2` is one unbreakable word that runs past the text block: a zero-width space after
    /// each such space gives the break a reader accepts.
    static func allowBreaksBeforeDots(in element: Element) {
        var spaceBefore: (element: Element, index: Int)?
        allowBreaksBeforeDots(in: element, spaceBefore: &spaceBefore)
    }

    /// The walk in document order; `spaceBefore` is the text node that ended in a space, when nothing came since
    /// (the space and the dot are often in different elements: `, <code>.title</code>`).
    private static func allowBreaksBeforeDots(in element: Element, spaceBefore: inout (element: Element, index: Int)?) {
        for index in element.children.indices {
            switch element.children[index] {
            case .text(let text) where !text.isEmpty:
                if text.hasPrefix("."), let space = spaceBefore, case .text(let before) = space.element.children[space.index] {
                    space.element.children[space.index] = .text(before + "\u{200B}")
                }
                var changed = text
                if changed.contains(" .") { changed = changed.replacingOccurrences(of: " .", with: " \u{200B}.") }
                if changed != text { element.children[index] = .text(changed) }
                spaceBefore = text.hasSuffix(" ") ? (element, index) : nil
            case .element(let child) where child.name == "pre": spaceBefore = nil
            case .element(let child): allowBreaksBeforeDots(in: child, spaceBefore: &spaceBefore)
            default: break
            }
        }
    }

    private static let idReferences: Set<String> = ["for", "headers", "aria-labelledby", "aria-describedby", "aria-controls",
                                                    "aria-owns", "aria-details", "aria-activedescendant", "list", "form"]
    private static let fileReferences: Set<String> = ["src", "poster", "data"]

    private func rewrite(_ element: Element, prefix: String, folder: String) {
        for index in element.attributes.indices {
            let attribute = element.attributes[index]
            let value = attribute.value
            switch attribute.name {
            case "id": element.attributes[index].value = prefix + "-" + value
            case _ where Self.idReferences.contains(attribute.name):
                element.attributes[index].value = value.split(separator: " ").map { prefix + "-" + $0 }.joined(separator: " ")
            case "href" where element.name == "a" || element.name == "area":
                element.attributes[index].value = link(value, prefix: prefix, folder: folder) ?? ""
            case "href", "xlink:href":
                element.attributes[index].value = value.hasPrefix("#") ? "#" + prefix + "-" + value.dropFirst()
                    : Self.file(value, folder: folder)
            case _ where Self.fileReferences.contains(attribute.name): element.attributes[index].value = Self.file(value, folder: folder)
            case "style":
                element.attributes[index].value = Self.localFragments(CSSRewriter.rewrite(value) { Self.file($0, folder: folder) }, prefix: prefix)
            default:
                if value.contains("url(#") { element.attributes[index].value = Self.localFragments(value, prefix: prefix) }
            }
        }
        if element.name == "a" || element.name == "area", element[attribute: "href"] == "" { element[attribute: "href"] = nil }
    }

    /// Where a link goes in the print document: a page of the book becomes its section (`#p12`, `#p12-anchor`); a
    /// web address stays; anything else (a page outside the print edition) is no link (nil).
    func link(_ href: String, prefix: String, folder: String) -> String? {
        if Self.hasScheme(href) { return href }
        let hash = href.firstIndex(of: "#")
        let fragment = hash.map { String(href[href.index(after: $0)...]) } ?? ""
        let file = String(href[..<(hash ?? href.endIndex)])
        let section = file.isEmpty ? prefix : VaultPath.resolve(file, from: folder).flatMap { sectionIDs[$0] }
        guard let section else { return nil }
        return "#" + section + (fragment.isEmpty ? "" : "-" + fragment)
    }

    /// A file's address from the package folder, where the print document is; web addresses and `data:` stay.
    static func file(_ reference: String, folder: String) -> String {
        if hasScheme(reference) || reference.hasPrefix("/") || reference.hasPrefix("#") { return reference }
        return VaultPath.resolve(reference, from: folder) ?? reference
    }

    /// `url(#id)` references to the page's own elements (SVG paint servers, clip paths, markers), prefixed.
    static func localFragments(_ text: String, prefix: String) -> String {
        text.replacingOccurrences(of: "url(#", with: "url(#" + prefix + "-")
            .replacingOccurrences(of: "url(\"#", with: "url(\"#" + prefix + "-")
    }

    /// True when `reference` starts with a URL scheme (`https:`, `mailto:`, `data:`).
    static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":"), let first = reference.first, first.isASCII, first.isLetter else { return false }
        return reference[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }
}

/// A style sheet of a page: a file of the package, or a `<style>` element's text with the folder its URLs start from.
enum PrintSheet: Hashable {
    /// A style sheet file, by its path under `OEBPS/`.
    case file(String)
    /// A `<style>` element's text, and the folder (under `OEBPS/`) its URLs are relative to.
    case text(String, folder: String)
}
