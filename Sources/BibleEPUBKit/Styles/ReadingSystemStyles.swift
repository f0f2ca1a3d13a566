/// What the author asked of the page styles in `book.yaml`.
package enum ThemePolicy: String, Sendable, CaseIterable {
    /// Page colours and colours that fight the reader's themes are removed (the default).
    case reader
    /// The author's colours are kept as written.
    case keep
}

/// A stylesheet after the reading-system passes, with one finding per kind of change.
package struct StyleRewrite: Sendable, Equatable {
    /// The rewritten CSS.
    package var css: String
    /// What changed, one finding per `style.*` ID.
    package var findings: [StyleFinding]
}

/// Rewrites what only works in a scrolling app into what works in a paginated reading system, keeping the rest of
/// the author's design byte for byte: the passes in `Passes/`, one kind of hazard each.
package enum ReadingSystemStyles {
    /// Every `style.*` ID the passes report, with the theme ones last.
    package static let ids = [
        ViewportHeightStyles.id, ScrollBoxStyles.id, FixedPositionStyles.id, AppShellStyles.id, PageWidthStyles.id,
        FixedHeightStyles.id, WideContentStyles.id, NegativeOffsetStyles.id, TextGlowStyles.id, LinkCueStyles.id,
        ThemeStyles.pageColors, ThemeStyles.darkBackground, ThemeStyles.textColor, StyleEditor.syntaxError,
        SelectorGrammarStyles.id, EPUBForbiddenStyles.id, ScriptHiddenStyles.id, PrintOnlyStyles.id,
    ]

    /// `css` with the passes applied (the theme passes unless `theme` is `.keep`; `display: none` removed when
    /// `revealsHidden`, for the style attributes of a page whose scripts are removed).
    /// `impliedBlocks` counts the outermost blocks the text leaves open on purpose (closed without a report): the text
    /// is a style attribute's, read as a rule. `replaced`: the classes and ids the book's pages put on images and media
    /// (nil when not known).
    package static func rewrite(_ css: String, theme: ThemePolicy, revealsHidden: Bool = false, impliedBlocks: Int = 0,
                                replaced: ReplacedNames? = nil) -> StyleRewrite {
        guard mayNeedRewriting(css) else { return StyleRewrite(css: css, findings: []) }
        var editor = StyleEditor(StyleSheet(css))
        editor.dropInvalid(inAttribute: impliedBlocks > 0)
        SelectorGrammarStyles.apply(to: &editor)
        EPUBForbiddenStyles.apply(to: &editor)
        PrintOnlyStyles.apply(to: &editor)
        ViewportHeightStyles.apply(to: &editor)
        ScrollBoxStyles.apply(to: &editor)
        FixedPositionStyles.apply(to: &editor)
        AppShellStyles.apply(to: &editor)
        PageWidthStyles.apply(to: &editor)
        LayoutColumnStyles.apply(to: &editor)
        FixedHeightStyles.apply(to: &editor, replaced: replaced)
        SideGutterStyles.apply(to: &editor)
        WideContentStyles.apply(to: &editor)
        NegativeOffsetStyles.apply(to: &editor)
        TextGlowStyles.apply(to: &editor)
        LinkCueStyles.apply(to: &editor)
        if theme == .reader { ThemeStyles.apply(to: &editor) }
        if revealsHidden { ScriptHiddenStyles.apply(to: &editor) }
        editor.closeOpenBlocks(implied: impliedBlocks)
        let rewritten = editor.apply()
        // Text the passes did not change was checked as they read it; what they rewrote is checked again.
        let leftover = editor.allFindings.isEmpty ? nil : CSSPostcondition.check(rewritten, inAttribute: impliedBlocks > 0)
        return StyleRewrite(css: rewritten, findings: editor.allFindings + (leftover.map { [$0] } ?? []))
    }

    /// The declarations of a `style` attribute on an element named `element`, rewritten as if they were a rule for
    /// that element. A `}` ends what can be read as that rule: it and what follows are dropped as a parse error.
    package static func rewriteAttribute(_ declarations: String, element: String, theme: ThemePolicy,
                                         revealsHidden: Bool = false) -> StyleRewrite {
        let bytes = Array(declarations.utf8)
        let stray = bytes.contains(UInt8(ascii: "}")) ? Self.firstStrayClosingBrace(in: bytes) : nil
        let readable = stray.map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? declarations
        // Parsed without its closing brace, which the end of the text implies after whatever the declarations leave
        // open (`width: calc(1px` is closed as `calc(1px)`, as CSS Syntax parses a list of declarations).
        let prefix = "\(element) {"
        var rewritten = rewrite(prefix + readable, theme: theme, revealsHidden: revealsHidden, impliedBlocks: 1)
        if let stray {
            let earlier = rewritten.findings.first { $0.id == StyleEditor.syntaxError }
            let cut = StyleFinding(id: StyleEditor.syntaxError, line: 1, count: 1 + (earlier?.count ?? 0),
                                   example: earlier?.example ?? String(decoding: bytes[stray...], as: UTF8.self))
            rewritten.findings = ([cut] + rewritten.findings.filter { $0.id != StyleEditor.syntaxError }).sorted { $0.id < $1.id }
        }
        guard !rewritten.findings.isEmpty else { return StyleRewrite(css: declarations, findings: []) }
        var css = Substring(rewritten.css.dropFirst(prefix.count))
        if css.last == "}" { css = css.dropLast() }
        return StyleRewrite(css: String(css).trimmingSpaces, findings: rewritten.findings)
    }

    /// The offset of the first `}` in `bytes` that closes no block, bracket or function opened before it (one in a
    /// string or inside a block is not), as CSS Syntax reads a list of declarations.
    static func firstStrayClosingBrace(in bytes: [UInt8]) -> Int? {
        var open: [CSSToken.Kind] = []
        for token in CSSTokenizer.tokenize(bytes) {
            switch token.kind {
            case .leftBrace: open.append(.rightBrace)
            case .leftBracket: open.append(.rightBracket)
            case .leftParen, .function: open.append(.rightParen)
            case .rightBrace where open.isEmpty: return token.start
            case .rightBrace, .rightBracket, .rightParen: if open.last == token.kind { open.removeLast() }
            default: break
            }
        }
        return nil
    }

    /// False when no property a pass looks at can be in `css` (most style attributes), checked on bytes.
    static func mayNeedRewriting(_ css: String) -> Bool {
        css.utf8.contains(UInt8(ascii: ":")) || css.utf8.contains { !CSSTokenizer.isWhitespace($0) }
    }
}
