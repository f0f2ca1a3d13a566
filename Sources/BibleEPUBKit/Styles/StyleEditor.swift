/// One kind of change the style passes made to a stylesheet: how many, and the first one's place.
package struct StyleFinding: Sendable, Equatable {
    /// The `style.*` diagnostic ID.
    package var id: DiagnosticID
    /// 1-based line, in the stylesheet's text, of the first change.
    package var line: Int
    /// How many declarations changed.
    package var count: Int
    /// The first change, as `selector { declaration }`.
    package var example: String
}

/// The tokens of `var()` values already resolved in one stylesheet, by value text.
final class ResolvedValues {
    /// Value text -> its tokens after substitution.
    var values: [String: [CSSToken]] = [:]
}

/// Collects the style passes' edits to one stylesheet and applies them at once, keeping every other byte.
struct StyleEditor {
    /// The stylesheet being edited.
    let sheet: StyleSheet
    /// Custom properties (`--name: value`) the page-level rules define, for resolving `var()`.
    let customProperties: [String: String]
    /// Values with `var()` already resolved, by value text (most stylesheets use a few variables many times).
    let resolved = ResolvedValues()
    private var removals: [Int: Range<Int>] = [:]
    private var replacements: [Int: (range: Range<Int>, text: String)] = [:]
    /// The closers `closeOpenBlocks` appends at the end.
    private var closers: [UInt8] = []
    private var additions: [Int: [String]] = [:]
    private var findings: [DiagnosticID: StyleFinding] = [:]

    /// An editor for `sheet`.
    init(_ sheet: StyleSheet) {
        self.sheet = sheet
        var properties: [String: String] = [:]
        for rule in sheet.rules where rule.stylesPage || rule.selectors.contains("*") {
            for declaration in rule.declarations where declaration.name.hasPrefix("--") {
                properties[declaration.name] = declaration.value
            }
        }
        customProperties = properties
    }

