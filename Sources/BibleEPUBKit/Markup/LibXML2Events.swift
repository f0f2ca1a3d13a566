import CLibXML2

extension LibXML2 {
    /// Parses HTML with libxml2's event (SAX) interface, building `Element`s directly: no libxml2 tree is built,
    /// walked and freed. The result equals converting the tree `htmlReadMemory` builds (a test compares both).
    static func parseHTMLEvents(_ bytes: [UInt8], encoding: String?, options: Int32)
        -> (root: Element, flattened: [Int], rawTextElements: [Element], textBytes: Int, anchorRelations: [String: String],
            topHeadings: Int, outsideHead: ElementPresence)? {
        guard !bytes.isEmpty, let context = htmlNewParserCtxt() else { return nil } // htmlReadMemory reads nothing from 0 bytes
        defer { htmlFreeParserCtxt(context) }
        let builder = EventTreeBuilder()
        context.pointee.sax.pointee = EventTreeBuilder.makeHandler()
        context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                htmlCtxtReadMemory(context, $0, Int32(buffer.count), "page.html", encoding, options)
            }
        }
        if let document { xmlFreeDoc(document) } // none is built; freed should libxml2 ever make one
        let root = builder.finish()
        if builder.droppedCloses > 0 { IgnoredEndTags.relocate(in: root) }
        return (root, builder.flattened, builder.rawTextElements, builder.textBytes, builder.anchorRelations,
                builder.topHeadings, builder.outsideHead)
    }
}

/// Builds the page tree from parser events, reproducing how libxml2's own tree builder (SAX2.c) places nodes.
/// Its stored properties are `@exclusivity(unchecked)` (see `Element`).
final class EventTreeBuilder {
    /// An open element: where its children go (itself, or its parent when flattened) and its depth in the tree.
    private struct Open {
        let container: Element
        let level: Int
        /// Whether its text is not the page's text (`head`, `style`, `script`, or inside one).
        var hidesText = false
        /// Whether it made `container` (not flattened into it), so its end closes the container's children.
        var made = false
    }

    /// The children of the open elements that were made, innermost last, each run starting at `childRuns`' offset:
    /// an element's children become one array of exactly their count when it ends, instead of an array grown (and
    /// copied) by doubling as they arrive.
    @exclusivity(unchecked) private var openChildren: [Node] = []
    @exclusivity(unchecked) private var childRuns: [(element: Element, start: Int)] = []

    private let top = Element("#document")
    @exclusivity(unchecked) private var open: [Open] = []
    /// Whether the document's first node is an element: libxml2 nests later top-level elements inside it.
    @exclusivity(unchecked) private var firstNodeIsElement: Bool?
    @exclusivity(unchecked) private var text: [UInt8] = []
    @exclusivity(unchecked) private var textContainer: Element?
    @exclusivity(unchecked) private(set) var flattened: [Int] = []
    /// The `<style>` and `<script>` elements in document order, as made (every element made stays in the tree).
    @exclusivity(unchecked) private(set) var rawTextElements: [Element] = []
    /// Element names already seen in this page, with their traits.
    @exclusivity(unchecked) private var names = ElementNameCache()
    /// UTF-8 bytes of the text outside `head`, `script` and `style`: the size of what a reader sees.
    @exclusivity(unchecked) private(set) var textBytes = 0
    /// The first `href` of each page-turning relation (`next`, `prev`) an `<a rel>` names (`LinkRelations`).
    @exclusivity(unchecked) private(set) var anchorRelations: [String: String] = [:]
    /// How many end tags libxml2 dropped that HTML5 obeys (each left a marker for `IgnoredEndTags.relocate`).
    @exclusivity(unchecked) private(set) var droppedCloses = 0
    /// How many `h1` elements the page has.
    @exclusivity(unchecked) private(set) var topHeadings = 0
    /// Which of the element names stages look for the page has outside `head`.
    @exclusivity(unchecked) private(set) var outsideHead = ElementPresence()

    /// The `html` root, as `LibXML2.convertRoot` makes it.
    func finish() -> Element {
        flushText()
        while !childRuns.isEmpty { closeChildren() }
        return LibXML2.rootElement(of: top)
    }

    /// Adds `node` to `container`'s children: to its open run when it is the innermost element made, else (the
    /// document, or the root after it closed) to its array.
    private func append(_ node: Node, to container: Element) {
        if let run = childRuns.last, run.element === container { openChildren.append(node) } else { container.children.append(node) }
    }

