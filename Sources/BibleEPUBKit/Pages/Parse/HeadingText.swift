/// A heading's text as a contents label: without the permalink anchor generators append (Sphinx's `¶`, GitHub's
/// `#`, `🔗`, `§`), whitespace collapsed.
package enum HeadingText {
    /// Signs that, alone in a link, mark a permalink rather than words of the heading.
    static let permalinkSigns: Set<String> = ["¶", "#", "§", "🔗", "🔗︎", "⚓", "⚓︎", "¤", "link", "permalink"]
    /// Class words that mark a permalink anchor.
    static let permalinkClasses: Set<String> = ["headerlink", "anchor", "anchorjs-link", "permalink", "header-anchor", "heading-anchor", "hash-link"]

    /// The label text of `heading`, or nil when nothing is left.
    package static func label(of heading: Element) -> String? {
        var text = ""
        append(heading, to: &text)
        let collapsed = SourceText.collapseWhitespace(text).trimmingSpaces
        return collapsed.isEmpty ? nil : collapsed
    }

    /// Whether `element` is a permalink anchor: a link whose text is only a permalink sign, or one a class marks.
    package static func isPermalink(_ element: Element) -> Bool {
        guard element.name == "a" else { return false }
        if let classes = element[attribute: "class"],
           classes.split(separator: " ").contains(where: { permalinkClasses.contains($0.lowercased()) }) { return true }
        guard let href = element[attribute: "href"], href.hasPrefix("#") else { return false }
        return showsNoWordsButASign(element)
    }

    /// Whether the link `element` shows nothing but a permalink sign (Haddock's `#`, Sphinx's `¶`) or an icon without
    /// text (GitHub's link glyph): no image, whose text alternative would be words.
    package static func showsOnlyPermalinkSign(_ element: Element) -> Bool {
        element.firstDescendant(named: "img") == nil && showsNoWordsButASign(element)
    }

    /// Whether the text of `element` is empty or one permalink sign.
    private static func showsNoWordsButASign(_ element: Element) -> Bool {
        let text = SourceText.collapseWhitespace(element.textContent()).trimmingSpaces
        return text.isEmpty || permalinkSigns.contains(text.lowercased())
    }

    private static func append(_ element: Element, to text: inout String) {
        for child in element.children {
            switch child {
            case .text(let value): text += value
            case .element(let inner) where inner.name == "br": text += " " // "Uses of Package<br>org.jsoup"
            case .element(let inner) where !isPermalink(inner) && !inner.traits.contains(.rawText): append(inner, to: &text)
            default: break
            }
        }
    }
}
