extension PageNormalizer {
    /// Removes elements a book cannot carry; returns their replacement, or nil to keep the element. In SVG and
    /// MathML (`inForeignContent`) only scripts and styles are taken out: an SVG `title` is the drawing's label.
    func handleRemovedElement(_ element: Element, inForeignContent: Bool) -> [Node]? {
        guard element.traits.contains(.removed) else { return nil } // spares every other element the switch
        if inForeignContent && element.name != "script" && element.name != "style" { return nil }
        switch element.name {
        case "script":
            if index.scripts == .keep {
                if let source = element[attribute: "src"] { element[attribute: "src"] = resolveResource(source, in: element) }
                return nil
            }
            report(.scriptElement, .warning, element, "<script> removed: e-book readers do not run it",
                   hint: "set 'scripts: keep' in book.yaml to keep scripts (the page is then marked scripted)")
            return []
        case "noscript":
            return index.scripts == .keep ? [] : noscriptReplacement(element)
        case "style":
            collectStyleBlock(element)
            return []
        case "link":
            collectLinkedStylesheet(element)
            return []
        case "meta", "title", "base", "template":
            return []
        case "form", "input", "button", "select", "textarea", "datalist", "output":
            return handleFormElement(element)
        case "iframe" where showsImage(element):
            // Doxygen's dependency graphs: `<iframe src="x__incl.svg">` around a note for browsers without SVG.
            report(.markupEmbeddedFrame, .info, element, "an <iframe> showing an image written as <img>", target: element[attribute: "src"])
            element.name = "img"
            element.attributes = [Attribute("src", element[attribute: "src"] ?? "")] + (element[attribute: "title"].map { [Attribute("alt", $0)] } ?? [])
            element.children = []
            return nil
        case "iframe", "frame", "frameset", "applet":
            report(.markupEmbeddedFrame, .warning, element, "<\(element.name)> removed: frames cannot be shown in a book",
                   target: element[attribute: "src"])
            return idAnchors(of: element, subtree: true)
        default:
            return nil
        }
    }

    /// With scripts removed, a `<noscript>` is what the reader sees: its content is kept (a lazy page's real
    /// images), unless it only speaks to a browser with JavaScript off ("JavaScript is disabled"): that is web chrome,
    /// removed. Either way reported once per page.
    private func noscriptReplacement(_ element: Element) -> [Node] {
        let text = element.textContent().lowercased()
        let hasMedia = element.descendants().contains { $0.traits.contains(.image) || ["picture", "video", "audio", "svg"].contains($0.name) }
        if !hasMedia && text.contains("script") { // "javascript" included
            webChrome.record(.webNoscript, .warning, line: element.line,
                             "<noscript> removed: it speaks to a browser with JavaScript off, which a book is not")
            return idAnchors(of: element, subtree: true)
        }
        if hasMedia && showsOnlyPromotedImages(element) {
            webChrome.record(.webNoscript, .info, line: element.line,
                             "<noscript> removed: its image is the lazy-loaded one the page shows already")
            return idAnchors(of: element, subtree: true)
        }
        webChrome.record(.webNoscript, .info, line: element.line,
                         "<noscript> unwrapped: with scripts removed, its content is what a reader sees")
        return idAnchors(of: element, subtree: false) + visitChildren(of: element, namespace: .html)
    }

    /// Whether `noscript` holds images only (no text), each one a lazy image of the page already shows (its promoted
    /// `data-src`): the fallback would show the figure twice.
    private func showsOnlyPromotedImages(_ noscript: Element) -> Bool {
        guard !promotedLazyImages.isEmpty, noscript.textContent().allSatisfy(\.isWhitespace) else { return false }
        let images = noscript.descendants().filter { $0.name == "img" }
        return !images.isEmpty && images.allSatisfy { image in
            guard let source = image[attribute: "src"], case .local(let path, _) = index.resolver.resolve(source, from: page.path) else { return false }
            return promotedLazyImages.contains(path)
        }
    }

