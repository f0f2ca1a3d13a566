/// A selector read with the grammar EPUBCheck's CSS parser holds a selector to (CSS 2.1 and Selectors 3, with the
/// selector-list pseudo-classes of Selectors 4): what browsers read and EPUBCheck rejects (CSS-008) is either written
/// the way both read it or reported as unreadable.
///
/// - `:not()`, `:is()`, `:where()` and `:has()` take a selector list (`:has()` relative selectors); the older names of
///   `:is()` (`:-webkit-any()`, `:-moz-any()`, `:matches()`) are written `:is(`.
/// - Any other functional pseudo-class or pseudo-element takes identifiers, strings, numbers and `+`/`-` only
///   (`:lang(en)`, `:nth-child(2n+1)`); `:nth-child(2n of .x)`, `::slotted(.x)`, `:lang(en, fr)` are unreadable.
/// - An attribute selector is `[name]` or `[name op value]`: a case flag after the value (`[type="a" i]`) is dropped.
/// - Outside them, the selector must be one of Selectors Level 4's complex selectors: `ol.1` (a number where a class
///   name belongs), `#2x` (an id not starting like a name), `a > > b` are unreadable, as browsers find them.
enum SelectorGrammar {
    /// What a selector needs before EPUBCheck reads it.
    enum Verdict: Equatable {
        /// Nothing: it is read as written.
        case readable
        /// These byte edits (offsets in the parsed text) make it readable with the same meaning, or nearly (a case flag).
        case repairable([Edit])
        /// It cannot be written in the grammar; `reason` names the construct.
        case unreadable(reason: String)
    }

    /// One byte edit of the selector text: `range` becomes `text`.
    struct Edit: Equatable {
        /// Bytes replaced, as offsets in the text the tokens came from.
        var range: Range<Int>
        /// What replaces them.
        var text: String
    }

    /// The pseudo-classes whose argument is a selector list.
    static let selectorListPseudoClasses: Set<String> = ["not", "is", "where", "has"]
    /// Earlier names of `:is()`, which Selectors 4 standardised as it.
    static let namesOfIs: Set<String> = ["-webkit-any", "-moz-any", "matches"]

    /// The verdict on one selector's `tokens` (no top-level comma).
    static func verdict(_ tokens: ArraySlice<CSSToken>) -> Verdict {
        var edits: [Edit] = []
        if let reason = problem(in: tokens, edits: &edits) { return .unreadable(reason: reason) }
        return edits.isEmpty ? .readable : .repairable(edits)
    }

