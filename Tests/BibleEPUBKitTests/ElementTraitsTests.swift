@testable import BibleEPUBKit
import Testing

@Suite("Element traits")
struct ElementTraitsTests {
    @Test("traits answer as the name sets do, for every name in them")
    func matchTheSets() {
        let names = HTMLVocabulary.elements.union(XHTMLSerializer.voidElements).union(StructureRepair.blockElements)
            .union(PhrasingRepair.phrasingOnly).union(PageNormalizer.resourceElements).union(["blink", "svg", "x-custom"])
        for name in names {
            let traits = Element(name).traits
            #expect(traits.contains(.known) == HTMLVocabulary.elements.contains(name), "\(name)")
            #expect(traits.contains(.void) == XHTMLSerializer.voidElements.contains(name), "\(name)")
            #expect(traits.contains(.block) == StructureRepair.blockElements.contains(name), "\(name)")
            #expect(traits.contains(.phrasingOnly) == PhrasingRepair.phrasingOnly.contains(name), "\(name)")
            #expect(traits.contains(.resource) == PageNormalizer.resourceElements.contains(name), "\(name)")
            #expect(traits.contains(.removed) == PageNormalizer.removedElements.contains(name), "\(name)")
            #expect(traits.contains(.tablePart) == ContentModelRepair.parts.contains(name), "\(name)")
            #expect(traits.contains(.listItem) == (name == "li") && traits.contains(.term) == (name == "dt" || name == "dd"), "\(name)")
            for (single, trait) in ElementTraits.singleNames { #expect(traits.contains(trait) == (name == single), "\(name)") }
        }
    }

    @Test("div is a block, as the list repair's check for terms in a div relies on")
    func divIsBlock() { #expect(Element("div").traits.contains(.block)) }

    @Test("a renamed element is asked about its new name")
    func renameRefreshes() {
        let element = Element("p")
        #expect(element.traits.contains(.block) && !element.traits.contains(.void))
        element.name = "br"
        #expect(element.traits.contains(.void) && !element.traits.contains(.block))
    }
}
