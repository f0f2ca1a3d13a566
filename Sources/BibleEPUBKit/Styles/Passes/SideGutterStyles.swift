/// `style.page-width`, for margins and paddings: a fixed side margin or padding wider than 4em (64 px) is the gutter
/// of a column beside the text or of a desktop layout (Sphinx keeps 230 px left of its body for the sidebar the build
/// removes as chrome, its sphinxdoc theme 80 px each side of the body, groff's mom a 332 px one); on a reader's page
/// of 300 px it leaves the text a sliver, or no room at all. Such lengths become 0. Percentages stay: they scale with
/// the page; so do the 40 px indents of lists and quotations.
enum SideGutterStyles {
    /// Side margins and paddings wider than this many CSS pixels (4em) are column gutters.
    static let widestGutter = 64.0
    /// The longhand properties of a side, and the shorthands with the positions of their sides' values, by count.
    private static let sides: Set<String> = [
        "margin-left", "margin-right", "padding-left", "padding-right", "margin-inline-start", "margin-inline-end",
        "padding-inline-start", "padding-inline-end", "margin-inline", "padding-inline",
    ]
    private static let shorthands: Set<String> = ["margin", "padding"]

    /// Sets the gutters of `editor`'s stylesheet to 0.
    static func apply(to editor: inout StyleEditor) {
        for rule in editor.sheet.rules(declaring: sides.union(shorthands)) where !rule.stylesOnlyReplacedElements {
            for declaration in rule.declarations where !editor.isRemoved(declaration) {
                guard sides.contains(declaration.name) || shorthands.contains(declaration.name) else { continue }
                let values = components(of: declaration)
                let sidePositions = shorthands.contains(declaration.name) ? horizontalPositions(count: values.count) : Array(values.indices)
                let wide = sidePositions.filter { isGutter(values[$0]) }
                guard !wide.isEmpty else { continue }
                let text = values.indices.map { wide.contains($0) ? "0" : editor.sheet.text(values[$0].first!.start..<values[$0].last!.end) }
                editor.replaceValue(of: declaration, in: rule, with: text.joined(separator: " "), id: PageWidthStyles.id)
            }
        }
    }

    /// The positions of the left and right values in a `margin` or `padding` shorthand of `count` values.
    private static func horizontalPositions(count: Int) -> [Int] {
        switch count {
        case 1: [0]
        case 2, 3: [1]
        case 4: [1, 3]
        default: []
        }
    }

    /// Whether the value (a length, or a `calc()` of lengths) is fixed and wider than a gutter.
    private static func isGutter(_ value: [CSSToken]) -> Bool {
        guard value.allSatisfy({ $0.kind != .percentage && !CSSLength.isViewportRelative($0) }) else { return false }
        let pixels = value.compactMap { CSSLength.pixels($0) }
        return value.count == 1 ? (pixels.first ?? 0) > widestGutter : pixels.contains { $0 > widestGutter }
    }

    /// The declaration's values: its top-level tokens, a function with its arguments as one value.
    static func components(of declaration: StyleDeclaration) -> [[CSSToken]] {
        var values: [[CSSToken]] = []
        var depth = 0
        for token in declaration.tokens where token.kind != .comment {
            if depth == 0 && token.kind != .whitespace { values.append([]) }
            if depth > 0 || token.kind != .whitespace { values[values.count - 1].append(token) }
            switch token.kind {
            case .function, .leftParen: depth += 1
            case .rightParen: depth = max(0, depth - 1)
            default: break
            }
        }
        return values
    }
}
