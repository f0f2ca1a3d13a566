/// The layout boxes a web page wraps an image in (an aspect-ratio box, an absolutely positioned overlay, a
/// `<picture>`), dissolved when the image goes (a remote or missing file): they only sized and placed the image, and
/// the alt text that stands in for it, left inside them, is laid over the caption below (Wired's lead photo).
extension PageNormalizer {
    /// Marks the wrappers that hold nothing but `image` (and a picture's sources), innermost first, each up to the
    /// first ancestor that holds more; `visit` unwraps each marked one once its children are done.
    func markWrappers(ofDropped image: Element) {
        var held = image
        for ancestor in openElements.reversed() {
            guard Self.isLayoutWrapper(ancestor), Self.holdsOnly(held, ancestor) else { return }
            dissolvedWrappers.insert(ObjectIdentifier(ancestor))
            held = ancestor
        }
    }

    /// What stands in `wrapper`'s place: its content (the alt text, if any) without a picture's sources.
    func dissolved(_ wrapper: Element) -> [Node] {
        wrapper.children.filter { node in
            if case .element(let child) = node { child.name != "source" } else { true }
        }
    }

    /// Whether `element` is a generic box that can go without changing what the page says (no id links to it).
    private static func isLayoutWrapper(_ element: Element) -> Bool {
        (element.name == "div" || element.name == "span" || element.name == "picture") && element[attribute: "id"] == nil
    }

    /// Whether `child` is the one thing `wrapper` holds: no other element but `source`, no text but white space.
    private static func holdsOnly(_ child: Element, _ wrapper: Element) -> Bool {
        wrapper.children.allSatisfy { node in
            switch node {
            case .element(let other): other === child || other.name == "source"
            case .text(let text): text.allSatisfy(\.isWhitespace)
            case .comment: true
            }
        }
    }
}
