/// What a reader can see or hear of an element (an empty link is invisible in a book and nameless to a screen reader).
enum PerceivableContent {
    /// Whether a link shows or says anything: text, an image or other embedded content, or a name of its own
    /// (`aria-label`, `title`). An icon link whose font the book lacks, or one whose content the build removed, does not.
    static func isPerceivable(_ link: Element) -> Bool {
        if let label = link[attribute: "aria-label"] ?? link[attribute: "title"], label.contains(where: { !$0.isWhitespace }) { return true }
        return holdsContent(link)
    }

    private static func holdsContent(_ element: Element) -> Bool {
        for child in element.children {
            switch child {
            case .text(let text) where text.contains(where: { !$0.isWhitespace }): return true
            case .element(let inner):
                if perceivableElements.contains(inner.name) || holdsContent(inner) { return true }
            default: continue
            }
        }
        return false
    }

    private static let perceivableElements: Set<String> = [
        "img", "svg", "picture", "object", "embed", "video", "audio", "canvas", "math", "input", "iframe",
    ]
}
