/// Elements EPUBCheck rejects where they stand (RSC-005) although HTML5 parsers keep them there: a `figcaption`
/// outside a `figure` (and `summary`, `legend`, `option` outside theirs) becomes a `<div>` with its attributes and
/// content; a `<button>` inside a link (interactive content in interactive content) is unwrapped, keeping its text.
enum MisplacedElementRepair {
    /// The parents each element is allowed in.
    private static let parents: [String: Set<String>] = [
        "figcaption": ["figure"], "summary": ["details"], "legend": ["fieldset"],
        "option": ["select", "datalist", "optgroup"], "optgroup": ["select"],
    ]

    /// Repairs the children of `parent` in place, and the buttons inside it when it is a link.
    static func repairChildren(of parent: Element, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for case .element(let child) in parent.children where isPossiblyMisplaced(child.name) {
            guard let allowed = parents[child.name], !allowed.contains(parent.name) else { continue }
            diagnostics.append(Diagnostic(
                id: .markupMisplacedElement, severity: .info, file: file, line: child.line,
                message: "<\(child.name)> outside <\(allowed.sorted().joined(separator: "> or <"))> became a <div>, which XHTML allows there"))
            child.name = "div"
        }
        if parent.traits.contains(.anchor) { diagnostics += unwrapButtons(in: parent, file: file) }
        return diagnostics
    }

    /// Cheap first check: the names above start with f, s, l or o and have 6 to 10 bytes.
    private static func isPossiblyMisplaced(_ name: String) -> Bool {
        guard let first = name.utf8.first, (6...10).contains(name.utf8.count) else { return false }
        return first == UInt8(ascii: "f") || first == UInt8(ascii: "s") || first == UInt8(ascii: "l") || first == UInt8(ascii: "o")
    }

    private static func unwrapButtons(in link: Element, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        link.rewriteChildren { element in
            guard element.name == "button" else { return nil }
            diagnostics.append(Diagnostic(
                id: .markupMisplacedElement, severity: .info, file: file, line: element.line,
                message: "<button> inside a link was unwrapped (its content kept): XHTML allows no control inside <a>"))
            return element.children
        }
        return diagnostics
    }
}
