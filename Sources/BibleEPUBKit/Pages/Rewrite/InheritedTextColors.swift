/// Text colours a box inherits through `style` attributes onto a background of its own that makes them illegible.
/// The theme pass rewrites each `style` attribute alone: a dark box gets a light text colour that meets 4.5:1 on it
/// (`ThemeStyles`), and a light box inside it, with no colour of its own, inherits that colour. An old site's
/// layout draws its borders so (libxslt's: a black table with one-pixel cell spacing around a light yellow cell),
/// and its page titles came out white on yellow (1.1:1). Walking the page from the top, a box whose own background
/// the inherited colour fails 4.5:1 on gets black or white text, whichever meets it.
enum InheritedTextColors {
    /// The contrast a box's text must keep with its background (WCAG 2 AA, as `ThemeStyles`).
    static let legibleContrast = ThemeStyles.legibleContrast

    /// Gives the boxes under `body` whose inherited colour is illegible on their background a colour of their own;
    /// returns them.
    static func repair(in body: Element) -> [Element] {
        var repaired: [Element] = []
        func walk(_ element: Element, inherited: CSSColor?) {
            var current = inherited
            if let style = element[attribute: "style"], let colors = Colors(style) {
                if let color = colors.text {
                    current = color
                } else if let inherited, let box = colors.box, inherited.contrast(on: box) < legibleContrast {
                    let legible = CSSColor.black.contrast(on: box) >= CSSColor.white.contrast(on: box) ? CSSColor.black : .white
                    element.appendStyle("color: \(legible.hexString)")
                    current = legible
                    repaired.append(element)
                }
            }
            for child in element.childElements { walk(child, inherited: current) }
        }
        walk(body, inherited: nil)
        return repaired
    }

    /// The text colour and the opaque box background a `style` attribute declares (the last of each wins).
    struct Colors {
        /// The declared text colour.
        var text: CSSColor?
        /// The declared background colour, over white, when at least half opaque.
        var box: CSSColor?

        /// The colours of `style`; nil when it declares neither.
        init?(_ style: String) {
            guard style.contains("color") || style.contains("background") else { return nil }
            let editor = StyleEditor(StyleSheet("x {" + style + "}"))
            for declaration in editor.sheet.rules(declaring: ["color", "background", "background-color"]).flatMap(\.declarations) {
                if declaration.name == "color" {
                    text = editor.color(declaration) ?? text
                } else if let color = editor.backgroundColor(declaration), color.alpha >= 0.5 {
                    box = color.over(.white)
                }
            }
            if text == nil && box == nil { return nil }
        }
    }
}
