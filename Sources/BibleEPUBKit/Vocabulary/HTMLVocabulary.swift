/// The HTML5 element names an EPUB 3 content document may use, and replacements for obsolete ones.
package enum HTMLVocabulary {
    /// Every element name valid in an XHTML content document.
    package static let elements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "body", "br",
        "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details",
        "dfn", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1",
        "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins",
        "kbd", "label", "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav", "object", "ol",
        "optgroup", "option", "output", "p", "param", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s",
        "samp", "section", "select", "small", "source", "span", "strong", "style", "sub", "summary", "sup", "table",
        "tbody", "td", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "u", "ul", "var", "video",
        "wbr", "svg", "math", "search", "script",
    ]

    /// Obsolete elements and the valid element that keeps their meaning best.
    package static let obsoleteReplacements: [String: String] = [
        "center": "div", "font": "span", "big": "span", "tt": "code", "strike": "s", "acronym": "abbr",
        "blink": "span", "marquee": "div", "dir": "ul", "nobr": "span", "xmp": "pre", "listing": "pre",
        "plaintext": "pre", "basefont": "span", "spacer": "span", "rb": "span", "rtc": "span",
    ]

    /// Attributes whose value names ids in the same page (space-separated).
    package static let idReferenceAttributes: Set<String> = [
        "for", "headers", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-flowto",
        "aria-activedescendant", "aria-details", "aria-errormessage", "list", "form",
    ]
}
