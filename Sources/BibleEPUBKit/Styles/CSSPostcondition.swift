/// The post-condition of every stylesheet the build writes, as `SchemaRepair`'s is of every page: EPUBCheck's CSS
/// checks hold on the text as rewritten. CSS Syntax Level 3 finds no parse error (no dropped rule or declaration,
/// no block left open) and every selector is one EPUBCheck's grammar reads (`SelectorGrammar`). What is left is an
/// internal error: the build reports it and writes no book, never "0 errors" about a book EPUBCheck rejects.
enum CSSPostcondition {
    /// The diagnostic ID.
    static let id = DiagnosticID.buildCSSPostcondition

    /// The first thing in `css` EPUBCheck would reject, as a finding, or nil (a `;` that ends no declaration only in a
    /// stylesheet: in a style attribute, `inAttribute`, EPUBCheck takes it).
    static func check(_ css: String, inAttribute: Bool = false) -> StyleFinding? {
        let sheet = StyleSheet(css, indexingProperties: false)
        if let range = sheet.invalid.first(where: { !$0.isEmpty }) {
            return finding(sheet, at: range.lowerBound, "a parse error: \(sheet.text(range).prefix(60))")
        }
        if !inAttribute, let stray = sheet.emptyDeclarations.first { return finding(sheet, at: stray.lowerBound, "a ';' that ends no declaration") }
        if let block = sheet.unclosed.first { return finding(sheet, at: block.opener, "a block left open") }
        for rule in sheet.rules {
            let prelude = sheet.tokens(in: rule.start..<rule.blockStart)
            let selectors = SelectorGrammar.split(prelude)
            if selectors.isEmpty || SelectorGrammar.hasEmptyPart(prelude) {
                return finding(sheet, at: rule.start, "a rule with an empty selector")
            }
            for selector in selectors {
                guard SelectorGrammar.verdict(selector) != .readable else { continue }
                let text = sheet.text((selector.first?.start ?? 0)..<(selector.last?.end ?? 0))
                return finding(sheet, at: rule.start, "the selector '\(text)'")
            }
        }
        return nil
    }

    private static func finding(_ sheet: StyleSheet, at offset: Int, _ what: String) -> StyleFinding {
        StyleFinding(id: id, line: sheet.line(of: offset), count: 1, example: "internal error: \(what) is still in the rewritten stylesheet")
    }
}
