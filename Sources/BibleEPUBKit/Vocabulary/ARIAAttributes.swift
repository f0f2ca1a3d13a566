/// ARIA states and properties that EPUBCheck 5.3.0's XHTML schema accepts on an element without an implicit role
/// only together with a `role` ("missing required attribute role", RSC-005). Both lists were measured by
/// building a page with each attribute on a `<div>`, and `aria-expanded` on each element, through EPUBCheck.
enum ARIAAttributes {
    /// Attributes that need a `role` on the elements below (the others, like `aria-label`, are global).
    static let roleBound: Set<String> = [
        "aria-autocomplete", "aria-checked", "aria-colcount", "aria-colindex", "aria-colspan", "aria-expanded",
        "aria-level", "aria-modal", "aria-multiline", "aria-orientation", "aria-posinset", "aria-pressed",
        "aria-readonly", "aria-required", "aria-rowcount", "aria-rowindex", "aria-rowspan", "aria-selected",
        "aria-setsize", "aria-sort", "aria-valuemax", "aria-valuemin", "aria-valuenow", "aria-valuetext",
    ]

    /// Elements with no implicit role of their own, on which `roleBound` attributes need a `role`.
    static let rolelessElements: Set<String> = [
        "abbr", "address", "audio", "b", "bdi", "bdo", "blockquote", "canvas", "cite", "code", "data", "del", "dfn",
        "div", "dl", "em", "figcaption", "hgroup", "hr", "i", "ins", "kbd", "mark", "p", "pre", "q", "rp", "rt",
        "ruby", "s", "samp", "small", "span", "strong", "sub", "sup", "table", "td", "time", "u", "var", "video",
    ]

    /// True when `attribute` on `element` (which has no `role`) would fail EPUBCheck.
    static func needsRole(_ attribute: String, on element: String) -> Bool {
        attribute.hasPrefix("aria-") && roleBound.contains(attribute) && rolelessElements.contains(element)
    }
}
