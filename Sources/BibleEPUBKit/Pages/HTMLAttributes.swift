/// Which attributes an EPUB 3 content document allows on each HTML element (tables generated from EPUBCheck's
/// schema by `Scripts/generate-attributes`), so the build can drop the rest instead of shipping an invalid book.
public enum HTMLAttributes {
    /// True when EPUBCheck accepts `name` on HTML element `element`. Prefixed names (`epub:type`, `xml:lang`) are
    /// checked elsewhere; `data-*` is always allowed; an element missing from the table keeps every attribute.
    public static func isAllowed(_ name: String, on element: String) -> Bool {
        if global.contains(name) || name.containsUTF8Byte(UInt8(ascii: ":")) || name.hasPrefix("data-") { return true }
        return byElement[element]?.contains(name) ?? true
    }
}
