/// How the repair pass makes an element's attributes fit, and the Schematron rules on ancestors and attributes.
extension SchemaRepair {
    /// Keeps the attributes the grammar allows; rewrites a value that does not fit to the nearest one it lists
    /// (`border="2"` on a table: `"1"`), or drops the attribute. Returns the state with the attributes read.
    func fitAttributes(of element: Element, in state: Int32) -> Int32 {
        var current = state
        var kept: [Attribute] = []
        kept.reserveCapacity(element.attributes.count)
        for var attribute in element.attributes {
            if SchemaMachine.isIgnored(attribute.name) { kept.append(attribute); continue }
            guard let value = vocabularyChecked(attribute, on: element) else { continue }
            attribute.value = value
            let name = machine.names.number(of: attribute.name)
            var next = machine.attribute(current, name, value)
            if next == SchemaPatterns.notAllowed, let rewritten = rewrite(value, name: name, in: current) {
                ledger.record(.markupAttributeRewritten, .info, line: element.line,
                              "\(attribute.name)=\"\(value)\" is not a value <\(element.name)> takes: now \"\(rewritten)\"")
                attribute.value = rewritten
                next = machine.attribute(current, name, rewritten)
            }
            guard next != SchemaPatterns.notAllowed else {
                let why = machine.valuePatterns(current, name).isEmpty ? "is not an attribute of" : "has a value not allowed on"
                ledger.record(.markupAttributeDropped, .warning, line: element.line,
                              "\(attribute.name) \(why) <\(element.name)> here: dropped")
                continue
            }
            current = next
            kept.append(attribute)
        }
        element.attributes = kept
        return current
    }

    /// Makes an HTML element (child of `parent`) keep the Schematron rules on values that the grammar cannot express:
    /// `xml:lang` takes the value of `lang` (the page was read as HTML, where `lang` is the one that counts); a
    /// track's blank `label` and the `default` of a second default track are dropped.
    func fitValueRules(of element: Element, parent: Element?) {
        if SchemaRuleContext.languagesDiffer(element), let lang = element[attribute: "lang"] {
            ledger.record(.markupAttributeRewritten, .info, line: element.line,
                          "xml:lang=\"\(element[attribute: "xml:lang"] ?? "")\" differs from lang=\"\(lang)\" on <\(element.name)>: now \"\(lang)\"")
            element[attribute: "xml:lang"] = lang
        }
        if element.name == "select" {
            for option in SchemaRuleContext.selectedOptionsAfterFirst(element) {
                dropAttribute("selected", of: option, because: "repeats an earlier option's in a select without multiple")
            }
        }
        guard element.name == "track" else { return }
        if SchemaRuleContext.hasBlankLabel(element) { dropAttribute("label", of: element, because: "is blank") }
        // The parent's children are being refitted (its list is rebuilt), so earlier default tracks are counted here.
        guard element[attribute: "default"] != nil, let parent else { return }
        if !parentsWithDefaultTrack.insert(ObjectIdentifier(parent)).inserted {
            dropAttribute("default", of: element, because: "repeats an earlier track's (one default track per media element)")
        }
    }

    /// Names each map whose `id` and `name` differ after its id, and points the page's `usemap`s at the new name
    /// (links may target the id); then gives each map that repeats another's name a name of its own. Run on the
    /// whole tree before the fit, which takes lists apart as it goes.
    func renameMaps(in root: Element) {
        let elements = root.descendants()
        for map in elements where map.name == "map" && SchemaRuleContext.mapNameDiffers(map) {
            guard let id = map[attribute: "id"], let name = map[attribute: "name"] else { continue }
            ledger.record(.markupAttributeRewritten, .info, line: map.line,
                          "<map name=\"\(name)\"> has id \"\(id)\", which EPUBCheck requires to be the same: now name=\"\(id)\"")
            map[attribute: "name"] = id
            for element in elements where element[attribute: "usemap"] == "#" + name { element[attribute: "usemap"] = "#" + id }
        }
        renameRepeatedMapNames(among: elements)
    }

    /// Of the maps sharing a name (Schematron map.name: one map per name), the one with an id (its name must be its
    /// id) or else the first keeps it, and the page's `usemap`s keep pointing at that one; each other map is
    /// renamed `name-2`, `name-3`… (a name no map and no id of the page has) and reported.
    private func renameRepeatedMapNames(among elements: [Element]) {
        let maps = elements.filter { $0.name == "map" && $0[attribute: "name"] != nil }
        let sharing = Dictionary(grouping: maps) { $0[attribute: "name"] ?? "" }.filter { $0.value.count > 1 }
        guard !sharing.isEmpty else { return }
        var taken = Set(maps.compactMap { $0[attribute: "name"] }).union(elements.compactMap { $0[attribute: "id"] })
        for map in maps {
            guard let name = map[attribute: "name"], let group = sharing[name], map[attribute: "id"] == nil,
                  map !== (group.first { $0[attribute: "id"] != nil } ?? group[0]) else { continue }
            var counter = 2
            while taken.contains("\(name)-\(counter)") { counter += 1 }
            let renamed = "\(name)-\(counter)"
            taken.insert(renamed)
            map[attribute: "name"] = renamed
            ledger.record(.markupAttributeRewritten, .info, line: map.line,
                          "<map name=\"\(name)\"> shares its name with another map, which EPUBCheck forbids: now name=\"\(renamed)\"")
        }
    }

