/// `style.script-hidden`: content a script was to show. A page that runs scripts hides parts of itself with
/// `style="display: none"` until a click or a script opens them (Doxygen's file and class trees, disclosure
/// sections); the book has no scripts (`scripts: remove`), so nothing would ever show them. On such pages the
/// `display: none` of `style` attributes is removed and the content shows. Only style attributes, and only on pages
/// that had scripts: what a stylesheet hides for good (tooltips, print-only parts) stays as the author styled it.
enum ScriptHiddenStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleScriptHidden

    /// Removes `display: none` from `editor`'s rules.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: ["display"]) {
            for declaration in rule.declarations where declaration.name == "display" {
                if editor.resolvedTokens(declaration).first?.value.asciiLowercased == "none" {
                    editor.remove(declaration, of: rule, id: id)
                }
            }
        }
    }

    /// Whether the page's source holds a `<script` element (any letter case).
    static func hasScripts(_ source: [UInt8]) -> Bool {
        let name = Array("script".utf8)
        var index = 0
        while let open = source.firstIndex(ofByte: UInt8(ascii: "<"), from: index) {
            index = open + 1
            guard open + 7 <= source.count else { return false }
            if (0..<6).allSatisfy({ source[open + 1 + $0] | 0x20 == name[$0] }) { return true }
        }
        return false
    }
}
