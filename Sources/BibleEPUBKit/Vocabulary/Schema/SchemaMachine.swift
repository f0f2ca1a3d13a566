/// RELAX NG validation by derivatives (James Clark, "An algorithm for RELAX NG validation", 2002) over the
/// generated XHTML grammar: a state is a pattern, each start tag, attribute, text and end tag derives the next
/// one, and `notAllowed` means the document left the grammar there. Derivatives are memoized per pattern and
/// name. One machine per thread (`SchemaMachinePool`).
/// Its stored properties are `@exclusivity(unchecked)` (see `Element`).
final class SchemaMachine {
    /// The patterns, shared with the callers that inspect states.
    let patterns = SchemaPatterns()
    /// Element and attribute names as numbers.
    let names = SchemaNames()
    @exclusivity(unchecked) private var startTagMemo = SchemaMemo(capacity: 4096)
    @exclusivity(unchecked) private var attributeMemo: [AttributeKey: Int32] = [:]
    @exclusivity(unchecked) private var valuePatternMemo: [UInt64: [Int32]] = [:]
    /// The patterns one `valuePatterns` walk has visited: those marked with the current generation.
    @exclusivity(unchecked) private var visited: [UInt32] = []
    @exclusivity(unchecked) private var visitGeneration: UInt32 = 0
    @exclusivity(unchecked) private var valueMemo: [ValueKey: Bool] = [:]
    @exclusivity(unchecked) private var anyValueMemo = SchemaMemo(capacity: 1024)
    @exclusivity(unchecked) private var closeMemo = SchemaMemo(capacity: 1024)
    @exclusivity(unchecked) private var endMemo = SchemaMemo(capacity: 1024)
    /// The numbers of the attribute names of the element being checked (reused, so checking allocates nothing).
    @exclusivity(unchecked) var attributeNames: [Int32] = []
    /// Text derivatives of data-free patterns (`SchemaMachineText.swift`).
    @exclusivity(unchecked) var textMemo = SchemaMemo()
    /// Which patterns are data-free (`SchemaMachineText.swift`).
    @exclusivity(unchecked) var dataFree = SchemaMemo()

    /// The state before a document's root element.
    var start: Int32 { XHTMLSchemaTable.start }

    /// The name class and content pattern of the grammar's element pattern numbered `element` (content -1:
    /// not looked into).
    func element(_ element: Int32) -> (nameClass: Int32, content: Int32) {
        (XHTMLSchemaTable.elements[Int(element) * 2], XHTMLSchemaTable.elements[Int(element) * 2 + 1])
    }

    /// The state after the start tag of an element named `name` opens in `state`.
    func startTag(_ state: Int32, _ name: Int32) -> Int32 {
        let key = UInt64(UInt32(state)) << 32 | UInt64(UInt32(name))
        if let known = startTagMemo[key] { return known }
        let result = startTagDerivative(state, name)
        startTagMemo[key] = result
        return result
    }

