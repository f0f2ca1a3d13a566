/// What a state allows next, for the repair pass: which elements may come, which attributes an element still
/// needs, which literal values an attribute takes.
extension SchemaMachine {
    /// The names of the elements `state` accepts next, in grammar order, each once (names listed by their
    /// name classes; classes of any name list none).
    func expectedElements(_ state: Int32) -> [Int32] {
        var patternsFound: [Int32] = []
        var seen = Set<Int32>()
        collectFirstElements(state, &patternsFound, &seen)
        var result: [Int32] = []
        for element in patternsFound.sorted() {
            for name in names.listed(in: self.element(element).nameClass) where !result.contains(name) {
                result.append(name)
            }
        }
        return result
    }

    private func collectFirstElements(_ p: Int32, _ found: inout [Int32], _ seen: inout Set<Int32>) {
        guard seen.insert(p).inserted else { return }
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .element: found.append(a)
        case .choice, .interleave:
            collectFirstElements(a, &found, &seen)
            collectFirstElements(b, &found, &seen)
        case .group:
            collectFirstElements(a, &found, &seen)
            if patterns.nullable(a) { collectFirstElements(b, &found, &seen) }
        case .oneOrMore, .after: collectFirstElements(a, &found, &seen)
        default: break
        }
    }

    /// The attributes (name, value) that could be added to satisfy `state` (an element's start tag before it
    /// closes): names the grammar lists, with the empty value or the first literal their value pattern takes.
    func attributeCandidates(_ state: Int32) -> [(name: Int32, value: String)] {
        var attributes: [(Int32, Int32)] = []
        var seen = Set<Int32>()
        collectAttributes(state, &attributes, &seen)
        var result: [(name: Int32, value: String)] = []
        for (nameClass, valuePattern) in attributes {
            let value = valueMatches(valuePattern, "") ? "" : literalValues(valuePattern).first
            guard let value else { continue }
            for name in names.listed(in: nameClass) where !result.contains(where: { $0.name == name }) {
                result.append((name, value))
            }
        }
        return result
    }

    private func collectAttributes(_ p: Int32, _ found: inout [(Int32, Int32)], _ seen: inout Set<Int32>) {
        guard seen.insert(p).inserted else { return }
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .attribute: found.append((a, b))
        case .choice, .interleave, .group:
            collectAttributes(a, &found, &seen)
            collectAttributes(b, &found, &seen)
        case .oneOrMore, .after: collectAttributes(a, &found, &seen)
        default: break
        }
    }

    /// The literal values a value pattern lists (its `value` choices), in grammar order.
    func literalValues(_ valuePattern: Int32) -> [String] {
        let (a, b) = patterns.operands(valuePattern)
        switch patterns.kind(valuePattern) {
        case .value: return [XHTMLSchemaTable.values[Int(b)]]
        case .choice: return literalValues(a) + literalValues(b)
        default: return []
        }
    }

    /// The state after an empty element named `name`, without attributes, in `state` (or `notAllowed`).
    func afterEmptyElement(_ name: Int32, in state: Int32) -> Int32 {
        endTag(text(closeStartTag(startTag(state, name)), ""))
    }
}

extension SchemaMachine {
    /// The state after an element named `name` in `state`, whatever its attributes and content (an over-estimate
    /// the repair pass uses to decide what a wrapper takes in before the wrapper itself is repaired).
    func afterAnyElement(_ name: Int32, in state: Int32) -> Int32 {
        skipContent(startTag(state, name))
    }

    private func skipContent(_ p: Int32) -> Int32 {
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .after: return b
        case .choice: return patterns.choice(skipContent(a), skipContent(b))
        default: return SchemaPatterns.notAllowed
        }
    }
}
