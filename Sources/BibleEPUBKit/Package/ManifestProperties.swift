/// The manifest properties a content document requires, read from the document as it is written (after every
/// repair), by EPUBCheck's rules: `scripted` for a script, an event handler or a form; `svg` for inline SVG;
/// `mathml` for MathML; `switch` for `epub:switch`; `remote-resources` for an embedded resource on the web. Read
/// from the final tree, so a property is never missing (OPF-014) and never claimed without cause (OPF-015).
package enum ManifestProperties {
    /// The properties `root` (a page's `html` element) requires.
    package static func required(by root: Element) -> Set<String> {
        var found: Set<String> = []
        visit(root, into: &found)
        return found
    }

    private static func visit(_ element: Element, into found: inout Set<String>) {
        let traits = element.traits
        if traits.contains(.svg) { found.insert("svg") }
        if traits.contains(.math) { found.insert("mathml") }
        switch element.name {
        case "script", "form": found.insert("scripted")
        case "epub:switch": found.insert("switch")
        default: break
        }
        for attribute in element.attributes {
            if isEventHandler(attribute.name) { found.insert("scripted") }
            if traits.contains(.resource), remoteAttributes.contains(attribute.name), isRemote(attribute.value) {
                found.insert("remote-resources")
            }
        }
        for case .element(let child) in element.children { visit(child, into: &found) }
    }

    /// Attributes whose URL a reading system fetches to show the element (links are not resources).
    private static let remoteAttributes: Set<String> = ["src", "data", "poster"]

    /// `onclick` and its kind, as EPUBCheck and the script cleaner read them.
    static func isEventHandler(_ name: String) -> Bool {
        let bytes = name.utf8
        return bytes.count > 2 && bytes.first == UInt8(ascii: "o") && bytes.dropFirst().first == UInt8(ascii: "n")
    }

    private static func isRemote(_ value: String) -> Bool {
        let lowered = value.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }
}
