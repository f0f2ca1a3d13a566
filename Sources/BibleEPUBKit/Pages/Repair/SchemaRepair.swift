/// The general repair pass: makes a page's tree fit EPUBCheck's XHTML grammar (the tables `Scripts/generate-schema`
/// generates from its jar) by the smallest change that keeps the text. It walks the tree in document order with
/// the grammar's derivative state; where a child does not fit, it tries, in order: wrapping it in the narrowest
/// element the grammar expects there that accepts it (`li` around a `p` in a list, `tr` around cells), inserting
/// the empty element the grammar requires before it (a `dt` before a leading `dd`), renaming it to the generic
/// container allowed there (`div`, `span`), and last unwrapping it (its children stay). Attributes whose value
/// does not fit are rewritten to the nearest value the grammar lists or dropped; content that ends too early gets
/// the empty element it needs. Every repair is counted in a `RepairLedger`.
final class SchemaRepair {
    let machine: SchemaMachine
    var ledger: RepairLedger
    /// The elements open above the one being repaired (for the Schematron rules on ancestors).
    var ancestors: [Element] = []
    /// The namespace of each element in `ancestors`.
    var namespaces: [MarkupNamespace] = []
    /// The page's elements by id, for the attributes that must name one.
    var targets: IDReferenceTargets?
    /// Set when the content of the element being fitted cannot be made to fit (text no element takes there,
    /// a required child the pass cannot create); the element is then renamed or unwrapped by its parent.
    var contentFailed = false
    /// The element whose content failed last (its parent goes straight to renaming or unwrapping it).
    var failedInside: ObjectIdentifier?
    /// How many of the ways to place a child were tried for each element that did not fit.
    var attempts: [ObjectIdentifier: Int] = [:]
    /// The media elements whose first default track the pass has met (`fitValueRules`).
    var parentsWithDefaultTrack: Set<ObjectIdentifier> = []

    private init(machine: SchemaMachine, file: String) {
        self.machine = machine
        self.ledger = RepairLedger(file: file)
    }

    /// Repairs the page whose `html` element is `root` when it does not fit the grammar, then checks it again (a
    /// post-condition: what is left is an internal error); returns the repairs made, one diagnostic per kind.
    static func repair(_ root: Element, file: String) -> [Diagnostic] {
        SchemaMachinePool.shared.with { machine in
            guard machine.firstViolation(in: root) != nil else { return [] }
            let pass = SchemaRepair(machine: machine, file: file)
            pass.renameMaps(in: root)
            pass.targets = IDReferenceTargets(root: root)
            _ = pass.fit(root, in: machine.start)
            if machine.firstViolation(in: root) != nil {
                // A repair can take away what an earlier fit relied on (an id an aria-owns names, later unwrapped):
                // one more pass with the page as it now is.
                pass.targets = IDReferenceTargets(root: root)
                pass.parentsWithDefaultTrack = []
                _ = pass.fit(root, in: machine.start)
            }
            var diagnostics = pass.ledger.diagnostics
            if let left = machine.firstViolation(in: root) {
                diagnostics.append(Diagnostic(
                    id: .buildSchemaPostcondition, severity: .error, file: file, line: left.line,
                    message: "internal error: <\(left.element)> still breaks EPUBCheck's XHTML schema after repair (\(left.kind))",
                    hint: "please report this page; the book was not written"))
            }
            return diagnostics
        }
    }

    /// Repairs `element` where the grammar is in `state`: the state after it, or nil when its start tag is not
    /// allowed there (the caller then wraps, renames or unwraps it).
    func fit(_ element: Element, in state: Int32) -> Int32? {
        let namespace = namespace(of: element)
        let name = machine.names.number(of: element, in: namespace)
        let inHTML = namespace == .html
        guard !inHTML || !breaksAncestorRules(element) else { return nil }
        var current = machine.startTag(state, name)
        guard current != SchemaPatterns.notAllowed else { return nil }
        if inHTML { fitValueRules(of: element, parent: ancestors.last) }
        current = fitAttributes(of: element, in: current)
        guard !inHTML || !breaksAncestorRules(element) else { return nil }
        guard let closed = closeStartTag(of: element, in: current) else { return nil }
        ancestors.append(element)
        namespaces.append(namespace)
        let outerFailed = contentFailed
        contentFailed = false
        let ended = machine.endTag(fitChildren(of: element, in: closed))
        let failed = contentFailed || ended == SchemaPatterns.notAllowed
        contentFailed = outerFailed
        ancestors.removeLast()
        namespaces.removeLast()
        if failed { failedInside = ObjectIdentifier(element) }
        return failed ? nil : ended
    }

    /// The child elements and text of `element` made to fit `state` (its content); the state before its end tag.
    private func fitChildren(of element: Element, in state: Int32) -> Int32 {
        var pending = Array(element.children.reversed())
        var run = ChildRun(state: state)
        element.children.removeAll(keepingCapacity: true)
        while let node = pending.last {
            switch node {
            case .comment:
                run.output.append(pending.removeLast())
            case .text(let text):
                run.appendText(text, pending.removeLast())
            case .element(let child):
                if flushText(&run, pending: &pending, parent: element) { continue }
                pending.removeLast()
                run.sawElement = true
                if let next = fit(child, in: run.state) {
                    run.state = next
                    run.output.append(node)
                } else {
                    pending += resolve(child, in: run.state, parent: element, following: &pending).reversed()
                }
            }
        }
        _ = flushText(&run, pending: &pending, parent: element, alone: !run.sawElement)
        element.children = run.output
        return completeContent(of: element, run.state)
    }

    /// The namespace of `element`, a child of the innermost open element (of none: the root, HTML).
    func namespace(of element: Element) -> MarkupNamespace {
        MarkupNamespace.of(element, parent: ancestors.last, parentNamespace: namespaces.last ?? .html)
    }

    /// The grammar's number for `element`'s name, where it stands.
    func number(of element: Element) -> Int32 { machine.names.number(of: element, in: namespace(of: element)) }

    /// The state before `element`'s end tag, with the empty element its content still requires appended (a `dd`
    /// after a trailing `dt`: the term stays a term, with an empty description, rather than becoming a paragraph,
    /// so the list's meaning and the author's styles for it survive).
    private func completeContent(of element: Element, _ state: Int32) -> Int32 {
        guard machine.endTag(state) == SchemaPatterns.notAllowed else { return state }
        for name in machine.expectedElements(state) where Wrappers.mayInsert(machine.names.name(name)) {
            let after = machine.afterEmptyElement(name, in: state)
            guard after != SchemaPatterns.notAllowed, machine.endTag(after) != SchemaPatterns.notAllowed else { continue }
            let added = machine.names.name(name)
            element.children.append(.element(Wrappers.element(added, line: element.line)))
            ledger.record(.markupElementAdded, .info, line: element.line,
                          "<\(element.name)> lacked a required <\(Wrappers.local(added))>: an empty one was added")
            return after
        }
        contentFailed = true
        return state
    }
}

/// The children a `fitChildren` loop has placed so far, the grammar state after them, and the text run since
/// the last element.
struct ChildRun {
    var state: Int32
    var output: [Node] = []
    var text = ""
    var textStart: Int?
    var sawElement = false

    init(state: Int32) { self.state = state }

    /// Adds a text node to the output and to the current run.
    mutating func appendText(_ value: String, _ node: Node) {
        if textStart == nil { textStart = output.count }
        text += value
        output.append(node)
    }
}
