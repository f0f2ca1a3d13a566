import Foundation
import CLibXML2

/// A message the libxml2 parser raised while reading a document.
package struct ParserMessage: Sendable, Hashable {
    /// 1-based line the parser was at.
    package var line: Int
    /// 1-based column, 0 when unknown.
    package var column: Int
    /// libxml2's error code (e.g. 801 for an unknown HTML5 tag).
    package var code: Int
    /// True for errors and fatal errors, false for warnings.
    package var isError: Bool
    /// libxml2's text, trimmed.
    package var text: String
}

/// What the HTML parser produced for one page.
package struct ParsedHTML {
    /// The `html` root element (created when the page had none).
    package var root: Element
    /// Everything libxml2 reported while parsing.
    package var messages: [ParserMessage]
    /// Source lines of nodes removed by each strip expression, keyed by expression.
    package var stripped: [String: [Int]]
    /// Source lines of elements unwrapped by each unwrap expression, keyed by expression.
    package var unwrapped: [String: [Int]] = [:]
    /// Strip expressions libxml2 could not compile.
    package var invalidExpressions: [String]
    /// Elements flattened because the tree was nested deeper than `LibXML2.maximumDepth`.
    package var flattenedAtLines: [Int]
    /// UTF-8 bytes of the text outside `head`, scripts and styles, when the event parser counted them.
    package var textBytes: Int?
    /// The first `href` of each page-turning relation an `<a rel>` names, when the event parser noted them.
    package var anchorRelations: [String: String]?
    /// How many `h1` elements the page has, when the event parser counted them.
    package var topHeadings: Int?
    /// Which of the names in `ElementPresence` occur outside `head`, when the event parser noted them.
    package var outsideHead: ElementPresence?
}