    /// Web forms are site chrome in a book (search boxes, feedback forms), and EPUBCheck requires a page holding
    /// one to be marked scripted: by default a form is unwrapped (its text stays) and the controls in it removed,
    /// each kind reported once per page; `forms: keep` keeps them and marks the page scripted. Controls outside
    /// any form stay: they submit nothing, and some are content (a task list's disabled check boxes); a button or a
    /// select there only fed a script (below).
    private func handleFormElement(_ element: Element) -> [Node]? {
        if index.forms == .keep { return nil }
        let hint = "set 'forms: keep' in book.yaml to keep forms (the page is then marked scripted)"
        if element.name == "form" {
            webChrome.record(.webForm, .warning, line: element.line, "<form> removed (its content is kept): books do not submit forms", hint: hint)
            formDepth += 1
            defer { formDepth -= 1 }
            return idAnchors(of: element, subtree: false) + visitChildren(of: element, namespace: .html)
        }
        // Outside a form a button's only action is a script's (a menu toggle, a copy button, SQLite's "hide"): with
        // the scripts gone it is a dead control on the page (Erlang's guides: an icon above every chapter's heading).
        // One that names a panel (a tab, `aria-controls`: sphinx-tabs' "Bash", "PowerShell") labels the content it
        // shows, and stays.
        let scriptButton = element.name == "button" && index.scripts != .keep && element[attribute: "aria-controls"] == nil
            && element[attribute: "role"]?.lowercased() != "tab"
        if formDepth == 0 && element.name == "select" && index.scripts != .keep { return selectWrittenOut(element) }
        if formDepth == 0 { nameTaskCheckBox(element) }
        guard formDepth > 0 || scriptButton else { return nil }
        webChrome.record(.webFormControl, .warning, line: element.line, formDepth > 0 ? "<\(element.name)> removed: a form control does nothing in a book"
                         : "<button> removed: outside a form it only ran a script, and books run none", hint: hint)
        return idAnchors(of: element, subtree: true)
    }

    /// A `<label>` naming a control the build removed (as chrome: Furo's "Hide table of contents sidebar", the
    /// label of a toggle whose check box went with the sidebar) and holding none labels nothing: it is removed,
    /// reported once per page. Nil keeps the label (one naming a control the page never had keeps its text).
    func orphanLabelReplacement(_ element: Element) -> [Node]? {
        guard index.forms != .keep, let target = element[attribute: "for"], page.removedIDs.contains(target), page.idMap[target] == nil,
              !element.descendants().contains(where: { ["input", "select", "textarea", "button", "meter", "output", "progress"].contains($0.name) })
        else { return nil }
        webChrome.record(.webFormControl, .info, line: element.line, "<label> removed: the control it names is not in the book")
        return idAnchors(of: element, subtree: true)
    }

    /// A disabled check box outside any form is a task list's (GFM's `- [x]`): it shows a state, and is named by it
    /// (`aria-label` "done" or "not done"), as WCAG 4.1.2 asks of every control (axe-core's label) and no label does.
    private func nameTaskCheckBox(_ element: Element) {
        guard element.name == "input", element[attribute: "type"]?.lowercased() == "checkbox", element[attribute: "disabled"] != nil,
              element[attribute: "aria-label"] == nil, element[attribute: "aria-labelledby"] == nil, element[attribute: "title"] == nil,
              element[attribute: "id"] == nil else { return }
        element[attribute: "aria-label"] = element[attribute: "checked"] != nil ? "done" : "not done"
        report(.a11yCheckboxLabel, .info, element, "a task list's check box named by its state (aria-label=\"\(element[attribute: "aria-label"] ?? "")\")")
    }

