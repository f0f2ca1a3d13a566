/// `style.link-underline`: links told from the text by colour alone. A rule for links (`a`, `a:link`, `a.el`) that takes
/// their underline away (`text-decoration: none`) and puts no other cue in its place (a border, a background, a bold
/// weight, an outline, a shadow) leaves a reader who cannot tell the colours apart, or a greyscale e-ink page, no way
/// to find a link in running text (WCAG 1.4.1; axe-core's link-in-text-block). The `none` goes, and links keep the
/// reading system's underline; a rule that gives another cue (a dotted bottom border) stays as written.
enum LinkCueStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleLinkUnderline
    /// The properties that take the underline away.
    static let decorations: Set<String> = ["text-decoration", "text-decoration-line"]
    /// Properties that mark a link without its colour.
    static let otherCues: Set<String> = [
        "border", "border-bottom", "border-bottom-style", "border-bottom-width", "border-style", "border-width",
        "background", "background-color", "background-image", "outline", "outline-style", "box-shadow",
    ]

    /// Removes `text-decoration: none` from the link rules of `editor`'s stylesheet that give no other cue.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: decorations) where stylesLinks(rule) && !givesOtherCue(rule, editor: editor) {
            for declaration in rule.declarations where decorations.contains(declaration.name)
                && editor.resolvedTokens(declaration).contains(where: { $0.kind == .ident && $0.value.asciiLowercased == "none" }) {
                editor.remove(declaration, of: rule, id: id)
            }
        }
    }

    /// Whether a selector of `rule` names links as they are read (not while hovered or focused, states a book's page
    /// never shows), without a pseudo-element.
    static func stylesLinks(_ rule: StyleRule) -> Bool {
        rule.selectors.contains { selector in
            let subject = SelectorSubject(selector)
            let lowered = selector.lowercased()
            return subject.typeName == "a" && !subject.hasPseudoElement
                && ![":hover", ":focus", ":active"].contains(where: lowered.contains)
        }
    }

    /// Whether `rule` marks links some other way: a border, background, outline or shadow that is not `none`, or a
    /// bold weight.
    private static func givesOtherCue(_ rule: StyleRule, editor: StyleEditor) -> Bool {
        rule.declarations.contains { declaration in
            let tokens = editor.resolvedTokens(declaration).filter { $0.kind != .whitespace && $0.kind != .comment }
            if declaration.name == "font-weight" {
                return tokens.contains { ["bold", "bolder"].contains($0.value.asciiLowercased) || ($0.kind == .number && $0.number >= 600) }
            }
            return otherCues.contains(declaration.name) && !tokens.allSatisfy { token in
                (token.kind == .ident && ["none", "transparent", "hidden", "initial", "unset"].contains(token.value.asciiLowercased))
                    || ((token.kind == .number || token.kind == .dimension) && token.number == 0)
            }
        }
    }
}
