/// What the stages ask about an element's name, answered from one table lookup per element (cached on the
/// element) instead of one `Set<String>` lookup per question: each costs a hash of the name.
package struct ElementTraits: OptionSet, Sendable {
    /// The trait bits.
    package let rawValue: UInt16
    /// Creates traits from raw bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// An HTML element EPUB 3 knows (`HTMLVocabulary.elements`).
    package static let known = ElementTraits(rawValue: 1 << 0)
    /// An HTML void element (`ElementGroups.void`).
    package static let void = ElementTraits(rawValue: 1 << 1)
    /// A block element (`ElementGroups.block`).
    package static let block = ElementTraits(rawValue: 1 << 2)
    /// An element that allows only phrasing content (`ElementGroups.phrasingOnly`).
    package static let phrasingOnly = ElementTraits(rawValue: 1 << 3)
    /// An HTML element whose attributes may name a file to package (`ElementGroups.resources`).
    package static let resource = ElementTraits(rawValue: 1 << 4)
    /// `svg`, whose subtree is SVG content.
    package static let svg = ElementTraits(rawValue: 1 << 5)
    /// `math`, whose subtree is MathML content.
    package static let math = ElementTraits(rawValue: 1 << 6)
    /// `img`.
    package static let image = ElementTraits(rawValue: 1 << 7)
    /// `a`.
    package static let anchor = ElementTraits(rawValue: 1 << 8)
    /// An element the build removes or unwraps (`ElementGroups.removed`).
    package static let removed = ElementTraits(rawValue: 1 << 9)
    /// `li`.
    package static let listItem = ElementTraits(rawValue: 1 << 10)
    /// `dt` or `dd`.
    package static let term = ElementTraits(rawValue: 1 << 11)
    /// An element that only makes sense inside a table (`ElementGroups.tableParts`).
    package static let tablePart = ElementTraits(rawValue: 1 << 12)
    /// A heading, `h1` to `h6`.
    package static let heading = ElementTraits(rawValue: 1 << 13)
    /// `script` or `style`, whose text no reader sees.
    package static let rawText = ElementTraits(rawValue: 1 << 14)
    /// A generic container a page's chrome and wrappers sit in (`ElementGroups.outlineContainers`).
    package static let outlineContainer = ElementTraits(rawValue: 1 << 15)

    /// The traits that each stand for one name, asked on every element of every page (a bit test, not a string compare).
    static let singleNames: [(String, ElementTraits)] = [("svg", svg), ("math", math), ("img", image), ("a", anchor)]

    /// The traits of an element named `name`.
    package static func of(_ name: String) -> ElementTraits { table[name] ?? [] }

    private static let table: [String: ElementTraits] = {
        var table: [String: ElementTraits] = [:]
        let sets: [(Set<String>, ElementTraits)] = [
            (HTMLVocabulary.elements, known), (ElementGroups.void, void), (ElementGroups.block, block),
            (ElementGroups.phrasingOnly, phrasingOnly), (ElementGroups.resources, resource),
            (ElementGroups.removed, removed), (["li"], listItem), (ElementGroups.terms, term), (ElementGroups.tableParts, tablePart),
            (ElementGroups.headings, heading), (["script", "style"], rawText), (ElementGroups.outlineContainers, outlineContainer),
        ]
        for (names, trait) in sets + singleNames.map({ (Set([$0.0]), $0.1) }) {
            for name in names { table[name, default: []].insert(trait) }
        }
        return table
    }()
}
