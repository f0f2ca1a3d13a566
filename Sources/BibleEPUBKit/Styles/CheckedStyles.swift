/// A compound a stylesheet shows only while a radio button (or check box) before it is checked: a CSS-only tab panel
/// (`.tab > input:checked ~ .panel { display: block }`, with `.tab > .panel { display: none }`).
package struct CheckedPanel: Hashable, Sendable {
    /// The panel's compound (`.panel`); its ancestors are not kept: the rule's other compounds name the control.
    package var compound: HiddenCompound
    /// The `display` value the rule gives it (`block`).
    package var display: String
}

/// What a stylesheet shows only under `:checked`. Sphinx's console tabs, MkDocs's content tabs, sphinx-design's and
/// sphinx-inline-tabs' tab sets show one panel at a time, the one whose radio button is checked; the others are
/// `display: none` until the reader clicks. A book is read page by page, on readers that mostly cannot click a radio
/// button, so the book shows every panel, one after the other, as print does.
package enum CheckedStyles {
    /// The panels `css` shows only under `:checked`, in order of the rules.
    package static func panels(in css: String) -> [CheckedPanel] {
        mayShow(css) ? panels(in: StyleSheet(css)) : []
    }

    /// False when `css` has no `:checked` (any letter case; checked on bytes, before any parsing).
    static func mayShow(_ css: String) -> Bool {
        css.withUTF8Bytes { $0.firstIndex(ofIgnoringASCIICase: ":checked", from: 0) != nil }
    }

    /// The panels a parsed sheet shows only under `:checked`.
    static func panels(in sheet: StyleSheet) -> [CheckedPanel] {
        var panels: [CheckedPanel] = []
        for rule in sheet.rules(declaring: ["display"]) where rule.conditions.isEmpty {
            guard let declaration = rule.declarations.last(where: { $0.name == "display" }),
                  let first = declaration.tokens.first, first.kind == .ident else { continue }
            let display = first.value.asciiLowercased
            guard display != "none" else { continue }
            for selector in rule.selectors {
                guard let compound = panel(of: selector) else { continue }
                let panel = CheckedPanel(compound: compound, display: display)
                if !panels.contains(panel) { panels.append(panel) }
            }
        }
        return panels
    }

    /// The subject of a selector whose earlier compounds hold `:checked` (not `:not(:checked)`), when the subject
    /// is a simple compound with a class or an id (`.c-content-unix` in `.block > .c-tab-unix:checked ~ .c-content-unix`).
    static func panel(of selector: String) -> HiddenCompound? {
        let trimmed = selector.trimmingSpaces
        guard let split = trimmed.lastIndex(where: { " \t\n\r\u{0C}>+~".contains($0) }) else { return nil }
        let context = trimmed[..<split].lowercased()
        guard context.contains(":checked"), !context.contains(":not(:checked") else { return nil }
        guard let subject = HiddenStyles.simpleCompound(trimmed[trimmed.index(after: split)...]),
              !subject.classes.isEmpty || subject.id != nil else { return nil }
        return subject
    }
}
