/// The headings of a normalized page, as much as the accessibility metadata needs to verify `structuralNavigation`:
/// how many there are and how many go down more than one level at once (an `h2` followed by an `h4`), the
/// heading-order axe-core and Ace report.
package struct HeadingOutline: Sendable, Equatable {
    /// Headings (`h1`…`h6`) on the page.
    package var headings = 0
    /// Headings whose level is more than one below the heading before them.
    package var skips = 0

    /// The outline of `body`'s headings, in document order, with each heading that skips a level and the level
    /// before it.
    static func measure(_ body: Element) -> (outline: HeadingOutline, skipping: [(heading: Element, after: Int)]) {
        var outline = HeadingOutline(), previous: Int?, skipping: [(heading: Element, after: Int)] = []
        body.forEachDescendant { element in
            guard element.traits.contains(.heading), element.name.first == "h", let level = Int(element.name.dropFirst()) else { return }
            outline.headings += 1
            if let previous, level > previous + 1 {
                outline.skips += 1
                skipping.append((element, previous))
            }
            previous = level
        }
        return (outline, skipping)
    }
}
