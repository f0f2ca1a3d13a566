/// Colours that fight the reader's theme (skipped with `theme: keep`). Reading systems offer light, sepia and night
/// themes and paint the page themselves: Kindle's guidelines ask for body text with no forced colour or background
/// (forced colours are removed on upload and must stay legible on white, sepia and black pages), and Apple Books and
/// Kindle paint every background black in night mode. So:
/// - `style.page-colors`: the page's own background and text colour (`html`, `body`, `:root`) are removed;
/// - `style.dark-background`: when that page was dark, the dark box backgrounds drawn on it are removed too (they
///   were shades of the dark page, and their text colours were chosen for it);
/// - `style.text-color`: a text colour on no background of its own stays only when it meets WCAG AA on a white page
///   (4.5:1, what readers see by default and what axe-core checks) and stays legible on a black one (3:1, night
///   themes); one on a kept box background only when it meets 4.5:1 on that box. A kept dark box without a text
///   colour gets one that meets it. So the theme never leaves body text below 4.5:1 where it keeps a colour.
enum ThemeStyles {
    /// Diagnostic IDs.
    static let pageColors = DiagnosticID.stylePageColors, darkBackground = DiagnosticID.styleDarkBackground, textColor = DiagnosticID.styleTextColor
    /// Relative luminance under which a background counts as dark.
    static let darkLuminance = 0.2
    /// Minimum contrast of text with a white page or with its own box (WCAG 2 AA for normal text, 1.4.3).
    static let legibleContrast = 4.5
    /// Minimum contrast of text with a black page (a night theme): WCAG's level for large text.
    static let nightContrast = 3.0
    private static let pageColorProperties: Set<String> = ["color", "background", "background-color", "background-image"]

    /// Applies the theme rules to `editor`'s stylesheet.
    static func apply(to editor: inout StyleEditor) {
        let page = removePageColors(&editor)
        let pageIsDark = (page.background.map { $0.alpha > 0.5 && $0.luminance < darkLuminance }) ?? (page.text.map { $0.luminance > 0.5 } ?? false)
        for rule in editor.sheet.rules(declaring: ["color", "background", "background-color"]) where !rule.stylesPage {
            let box = keptBox(of: rule, pageIsDark: pageIsDark, editor: &editor)
            for declaration in rule.declarations where declaration.name == "color" {
                guard let color = editor.color(declaration), color.alpha > 0 else { continue }
                let legible = box.map { color.contrast(on: $0) >= legibleContrast }
                    ?? (color.contrast(on: .white) >= legibleContrast && color.contrast(on: .black) >= nightContrast)
                if !legible { editor.remove(declaration, of: rule, id: textColor) }
            }
            if let box, CSSColor.black.contrast(on: box) < legibleContrast,
               !rule.declarations.contains(where: { $0.name == "color" }) {
                let text = page.text.flatMap { $0.contrast(on: box) >= legibleContrast ? $0 : nil } ?? .white
                editor.add("color: \(text.hexString)", to: rule, id: textColor)
            }
        }
    }

    /// Removes the page-level colours; returns the page's background and text colour as they were.
    private static func removePageColors(_ editor: inout StyleEditor) -> (background: CSSColor?, text: CSSColor?) {
        var background: CSSColor?, text: CSSColor?
        for rule in editor.sheet.rules(declaring: pageColorProperties) where rule.stylesPage {
            for declaration in rule.declarations where pageColorProperties.contains(declaration.name) {
                if declaration.name == "color" { text = editor.color(declaration) ?? text }
                else { background = editor.backgroundColor(declaration) ?? background }
                editor.remove(declaration, of: rule, id: pageColors)
            }
        }
        return (background, text)
    }

    /// The opaque background `rule` keeps for its box, removing it when it is a dark shade of a dark page.
    private static func keptBox(of rule: StyleRule, pageIsDark: Bool, editor: inout StyleEditor) -> CSSColor? {
        var kept: CSSColor?
        for declaration in rule.declarations where declaration.name == "background" || declaration.name == "background-color" {
            guard let color = editor.backgroundColor(declaration), color.alpha >= 0.5 else { continue }
            let opaque = color.over(.white)
            if pageIsDark, opaque.luminance < darkLuminance, !editor.backgroundHasImage(declaration) {
                editor.remove(declaration, of: rule, id: darkBackground)
                kept = nil
            } else {
                kept = opaque
            }
        }
        return kept
    }
}

extension CSSColor {
    /// `#rrggbb` of the opaque colour.
    var hexString: String {
        let channel = { (value: Double) -> String in
            let byte = Int((value * 255).rounded())
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return "#" + channel(red) + channel(green) + channel(blue)
    }
}