    private func dropAttribute(_ name: String, of element: Element, because reason: String) {
        ledger.record(.markupAttributeDropped, .warning, line: element.line, "<\(element.name) \(name)> \(reason): dropped")
        element[attribute: name] = nil
    }

    /// The state once `element`'s start tag closes, adding an attribute the grammar requires when one with an
    /// empty or listed value satisfies it; nil when none does (the caller renames or unwraps the element).
    func closeStartTag(of element: Element, in state: Int32) -> Int32? {
        let closed = machine.closeStartTag(state)
        if closed != SchemaPatterns.notAllowed { return closed }
        for candidate in machine.attributeCandidates(state) {
            let next = machine.closeStartTag(machine.attribute(state, candidate.name, candidate.value))
            guard next != SchemaPatterns.notAllowed else { continue }
            let name = machine.names.name(candidate.name)
            element.attributes.append(Attribute(name, candidate.value))
            ledger.record(.markupAttributeAdded, .info, line: element.line,
                          "<\(element.name)> requires \(name): \(name)=\"\(candidate.value)\" added")
            return next
        }
        return nil
    }

    /// A value that fits where `value` does not: the same with white space collapsed, lowercased, or, for a
    /// number, the nearest number the grammar lists.
    private func rewrite(_ value: String, name: Int32, in state: Int32) -> String? {
        let collapsed = SchemaDatatype.collapsed(value)
        var candidates = [collapsed, collapsed.lowercased()]
        let listed = machine.valuePatterns(state, name).flatMap(machine.literalValues)
        if let number = Double(collapsed) {
            candidates += listed.compactMap { literal in Double(literal).map { (literal, abs($0 - number)) } }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
        return candidates.first { $0 != value && machine.attribute(state, name, $0) != SchemaPatterns.notAllowed }
    }

    /// The value with the tokens EPUBCheck's Schematron rejects taken out (deprecated DPUB-ARIA roles, references
    /// to ids the page lacks or to elements of the wrong kind or place); nil when none is left.
    private func vocabularyChecked(_ attribute: Attribute, on element: Element) -> String? {
        guard SchemaRuleContext.checkedAttributes.contains(attribute.name) else { return attribute.value }
        let tokens = attribute.value.split(whereSeparator: \.isWhitespace)
        if attribute.name == "role" {
            let kept = tokens.filter { !SchemaRuleContext.deprecatedRoles.contains(String($0)) }
            guard kept.count != tokens.count else { return attribute.value }
            ledger.record(.markupRoleDeprecated, .info, line: element.line,
                          "role \"\(attribute.value)\" is deprecated in DPUB-ARIA 1.1: dropped (a list item needs no role)")
            return kept.isEmpty ? nil : kept.joined(separator: " ")
        }
        guard let rule = IDReferenceRule.rule(for: attribute.name, on: element, in: namespace(of: element)),
              let targets else { return attribute.value }
        let kept = tokens.filter { targets.accepts($0, rule: rule, on: element, ancestors: ancestors) }
        guard kept.count != tokens.count else { return attribute.value }
        let dropped = tokens.filter { !kept.contains($0) }
        ledger.record(.markupIdrefMissing, .info, line: element.line, dropped.contains { !targets.contains(String($0)) }
            ? "\(attribute.name) names ids the page does not have: those were dropped"
            : "<\(element.name) \(attribute.name)=\"\(dropped.joined(separator: " "))\"> must name \(rule.expected) (EPUBCheck's rule): dropped")
        return kept.isEmpty ? nil : kept.joined(separator: " ")
    }

    /// True when EPUBCheck's Schematron forbids `element` where it stands (an `a` inside an `a`, a `bdo` without
    /// `dir`). Where the rule turns on an attribute (`img[ismap]` outside a link), the attribute is dropped and the
    /// element stays.
    func breaksAncestorRules(_ element: Element) -> Bool {
        for rule in SchemaRuleContext.placementRules(of: element) {
            if let broken = rule.broken(by: element, ancestors: ancestors), !dropCondition(rule.selector, of: element, broken) {
                return true
            }
        }
        return false
    }

    private func dropCondition(_ selector: ElementSelector, of element: Element, _ rule: String) -> Bool {
        guard let attribute = selector.attribute, selector.present else { return false }
        element[attribute: attribute] = nil
        ledger.record(.markupAttributeDropped, .warning, line: element.line,
                      "<\(element.name) \(attribute)> \(rule) breaks EPUBCheck's rules: \(attribute) dropped")
        return true
    }
}