    /// Drops what the parser could not read (`StyleSheet.invalid`) and, in a stylesheet (`inAttribute` false), each `;`
    /// that ends no declaration (`StyleSheet.emptyDeclarations`: EPUBCheck rejects them there), reported as
    /// `style.syntax-error`.
    mutating func dropInvalid(inAttribute: Bool = false) {
        let strays = inAttribute ? [] : sheet.emptyDeclarations.map { (range: $0, example: "';' with no declaration before it") }
        let dropped = sheet.invalid.filter { !$0.isEmpty }.map { range in
            let text = sheet.text(range).trimmingSpaces
            return (range: range, example: text.count > 60 ? String(text.prefix(60)) + "…" : text)
        }
        for (range, example) in (dropped + strays).sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            removals[range.lowerBound] = range
            if var finding = findings[Self.syntaxError] {
                finding.count += 1
                findings[Self.syntaxError] = finding
            } else {
                findings[Self.syntaxError] = StyleFinding(id: Self.syntaxError, line: sheet.line(of: range.lowerBound), count: 1,
                                                           example: example)
            }
        }
    }

    /// Closes the blocks the text leaves open at its end (`StyleSheet.unclosed`) that no removal took out, as
    /// CSS Syntax Level 3 does at the end of input; reported with the dropped parse errors, except the outermost
    /// `implied` ones (the rule a style attribute is parsed as). Called after the passes.
    mutating func closeOpenBlocks(implied: Int = 0) {
        let open = sheet.unclosed.filter { block in !removals.values.contains { $0.contains(block.opener) } }
        let reported = open.dropLast(implied)
        // Only the implied blocks open and nothing else changed: the text stays as it is (no edit to apply).
        guard !reported.isEmpty || hasEdits else { return }
        closers = open.map(\.closer)
        guard let first = reported.last else { return }
        var finding = findings[Self.syntaxError]
            ?? StyleFinding(id: Self.syntaxError, line: sheet.line(of: first.opener), count: 0, example: "")
        finding.count += reported.count
        if finding.example.isEmpty {
            finding.example = "a block left open at the end: closed with " + String(decoding: reported.map(\.closer), as: UTF8.self)
        }
        findings[Self.syntaxError] = finding
    }

    /// The ID of dropped parse errors.
    static let syntaxError = DiagnosticID.styleSyntaxError

    /// Whether `declaration` is already removed by an earlier pass.
    func isRemoved(_ declaration: StyleDeclaration) -> Bool { removals[declaration.range.lowerBound] != nil }

    /// Removes `declaration` of `rule`, reported under `id`.
    mutating func remove(_ declaration: StyleDeclaration, of rule: StyleRule, id: DiagnosticID) {
        guard !isRemoved(declaration) else { return }
        removals[declaration.range.lowerBound] = declaration.range
        replacements[declaration.range.lowerBound] = nil
        note(id, rule, "\(declaration.name): \(declaration.value)", at: declaration.range.lowerBound)
    }

    /// Replaces the value of `declaration` with `value` (keeping `!important`), reported under `id`.
    mutating func replaceValue(of declaration: StyleDeclaration, in rule: StyleRule, with value: String, id: DiagnosticID) {
        guard !isRemoved(declaration), let first = declaration.tokens.first, let last = declaration.tokens.last else { return }
        replacements[declaration.range.lowerBound] = (first.start..<last.end, value)
        note(id, rule, "\(declaration.name): \(declaration.value) -> \(value)", at: declaration.range.lowerBound)
    }

    /// Renames the property of `declaration` to `name` where it stands (its value and `!important` kept), reported
    /// under `id`.
    mutating func renameProperty(of declaration: StyleDeclaration, in rule: StyleRule, to name: String, id: DiagnosticID) {
        guard !isRemoved(declaration) else { return }
        let start = declaration.range.lowerBound
        replacements[start] = (start..<start + declaration.name.utf8.count, name)
        note(id, rule, "\(declaration.name): \(declaration.value) -> \(name)", at: start)
    }

    /// Replaces bytes `range` of `rule`'s selector list with `text` (nil removes them), reported under `id` as `change`.
    mutating func editSelectors(_ range: Range<Int>, with text: String?, in rule: StyleRule, id: DiagnosticID, change: String) {
        if let text { replacements[range.lowerBound] = (range, text) } else { removals[range.lowerBound] = range }
        note(id, rule, change, at: range.lowerBound)
    }

    /// Removes `rule` whole, its declarations with it (later passes leave them be), reported under `id` as `change`.
    mutating func removeRule(_ rule: StyleRule, id: DiagnosticID, change: String) {
        removals[rule.start] = rule.start..<(rule.closed ? rule.blockEnd + 1 : sheet.bytes.count)
        for declaration in rule.declarations { removals[declaration.range.lowerBound] = declaration.range }
        note(id, rule, change, at: rule.start)
    }

    /// Appends `declaration` (`name: value`) to the block of `rule`, reported under `id`.
    mutating func add(_ declaration: String, to rule: StyleRule, id: DiagnosticID) {
        if let removed = removals[rule.start], removed.upperBound > rule.blockEnd { return } // the whole rule is removed
        var offset = rule.blockEnd
        while offset > 0, CSSTokenizer.isWhitespace(sheet.bytes[offset - 1]) { offset -= 1 }
        additions[offset, default: []].append(declaration)
        note(id, rule, "+ \(declaration)", at: rule.blockEnd)
    }

    private mutating func note(_ id: DiagnosticID, _ rule: StyleRule, _ change: String, at offset: Int) {
        if var finding = findings[id] {
            finding.count += 1
            findings[id] = finding
        } else {
            let selectors = rule.selectors.joined(separator: ", ")
            findings[id] = StyleFinding(id: id, line: sheet.line(of: offset), count: 1, example: "\(selectors) { \(change) }")
        }
    }

    /// The findings, one per ID, in ID order.
    var allFindings: [StyleFinding] { findings.values.sorted { $0.id < $1.id } }

    /// Whether any pass changed anything.
    var hasEdits: Bool { !removals.isEmpty || !replacements.isEmpty || !additions.isEmpty || !closers.isEmpty }

    /// The stylesheet's text with every edit applied.
    func apply() -> String {
        guard hasEdits else { return String(decoding: sheet.bytes, as: UTF8.self) }
        var edits: [(range: Range<Int>, text: [UInt8])] = removals.values.map { (tidied($0), []) }
        edits += replacements.values.map { ($0.range, Array($0.text.utf8)) }
        for (offset, declarations) in additions {
            edits.append((offset..<offset, Array(separatorBefore(offset).utf8) + Array(declarations.map { " \($0);" }.joined().utf8)))
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var output: [UInt8] = []
        output.reserveCapacity(sheet.bytes.count + 64)
        var cursor = 0
        for edit in edits {
            // An edit inside an earlier removal is gone with it; a removal the earlier one overlaps (their tidied
            // spaces) removes what is left of it.
            guard edit.range.lowerBound >= cursor || (edit.text.isEmpty && edit.range.upperBound > cursor) else { continue }
            if edit.range.lowerBound > cursor { output += sheet.bytes[cursor..<edit.range.lowerBound] }
            output += edit.text
            cursor = edit.range.upperBound
        }
        output += sheet.bytes[cursor...]
        output += closers
        return String(decoding: output, as: UTF8.self)
    }

    /// A removed declaration's bytes with the blank space it leaves: its whole line when it stood alone on one,
    /// else the spaces before it.
    private func tidied(_ range: Range<Int>) -> Range<Int> {
        let bytes = sheet.bytes
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        let aloneOnLine = (start == 0 || bytes[start - 1] == 0x0A) && end < bytes.count && bytes[end] == 0x0A
        return aloneOnLine ? start..<(end + 1) : start..<range.upperBound
    }

    /// `;` when the block's last declaration before `offset` does not end with one (comments and removed declarations
    /// skipped: a `;` after a comment that follows one would end no declaration, which EPUBCheck rejects).
    private func separatorBefore(_ offset: Int) -> String {
        for token in sheet.tokens(in: 0..<offset).reversed() where token.kind != .whitespace && token.kind != .comment {
            if removals.values.contains(where: { $0.contains(token.start) }) { continue }
            return token.kind == .semicolon || token.kind == .leftBrace ? "" : ";"
        }
        return ""
    }
}
