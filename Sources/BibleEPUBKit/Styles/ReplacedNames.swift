/// The class names and ids (lowercased) that a book's pages put on elements whose box holds no running text: images,
/// media and embedded objects, and everything inside SVG or MathML. A style pass that changes how text boxes are
/// sized uses it to leave alone the rules that may select an image (`.icon { height: 16px }` on an `img`).
package struct ReplacedNames: Sendable, Equatable {
    /// Class names on such elements.
    package var classes: Set<String> = []
    /// Ids on such elements.
    package var ids: Set<String> = []

    /// No names.
    package init() {}

    /// The names in the tree under `root`.
    package init(in root: Element) { collect(root, inForeignContent: false) }

    /// Adds the names of `other`.
    package mutating func formUnion(_ other: ReplacedNames) {
        classes.formUnion(other.classes)
        ids.formUnion(other.ids)
    }

    /// Whether `subject` can only select elements that may hold running text: a known HTML element other than a
    /// replaced one, or (without a type) a compound with a class or id that no such element of the book carries.
    func selectsOnlyTextBoxes(_ subject: SelectorSubject) -> Bool {
        if let typed = subject.namesTextElement { return typed }
        return subject.classNames.contains { !classes.contains($0) } || subject.ids.contains { !ids.contains($0) }
    }

    private mutating func collect(_ element: Element, inForeignContent: Bool) {
        let traits = element.traits
        let foreign = inForeignContent || traits.contains(.svg) || traits.contains(.math)
        if foreign || Self.mayBeReplaced(traits, element.name) && ElementGroups.replaced.contains(element.name) { note(element) }
        for case .element(let child) in element.children { collect(child, inForeignContent: foreign) }
    }

    /// A bit test that rules out most elements before the name is looked up (every replaced element is an image, a
    /// resource or an element the build removes, or one of these two).
    private static func mayBeReplaced(_ traits: ElementTraits, _ name: String) -> Bool {
        !traits.isDisjoint(with: [.image, .resource, .removed]) || name == "canvas" || name == "picture"
    }

    private mutating func note(_ element: Element) {
        if let id = element[attribute: "id"], !id.isEmpty { ids.insert(id.lowercased()) }
        guard let names = element[attribute: "class"] else { return }
        for name in names.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }) {
            classes.insert(name.lowercased())
        }
    }
}