/// The one place that calls libxml2: parses HTML and XML into `Element` trees.
package enum LibXML2 {
    /// Deepest element nesting kept; deeper elements are unwrapped so no stage can overflow the stack.
    package static let maximumDepth = 200

    /// Prepares libxml2 for use from several threads; call once before concurrent parsing.
    package static func initialize() {
        xmlInitParser()
        _ = externalEntitiesRefused
    }

    /// libxml2 reads no external entity or DTD from anywhere, the disk included (NONET only keeps it off the network):
    /// a document's `<!ENTITY x SYSTEM "file:///…">` can never bring a file from outside the vault into the book.
    private static let externalEntitiesRefused: Void = xmlSetExternalEntityLoader { _, _, _ in nil }

    private static let htmlOptions = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue
        | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_COMPACT.rawValue | XML_PARSE_HUGE.rawValue)

    /// Parses an HTML page; `encoding` nil lets the page's `<meta charset>` decide. Without strip or unwrap
    /// expressions the tree is built straight from parser events; XPath needs libxml2's own tree (or `throughDocument`).
    /// `strip` removes the elements its expressions select; `unwrap` keeps their content and drops them (a list or
    /// table with its items, rows and cells).
    package static func parseHTML(_ bytes: [UInt8], encoding: String?, strip: [String], unwrap: [String] = [],
                                 throughDocument: Bool = false) -> ParsedHTML {
        guard strip.isEmpty, unwrap.isEmpty, !throughDocument else {
            return parseHTMLDocument(bytes, encoding: encoding, strip: strip, unwrap: unwrap)
        }
        if encoding == "UTF-8", let lifted = RawTextLifting.lift(bytes) {
            let (parsed, rawTextElements) = parseHTMLEvents(lifted.bytes, encoding: encoding)
            if lifted.restore(into: rawTextElements) { return parsed }
        }
        return parseHTMLEvents(bytes, encoding: encoding).parsed
    }

    /// The page built from parser events, with the messages libxml2 raised, and its `<style>`/`<script>` elements.
    private static func parseHTMLEvents(_ bytes: [UInt8], encoding: String?) -> (parsed: ParsedHTML, rawTextElements: [Element]) {
        let collector = MessageCollector()
        let parsed = collector.collecting { parseHTMLEvents(bytes, encoding: encoding, options: htmlOptions) }
        var page = ParsedHTML(root: parsed?.root ?? Element("html"), messages: collector.messages, stripped: [:],
                              invalidExpressions: [], flattenedAtLines: parsed?.flattened ?? [])
        page.textBytes = parsed?.textBytes
        page.anchorRelations = parsed?.anchorRelations
        page.topHeadings = parsed?.topHeadings
        page.outsideHead = parsed?.outsideHead
        return (page, parsed?.rawTextElements ?? [])
    }

    private static func parseHTMLDocument(_ bytes: [UInt8], encoding: String?, strip: [String], unwrap: [String]) -> ParsedHTML {
        let collector = MessageCollector()
        let options = htmlOptions
        let doc: htmlDocPtr? = collector.collecting {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                    htmlReadMemory($0, Int32(buffer.count), "page.html", encoding, options)
                }
            }
        }
        defer { if let doc { xmlFreeDoc(doc) } }
        var result = ParsedHTML(root: Element("html"), messages: [], stripped: [:], invalidExpressions: [], flattenedAtLines: [])
        guard let doc else {
            result.messages = collector.messages
            return result
        }
        for expression in strip {
            let lines = collector.collecting { removeNodes(matching: expression, in: doc) }
            if let lines { result.stripped[expression] = lines } else { result.invalidExpressions.append(expression) }
        }
        var unwrapping: Set<xmlNodePtr> = []
        for expression in unwrap {
            let nodes = collector.collecting { selectElements(matching: expression, in: doc) }
            guard let nodes else { result.invalidExpressions.append(expression); continue }
            result.unwrapped[expression] = nodes.map { Int(xmlGetLineNo($0)) }
            for node in nodes { unwrapping.formUnion([node] + structuralChildren(of: node)) }
        }
        result.root = convertRoot(of: doc, flattened: &result.flattenedAtLines, unwrapping: unwrapping)
        if collector.droppedCloses > 0 { IgnoredEndTags.relocate(in: result.root) }
        result.messages = collector.messages.filter { $0.code != 1207 } // XPath noise
        return result
    }

    /// Parses a well-formed XML document; returns the root, or nil plus the errors. With `substitutingEntities`
    /// (a document with its own DTD), the entities it declares are replaced by their text within libxml2's limits
    /// on entity expansion (no `XML_PARSE_HUGE`: a billion laughs is an error, not gigabytes); external ones are
    /// never read (`externalEntitiesRefused`).
    package static func parseXML(_ bytes: [UInt8], substitutingEntities: Bool = false) -> (root: Element?, errors: [ParserMessage]) {
        _ = externalEntitiesRefused
        let collector = MessageCollector()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | (substitutingEntities ? XML_PARSE_NOENT.rawValue : XML_PARSE_HUGE.rawValue))
        let doc: xmlDocPtr? = collector.collecting {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                    xmlReadMemory($0, Int32(buffer.count), "document.xml", nil, options)
                }
            }
        }
        defer { if let doc { xmlFreeDoc(doc) } }
        let errors = collector.messages.filter(\.isError)
        guard let doc, errors.isEmpty else { return (nil, errors) }
        var flattened: [Int] = []
        return (convertRoot(of: doc, flattened: &flattened), [])
    }

    private static func removeNodes(matching expression: String, in doc: htmlDocPtr) -> [Int]? {
        guard let nodes = selectElements(matching: expression, in: doc) else { return nil }
        var lines: [Int] = []
        for node in nodes where isAttached(node, to: doc) {
            lines.append(Int(xmlGetLineNo(node)))
            xmlUnlinkNode(node)
            xmlFreeNode(node)
        }
        return lines
    }

    /// The elements `expression` selects, in document order; nil when it is not valid XPath.
    private static func selectElements(matching expression: String, in doc: htmlDocPtr) -> [xmlNodePtr]? {
        guard let context = xmlXPathNewContext(doc) else { return nil }
        defer { xmlXPathFreeContext(context) }
        guard let object = xmlXPathEvalExpression(expression, context) else { return nil }
        defer { xmlXPathFreeObject(object) }
        guard let set = object.pointee.nodesetval else { return [] }
        return (0..<Int(set.pointee.nodeNr)).compactMap { set.pointee.nodeTab[$0] }.filter { $0.pointee.type == XML_ELEMENT_NODE }
    }

    /// The parts of a list or table that cannot stand without it: unwrapped along with it.
    private static func structuralChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
        let parts: [String: Set<String>] = [
            "ol": ["li"], "ul": ["li"], "menu": ["li"], "dl": ["dt", "dd", "div"],
            "table": ["tbody", "thead", "tfoot", "tr", "td", "th", "caption", "colgroup", "col"],
        ]
        guard let allowed = parts[name(of: node)] else { return [] }
        var found: [xmlNodePtr] = []
        var pending = [node]
        while let current = pending.popLast() {
            var child = current.pointee.children
            while let item = child {
                if item.pointee.type == XML_ELEMENT_NODE, allowed.contains(name(of: item)) {
                    found.append(item)
                    if ["tbody", "thead", "tfoot", "tr", "colgroup"].contains(name(of: item)) { pending.append(item) }
                }
                child = item.pointee.next
            }
        }
        return found
    }

    private static func isAttached(_ node: xmlNodePtr, to doc: htmlDocPtr) -> Bool {
        var current: xmlNodePtr? = node
        while let parent = current?.pointee.parent {
            if parent.pointee.type == XML_DOCUMENT_NODE || parent.pointee.type == XML_HTML_DOCUMENT_NODE { return true }
            current = parent
        }
        return false
    }

    private static func convertRoot(of doc: xmlDocPtr, flattened: inout [Int], unwrapping: Set<xmlNodePtr> = []) -> Element {
        let top = Element("#document")
        if let first = doc.pointee.children {
            appendConverted(first, to: top, depth: 0, flattened: &flattened, unwrapping: unwrapping)
        }
        return rootElement(of: top)
    }

    /// The `html` element among a document's top-level nodes; a document without one is wrapped in a new `html`.
    /// What libxml2 leaves beside the first `html` (a generator's footer written after `</html>`, which it puts in a
    /// second `html`) goes into the first one's head and body, as HTML5's "after after body" mode puts it: never a
    /// second document nested in the body of the first.
    static func rootElement(of top: Element) -> Element {
        let elements = top.childElements
        if let html = elements.first(where: { $0.name == "html" }) {
            if elements.count > 1 { merge(top.children, into: html) }
            return html
        }
        return Element("html", children: top.children.filter {
            if case .comment = $0 { return false }
            return true
        })
    }

    /// Moves the elements and text of `siblings` other than `html` into `html`: what came before it to the start of its
    /// body, what came after to the end; a later `html` or `body` gives its children, a `head` its children to the head.
    private static func merge(_ siblings: [Node], into html: Element) {
        let head = html.firstChild(named: "head"), body = html.firstChild(named: "body") ?? Element("body")
        if html.firstChild(named: "body") == nil { html.children.append(.element(body)) }
        var before: [Node] = [], after: [Node] = [], seen = false
        func place(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .element(let element) where element.name == "html" || element.name == "body": place(element.children)
                case .element(let element) where element.name == "head" && head != nil: head?.children += element.children
                case .element, .text: if seen { after.append(node) } else { before.append(node) }
                case .comment: continue
                }
            }
        }
        for node in siblings {
            if case .element(let element) = node, element === html { seen = true } else { place([node]) }
        }
        body.children = before + body.children + after
    }

    /// Converts `node` and its following siblings into `parent`, depth-first without recursion (pages can nest
    /// 10,000 levels deep; worker threads have small stacks). Elements deeper than `maximumDepth` are unwrapped.
    private static func appendConverted(_ node: xmlNodePtr, to parent: Element, depth: Int, flattened: inout [Int],
                                        unwrapping: Set<xmlNodePtr>) {
        var pending: [(node: xmlNodePtr, parent: Element, depth: Int)] = [(node, parent, depth)]
        while let (current, target, level) = pending.popLast() {
            if let next = current.pointee.next { pending.append((next, target, level)) }
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                let element = Element(name(of: current), attributes: attributes(of: current), line: Int(xmlGetLineNo(current)))
                var container = target
                if level >= maximumDepth {
                    flattened.append(element.line)
                } else if unwrapping.contains(current) {
                    // unwrapped: its children go where it was
                } else {
                    target.children.append(.element(element))
                    element.children.reserveCapacity(childCount(of: current))
                    container = element
                }
                if let child = current.pointee.children { pending.append((child, container, level + 1)) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { appendText(String(cString: content), to: target) }
            case XML_COMMENT_NODE:
                if let content = current.pointee.content { target.children.append(.comment(String(cString: content))) }
            case XML_ENTITY_REF_NODE:
                if let entityName = current.pointee.name { appendText("&" + String(cString: entityName) + ";", to: target) }
            default:
                break
            }
        }
    }

    private static func childCount(of node: xmlNodePtr) -> Int {
        var count = 0
        var child = node.pointee.children
        while let current = child {
            count += 1
            child = current.pointee.next
        }
        return count
    }

    /// Appends text to `parent`, merged into its last child when that is text (as libxml2 merges adjacent text).
    static func appendText(_ text: String, to parent: Element) {
        if case .text(var previous)? = parent.children.last {
            // Taken out of the array first, so the append finds its buffer unshared and grows it in place (a copy per
            // append made 400,000 entity references in one SVG text take 20 s).
            parent.children.removeLast()
            previous += text
            parent.children.append(.text(previous))
        } else {
            parent.children.append(.text(text))
        }
    }

    private static func name(of node: xmlNodePtr) -> String {
        guard let raw = node.pointee.name else { return "" }
        let local = String(cString: raw)
        if let ns = node.pointee.ns, let prefix = ns.pointee.prefix {
            return String(cString: prefix) + ":" + local
        }
        return local
    }

    private static func attributes(of node: xmlNodePtr) -> [Attribute] {
        var result: [Attribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            var attributeName = current.pointee.name.map { String(cString: $0) } ?? ""
            if let ns = current.pointee.ns, let prefix = ns.pointee.prefix {
                attributeName = String(cString: prefix) + ":" + attributeName
            }
            result.append(Attribute(attributeName, value))
            attribute = current.pointee.next
        }
        if let ns = node.pointee.nsDef {
            var definition: xmlNsPtr? = ns
            while let current = definition {
                let prefix = current.pointee.prefix.map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                result.append(Attribute(prefix, current.pointee.href.map { String(cString: $0) } ?? ""))
                definition = current.pointee.next
            }
        }
        return result
    }
}

