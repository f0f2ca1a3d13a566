import Foundation

/// Text derivatives: what a state becomes after a text child or an attribute value. Patterns without datatypes
/// in their first position do not depend on the text, so their derivative is memoized once per pattern.
extension SchemaMachine {
    /// The state after text `text` in `state` (no white-space skipping; `text(_:_:)` adds that).
    func textDerivative(_ state: Int32, _ text: String) -> Int32 {
        if isDataFree(state) {
            if let known = textMemo[pattern: state] { return known }
            let result = textStep(state, text)
            textMemo[pattern: state] = result
            return result
        }
        return textStep(state, text)
    }

    private func textStep(_ p: Int32, _ text: String) -> Int32 {
        let (a, b) = patterns.operands(p)
        switch patterns.kind(p) {
        case .choice: return patterns.choice(textDerivative(a, text), textDerivative(b, text))
        case .interleave:
            return patterns.choice(patterns.interleave(textDerivative(a, text), b),
                                   patterns.interleave(a, textDerivative(b, text)))
        case .group:
            let viaFirst = patterns.group(textDerivative(a, text), b)
            return patterns.nullable(a) ? patterns.choice(viaFirst, textDerivative(b, text)) : viaFirst
        case .after: return patterns.after(textDerivative(a, text), b)
        case .oneOrMore: return patterns.group(textDerivative(a, text), patterns.choice(p, SchemaPatterns.empty))
        case .text: return p
        case .value:
            let datatype = XHTMLSchemaTable.datatypes[Int(a)]
            return datatype.equal(text, XHTMLSchemaTable.values[Int(b)]) ? SchemaPatterns.empty : SchemaPatterns.notAllowed
        case .data:
            guard XHTMLSchemaTable.datatypes[Int(a)].allows(text, pattern: regex(a)) else { return SchemaPatterns.notAllowed }
            if b >= 0 && valueMatches(b, text) { return SchemaPatterns.notAllowed }
            return SchemaPatterns.empty
        case .list:
            var state = a
            for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                state = textDerivative(state, String(token))
                if state == SchemaPatterns.notAllowed { break }
            }
            return patterns.nullable(state) ? SchemaPatterns.empty : SchemaPatterns.notAllowed
        default: return SchemaPatterns.notAllowed
        }
    }

    /// The regex of datatype `number`'s pattern facet (`SchemaPatternRegexes`).
    private func regex(_ number: Int32) -> Regex<Substring>? {
        guard XHTMLSchemaTable.datatypes[Int(number)].hasPattern else { return nil }
        return SchemaPatternRegexes.shared.regex(number)
    }

    /// True when no datatype, value or list can be reached in `p` before an element or the end (its text
    /// derivative is the same for every text).
    func isDataFree(_ p: Int32) -> Bool {
        if let known = dataFree[patternFlag: p] { return known }
        let (a, b) = patterns.operands(p)
        let result: Bool
        switch patterns.kind(p) {
        case .choice, .interleave, .group: result = isDataFree(a) && isDataFree(b)
        case .after, .oneOrMore: result = isDataFree(a)
        case .data, .value, .list: result = false
        default: result = true
        }
        dataFree[patternFlag: p] = result
        return result
    }
}

/// The datatype pattern regexes, built once per process: a regex is parsed and compiled at its first match (0.2 to
/// 0.6 ms each), so machines on other threads reuse this one's instead of compiling their own.
final class SchemaPatternRegexes: @unchecked Sendable {
    /// The process's regexes.
    static let shared = SchemaPatternRegexes()
    private let lock = NSLock()
    private var built: [Int32: Regex<Substring>] = [:]

    /// The regex of datatype `number`'s pattern facet, matching by Unicode scalars as XML Schema does. Regex is not
    /// Sendable, but it stores its compiled program atomically and matches without changing it, so one value
    /// serves every thread; it is compiled here, under the lock, so no two threads compile it at once.
    func regex(_ number: Int32) -> Regex<Substring>? {
        lock.lock()
        defer { lock.unlock() }
        if let known = built[number] { return known }
        let regex = XHTMLSchemaTable.patternRegex(Int(number))?.matchingSemantics(.unicodeScalar)
        _ = try? regex?.wholeMatch(in: "")
        built[number] = regex
        return regex
    }
}
