import Foundation

/// Where a page's tree first leaves the generated grammar.
struct SchemaViolation: Sendable, Equatable {
    /// What does not fit.
    enum Kind: Sendable, Equatable {
        /// The element is not allowed where it stands.
        case element
        /// The attribute (name or value) is not allowed on its element.
        case attribute(String)
        /// The element lacks an attribute its grammar requires.
        case missingAttribute
        /// Text is not allowed where it stands.
        case text
        /// The element's content ends too early (a required child is missing).
        case incomplete
        /// A Schematron rule of EPUBCheck's is broken (an `a` in an `a`, a deprecated role, a missing id).
        case rule(String)
    }

    /// What does not fit.
    var kind: Kind
    /// The element concerned (for text, the parent).
    var element: String
    /// The element's source line (0: unknown).
    var line: Int
}

/// Validation of a page's tree (the `html` element) against the generated XHTML grammar: the same checks
/// EPUBCheck's RELAX NG schema makes of a content document (SVG and MathML included, each element in the namespace
/// `MarkupNamespace` gives it), with its preprocessing (`data-*` attributes are not looked at).
extension SchemaMachine {
    /// The first place where `root` leaves the grammar, or nil when the whole tree fits.
    func firstViolation(in root: Element) -> SchemaViolation? {
        var violation: SchemaViolation?
        var rules = SchemaRuleContext(root: root)
        let state = check(root, namespace: .html, in: start, rules: &rules, violation: &violation)
        if violation == nil, !patterns.nullable(state) {
            return SchemaViolation(kind: .incomplete, element: root.name, line: root.line)
        }
        return violation
    }

    /// Checks `element`, which is in `namespace`, where the grammar is in `state`.
    private func check(_ element: Element, namespace: MarkupNamespace, in state: Int32, rules: inout SchemaRuleContext,
                       violation: inout SchemaViolation?) -> Int32 {
        attributeNames.removeAll(keepingCapacity: true)
        for attribute in element.attributes { attributeNames.append(names.number(of: attribute.name)) }
        if let broken = rules.brokenRule(element, namespace: namespace, attributeNames: attributeNames, names: names) {
            violation = SchemaViolation(kind: .rule(broken), element: element.name, line: element.line)
            return SchemaPatterns.notAllowed
        }
        var current = startTag(state, names.number(of: element, in: namespace))
        guard current != SchemaPatterns.notAllowed else {
            violation = SchemaViolation(kind: .element, element: element.name, line: element.line)
            return current
        }
        for (index, attribute) in element.attributes.enumerated() where !names.isIgnored(attributeNames[index]) {
            current = self.attribute(current, attributeNames[index], attribute.value)
            if current == SchemaPatterns.notAllowed {
                violation = SchemaViolation(kind: .attribute(attribute.name), element: element.name, line: element.line)
                return current
            }
        }
        current = closeStartTag(current)
        guard current != SchemaPatterns.notAllowed else {
            violation = SchemaViolation(kind: .missingAttribute, element: element.name, line: element.line)
            return current
        }
        rules.ancestors.append(element)
        current = checkChildren(of: element, namespace: namespace, in: current, rules: &rules, violation: &violation)
        rules.ancestors.removeLast()
        if violation != nil { return SchemaPatterns.notAllowed }
        let ended = endTag(current)
        if ended == SchemaPatterns.notAllowed {
            violation = SchemaViolation(kind: .incomplete, element: element.name, line: element.line)
        }
        return ended
    }

    private func checkChildren(of element: Element, namespace: MarkupNamespace, in state: Int32, rules: inout SchemaRuleContext,
                               violation: inout SchemaViolation?) -> Int32 {
        var current = state
        var pending = ""
        var sawElement = false
        for child in element.children {
            switch child {
            case .text(let text): if pending.isEmpty { pending = text } else { pending += text }
            case .comment: continue
            case .element(let inner):
                current = flushText(&pending, in: current, alone: false)
                sawElement = true
                guard current != SchemaPatterns.notAllowed else { break }
                let innerNamespace = MarkupNamespace.of(inner, parent: element, parentNamespace: namespace)
                current = check(inner, namespace: innerNamespace, in: current, rules: &rules, violation: &violation)
            }
            if current == SchemaPatterns.notAllowed {
                if violation == nil { violation = SchemaViolation(kind: .text, element: element.name, line: element.line) }
                return current
            }
        }
        current = flushText(&pending, in: current, alone: !sawElement)
        if current == SchemaPatterns.notAllowed {
            violation = SchemaViolation(kind: .text, element: element.name, line: element.line)
        }
        return current
    }

    /// The state after a run of text; white space between elements is skipped, and an element without
    /// children is checked as holding the empty text (RELAX NG's rule, so `value ""` and data patterns apply).
    func flushText(_ pending: inout String, in state: Int32, alone: Bool) -> Int32 {
        defer { pending = "" }
        if pending.isEmpty && !alone { return state }
        if Self.isWhitespace(pending) && !alone { return state }
        return text(state, pending)
    }

    /// True for attributes EPUBCheck takes out before validating (`data-*`, namespace declarations).
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix("data-") || name.hasPrefix("xmlns")
    }
}

/// Machines for the threads that validate pages at the same time (a machine's memos are not thread-safe).
final class SchemaMachinePool: @unchecked Sendable {
    /// The process's pool.
    static let shared = SchemaMachinePool()
    private let lock = NSLock()
    private var idle: [SchemaMachine] = []

    /// Runs `body` with a machine no other thread uses meanwhile.
    func with<Result>(_ body: (SchemaMachine) -> Result) -> Result {
        lock.lock()
        let machine = idle.popLast() ?? SchemaMachine()
        lock.unlock()
        defer {
            lock.lock()
            idle.append(machine)
            lock.unlock()
        }
        return body(machine)
    }
}
