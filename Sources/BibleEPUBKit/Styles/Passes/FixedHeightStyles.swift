/// `style.fixed-height`: boxes of text given a fixed height. A height in lengths (`#definition { height: 61px }`)
/// holds the text of one screen's font size; with a reader's larger type, or a narrower page that wraps it, the text
/// runs out of the box and over what follows (Kindle's guidelines: never size a box that holds text with `height`).
/// The height becomes a `min-height` (the box keeps its size where the text fits and grows where it does not), and a
/// `max-height` in lengths goes. Rules that may select an image, media or SVG keep theirs: their type says so, or
/// their classes and ids are ones the book's pages put on such elements (`ReplacedNames`); without that knowledge,
/// only rules naming a text element's type change. So do small shapes (a width of 4em at most: icons, swatches, round
/// badges), boxes an image sizes itself by, table rows and cells (their heights are minimums already) and generated
/// content.
enum FixedHeightStyles {
    /// The diagnostic ID.
    static let id = DiagnosticID.styleFixedHeight
    private static let fixed: [String: String] = ["height": "min-height", "block-size": "min-block-size"]
    private static let maximum: Set<String> = ["max-height", "max-block-size"]
    private static let properties = Set(fixed.keys).union(maximum)

    /// Turns the fixed heights on text boxes of `editor`'s stylesheet into minimum heights.
    static func apply(to editor: inout StyleEditor, replaced: ReplacedNames?) {
        let rules = editor.sheet.rules(declaring: properties)
        guard !rules.isEmpty else { return }
        let frames = imageFrames(rules, editor)
        for rule in rules where !rule.stylesOnlyReplacedElements {
            guard rule.subjects.allSatisfy({ changes($0, replaced) && !frames.holds($0) }), !isSmallShape(rule, editor) else { continue }
            let hasMinimum = rule.declarations.contains { fixed.values.contains($0.name) && !editor.isRemoved($0) }
            for declaration in rule.declarations where properties.contains(declaration.name) {
                guard !editor.isRemoved(declaration), isLength(editor.resolvedTokens(declaration)) else { continue }
                if let minimum = fixed[declaration.name], !hasMinimum {
                    editor.renameProperty(of: declaration, in: rule, to: minimum, id: id)
                } else {
                    // A rule that sets its own minimum keeps it alone (a second one could override it).
                    editor.remove(declaration, of: rule, id: id)
                }
            }
        }
    }

    /// Whether a rule for `subject` is one to change: it selects only boxes of text, not a table's own (whose heights
    /// are minimums already) nor generated content (`::before` icons).
    private static func changes(_ subject: SelectorSubject, _ replaced: ReplacedNames?) -> Bool {
        guard !subject.hasPseudoElement, !(subject.typeName.map { $0 == "table" || ElementTraits.of($0).contains(.tablePart) } ?? false)
        else { return false }
        return replaced?.selectsOnlyTextBoxes(subject) ?? subject.namesTextElement ?? false
    }

    /// The boxes an image inside sizes itself by (`.logo { height: 50px } .logo img { height: 100% }`): with a
    /// minimum height instead, the percentage would have nothing to resolve against and the image would show at its
    /// own size. Named by the compound before the image's in the `rules` that give an image a percentage height.
    private static func imageFrames(_ rules: [StyleRule], _ editor: StyleEditor) -> Frames {
        var frames = Frames()
        for rule in rules {
            let sizedByParent = rule.declarations.contains { declaration in
                properties.contains(declaration.name) && editor.resolvedTokens(declaration).contains { $0.kind == .percentage }
            }
            guard sizedByParent else { continue }
            for (selector, subject) in zip(rule.selectors, rule.subjects) where subject.isReplaced {
                guard let ancestor = SelectorSubject.ancestor(in: selector) else { continue }
                frames.classes.formUnion(ancestor.classNames)
                frames.ids.formUnion(ancestor.ids)
                if ancestor.classNames.isEmpty, ancestor.ids.isEmpty, let type = ancestor.typeName { frames.types.insert(type) }
            }
        }
        return frames
    }

    /// Names of the boxes images size themselves by.
    private struct Frames {
        var classes: Set<String> = [], ids: Set<String> = [], types: Set<String> = []

        /// Whether `subject` may select such a box.
        func holds(_ subject: SelectorSubject) -> Bool {
            subject.classNames.contains(where: classes.contains) || subject.ids.contains(where: ids.contains)
                || subject.typeName.map(types.contains) ?? false
        }
    }

    /// Whether the rule draws a small shape (an icon, a swatch, a round badge): a width of at most `smallestText`,
    /// where a glyph or two is all that fits and the height is part of the design.
    private static func isSmallShape(_ rule: StyleRule, _ editor: StyleEditor) -> Bool {
        rule.declarations.contains { declaration in
            guard declaration.name == "width" || declaration.name == "inline-size" else { return false }
            let tokens = editor.resolvedTokens(declaration)
            return tokens.count == 1 && (CSSLength.pixels(tokens[0]).map { $0 <= smallestText } ?? false)
        }
    }

    /// A box at most this wide, in CSS pixels (4em), holds an icon or a glyph, not running text.
    private static let smallestText = 64.0

    /// A single positive length (`61px`, `55em`): not `auto`, `0`, a percentage or a function.
    private static func isLength(_ tokens: [CSSToken]) -> Bool {
        tokens.count == 1 && (CSSLength.pixels(tokens[0]) ?? 0) > 0
    }
}