    /// A `<select>` outside a form only fed a script (jQuery UI's demos: the effect to preview): with the scripts
    /// gone it chooses nothing, and a reading system shows one of its options, hiding the others. Its options are
    /// written out instead, separated by commas, so every word of them stays visible; reported once per page.
    private func selectWrittenOut(_ element: Element) -> [Node] {
        let options = element.descendants().filter { $0.name == "option" }
            .map { SourceText.collapseWhitespace($0.textContent()) }.filter { !$0.isEmpty }
        webChrome.record(.webFormControl, .info, line: element.line,
                         "<select> outside a form written out as its options: without its script it chooses nothing")
        guard !options.isEmpty else { return idAnchors(of: element, subtree: true) }
        let list = Element("span", attributes: element[attribute: "id"].map { [Attribute("id", $0)] } ?? [], line: element.line)
        list.children = [.text(options.joined(separator: ", "))]
        let innerIDs = element.descendants().flatMap { idAnchors(of: $0, subtree: false) } // the options' own ids
        return [.element(list)] + innerIDs
    }

    /// Empty `span`s keeping the ids of an element the build removes (its whole `subtree`'s, or its own when its
    /// content stays): the page's links were checked against the ids it was parsed with, so one pointing into the
    /// removed chrome still lands where it was.
    func idAnchors(of element: Element, subtree: Bool) -> [Node] {
        let elements = subtree ? [element] + element.descendants() : [element]
        return elements.compactMap { $0[attribute: "id"] }.map { .element(Element("span", attributes: [Attribute("id", $0)], line: element.line)) }
    }

    /// Drops inline event handlers (or marks the page scripted when scripts are kept).
    func cleanScripting(_ element: Element) {
        guard element.attributes.contains(where: isEventHandler) else { return }
        let handlers = element.attributes.filter(isEventHandler)
        if index.scripts == .keep { return }
        element.attributes.removeAll(where: isEventHandler)
        report(.scriptEventHandler, .warning, element,
               "inline event handler \(handlers.map(\.name).joined(separator: ", ")) removed",
               target: handlers.first?.name)
    }

    /// Whether the frame's `src` names an image file (by its extension): the frame only shows that image.
    private func showsImage(_ frame: Element) -> Bool {
        guard let source = frame[attribute: "src"] else { return false }
        switch resolve(source) {
        case .local(let path, _), .caseMismatch(let path, _, _), .missing(let path, _):
            return MediaTypes.forPath(path).map(MediaTypes.isImage) ?? false
        default:
            return false
        }
    }

    private func isEventHandler(_ attribute: Attribute) -> Bool { ManifestProperties.isEventHandler(attribute.name) }

    /// The valid name for an obsolete or unknown element, or nil when it is valid.
    func renameUnknownElement(_ element: Element) -> String? {
        if element.traits.contains(.known) { return nil }
        if let replacement = HTMLVocabulary.obsoleteReplacements[element.name] {
            report(.markupObsoleteElement, .info, element, "obsolete <\(element.name)> written as <\(replacement)>")
            return replacement
        }
        let hasBlocks = element.children.contains(where: StructureRepair.isBlock)
        let replacement = hasBlocks ? "div" : "span"
        report(.markupUnknownElement, .warning, element,
               "<\(element.name)> is not an HTML element; written as <\(replacement)>")
        return replacement
    }

