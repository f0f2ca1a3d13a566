/// Repairs elements libxml2's HTML 4 tree builder leaves where XHTML forbids them (EPUBCheck RSC-005):
/// cells straight inside a table get the row HTML5 parsers imply; table parts outside any table lose their tag,
/// keeping their content, as HTML5 parsers ignore those tags; list items outside a list get a `<ul>`, terms and
/// definitions outside a `<dl>` get one.
enum ContentModelRepair {
    /// Elements whose children may be table parts.
    private static let containers: Set<String> = ["table", "thead", "tbody", "tfoot", "tr", "colgroup"]

    /// Repairs the children of `parent` in place (their own children are already repaired).
    static func repairChildren(of parent: Element, file: String) -> [Diagnostic] {
        let tables = repairTableParts(of: parent, file: file), lists = repairListItems(of: parent, file: file)
        return lists.isEmpty ? tables : tables + lists
    }

    private static func repairTableParts(of parent: Element, file: String) -> [Diagnostic] {
        guard parent.children.contains(where: isPossiblePart) else { return [] }
        var diagnostics: [Diagnostic] = []
        switch parent.name {
        case "table", "thead", "tbody", "tfoot":
            parent.children = wrap(parent.children, wrapping: ["td", "th"], in: "tr") { row in
                diagnostics.append(Diagnostic(
                    id: .markupImpliedTableRow, severity: .info, file: file, line: row.line,
                    message: "table cells directly inside <\(parent.name)> were put in a <tr>, as HTML5 parsers do"))
            }
            if parent.name == "table" {
                parent.children = wrap(parent.children, wrapping: ["col"], in: "colgroup") { _ in }
                parent.children = bodyForLooseRows(parent.children)
            }
        case _ where containers.contains(parent.name):
            break
        default:
            parent.children = Element.unwrapping(parent.children, where: { $0.traits.contains(.tablePart) }) { part in
                diagnostics.append(Diagnostic(
                    id: .markupStrayTablePart, severity: .warning, file: file, line: part.line,
                    message: "<\(part.name)> outside a table: its table tags were dropped and the content kept, as HTML5 parsers do",
                    hint: "put the cells in <table><tr>…</tr></table>"))
            }
        }
        return diagnostics
    }

    /// Rows straight inside a table that also has a `thead`, `tbody` or `tfoot` (javadoc's header row before its
    /// `tbody`) go in the `tbody` HTML5 parsers imply for them; XHTML allows rows or row groups, not both. Left
    /// alone, the schema repair would have nested the row group in a new table inside a cell of the first column.
    private static func bodyForLooseRows(_ children: [Node]) -> [Node] {
        var hasRow = false, hasGroup = false
        for case .element(let child) in children {
            if child.name == "tr" { hasRow = true } else if ["thead", "tbody", "tfoot"].contains(child.name) { hasGroup = true }
        }
        return hasRow && hasGroup ? wrap(children, wrapping: ["tr"], in: "tbody") { _ in } : children
    }

    /// `li` outside `ul`/`ol`/`menu` and `dt`/`dd` outside `dl` (or a `div` in one) are wrapped in the list
    /// they belong to. A `div` child's terms are handled here, one level up, where it is known whether it sits in a `dl`.
    private static func repairListItems(of parent: Element, file: String) -> [Diagnostic] {
        guard !PhrasingRepair.movesListItems(out: parent) else { return [] } // its list items move up out of it
        var hasItem = false, hasTerm = false, divisionsWithTerms: [Element] = []
        for case .element(let child) in parent.children {
            let traits = child.traits
            if traits.contains(.listItem) {
                hasItem = true
            } else if traits.contains(.term) {
                hasTerm = true
            } else if traits.contains(.block), child.name == "div", child.children.contains(where: isTerm) {
                divisionsWithTerms.append(child)
            }
        }
        guard hasItem || hasTerm || !divisionsWithTerms.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        let implied = { (made: Element) in
            diagnostics.append(Diagnostic(
                id: .markupImpliedList, severity: .info, file: file, line: made.line,
                message: "list items outside a list were put in a <\(made.name)>, which XHTML requires"))
        }
        if hasItem, !["ul", "ol", "menu"].contains(parent.name) {
            parent.children = wrap(parent.children, wrapping: ["li"], in: "ul", created: implied)
        }
        guard parent.name != "dl" else { return diagnostics }
        if hasTerm, parent.name != "div" {
            parent.children = wrap(parent.children, wrapping: ElementGroups.terms, in: "dl", created: implied)
        }
        for division in divisionsWithTerms {
            division.children = wrap(division.children, wrapping: ElementGroups.terms, in: "dl", created: implied)
        }
        return diagnostics
    }

    private static func isTerm(_ node: Node) -> Bool {
        if case .element(let element) = node { return element.traits.contains(.term) }
        return false
    }

    private static func isPossiblePart(_ node: Node) -> Bool {
        if case .element(let element) = node { return element.traits.contains(.tablePart) }
        return false
    }

    /// Runs of `names` (with the white space between them) moved into new `container` elements.
    private static func wrap(_ children: [Node], wrapping names: Set<String>, in container: String,
                             created: (Element) -> Void) -> [Node] {
        var result: [Node] = []
        var open: Element?
        for child in children {
            switch child {
            case .element(let element) where names.contains(element.name):
                if open == nil {
                    let made = Element(container, line: element.line)
                    created(made)
                    result.append(.element(made))
                    open = made
                }
                open!.children.append(child)
            case .text(let text) where open != nil && text.allSatisfy(\.isWhitespace):
                open!.children.append(child)
            default:
                open = nil
                result.append(child)
            }
        }
        return result
    }
}
