/// What the stages ask about an element's name, answered from one table lookup per element (cached on the
/// element) instead of one `Set<String>` lookup per question: each costs a hash of the name.
public struct ElementTraits: OptionSet, Sendable {
    /// The trait bits.
    public let rawValue: UInt8
    /// Creates traits from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// An HTML element EPUB 3 knows (`HTMLVocabulary.elements`).
    public static let known = ElementTraits(rawValue: 1 << 0)
    /// An HTML void element (`XHTMLSerializer.voidElements`).
    public static let void = ElementTraits(rawValue: 1 << 1)
    /// A block element (`StructureRepair.blockElements`).
    public static let block = ElementTraits(rawValue: 1 << 2)
    /// An element that allows only phrasing content (`PhrasingRepair.phrasingOnly`).
    public static let phrasingOnly = ElementTraits(rawValue: 1 << 3)
    /// An HTML element whose attributes may name a file to package (`PageNormalizer.resourceElements`).
    public static let resource = ElementTraits(rawValue: 1 << 4)

    /// The traits of an element named `name`.
    public static func of(_ name: String) -> ElementTraits { table[name] ?? [] }

    private static let table: [String: ElementTraits] = {
        var table: [String: ElementTraits] = [:]
        for (names, trait) in [(HTMLVocabulary.elements, known), (XHTMLSerializer.voidElements, void),
                               (StructureRepair.blockElements, block), (PhrasingRepair.phrasingOnly, phrasingOnly),
                               (PageNormalizer.resourceElements, resource)] {
            for name in names { table[name, default: []].insert(trait) }
        }
        return table
    }()
}