/// Routes libxml2's per-thread structured errors into an array while a closure runs.
private final class MessageCollector {
    var messages: [ParserMessage] = []
    /// End tags dropped where HTML5 obeys them, each marked in libxml2's own tree (`IgnoredEndTags`).
    var droppedCloses = 0

    func collecting<T>(_ body: () -> T) -> T {
        let context = Unmanaged.passUnretained(self).toOpaque()
        xmlSetStructuredErrorFunc(context) { context, error in
            guard let context, let error, error.pointee.code != 801 else { return } // unknown HTML5 tags: noise, dropped early
            let collector = Unmanaged<MessageCollector>.fromOpaque(context).takeUnretainedValue()
            if Int(error.pointee.code) == Int(XML_ERR_TAG_NAME_MISMATCH.rawValue), let parser = error.pointee.ctxt,
               IgnoredEndTags.mark(parser.assumingMemoryBound(to: xmlParserCtxt.self), endTag: error.pointee.str1, marked: collector.droppedCloses) {
                collector.droppedCloses += 1
            }
            let text = error.pointee.message.map { String(cString: $0) } ?? ""
            collector.messages.append(ParserMessage(
                line: Int(error.pointee.line), column: Int(error.pointee.int2), code: Int(error.pointee.code),
                isError: error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
                text: text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return body()
    }
}
