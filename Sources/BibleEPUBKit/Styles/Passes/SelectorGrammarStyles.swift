/// `style.selector-unsupported`: selectors browsers read and EPUBCheck's CSS grammar rejects (CSS-008), made
/// readable where the meaning allows (`:-webkit-any(` and `:-moz-any(` are `:is(`, as Selectors 4 named them; a case
/// flag `[type="a" i]` goes), else removed from their list, and the rule with the last of them (`SelectorGrammar`).
/// MkDocs Material's stylesheet writes `:-webkit-any(:focus,:hover)` and `:-moz-any(…)` dozens of times. A selector
/// that is not one by Selectors Level 4's grammar (`ol.1`, `#2x`) goes too, as every browser drops it.
enum SelectorGrammarStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleSelectorUnsupported

    /// Repairs or removes `editor`'s selectors that EPUBCheck cannot read.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules {
            let prelude = editor.sheet.tokens(in: rule.start..<rule.blockStart)
            let selectors = SelectorGrammar.split(prelude)
            let verdicts = selectors.map(SelectorGrammar.verdict)
            let unreadable = verdicts.indices.filter { if case .unreadable = verdicts[$0] { true } else { false } }
            if selectors.isEmpty || SelectorGrammar.hasEmptyPart(prelude) { // `{}`, `a, b, {}`: browsers drop the rule
                editor.removeRule(rule, id: id, change: "removed: \(selectors.isEmpty ? "a rule without a selector" : "an empty selector in its list")")
                continue
            }
            if unreadable.count == selectors.count {
                editor.removeRule(rule, id: id, change: "removed: \(reason(verdicts[0]))")
                continue
            }
            let lastKept = selectors.indices.last { !unreadable.contains($0) } ?? 0
            for position in unreadable {
                editor.editSelectors(removalRange(of: position, in: selectors, lastKept: lastKept), with: nil, in: rule, id: id,
                                     change: "\(editor.sheet.text(range(of: selectors[position]))) removed: \(reason(verdicts[position]))")
            }
            for case .repairable(let edits) in verdicts {
                for edit in edits {
                    editor.editSelectors(edit.range, with: edit.text, in: rule, id: id,
                                         change: "'\(editor.sheet.text(edit.range))' -> '\(edit.text)'")
                }
            }
        }
    }

    /// The bytes removing selector `position` takes: through the comma after it; after the last selector kept, from
    /// the comma that follows that one (the removals of a trailing run share that start: the longest is applied).
    private static func removalRange(of position: Int, in selectors: [ArraySlice<CSSToken>], lastKept: Int) -> Range<Int> {
        let lower = position > lastKept ? range(of: selectors[lastKept]).upperBound : range(of: selectors[position]).lowerBound
        let upper = position + 1 < selectors.count ? range(of: selectors[position + 1]).lowerBound : range(of: selectors[position]).upperBound
        return lower..<upper
    }

    private static func range(of selector: ArraySlice<CSSToken>) -> Range<Int> {
        (selector.first?.start ?? 0)..<(selector.last?.end ?? 0)
    }

    private static func reason(_ verdict: SelectorGrammar.Verdict) -> String {
        if case .unreadable(let reason) = verdict { reason } else { "" }
    }
}