    /// Drops attributes that are not valid XML names or not allowed on the element, and remaps id references.
    func cleanAttributes(of element: Element) {
        convertObsoleteAttributes(of: element)
        restyleAttribute(of: element)
        let role = element[attribute: "role"]
        let hasRole = role != nil
        if let role { addRequiredLevel(to: element, role: role) }
        guard element.attributes.contains(where: { needsCleaning($0, on: element.name, hasRole: hasRole) }) else { return }
        var kept: [Attribute] = []
        var notAllowed: [String] = [], needingRole: [String] = []
        for attribute in element.attributes {
            if attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") { continue }
            guard XHTMLSerializer.isSerializable(attribute.name) else {
                report(.markupInvalidAttribute, .warning, element, "attribute '\(attribute.name)' is not a valid name and was dropped")
                continue
            }
            guard HTMLAttributes.isAllowed(attribute.name, on: element.name) else {
                notAllowed.append(attribute.name)
                continue
            }
            if !hasRole, ARIAAttributes.needsRole(attribute.name, on: element.name) {
                needingRole.append(attribute.name)
                continue
            }
            if HTMLVocabulary.idReferenceAttributes.contains(attribute.name) {
                let tokens = attribute.value.split(whereSeparator: \.isWhitespace)
                let mapped = tokens.compactMap { page.idMap[String($0)] }
                if !mapped.isEmpty { kept.append(Attribute(attribute.name, mapped.joined(separator: " "))) }
                if mapped.count != tokens.count {
                    let missing = tokens.filter { page.idMap[String($0)] == nil }.joined(separator: " ")
                    report(.markupIdrefMissing, .info, element,
                           "\(attribute.name)=\"\(missing)\" on <\(element.name)> names ids the page does not have: dropped")
                }
                continue
            }
            kept.append(attribute)
        }
        element.attributes = kept
        if !needingRole.isEmpty {
            report(.markupAriaNeedsRole, .warning, element,
                   "\(needingRole.map { "'\($0)'" }.joined(separator: ", ")) \(needingRole.count == 1 ? "needs" : "need") a role on <\(element.name)> in EPUB 3; dropped",
                   target: needingRole[0], hint: "give the element the role of the widget it stands for, e.g. role=\"checkbox\"")
        }
        guard !notAllowed.isEmpty else { return }
        report(.markupUnknownAttribute, .warning, element,
               "\(notAllowed.map { "'\($0)'" }.joined(separator: ", ")) not allowed on <\(element.name)> in EPUB 3; dropped",
               target: notAllowed[0], hint: "keep custom data in data-* attributes")
    }

    /// `role="heading"` needs `aria-level` (WCAG 4.1.2; axe-core's aria-required-attr): without one, the level ARIA
    /// gives the role by default, 2, is written (a Sphinx toctree caption, `<p class="caption" role="heading">`).
    private func addRequiredLevel(to element: Element, role: String) {
        guard role.split(whereSeparator: \.isWhitespace).first?.lowercased() == "heading", element[attribute: "aria-level"] == nil else { return }
        element[attribute: "aria-level"] = "2"
        report(.markupAttributeAdded, .info, element, "role=\"heading\" without aria-level: aria-level=\"2\", ARIA's default for the role")
    }

    /// True when `attribute` is a namespace declaration, an invalid name, not allowed on `element`, an id reference,
    /// or an ARIA attribute that needs the role `element` lacks.
    private func needsCleaning(_ attribute: Attribute, on element: String, hasRole: Bool) -> Bool {
        !HTMLAttributes.isCommonGlobal(attribute.name) && needsCleaningChecked(attribute, on: element, hasRole: hasRole)
    }

    private func needsCleaningChecked(_ attribute: Attribute, on element: String, hasRole: Bool) -> Bool {
        attribute.name.hasPrefix("xmlns") || !XHTMLSerializer.isSerializable(attribute.name)
            || HTMLVocabulary.idReferenceAttributes.contains(attribute.name) || !HTMLAttributes.isAllowed(attribute.name, on: element)
            || (!hasRole && ARIAAttributes.needsRole(attribute.name, on: element))
    }

    /// Writes HTML 4 presentational attributes as inline CSS (or drops them), reporting which.
    private func convertObsoleteAttributes(of element: Element) {
        guard let conversion = ObsoleteAttributes.convert(element.name, element.attributes) else { return }
        element.attributes = conversion.attributes
        let converted = conversion.converted.isEmpty ? [] : ["\(conversion.converted.joined(separator: ", ")) written as CSS"]
        let dropped = conversion.dropped.isEmpty ? [] : ["\(conversion.dropped.joined(separator: ", ")) dropped (no CSS equivalent)"]
        let defaults = conversion.defaults.isEmpty ? [] : ["\(conversion.defaults.joined(separator: ", ")) dropped (it asked for the default)"]
        report(.markupObsoleteAttribute, .info, element,
               "obsolete attributes on <\(element.name)>: " + (converted + dropped + defaults).joined(separator: "; "))
    }
}
