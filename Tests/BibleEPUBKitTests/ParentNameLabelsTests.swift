@testable import BibleEPUBKit
import Testing

@Suite("Child labels without the parent's name")
struct ParentNameLabelsTests {
    @Test("a split index and an API's members drop the name their parent holds; numbers and prose keep it", arguments: [
        ("Index - A", "Index", "A"), ("Indexes", "Index", "Indexes"),
        ("GdkWayland.WaylandDevice.get_node_path", "GdkWayland.WaylandDevice", "get_node_path"),
        ("Json::Reader::parse", "Json::Reader", "parse"), ("Json::Reader::Impl::next", "Json::Reader", "Impl::next"),
        ("Chapter 1.2", "Chapter 1", "Chapter 1.2"), ("Python 3.11", "Python 3", "Python 3.11"),
        ("java.util. Lists and sets", "java.util", "java.util. Lists and sets"), ("Foo.", "Foo", "Foo."),
        ("Node.js", "Node", "Node.js"), ("Json::Reader", "Json", "Json::Reader"),
    ])
    func label(label: String, parent: String, expected: String) {
        #expect(ParentNameLabels.label(label, under: parent) == expected)
    }
}
