/// Element names that stages search whole pages for, as bits: a page parsed from events knows which of them it has
/// outside `head`, so a search for one need not walk a page without it (most pages have no table and no `<style>`
/// in their body, and each walk of every page took a millisecond or more of the real vault's build).
package struct ElementPresence: OptionSet, Sendable {
    /// One bit per name.
    package let rawValue: UInt8
    /// The names whose bits are set in `rawValue`.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A `table` element.
    package static let table = ElementPresence(rawValue: 1)
    /// A `style` element.
    package static let style = ElementPresence(rawValue: 2)
    /// An element with microdata naming what it is (`itemprop` or `itemtype`): an attribute, not a name.
    package static let microdata = ElementPresence(rawValue: 4)

    /// The bit of the element named `name` (none for names no stage searches for).
    static func of(_ name: String) -> ElementPresence {
        switch name {
        case "table": .table
        case "style": .style
        default: []
        }
    }
}
