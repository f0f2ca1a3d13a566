/// The elements the repair pass may create around or before a child: the structural containers that only
/// group (a list item, a row, a cell, a description, a paragraph, a division), never one that hides its content
/// (`template`, `details`), makes it interactive (`a`, form controls) or gives it a role the author did not
/// (`caption`, `thead`, `tfoot`, a heading, `header`), so the text reads as the author wrote it.
enum Wrappers {
    /// The elements the pass creates (in MathML: a row, a table's row and cell, text).
    static let neutral: Set<String> = ["li", "ul", "dt", "dd", "dl", "tr", "td", "tbody", "table", "colgroup", "div", "span", "p",
                                       "m:mrow", "m:mtr", "m:mtd", "m:mtext"]

    /// True when the pass may create an element named `name` around content.
    static func mayCreate(_ name: String) -> Bool { neutral.contains(name) }

    /// True when the pass may insert an empty element named `name` where the grammar requires one (a `summary`
    /// first in `details`, a `dd` after a term): empty, it gives no content a new role; script-supporting
    /// elements are never required, so never inserted.
    static func mayInsert(_ name: String) -> Bool {
        name == "m:mrow" || (!["template", "script", "noscript", "style"].contains(name) && !name.contains(":"))
    }

    /// A new, empty element for the grammar's name `name` (`m:mrow` is a MathML `mrow`: its namespace follows
    /// from where it is put).
    static func element(_ name: String, children: [Node] = [], line: Int) -> Element {
        Element(local(name), children: children, line: line)
    }

    /// The local name of the grammar's name `name` (`mrow` for `m:mrow`).
    static func local(_ name: String) -> String {
        name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// The narrowest element `state` expects that the pass may create, that needs no attribute, and whose content
    /// `accepting` does not reject (ties go to the grammar's order); failing that, the narrowest chain of up to
    /// three such elements, outermost first (`tbody`, `tr`, `td` around text after a table's body).
    static func choose(_ machine: SchemaMachine, in state: Int32, depth: Int = 3, accepting: (Int32) -> Int32) -> [String]? {
        let options = openable(machine, in: state)
        if let direct = options.first(where: { accepting($0.opened) != SchemaPatterns.notAllowed }) {
            return [machine.names.name(direct.name)]
        }
        guard depth > 1 else { return nil }
        for option in options {
            if let inner = choose(machine, in: option.opened, depth: depth - 1, accepting: accepting) {
                return [machine.names.name(option.name)] + inner
            }
        }
        return nil
    }

    /// The elements `state` expects that the pass may create and that need no attribute, narrowest first.
    private static func openable(_ machine: SchemaMachine, in state: Int32) -> [(name: Int32, opened: Int32)] {
        var result: [(name: Int32, opened: Int32, breadth: Int)] = []
        for name in machine.expectedElements(state) where mayCreate(machine.names.name(name)) {
            let opened = machine.closeStartTag(machine.startTag(state, name))
            guard opened != SchemaPatterns.notAllowed else { continue }
            result.append((name, opened, machine.expectedElements(opened).count))
        }
        return result.enumerated().sorted { ($0.element.breadth, $0.offset) < ($1.element.breadth, $1.offset) }
            .map { ($0.element.name, $0.element.opened) }
    }

    /// Nested new elements named `chain` (outermost first) around `content`, at `line`; the outermost and the
    /// innermost.
    static func build(_ chain: [String], around content: [Node], line: Int) -> (outer: Element, inner: Element) {
        let inner = element(chain.last!, children: content, line: line)
        var outer = inner
        for name in chain.dropLast().reversed() { outer = element(name, children: [.element(outer)], line: line) }
        return (outer, inner)
    }
}
