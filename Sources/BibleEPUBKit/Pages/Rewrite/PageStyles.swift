/// The reading-system passes on a page's `style` attributes, reported once per page and kind.
extension PageNormalizer {
    /// Rewrites `element`'s `style` attribute for a paginated reader (dropping it when nothing is left).
    func restyleAttribute(of element: Element) {
        guard let style = element[attribute: "style"] else { return }
        defer { if !hasInlineColors { hasInlineColors = element[attribute: "style"]?.contains("color") == true } }
        let rewritten = ReadingSystemStyles.rewriteAttribute(style, element: element.name, theme: index.theme,
                                                             revealsHidden: revealsHidden)
        guard !rewritten.findings.isEmpty else { return }
        element[attribute: "style"] = rewritten.css.utf8.contains(where: { !CSSTokenizer.isWhitespace($0) && $0 != UInt8(ascii: ";") })
            ? rewritten.css : nil
        for finding in rewritten.findings {
            if var known = inlineStyleFindings[finding.id] {
                known.count += finding.count
                inlineStyleFindings[finding.id] = known
            } else {
                inlineStyleFindings[finding.id] = StyleFinding(id: finding.id, line: element.line, count: finding.count,
                                                               example: "style=\"\(style)\" on <\(element.name)>")
            }
        }
    }

    /// One finding per kind for the page's `style` attributes.
    func reportInlineStyleFindings() {
        for finding in inlineStyleFindings.values.sorted(by: { $0.id < $1.id }) {
            diagnostics.append(StyleFindingText.diagnostic(finding, file: page.path, line: finding.line, place: "style attributes"))
        }
    }
}

/// How the `style.*` findings read.
package enum StyleFindingText {
    /// What each kind of change is, in a few words, and why.
    static let summaries: [DiagnosticID: String] = [
        ViewportHeightStyles.id: "heights tied to the screen removed (a paginated reader has no single screen: the text past it would be cut off)",
        ScrollBoxStyles.id: "scroll-box declarations removed (a reader cannot scroll inside a page: the text that does not fit would be cut off)",
        FixedPositionStyles.id: "elements pinned to the screen put back in the flow (they would cover the text on every page)",
        AppShellStyles.id: "app layout of the page itself (flex, grid or columns on html/body) removed (the reader lays out its pages)",
        PageWidthStyles.id: "widths wider than a reader's page made to fit",
        WideContentStyles.id: "no-wrap settings made to wrap (long lines would run off the page)",
        FixedHeightStyles.id: "fixed heights on boxes of text made minimum heights (with a reader's larger type the text would spill over what follows)",
        NegativeOffsetStyles.id: "negative margins or indents that push text off the page set to 0",
        TextGlowStyles.id: "text glows removed (they blur letters on e-ink and light pages)",
        ThemeStyles.pageColors: "page background and text colours left to the reader's theme (light, sepia, night)",
        ThemeStyles.darkBackground: "dark box backgrounds of the dark page removed (they were shades of the page the reader's theme replaces)",
        ThemeStyles.textColor: "text colours changed that would be illegible on a light or night page",
        ScriptHiddenStyles.id: "parts hidden until a script showed them now shown (the book has no scripts)",
        SelectorGrammarStyles.id: "selectors EPUBCheck's CSS grammar cannot read written as it reads them (:-webkit-any( as :is() or removed with what they styled",
        CSSPostcondition.id: "rule EPUBCheck would reject is left after the rewrite (please report this stylesheet; the book was not written)",
        PrintOnlyStyles.id: "declarations for printing only removed (a reading system lays its pages out for the screen; a converter to PDF would apply them and hide what readers see)",
    ]

    /// The finding as a diagnostic at `line` of `file`.
    static func diagnostic(_ finding: StyleFinding, file: String, line: Int, place: String) -> Diagnostic {
        let theme = [ThemeStyles.pageColors, ThemeStyles.darkBackground, ThemeStyles.textColor].contains(finding.id)
        return Diagnostic(
            id: finding.id, severity: finding.id == CSSPostcondition.id ? .error : .info, file: file, line: line,
            message: "\(place): \(finding.count) \(summaries[finding.id] ?? "declarations changed"); first: \(finding.example)",
            hint: theme ? "theme: keep in book.yaml keeps the author's colours" : nil)
    }
}
