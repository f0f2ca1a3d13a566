/// The Schematron rules of EPUBCheck's XHTML schema the generated tables carry, checked element by element:
/// elements forbidden inside others or required inside others, attributes an element needs, deprecated roles,
/// attributes that must name ids of the page, and map names used once per page.
struct SchemaRuleContext {
    /// The elements open above the one being checked, outermost first.
    var ancestors: [Element] = []
    private let root: Element
    private var knownTargets: IDReferenceTargets?
    private var knownRepeatedMapNames: Set<String>?

    /// A context for the page whose `html` element is `root`.
    init(root: Element) { self.root = root }

    /// The rule `element` breaks where it stands, if any, named for the report. `attributeNames` holds the
    /// numbers of its attributes' names, in order. The placement rules select HTML elements only; the id-reference
    /// rules name the `namespace` they hold in (any, HTML or MathML).
    mutating func brokenRule(_ element: Element, namespace: MarkupNamespace, attributeNames: [Int32], names: SchemaNames) -> String? {
        let inHTML = namespace == .html
        for rule in inHTML ? Self.placementRules(of: element) : [] {
            if let broken = rule.broken(by: element, ancestors: ancestors) { return broken }
        }
        if inHTML, let broken = Self.brokenValueRule(element, parent: ancestors.last) { return broken }
        if inHTML, element.name == "map", let name = element[attribute: "name"], repeatedMapNames.contains(name) {
            return "a map name repeated"
        }
        for (index, attribute) in element.attributes.enumerated() where names.isChecked(attributeNames[index]) {
            let tokens = attribute.value.split(whereSeparator: \.isWhitespace)
            if attribute.name == "role" {
                if tokens.contains(where: { Self.deprecatedRoles.contains(String($0)) }) { return "deprecated role" }
            } else if let rule = IDReferenceRule.rule(for: attribute.name, on: element, in: namespace),
                      !tokens.allSatisfy({ targets.accepts($0, rule: rule, on: element, ancestors: ancestors) }) {
                return "\(attribute.name) names no \(rule.expected)"
            }
        }
        return nil
    }

    /// The Schematron rule on attribute values the grammar cannot express that the HTML element `element` (child of
    /// `parent`) breaks, if any (epub-xhtml-30.sch: lang-xmllang, map.id, select-multiple, track).
    static func brokenValueRule(_ element: Element, parent: Element?) -> String? {
        if element.name == "select", !selectedOptionsAfterFirst(element).isEmpty { return "several options selected" }
        guard !element.attributes.isEmpty else { return nil }
        if languagesDiffer(element) { return "lang and xml:lang differ" }
        switch element.name {
        case "map": return mapNameDiffers(element) ? "id and name differ" : nil
        case "track":
            if hasBlankLabel(element) { return "blank label" }
            return isSecondDefaultTrack(element, parent: parent) ? "a second default track" : nil
        default: return nil
        }
    }

    /// True when an HTML element's `lang` and `xml:lang` differ beyond letter case.
    static func languagesDiffer(_ element: Element) -> Bool {
        guard element.attributes.count > 1, let lang = element[attribute: "lang"],
              let xmlLang = element[attribute: "xml:lang"] else { return false }
        return lang.lowercased() != xmlLang.lowercased()
    }

    /// True when a `map` has both an `id` and a `name`, and they differ.
    static func mapNameDiffers(_ map: Element) -> Bool {
        guard let id = map[attribute: "id"], let name = map[attribute: "name"] else { return false }
        return id != name
    }

    /// The `option`s inside a `select` without `multiple` that are `selected` after the first one that is (Schematron
    /// select-multiple: at most one); none for a `select` with `multiple`.
    static func selectedOptionsAfterFirst(_ select: Element) -> [Element] {
        guard select[attribute: "multiple"] == nil else { return [] }
        var selected: [Element] = []
        select.forEachDescendant { if $0.name == "option" && $0[attribute: "selected"] != nil { selected.append($0) } }
        return Array(selected.dropFirst())
    }

    /// True when a `track`'s `label` is there but holds only white space.
    static func hasBlankLabel(_ track: Element) -> Bool {
        track[attribute: "label"].map(SchemaMachine.isWhitespace) ?? false
    }

