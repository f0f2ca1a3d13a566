@testable import BibleEPUBKit
import Testing

@Suite("Element traits")
struct ElementTraitsTests {
    @Test("traits answer as the name sets do, for every name in them")
    func matchTheSets() {
        let names = HTMLVocabulary.elements.union(ElementGroups.void).union(ElementGroups.block)
            .union(ElementGroups.phrasingOnly).union(ElementGroups.resources).union(["blink", "svg", "x-custom"])
        for name in names {
            let traits = Element(name).traits
            #expect(traits.contains(.known) == HTMLVocabulary.elements.contains(name), "\(name)")
            #expect(traits.contains(.void) == ElementGroups.void.contains(name), "\(name)")
            #expect(traits.contains(.block) == ElementGroups.block.contains(name), "\(name)")
            #expect(traits.contains(.phrasingOnly) == ElementGroups.phrasingOnly.contains(name), "\(name)")
            #expect(traits.contains(.resource) == ElementGroups.resources.contains(name), "\(name)")
            #expect(traits.contains(.removed) == ElementGroups.removed.contains(name), "\(name)")
            #expect(traits.contains(.tablePart) == ElementGroups.tableParts.contains(name), "\(name)")
            #expect(traits.contains(.listItem) == (name == "li") && traits.contains(.term) == (name == "dt" || name == "dd"), "\(name)")
            for (single, trait) in ElementTraits.singleNames { #expect(traits.contains(trait) == (name == single), "\(name)") }
        }
    }

    @Test("div is a block, as the list repair's check for terms in a div relies on")
    func divIsBlock() { #expect(Element("div").traits.contains(.block)) }

    @Test("the blocks a list item repair looks through are blocks; obsolete elements are not known ones",
          arguments: ["div", "p", "address"])
    func repairsAskTraits(block: String) {
        #expect(Element(block).traits.contains(.block))
        for name in HTMLVocabulary.obsoleteReplacements.keys { #expect(!Element(name).traits.contains(.known), "\(name)") }
    }

    @Test("a renamed element is asked about its new name")
    func renameRefreshes() {
        let element = Element("p")
        #expect(element.traits.contains(.block) && !element.traits.contains(.void))
        element.name = "br"
        #expect(element.traits.contains(.void) && !element.traits.contains(.block))
    }
}