    private func startTagDerivative(_ p: Int32, _ name: Int32) -> Int32 {
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .choice: return patterns.choice(startTag(a, name), startTag(b, name))
        case .element:
            let (nameClass, content) = element(a)
            guard names.contains(nameClass, name) else { return SchemaPatterns.notAllowed }
            return patterns.after(content < 0 ? SchemaPatterns.empty : content, SchemaPatterns.empty)
        case .interleave:
            return patterns.choice(applyAfter(startTag(a, name)) { self.patterns.interleave($0, b) },
                                   applyAfter(startTag(b, name)) { self.patterns.interleave(a, $0) })
        case .oneOrMore:
            let rest = patterns.choice(p, SchemaPatterns.empty)
            return applyAfter(startTag(a, name)) { self.patterns.group($0, rest) }
        case .group:
            let viaFirst = applyAfter(startTag(a, name)) { self.patterns.group($0, b) }
            return patterns.nullable(a) ? patterns.choice(viaFirst, startTag(b, name)) : viaFirst
        case .after:
            return applyAfter(startTag(a, name)) { self.patterns.after($0, b) }
        default: return SchemaPatterns.notAllowed
        }
    }

    private func applyAfter(_ p: Int32, _ transform: (Int32) -> Int32) -> Int32 {
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .after: return patterns.after(a, transform(b))
        case .choice: return patterns.choice(applyAfter(a, transform), applyAfter(b, transform))
        default: return SchemaPatterns.notAllowed
        }
    }

    /// The state after attribute `name="value"` in `state`.
    func attribute(_ state: Int32, _ name: Int32, _ value: String) -> Int32 {
        let pairKey = UInt64(UInt32(state)) << 32 | UInt64(UInt32(name))
        if let known = anyValueMemo[pairKey] { return known }
        let candidates = valuePatterns(state, name)
        if candidates.count == 1, acceptsAnyValue(candidates[0]) {
            let result = attributeDerivative(state, name, candidates, 1)
            anyValueMemo[pairKey] = result
            return result
        }
        var mask: UInt64 = 0
        for (bit, candidate) in candidates.prefix(64).enumerated() where valueMatches(candidate, value) {
            mask |= 1 << UInt64(bit)
        }
        guard mask != 0 else { return SchemaPatterns.notAllowed }
        let key = AttributeKey(state: state, name: name, mask: mask)
        if let known = attributeMemo[key] { return known }
        let result = attributeDerivative(state, name, candidates, mask)
        attributeMemo[key] = result
        return result
    }

    private func attributeDerivative(_ p: Int32, _ name: Int32, _ candidates: [Int32], _ mask: UInt64) -> Int32 {
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .after: return patterns.after(attributeDerivative(a, name, candidates, mask), b)
        case .choice:
            return patterns.choice(attributeDerivative(a, name, candidates, mask), attributeDerivative(b, name, candidates, mask))
        case .group:
            return patterns.choice(patterns.group(attributeDerivative(a, name, candidates, mask), b),
                                   patterns.group(a, attributeDerivative(b, name, candidates, mask)))
        case .interleave:
            return patterns.choice(patterns.interleave(attributeDerivative(a, name, candidates, mask), b),
                                   patterns.interleave(a, attributeDerivative(b, name, candidates, mask)))
        case .oneOrMore:
            return patterns.group(attributeDerivative(a, name, candidates, mask), patterns.choice(p, SchemaPatterns.empty))
        case .attribute:
            guard names.contains(a, name), let bit = candidates.firstIndex(of: b) else { return SchemaPatterns.notAllowed }
            return bit < 64 && mask & (1 << UInt64(bit)) != 0 ? SchemaPatterns.empty : SchemaPatterns.notAllowed
        default: return SchemaPatterns.notAllowed
        }
    }

    /// The value patterns of the attribute patterns in `state` that accept the name `name`, in grammar order.
    func valuePatterns(_ state: Int32, _ name: Int32) -> [Int32] {
        let key = UInt64(UInt32(state)) << 32 | UInt64(UInt32(name))
        if let known = valuePatternMemo[key] { return known }
        var found: [Int32] = []
        visitGeneration &+= 1
        if visitGeneration == 0 { visited = []; visitGeneration = 1 }
        if visited.count < patterns.count { visited += Array(repeating: 0, count: patterns.count - visited.count) }
        collectValuePatterns(state, name, &found)
        valuePatternMemo[key] = found
        return found
    }

    private func collectValuePatterns(_ p: Int32, _ name: Int32, _ found: inout [Int32]) {
        guard visited[Int(p)] != visitGeneration else { return }
        visited[Int(p)] = visitGeneration
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .after, .oneOrMore: collectValuePatterns(a, name, &found)
        case .choice, .group, .interleave:
            collectValuePatterns(a, name, &found)
            collectValuePatterns(b, name, &found)
        case .attribute where names.contains(a, name) && !found.contains(b): found.append(b)
        default: break
        }
    }

    /// True when the value pattern accepts every value (`text`, or a string or token datatype without facets):
    /// the attribute's derivative then does not depend on its value (`class`, `title`, `style`, `alt`).
    private func acceptsAnyValue(_ valuePattern: Int32) -> Bool {
        let (a, b) = patterns.operands(valuePattern)
        switch patterns.kind(valuePattern) {
        case .text: return true
        case .choice: return acceptsAnyValue(a) || acceptsAnyValue(b)
        case .data:
            let datatype = XHTMLSchemaTable.datatypes[Int(a)]
            return b < 0 && (datatype.kind == .string || datatype.kind == .token) && !datatype.hasPattern
                && datatype.characters == nil && (datatype.minLength ?? 0) == 0
        default: return false
        }
    }

    /// True when `value` is a value the pattern `valuePattern` accepts.
    func valueMatches(_ valuePattern: Int32, _ value: String) -> Bool {
        let key = ValueKey(pattern: valuePattern, value: value)
        if let known = valueMemo[key] { return known }
        let result = (patterns.nullable(valuePattern) && Self.isWhitespace(value))
            || patterns.nullable(textDerivative(valuePattern, value))
        if valueMemo.count > 50_000 { valueMemo.removeAll(keepingCapacity: true) }
        valueMemo[key] = result
        return result
    }

    /// The state once the start tag closes (every attribute the state still requires is missing).
    func closeStartTag(_ state: Int32) -> Int32 {
        if let known = closeMemo[pattern: state] { return known }
        let (a, b) = patterns.operands(state)
        let result: Int32
        switch patterns.kind(state) {
        case .after: result = patterns.after(closeStartTag(a), b)
        case .choice: result = patterns.choice(closeStartTag(a), closeStartTag(b))
        case .group: result = patterns.group(closeStartTag(a), closeStartTag(b))
        case .interleave: result = patterns.interleave(closeStartTag(a), closeStartTag(b))
        case .oneOrMore: result = patterns.oneOrMore(closeStartTag(a))
        case .attribute: result = SchemaPatterns.notAllowed
        default: result = state
        }
        closeMemo[pattern: state] = result
        return result
    }

    /// The state after the end tag of the element whose content `state` is in.
    func endTag(_ state: Int32) -> Int32 {
        if let known = endMemo[pattern: state] { return known }
        let (a, b) = patterns.operands(state)
        let result: Int32
        switch patterns.kind(state) {
        case .choice: result = patterns.choice(endTag(a), endTag(b))
        case .after: result = patterns.nullable(a) ? b : SchemaPatterns.notAllowed
        default: result = SchemaPatterns.notAllowed
        }
        endMemo[pattern: state] = result
        return result
    }

    /// The state after a text child `text` (text of white space only may also be skipped, as in element content).
    func text(_ state: Int32, _ text: String) -> Int32 {
        let derived = textDerivative(state, text)
        return Self.isWhitespace(text) ? patterns.choice(state, derived) : derived
    }

    /// True when the text is white space only (XML's four characters).
    static func isWhitespace(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// An attribute derivative's memo key: the state, the name, and which of the name's value patterns the value fits.
private struct AttributeKey: Hashable {
    var state: Int32
    var name: Int32
    var mask: UInt64
}

/// A value check's memo key: the value pattern and the value (class names, ids and URLs repeat across pages).
private struct ValueKey: Hashable {
    var pattern: Int32
    var value: String
}