    /// Gives the innermost open run's element its children.
    private func closeChildren() {
        let run = childRuns.removeLast()
        run.element.children = Array(openChildren[run.start...])
        openChildren.removeSubrange(run.start...)
    }

    private func start(_ name: ElementName, attributes: [Attribute], line: Int) {
        flushText()
        let parent: Open
        if let last = open.last {
            parent = Open(container: last.container, level: last.level + 1, hidesText: last.hidesText)
        } else if firstNodeIsElement == true, let first = top.children.first, case .element(let root) = first {
            parent = Open(container: root, level: 1)
        } else {
            if firstNodeIsElement == nil { firstNodeIsElement = true }
            parent = Open(container: top, level: 0)
        }
        if !parent.hidesText {
            outsideHead.formUnion(name.presence)
            if !attributes.isEmpty, !outsideHead.contains(.microdata), attributes.contains(where: \.namesMicrodata) {
                outsideHead.insert(.microdata)
            }
        }
        guard parent.level < LibXML2.maximumDepth else {
            flattened.append(line)
            open.append(parent)
            return
        }
        let element = Element(name.name, attributes: attributes, line: line, traits: name.traits, schemaName: name.schemaName)
        if name.isRawText { rawTextElements.append(element) }
        if name.isTopHeading { topHeadings += 1 }
        if name.traits.contains(.anchor), !attributes.isEmpty { LinkRelations.note(element, in: &anchorRelations) }
        append(.element(element), to: parent.container)
        childRuns.append((element, openChildren.count))
        open.append(Open(container: element, level: parent.level, hidesText: parent.hidesText || name.isHead || name.isRawText, made: true))
    }

    private func end() {
        flushText()
        if open.popLast()?.made == true { closeChildren() }
    }

    private func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let last = open.last else { return } // text outside any element is dropped
        let container = last.container
        if !last.hidesText { textBytes += bytes.count }
        if textContainer !== container {
            flushText()
            textContainer = container
        }
        text.append(contentsOf: bytes)
    }

    private func comment(_ content: String) {
        flushText()
        guard let container = open.last?.container else {
            if firstNodeIsElement == nil { firstNodeIsElement = false }
            return // top-level comments never reach the page
        }
        append(.comment(content), to: container)
    }

    private func flushText() {
        guard let container = textContainer else { return }
        let string = String(decoding: text, as: UTF8.self)
        if let run = childRuns.last, run.element === container {
            if openChildren.count > run.start, case .text(var previous) = openChildren[openChildren.count - 1] {
                openChildren.removeLast() // the text's buffer unshared, so the append grows it in place
                previous += string
                openChildren.append(.text(previous))
            } else {
                openChildren.append(.text(string))
            }
        } else {
            LibXML2.appendText(string, to: container)
        }
        text.removeAll(keepingCapacity: true)
        textContainer = nil
    }

    /// Runs `body` on the builder behind a parser context, borrowed: `parseHTMLEvents` keeps it alive for the whole
    /// parse, so the callbacks (several per element) need not retain and release it.
    private static func with(_ context: UnsafeMutableRawPointer?, _ body: (EventTreeBuilder, htmlParserCtxtPtr) -> Void) {
        let parser = context!.assumingMemoryBound(to: xmlParserCtxt.self)
        Unmanaged<EventTreeBuilder>.fromOpaque(parser.pointee._private)._withUnsafeGuaranteedRef { body($0, parser) }
    }

    /// Leaves a marker comment (`text`) where the parser behind `context` stands.
    static func mark(_ context: xmlParserCtxtPtr, _ text: String) {
        with(UnsafeMutableRawPointer(context)) { builder, _ in
            guard let container = builder.open.last?.container else { return }
            builder.flushText()
            builder.append(.comment(text), to: container)
            builder.droppedCloses += 1
        }
    }

    /// The callbacks; everything not set (entities, DTD details, locator) is ignored, as the tree conversion ignores it.
    static func makeHandler() -> htmlSAXHandler {
        var handler = htmlSAXHandler()
        handler.initialized = 1
        handler.internalSubset = { context, _, _, _ in
            EventTreeBuilder.with(context) { builder, _ in
                builder.firstNodeIsElement = false // the doctype node is always the document's first child
            }
        }
        handler.startElement = { context, name, attributes in
            EventTreeBuilder.with(context) { builder, parser in
                builder.start(builder.names.name(at: name), attributes: EventTreeBuilder.attributeList(attributes),
                              line: Int(parser.pointee.input.pointee.line))
            }
        }
        handler.endElement = { context, _ in
            EventTreeBuilder.with(context) { builder, _ in builder.end() }
        }
        handler.characters = { context, bytes, length in
            guard let bytes, length > 0 else { return }
            EventTreeBuilder.with(context) { builder, _ in builder.characters(UnsafeBufferPointer(start: bytes, count: Int(length))) }
        }
        handler.cdataBlock = handler.characters
        handler.comment = { context, content in
            EventTreeBuilder.with(context) { builder, _ in builder.comment(content.map { String(cString: $0) } ?? "") }
        }
        handler.processingInstruction = { context, _, _ in
            EventTreeBuilder.with(context) { builder, _ in // dropped, but one before the root makes later elements siblings
                if builder.open.isEmpty, builder.firstNodeIsElement == nil { builder.firstNodeIsElement = false }
            }
        }
        return handler
    }

    private static func attributeList(_ pairs: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> [Attribute] {
        guard let pairs else { return [] }
        var count = 0
        while pairs[count] != nil { count += 2 }
        var result: [Attribute] = []
        result.reserveCapacity(count / 2)
        var index = 0
        while let name = pairs[index] {
            // A value-less HTML boolean attribute gets its name as value, as libxml2's tree builder gives it.
            let value = pairs[index + 1].map { String(cString: $0) } ?? (htmlIsBooleanAttr(name) != 0 ? String(cString: name) : "")
            result.append(Attribute(String(cString: name), value))
            index += 2
        }
        return result
    }
}

