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
        WideContentStyles.id, NegativeOffsetStyles.id, TextGlowStyles.id,
        ThemeStyles.pageColors, ThemeStyles.darkBackground, ThemeStyles.textColor, StyleEditor.syntaxError,
        EPUBForbiddenStyles.id, ScriptHiddenStyles.id, PrintOnlyStyles.id,
    ]

    /// `css` with the passes applied (the theme passes unless `theme` is `.keep`; `display: none` removed when
    /// `revealsHidden`, for the style attributes of a page whose scripts are removed).
    package static func rewrite(_ css: String, theme: ThemePolicy, revealsHidden: Bool = false) -> StyleRewrite {
        guard mayNeedRewriting(css) else { return StyleRewrite(css: css, findings: []) }
        var editor = StyleEditor(StyleSheet(css))
        editor.dropInvalid()
        EPUBForbiddenStyles.apply(to: &editor)
        PrintOnlyStyles.apply(to: &editor)
        ViewportHeightStyles.apply(to: &editor)
        ScrollBoxStyles.apply(to: &editor)
        FixedPositionStyles.apply(to: &editor)
        AppShellStyles.apply(to: &editor)
        PageWidthStyles.apply(to: &editor)
        SideGutterStyles.apply(to: &editor)
        WideContentStyles.apply(to: &editor)
        NegativeOffsetStyles.apply(to: &editor)
        TextGlowStyles.apply(to: &editor)
        if theme == .reader { ThemeStyles.apply(to: &editor) }
        if revealsHidden { ScriptHiddenStyles.apply(to: &editor) }
        return StyleRewrite(css: editor.apply(), findings: editor.allFindings)
    }

    /// The declarations of a `style` attribute on an element named `element`, rewritten as if they were a rule for
    /// that element.
    package static func rewriteAttribute(_ declarations: String, element: String, theme: ThemePolicy,
                                         revealsHidden: Bool = false) -> StyleRewrite {
        let prefix = "\(element) {", suffix = "}"
        let rewritten = rewrite(prefix + declarations + suffix, theme: theme, revealsHidden: revealsHidden)
        guard !rewritten.findings.isEmpty else { return StyleRewrite(css: declarations, findings: []) }
        return StyleRewrite(css: String(rewritten.css.dropFirst(prefix.count).dropLast(suffix.count)).trimmingSpaces,
                            findings: rewritten.findings)
    }

    /// False when no property a pass looks at can be in `css` (most style attributes), checked on bytes.
    static func mayNeedRewriting(_ css: String) -> Bool {
        css.utf8.contains(UInt8(ascii: ":")) || css.utf8.contains { !CSSTokenizer.isWhitespace($0) }
    }
}
