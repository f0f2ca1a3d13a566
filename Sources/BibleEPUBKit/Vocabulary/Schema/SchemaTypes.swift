/// EPUBCheck's XHTML content document grammar as generated tables (`Scripts/generate-schema` writes the extension).
enum XHTMLSchemaTable {}

/// The kinds of RELAX NG pattern the simplified grammar has, numbered as the generated table numbers them;
/// `after` only appears in derived patterns (an element's content, then what follows the element).
enum SchemaPatternKind: UInt8, Sendable {
    case empty, notAllowed, text, choice, interleave, group, oneOrMore, element, attribute, data, value, list, after
}

/// An element named by a Schematron rule: a name, and optionally an attribute that is present, or absent or
/// different from a value (`h:input[not(@type='hidden')]`).
struct ElementSelector: Sendable {
    /// The element's local name.
    var element: String
    /// The attribute the rule tests, if any.
    var attribute: String?
    /// True: the attribute must be present; false: it must not equal `value` (or be absent).
    var present = true
    /// The value a `not(@a='v')` test excludes.
    var value: String?

    /// True when `element` is what the rule names.
    func matches(_ candidate: Element) -> Bool {
        guard candidate.name == element else { return false }
        guard let attribute else { return true }
        let found = candidate[attribute: attribute]
        return present ? found != nil : found != value
    }
}