    /// True when a `track` is `default` and an earlier sibling track is too.
    static func isSecondDefaultTrack(_ track: Element, parent: Element?) -> Bool {
        guard track[attribute: "default"] != nil, let parent else { return false }
        for case .element(let sibling) in parent.children {
            if sibling === track { return false }
            if sibling.name == "track" && sibling[attribute: "default"] != nil { return true }
        }
        return false
    }

    /// The page's elements by id, collected the first time a rule needs them.
    var targets: IDReferenceTargets {
        mutating get {
            if let knownTargets { return knownTargets }
            let found = IDReferenceTargets(root: root)
            knownTargets = found
            return found
        }
    }

    /// The names more than one `map` of the page has (Schematron map.name), collected the first time a map is checked.
    var repeatedMapNames: Set<String> {
        mutating get {
            if let knownRepeatedMapNames { return knownRepeatedMapNames }
            var seen: Set<String> = [], repeated: Set<String> = []
            root.forEachDescendant { element in
                guard element.name == "map", let name = element[attribute: "name"] else { return }
                if !seen.insert(name).inserted { repeated.insert(name) }
            }
            knownRepeatedMapNames = repeated
            return repeated
        }
    }

    /// The placement rules on `element`.
    static func placementRules(of element: Element) -> [PlacementRule] {
        let number = Int(element.schemaName)
        guard number >= 0 else { return placementRulesByName[element.name] ?? [] }
        return number < placementRulesByNumber.count ? placementRulesByNumber[number] : []
    }

    /// The placement rules by the table number of the name of the element they select (`SchemaNames.tableNumbers`).
    private static let placementRulesByNumber: [[PlacementRule]] = {
        var rules: [[PlacementRule]] = []
        for (name, selected) in placementRulesByName {
            guard let number = SchemaNames.tableNumbers[name].map(Int.init) else { continue }
            if rules.count <= number { rules += Array(repeating: [], count: number + 1 - rules.count) }
            rules[number] = selected
        }
        return rules
    }()

    /// The placement rules by the name of the element they select.
    private static let placementRulesByName: [String: [PlacementRule]] = {
        var rules: [String: [PlacementRule]] = [:]
        for (descendant, ancestor) in XHTMLSchemaTable.forbiddenAncestors {
            rules[descendant.element, default: []].append(PlacementRule(selector: descendant, kind: .forbiddenInside(ancestor)))
        }
        for (descendant, ancestor) in XHTMLSchemaTable.requiredAncestors {
            rules[descendant.element, default: []].append(PlacementRule(selector: descendant, kind: .requiredInside(ancestor)))
        }
        for (selector, name) in XHTMLSchemaTable.requiredAttributes {
            rules[selector.element, default: []].append(PlacementRule(selector: selector, kind: .requiredAttribute(name)))
        }
        return rules
    }()

    /// The attributes whose values the rules look at.
    static let checkedAttributes = Set(["role"] + XHTMLSchemaTable.idReferences.map(\.attribute))

    /// The deprecated roles, as a set.
    static let deprecatedRoles = Set(XHTMLSchemaTable.deprecatedRoles)
}

/// One Schematron rule on where an element may stand or what it must carry.
struct PlacementRule: Sendable {
    /// What the rule asks.
    enum Kind: Sendable {
        case forbiddenInside(ElementSelector)
        case requiredInside(ElementSelector)
        case requiredAttribute(String)
    }

    /// The elements the rule is about.
    var selector: ElementSelector
    /// What it asks of them.
    var kind: Kind

    /// How `element` (which the selector may or may not match), with `ancestors` open above it, breaks the rule
    /// (`inside <a>`, `outside <map>`, `without dir`), or nil when it does not.
    func broken(by element: Element, ancestors: [Element]) -> String? {
        guard selector.matches(element) else { return nil }
        switch kind {
        case .forbiddenInside(let ancestor) where ancestors.contains(where: ancestor.matches): return "inside <\(ancestor.element)>"
        case .requiredInside(let ancestor) where !ancestors.contains(where: ancestor.matches): return "outside <\(ancestor.element)>"
        case .requiredAttribute(let name) where element[attribute: name] == nil: return "without \(name)"
        default: return nil
        }
    }
}
