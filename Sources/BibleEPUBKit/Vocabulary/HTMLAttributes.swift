/// Which attributes an EPUB 3 content document allows on each HTML element (tables generated from EPUBCheck's
/// schema by `Scripts/generate-attributes`), so the build can drop the rest instead of shipping an invalid book.
package enum HTMLAttributes {
    /// True when EPUBCheck accepts `name` on HTML element `element`. Prefixed names (`epub:type`, `xml:lang`) are
    /// checked elsewhere; `data-*` is always allowed; an element missing from the table keeps every attribute.
    /// `xml:base` never is: the schema allows it, but it would change how the book's rewritten links resolve.
    package static func isAllowed(_ name: String, on element: String) -> Bool {
        if name == "xml:base" { return false }
        if global.contains(name) || name.containsUTF8Byte(UInt8(ascii: ":")) || name.hasPrefix("data-") { return true }
        return byElement[element]?.contains(name) ?? true
    }

    /// True for the global attributes pages carry most (`class`, `id`, `style`, `title`, `lang`): allowed on every
    /// element, never obsolete, never an id reference or an ARIA attribute, so the per-attribute checks, each a hash
    /// lookup, can skip them. Compared as literals; a test holds each to the full rules.
    package static func isCommonGlobal(_ name: String) -> Bool {
        switch name {
        case "class", "id", "style", "title", "lang": return true
        default: return false
        }
    }
}