private extension Attribute {
    /// `itemprop` or `itemtype` (libxml2 gives HTML attribute names in lowercase).
    var namesMicrodata: Bool { name == "itemprop" || name == "itemtype" }
}

/// An element name and its traits, made once per distinct name in a page.
private struct ElementName {
    let name: String
    let traits: ElementTraits
    /// The name's number in the generated grammar (`Element.schemaName`).
    let schemaName: Int32
    /// `style` or `script`, whose text `RawTextLifting` may have lifted.
    let isRawText: Bool
    /// `head`, whose text (the title) is not the page's text.
    let isHead: Bool
    /// `h1`.
    let isTopHeading: Bool
    /// Its bit among the names stages look for.
    let presence: ElementPresence

    init(name: String, traits: ElementTraits) {
        self.name = name
        self.traits = traits
        schemaName = SchemaNames.tableNumber(of: name)
        isRawText = RawTextLifting.holdsRawText(name)
        isHead = name == "head"
        isTopHeading = name == "h1"
        presence = ElementPresence.of(name)
    }
}

/// libxml2 hands element names out of its per-parse dictionary, so one name arrives as one pointer: each is
/// decoded, and its traits looked up, once per page. A hit is checked byte for byte, so a pointer that is
/// ever reused for another name costs a miss, never a wrong name.
private struct ElementNameCache {
    private static let slotBits = 6
    private var slots = [(pointer: UnsafePointer<xmlChar>?, name: ElementName)](
        repeating: (nil, ElementName(name: "", traits: [])), count: 1 << slotBits)

    mutating func name(at pointer: UnsafePointer<xmlChar>?) -> ElementName {
        guard let pointer else { return ElementName(name: "", traits: ElementTraits.of("")) }
        // libxml2 packs names end to end in its dictionary ("p", "li", "a" a few bytes apart): every pointer bit
        // counts, so the slot is the top bits of the pointer times a Fibonacci constant.
        let slot = Int(bitPattern: (UInt(bitPattern: pointer) &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - Self.slotBits))
        if slots[slot].pointer == pointer, Self.matches(slots[slot].name.name, pointer) { return slots[slot].name }
        let name = String(cString: pointer)
        let made = ElementName(name: name, traits: ElementTraits.of(name))
        slots[slot] = (pointer, made)
        return made
    }

    private static func matches(_ name: String, _ pointer: UnsafePointer<xmlChar>) -> Bool {
        name.withUTF8Bytes { bytes in
            // Stops at the first difference, at the latest at the C string's NUL, so a shorter name is never read past.
            for index in 0..<bytes.count where pointer[index] != bytes[index] { return false }
            return pointer[bytes.count] == 0
        }
    }
}
