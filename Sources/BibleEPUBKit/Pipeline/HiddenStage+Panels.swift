extension HiddenStage {
    /// Gives every panel of a CSS-only tab set (an element a `CheckedPanel` names, after a radio button among its or
    /// its ancestors' earlier siblings) the `display` its `:checked` rule gives, in its `style` attribute, so that
    /// every tab shows; reported once per page and selector. Radio buttons only: tabs are a group of them, one checked
    /// as the page loads; a check box more often opens a site's menu, which is chrome, not a tab.
    static func show(_ panels: [CheckedPanel], in body: Element, page: ParsedPage) -> [Diagnostic] {
        var shown: [CheckedPanel: (line: Int, count: Int)] = [:]
        func visit(_ element: Element, afterToggle: Bool) {
            var toggleBefore = false
            for case .element(let child) in element.children {
                if isRadioButton(child) { toggleBefore = true; continue }
                let after = afterToggle || toggleBefore
                if after, let panel = panels.first(where: { $0.compound.matches(child) }), show(child, as: panel.display) {
                    shown[panel] = (shown[panel]?.line ?? child.line, (shown[panel]?.count ?? 0) + 1)
                }
                visit(child, afterToggle: after)
            }
        }
        visit(body, afterToggle: false)
        return shown.sorted { $0.value.line < $1.value.line }.map { panel, place in
            Diagnostic(id: .markupTabsShown, severity: .info, file: page.path, line: place.line,
                       message: "\(place.count) \(panel.compound.selector) shown: the stylesheet shows each only while its radio button is checked, which most readers cannot do; the book shows every tab, one after the other",
                       target: panel.compound.selector)
        }
    }

    /// A radio button, which a `:checked` rule reads.
    private static func isRadioButton(_ element: Element) -> Bool {
        element.name == "input" && element[attribute: "type"]?.lowercased() == "radio"
    }

    /// Sets `display` in `element`'s `style` attribute, unless the attribute already sets it.
    static func show(_ element: Element, as display: String) -> Bool {
        let own = element[attribute: "style"] ?? ""
        guard !own.lowercased().contains("display") else { return false }
        var kept = own.trimmingSpaces
        while kept.hasSuffix(";") { kept = String(kept.dropLast()).trimmingSpaces }
        element[attribute: "style"] = (kept.isEmpty ? "" : kept + "; ") + "display: \(display)"
        return true
    }
}
