import Dispatch

/// Readies the schema validator before the first page needs it. The process-wide tables (the grammar's patterns
/// and names) and a machine's first derivatives take 2 to 3 ms to build; built by the first page, they held up
/// every worker's first page. Started by `EPUBBuilder.prepare()` (the CLI calls it before it parses its arguments,
/// 2-3 ms on one core) or else when a build begins, they are built on another thread (when a build starts them, the
/// warm-up takes a core from the vault's scan, which walks its folders on both). Results do not depend on it: a
/// machine's memos only cache what it would compute anyway.
enum SchemaWarmUp {
    /// Starts the warm-up on a background thread and returns at once (once per process).
    static func start() {
        _ = started
    }

    private static let started: Bool = {
        Parallel.background.async {
            _ = SchemaMachinePool.shared.with { $0.firstViolation(in: samplePage()) }
        }
        return true
    }()

    /// A small valid page with the elements most pages are made of, so the derivatives for them are memoized.
    static func samplePage() -> Element {
        func element(_ name: String, _ attributes: [(String, String)] = [], _ children: [Node] = []) -> Node {
            .element(Element(name, attributes: attributes.map { Attribute($0.0, $0.1) }, children: children))
        }
        let head = element("head", [], [element("meta", [("charset", "utf-8")]), element("title", [], [.text("Sample")]),
                                        element("link", [("rel", "stylesheet"), ("type", "text/css"), ("href", "a.css")])])
        let paragraph = element("p", [("class", "a")], [.text("A "), element("a", [("href", "b.xhtml#c")], [.text("link")]),
                                                        element("em", [], [.text("b")]), element("code", [], [.text("c")]),
                                                        element("img", [("src", "d.png"), ("alt", "d")])])
        let body = element("body", [], [
            element("h1", [("id", "top")], [.text("Title")]), paragraph,
            element("ul", [], [element("li", [], [.text("item")])]),
            element("div", [], [element("span", [("style", "color: red")], [.text("s")])]),
            element("section", [], [element("h2", [], [.text("Part")]), element("pre", [], [.text("code")])]),
            element("figure", [], [element("img", [("src", "e.png"), ("alt", "")]), element("figcaption", [], [.text("f")])]),
            element("table", [], [element("tbody", [], [element("tr", [], [element("td", [], [.text("1")])])])]),
        ])
        return Element("html", attributes: [Attribute("lang", "en"), Attribute("xml:lang", "en")], children: [head, .text("\n"), body])
    }
}
