/// Groups of HTML element names the stages ask about: one place for each list, read by the markup layer (through
/// `ElementTraits`) and by the page stages alike.
package enum ElementGroups {
    /// Elements that close an open `<p>` in HTML5 (the HTML 4 builder nests some of them inside it).
    package static let block: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figcaption",
        "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "main", "menu",
        "nav", "ol", "p", "pre", "section", "table", "ul", "search",
    ]

    /// Elements that may hold phrasing content only (`p` is split by `StructureRepair`, `a` is transparent).
    package static let phrasingOnly: Set<String> = [
        "abbr", "b", "bdi", "bdo", "cite", "code", "dfn", "em", "i", "kbd", "mark", "q", "s", "samp", "small", "span",
        "strong", "sub", "sup", "time", "u", "var", "h1", "h2", "h3", "h4", "h5", "h6", "label", "button",
    ]

    /// HTML void elements: no content, no end tag.
    package static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr",
    ]

    /// Elements a book cannot carry, which the page normalizer removes or unwraps (every name its switch has a case for).
    package static let removed: Set<String> = [
        "script", "noscript", "style", "link", "meta", "title", "base", "template", "iframe", "frame", "frameset", "applet",
        "form", "input", "button", "select", "textarea", "datalist", "output",
    ]

    /// HTML elements whose attributes may name a file to package.
    package static let resources: Set<String> = ["img", "source", "video", "audio", "track", "embed", "input", "object"]

    /// Replaced and embedded elements: their box shows an image or media, never running text.
    package static let replaced: Set<String> = ["img", "svg", "video", "audio", "canvas", "iframe", "object", "embed", "picture", "image"]

    /// Elements that only make sense inside a table.
    package static let tableParts: Set<String> = ["caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"]

    /// Definition-list terms and descriptions.
    package static let terms: Set<String> = ["dt", "dd"]

    /// The headings.
    package static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Generic containers a page's chrome and wrappers sit in, whose children the page outline looks at. Lists,
    /// paragraphs, tables and sections hold content, not chrome. An `aside` that is not chrome itself may hold some
    /// (Erlang's guides: the `<nav>` in an `<aside>` whose class changes with the page).
    package static let outlineContainers: Set<String> = ["div", "center", "span", "form", "font", "aside"]
}
