extension HiddenStage {
    /// Shows what a stylesheet hides until a click runs a script: an element a `toggled` compound matches (with its
    /// ancestors) right after an element that carries or holds an inline click handler gets its usual `display` in
    /// its `style` attribute. SQLite's documentation outline hides every sub-list (`.showhide ul { display: none }`)
    /// and opens one when the link before it is clicked (`<a onclick='showhide(2)'>`); the book has no scripts, so it
    /// shows them all, as `style.script-hidden` shows what a `style` attribute hid. Reported once per page and selector.
    static func open(_ toggled: [HiddenCompound], in body: Element, page: ParsedPage) -> [Diagnostic] {
        // A page whose scripts attach their handlers from a file (jQuery in scaladoc's template.js) shows no
        // onclick: there a hidden block of running text (a member's full comment) is what a click opened.
        // Scanned for only when a hidden block of running text is met without a click handler before it.
        lazy var ranScripts = ScriptHiddenStyles.hasScripts(page.source)
        var opened: [HiddenCompound: Opened] = [:]
        var outer: [Element] = []
        func visit(_ element: Element) {
            outer.append(element)
            var previous: Element?
            for case .element(let child) in element.children {
                if let previous, let display = usualDisplay[child.name],
                   let compound = toggled.first(where: { $0.matches(child, inside: outer) }) {
                    let clicked = hasClickHandler(previous)
                    if clicked || (holdsRunningText(child) && ranScripts), show(child, as: display) {
                        opened[compound, default: Opened(line: child.line, clicked: clicked)].count += 1
                    }
                }
                previous = child
                visit(child)
            }
            outer.removeLast()
        }
        visit(body)
        return opened.sorted { $0.value.line < $1.value.line }.map { compound, place in
            let until = place.clicked ? "until a click on what comes before each runs a script" : "until the page's scripts show them"
            return Diagnostic(id: .styleScriptHidden, severity: .info, file: page.path, line: place.line,
                              message: "\(place.count) \(compound.selector) shown: the stylesheet hides them \(until); the book has no scripts",
                              target: compound.selector)
        }
    }

    /// What was opened for one selector on a page.
    private struct Opened {
        let line: Int
        let clicked: Bool
        var count = 0
    }

    /// The `display` a browser gives the block containers a click may open.
    private static let usualDisplay: [String: String] = {
        var displays = Dictionary(uniqueKeysWithValues: ElementGroups.block.subtracting(["hr", "table"]).map { ($0, "block") })
        displays["table"] = "table"
        displays["li"] = "list-item"
        return displays
    }()

    /// Whether `element` holds running text: a few words at least, twice as much outside links as in them (a hidden
    /// menu or a dropdown of links is chrome, not text a click opened). Letters are counted, not spaces.
    private static func holdsRunningText(_ element: Element) -> Bool {
        var linked = 0
        for link in element.descendants() where link.name == "a" { linked += link.textContent().filter { !$0.isWhitespace }.count }
        let text = element.textContent().filter { !$0.isWhitespace }.count
        return text >= 20 && text > 2 * linked
    }

    /// Whether `element` or an element inside it has an `onclick` attribute.
    private static func hasClickHandler(_ element: Element) -> Bool {
        element[attribute: "onclick"] != nil || element.descendants().contains { $0[attribute: "onclick"] != nil }
    }
}
