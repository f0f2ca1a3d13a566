import Foundation

/// How the repair pass places a child that does not fit, and text where the grammar allows none.
extension SchemaRepair {
    /// Checks the text run that ends here; when the grammar allows no text there, wraps the run (and the
    /// siblings that follow and fit only inside the wrapper) in the narrowest element that takes text. True when
    /// it wrapped (the caller looks at its next node again).
    func flushText(_ run: inout ChildRun, pending: inout [Node], parent: Element, alone: Bool = false) -> Bool {
        defer { run.text = ""; run.textStart = nil }
        guard let start = run.textStart else {
            if alone { run.state = machine.text(run.state, "") }
            return false
        }
        if !alone && SchemaMachine.isWhitespace(run.text) { return false }
        let next = machine.text(run.state, run.text)
        guard next == SchemaPatterns.notAllowed else { run.state = next; return false }
        let text = run.text
        if let inserted = insertion(in: run.state, before: { self.machine.text($0, text) }) {
            run.output.insert(.element(Wrappers.element(inserted, line: parent.line)), at: start)
            run.state = machine.text(machine.afterEmptyElement(machine.names.number(of: inserted), in: run.state), text)
            ledger.record(.markupElementInserted, .info, line: parent.line,
                          "text cannot come first in <\(parent.name)>: an empty <\(Wrappers.local(inserted))> was inserted before it")
            return false
        }
        guard let chain = Wrappers.choose(machine, in: run.state, accepting: { self.machine.text($0, text) }) else {
            contentFailed = true
            return false
        }
        let (wrapper, inner) = Wrappers.build(chain, around: Array(run.output[start...]), line: parent.line)
        run.output.removeSubrange(start...)
        if chain.count == 1 { absorb(into: inner, from: &pending, parentState: run.state) }
        ledger.record(.markupTextWrapped, .info, line: parent.line,
                      "text is not allowed directly in <\(parent.name)>: wrapped in \(Self.spelled(chain))")
        place(wrapper, in: &run)
        return true
    }

    /// Fits an element the pass created and appends it to the run (unwrapping it if even it does not fit).
    private func place(_ wrapper: Element, in run: inout ChildRun) {
        if let next = fit(wrapper, in: run.state) {
            run.state = next
            run.output.append(.element(wrapper))
        } else {
            contentFailed = true
            run.output += wrapper.children
        }
    }

    /// What replaces `child`, which does not fit `state`: the first of wrapping, inserting a required element
    /// before it, renaming and unwrapping that applies (each tried once per element, so the pass ends).
    func resolve(_ child: Element, in state: Int32, parent: Element, following: inout [Node]) -> [Node] {
        let key = ObjectIdentifier(child)
        let first = failedInside == key ? max(attempts[key] ?? 0, 2) : attempts[key] ?? 0
        let name = number(of: child)
        let nested = namespace(of: child) == .html && breaksAncestorRules(child)
        for step in first..<4 {
            attempts[key] = step + 1
            switch step {
            case 0 where !nested:
                guard let chain = Wrappers.choose(machine, in: state, accepting: { self.machine.startTag($0, name) }) else { continue }
                let (wrapper, inner) = Wrappers.build(chain, around: [.element(child)], line: child.line)
                attempts[ObjectIdentifier(wrapper)] = 3
                if chain.count == 1 { absorb(into: inner, from: &following, parentState: state) }
                ledger.record(.markupElementWrapped, .info, line: child.line,
                              "<\(child.name)> is not allowed in <\(parent.name)>: wrapped in \(Self.spelled(chain))")
                return [.element(wrapper)]
            case 1 where !nested:
                guard let inserted = insertion(before: name, in: state) else { continue }
                ledger.record(.markupElementInserted, .info, line: child.line,
                              "<\(child.name)> cannot come first in <\(parent.name)>: an empty <\(Wrappers.local(inserted))> was inserted before it")
                return [.element(Wrappers.element(inserted, line: child.line)), .element(child)]
            case 2:
                guard let generic = genericContainer(for: child, in: state) else { continue }
                ledger.record(.markupElementRenamed, .info, line: child.line,
                              "<\(child.name)> is not allowed in <\(parent.name)>: renamed to <\(Wrappers.local(generic))>")
                if child.traits.contains(.block) && generic == "span" { child.appendStyle("display: block") }
                child.name = Wrappers.local(generic)
                return [.element(child)]
            case 3:
                let what = child.children.isEmpty ? "dropped (it was empty)" : "unwrapped (its content is kept)"
                ledger.record(child.children.isEmpty ? DiagnosticID.markupElementDropped : DiagnosticID.markupElementUnwrapped, .warning,
                              line: child.line, "<\(child.name)> is not allowed in <\(parent.name)>: \(what)")
                return child.children
            default: continue
            }
        }
        return child.children
    }

    /// The empty element the grammar requires before an element named `name` in `state` (`dt` before `dd`).
    private func insertion(before name: Int32, in state: Int32) -> String? {
        insertion(in: state) { self.machine.startTag($0, name) }
    }

    /// The empty element the grammar requires in `state` before what `accepting` derives (nil: none helps).
    private func insertion(in state: Int32, before accepting: (Int32) -> Int32) -> String? {
        for candidate in machine.expectedElements(state) where Wrappers.mayInsert(machine.names.name(candidate)) {
            let after = machine.afterEmptyElement(candidate, in: state)
            if after != SchemaPatterns.notAllowed && accepting(after) != SchemaPatterns.notAllowed {
                return machine.names.name(candidate)
            }
        }
        return nil
    }

    /// `div`, `span` or MathML's `mrow`, whichever `state` allows, for an element that has content to keep.
    private func genericContainer(for child: Element, in state: Int32) -> String? {
        guard !child.traits.contains(.void) else { return nil }
        let current = machine.names.name(number(of: child))
        return ["div", "span", "m:mrow"].first { generic in
            generic != current && machine.startTag(state, machine.names.number(of: generic)) != SchemaPatterns.notAllowed
        }
    }

    /// Moves into `wrapper` the siblings after it that the parent does not take at `parentState` but the wrapper
    /// does (the cells of a row, the paragraphs of a list item), with the white space and comments between them.
    func absorb(into wrapper: Element, from pending: inout [Node], parentState: Int32) {
        let wrapperNamespace = namespace(of: wrapper)
        let childNumber = { (child: Element) in
            self.machine.names.number(of: child, in: MarkupNamespace.of(child, parent: wrapper, parentNamespace: wrapperNamespace))
        }
        var inner = machine.closeStartTag(machine.startTag(parentState, number(of: wrapper)))
        for case .element(let child) in wrapper.children { inner = machine.afterAnyElement(childNumber(child), in: inner) }
        while let node = pending.last, inner != SchemaPatterns.notAllowed {
            switch node {
            case .comment: break
            case .text(let text):
                guard SchemaMachine.isWhitespace(text) || machine.text(parentState, text) == SchemaPatterns.notAllowed else { return }
                let next = machine.text(inner, text)
                guard next != SchemaPatterns.notAllowed else { return }
                inner = next
            case .element(let child):
                guard machine.startTag(parentState, number(of: child)) == SchemaPatterns.notAllowed else { return }
                let next = machine.afterAnyElement(childNumber(child), in: inner)
                guard next != SchemaPatterns.notAllowed else { return }
                inner = next
            }
            wrapper.children.append(pending.removeLast())
        }
    }

    /// `<a>` or `<a><b>` for a chain of element names.
    static func spelled(_ chain: [String]) -> String { chain.map { "<\(Wrappers.local($0))>" }.joined() }
}