    /// Why `tokens` (one selector) cannot be read, or nil; repairs are appended to `edits`. The tokens must form a
    /// complex selector of Selectors Level 4: compound selectors (a type or `*`, then ids, classes, attribute
    /// selectors and pseudo-classes, pseudo-elements last) joined by combinators (whitespace, `>`, `+`, `~`), a
    /// combinator first only in a relative selector (`:has()`'s). Browsers drop a rule whose selector is not
    /// (`ol.1`, `#2x`, `a > > b`), and EPUBCheck rejects it (CSS-008).
    private static func problem(in tokens: ArraySlice<CSSToken>, relative: Bool = false, edits: inout [Edit]) -> String? {
        var index = tokens.startIndex
        var state = CompoundState(relative: relative)
        while index < tokens.endIndex {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .comment:
                state.sawSpace = true
                index += 1
                continue
            case .leftBracket:
                let close = matchingClose(tokens, from: index)
                if close == tokens.endIndex { return "an attribute selector without its ']'" }
                if let reason = attributeProblem(tokens[(index + 1)..<close], edits: &edits) { return reason }
                state.add(.subclass)
                index = close + 1
            case .colon:
                let (end, reason) = pseudo(tokens, at: index, edits: &edits)
                if let reason { return reason }
                state.add(.subclass)
                index = end
            case .delim where isCombinator(token):
                if let reason = state.combinator() { return reason }
                index += 1
            case .delim where token.delimiter == UInt8(ascii: "."):
                guard index + 1 < tokens.endIndex, tokens[index + 1].kind == .ident else { return "'.' not followed by a class name" }
                state.add(.subclass)
                index += 2
            case .delim where token.delimiter == UInt8(ascii: "*"):
                if let reason = state.add(.type) { return reason }
                index += 1
            case .delim where token.delimiter == UInt8(ascii: "|"): // a namespace prefix's bar: a name or `*` follows
                state.inCompound = false
                index += 1
            case .ident:
                if let reason = state.add(.type) { return reason }
                index += 1
            case .hash:
                guard token.isIdentifier else { return "'#\(token.value)', an id that does not start like a name" }
                state.add(.subclass)
                index += 1
            case .number, .percentage, .dimension: return "a number where a class name belongs"
            case .function: return "\(token.value)() outside a pseudo-class"
            default: return "an unexpected '\(token.kind == .delim ? String(UnicodeScalar(token.delimiter)) : "\(token.kind)")'"
            }
        }
        return state.end()
    }

    /// Where a selector's compound selectors stand while its tokens are read.
    private struct CompoundState {
        enum Part { case type, subclass }
        /// Whether a combinator may come first (a relative selector).
        let relative: Bool
        /// Whitespace since the last token: a descendant combinator when a compound follows one.
        var sawSpace = false
        /// Whether the current compound has something in it.
        var inCompound = false
        /// Whether the last thing read was a combinator (`>`, `+`, `~`).
        var afterCombinator = false
        /// Whether any compound was read.
        var any = false

        init(relative: Bool) { self.relative = relative }

        /// Reads a part of a compound; a type selector only opens one.
        @discardableResult
        mutating func add(_ part: Part) -> String? {
            if sawSpace && inCompound { inCompound = false } // a descendant combinator
            sawSpace = false
            defer { (inCompound, afterCombinator, any) = (true, false, true) }
            return part == .type && inCompound ? "a type selector inside a compound selector" : nil
        }

        /// Reads `>`, `+` or `~`.
        mutating func combinator() -> String? {
            defer { (inCompound, afterCombinator, sawSpace) = (false, true, false) }
            if afterCombinator { return "two combinators in a row" }
            return any || relative ? nil : "a combinator before any selector"
        }

        /// The verdict at the selector's end.
        func end() -> String? {
            afterCombinator ? "a combinator at the end" : (any ? nil : "an empty selector")
        }
    }

    /// The end of the pseudo-class or pseudo-element at `index` (its first `:`), and why it cannot be read.
    private static func pseudo(_ tokens: ArraySlice<CSSToken>, at index: Int, edits: inout [Edit]) -> (Int, String?) {
        var next = index + 1
        if next < tokens.endIndex, tokens[next].kind == .colon { next += 1 }
        guard next < tokens.endIndex else { return (next, "':' not followed by a name") }
        let name = tokens[next]
        switch name.kind {
        case .ident: return (next + 1, nil)
        case .function:
            let close = matchingClose(tokens, from: next)
            if close == tokens.endIndex { return (close, ":\(name.value)( without its ')'") }
            return (close + 1, pseudoProblem(name, arguments: tokens[(next + 1)..<close], edits: &edits))
        default: return (next, "':' not followed by a name")
        }
    }


    /// Why the functional pseudo-class or pseudo-element `function` with `arguments` cannot be read, or nil.
    private static func pseudoProblem(_ function: CSSToken, arguments: ArraySlice<CSSToken>, edits: inout [Edit]) -> String? {
        let name = function.value.asciiLowercased
        if namesOfIs.contains(name) {
            edits.append(Edit(range: function.start..<function.end, text: "is("))
        } else if !selectorListPseudoClasses.contains(name) {
            let plain = arguments.allSatisfy { token in
                switch token.kind {
                case .whitespace, .comment, .ident, .string, .number, .percentage, .dimension: true
                case .delim: token.delimiter == UInt8(ascii: "+") || token.delimiter == UInt8(ascii: "-")
                default: false
                }
            }
            return plain ? nil : ":\(function.value)() with a selector or list as its argument"
        }
        let selectors = split(arguments)
        guard !selectors.isEmpty else { return ":\(function.value)() with an empty argument" }
        if hasEmptyPart(arguments) { return ":\(function.value)() with an empty selector in its list" }
        for (position, selector) in selectors.enumerated() {
            // EPUBCheck's grammar reads a relative selector (`:has(> b)`) only first in `:has()`'s list.
            if name != "has" || position > 0, let first = selector.first(where: isMeaningful), isCombinator(first) {
                return ":\(function.value)() with a selector that starts with a combinator" + (name == "has" ? " after its first" : "")
            }
            if let reason = problem(in: selector, relative: name == "has", edits: &edits) { return reason }
        }
        return nil
    }

    /// Why an attribute selector's inside (between `[` and `]`) cannot be read, or nil; a trailing case flag is removed.
    private static func attributeProblem(_ inside: ArraySlice<CSSToken>, edits: inout [Edit]) -> String? {
        let meaningful = inside.filter(isMeaningful)
        guard let valueIndex = meaningful.firstIndex(where: { $0.kind == .string || ($0.kind == .ident && isAfterOperator($0, in: meaningful)) }),
              valueIndex + 1 < meaningful.count else { return nil }
        let rest = meaningful[(valueIndex + 1)...]
        guard rest.count == 1, let flag = rest.first, flag.kind == .ident, ["i", "s"].contains(flag.value.asciiLowercased) else {
            return "an attribute selector with more than a name, an operator and a value"
        }
        edits.append(Edit(range: meaningful[valueIndex].end..<flag.end, text: ""))
        return nil
    }

    /// Whether the ident `token` follows an attribute operator's `=`.
    private static func isAfterOperator(_ token: CSSToken, in meaningful: [CSSToken]) -> Bool {
        guard let position = meaningful.firstIndex(of: token), position > 0 else { return false }
        let previous = meaningful[position - 1]
        return previous.kind == .delim && previous.delimiter == UInt8(ascii: "=")
    }

    /// `tokens` split at their top-level commas, each part trimmed of whitespace and comments; empty parts dropped.
    static func split(_ tokens: ArraySlice<CSSToken>) -> [ArraySlice<CSSToken>] {
        var parts: [ArraySlice<CSSToken>] = []
        var depth = 0, start = tokens.startIndex
        func add(_ end: Int) {
            var (from, to) = (start, end)
            while from < to, !isMeaningful(tokens[from]) { from += 1 }
            while to > from, !isMeaningful(tokens[to - 1]) { to -= 1 }
            if from < to { parts.append(tokens[from..<to]) }
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .function, .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .comma where depth == 0:
                add(index)
                start = index + 1
            default: break
            }
        }
        add(tokens.endIndex)
        return parts
    }

    /// Whether `tokens`, a selector list, has an empty selector (`a,,b`, `a,`, `,a`): browsers drop a rule whose list
    /// has one, and EPUBCheck rejects it (CSS-008).
    static func hasEmptyPart(_ tokens: ArraySlice<CSSToken>) -> Bool {
        var depth = 0, meaningfulSinceComma = false, sawComma = false
        for token in tokens {
            switch token.kind {
            case .function, .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .comma where depth == 0:
                if !meaningfulSinceComma { return true }
                (meaningfulSinceComma, sawComma) = (false, true)
                continue
            default: break
            }
            if isMeaningful(token) { meaningfulSinceComma = true }
        }
        return sawComma && !meaningfulSinceComma
    }

    /// The index of the token closing the bracket or function at `open` (the end index when the text ends first).
    private static func matchingClose(_ tokens: ArraySlice<CSSToken>, from open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.endIndex {
            switch tokens[index].kind {
            case .function, .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return tokens.endIndex
    }

    private static func isMeaningful(_ token: CSSToken) -> Bool { token.kind != .whitespace && token.kind != .comment }

    private static func isCombinator(_ token: CSSToken) -> Bool {
        token.kind == .delim && [UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~")].contains(token.delimiter)
    }
}
