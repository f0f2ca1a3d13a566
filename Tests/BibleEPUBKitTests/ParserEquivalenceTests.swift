@testable import BibleEPUBKit
import Foundation
import Testing

/// The event-built tree (the default) must equal the tree converted from libxml2's own document, which the
/// strip path still uses: same elements, attributes, lines, text, comments, parser messages and flattening.
@Suite("Parser: event-built tree equals libxml2's tree")
struct ParserEquivalenceTests {
    /// Pages libxml2 2.9 builds in odd ways: content after `</html>`, misplaced `<html>`/`<body>`, start tags that
    /// never end, processing instructions, scripts, deep nesting, other encodings.
    static let quirks: [(name: String, html: String)] = [
        ("comment first, element after html", "<!-- c --><html><body><p>x</p></body></html><p>after</p>"),
        ("doctype first, element after html", "<!DOCTYPE html><html><body>x</body></html><div>after</div> tail"),
        ("element after html, nothing before", "<html><body>a</body></html><p>b</p>text"),
        ("processing instructions", "<?xml version=\"1.0\"?><html><body>a<?pi x?>b</body></html><p>after</p>"),
        ("start tag that never ends", "<p>before <img src=\"a\" "),
        ("start tag cut by a control character", "<div><span title=\"x\"\u{01}after<b>b</b></div>tail<p>p"),
        ("start tag cut by the end of the page", "<div><p>a<span title=\"x\""),
        ("start tag cut by another", "<div><span title=\"x\" <b>bold</b> after</div>"),
        ("misplaced html, head, body", "<html><html lang=\"x\"><head></head><body><head><title>t</title></head><body class=\"y\">text</body></body></html>"),
        ("implied closes", "<table><tr><td>a<td>b</table><ul><li>1<li>2</ul><p>p1<p>p2<div>d</div>"),
        ("script and style", "<script>if (a < b) { x = \"</div>\" }</script><style>p > a { }</style><p>x</p>"),
        ("references", "<p>&amp; &foo; &#169; &copy &#x1F600; &#0; &</p>"),
        ("comments in text", "<p>a<!-- c -->b<!---->c</p><!-- end -->"),
        ("empty", ""), ("blank", "  \n "), ("text only", "hello"),
        ("stray end tags", "</p><br/><br></br></div>text</span>"),
        ("attributes", "<input disabled checked=checked value='a&amp;b' data-x=\"\"><a href=x href=y>l</a>"),
        ("head without html", "<head><title>t</title></head><body>x</body>"),
        ("html5 elements", "<p>x<section><figure><figcaption>c</figcaption></figure></section><svg viewBox=\"0 0 1 1\"><path d=\"M0\"/></svg>"),
        ("deep nesting", String(repeating: "<div>", count: 320) + "deep" + String(repeating: "</div>", count: 320)),
        ("deep nesting after html", "<html><body>a</body></html>" + String(repeating: "<b>", count: 260) + "z"),
        ("latin-1 declared", "<meta charset=\"iso-8859-1\"><p>caf\u{E9}</p>"),
        ("long text", "<pre>" + String(repeating: "line of text & more\n", count: 3000) + "</pre>"),
        ("end tags libxml2 drops past a div", "<dl><dt>a<dd><div>x</dl><dl><dt>b<dd><div>y</dl><p>after</p><table><tr><td><dl><dd><div>z</dl>w</table>"),
    ] + liftingQuirks

    /// Style and script blocks long enough for `RawTextLifting`, in the places it must get right or give up on.
    static let css = String(repeating: "p { color: red; }\n", count: 8)
    static let liftingQuirks: [(name: String, html: String)] = [
        ("lifted: style in head, script in body", "<html><head><style>\(css)</style></head><body><p>a</p><script>\(css)</script></body></html>"),
        ("lifted: column after the block", "<style>\(css)  caf\u{E9} \u{1F600}</style><p>x</b></p>"),
        ("lifted: one-line block", "<style>" + String(repeating: "a{b:c} ", count: 20) + "</style></i><p>x</p>"),
        ("lifted: upper case, quoted >", "<STYLE MEDIA=\"a>b\" title='</style>'>\(css)</STYLE ><p>x</p>"),
        ("lifted: style inside svg", "<svg><style>\(css)</style><rect/></svg><p>x</p>"),
        ("lifted: tabs", "<style>\t\(css)\t</style>"),
        ("kept: carriage returns", "<style>\(css.replacingOccurrences(of: "\n", with: "\r\n"))</style><p>x</p>"),
        ("kept: end tag inside", "<style>/* </p> */\(css)</style></b><p>x</p>"),
        ("kept: script with markup", "<script>var s = \"</div>\"; \(css)</script><p>x</p>"),
        ("kept: control character", "<style>\u{01}\(css)</style>"),
        ("kept: non-character", "<style>\u{FFFE}\(css)</style>"),
        ("kept: never closed", "<p>x</p><style>\(css)"),
        ("style named in a comment", "<!-- <style> --><style>\(css)</style><!-- </style> --><p>x</p>"),
        ("style named in an attribute", "<div title=\"<style>\">\(css)</div><style>\(css)</style>"),
        ("style named in text", "<p>a <style b</p><style>\(css)</style>"),
        ("style too deep to keep", String(repeating: "<div>", count: 205) + "<style>\(css)</style>" + String(repeating: "</div>", count: 205)),
    ]

    @Test("crafted quirks", arguments: quirks.map(\.name))
    func quirk(name: String) {
        let html = Self.quirks.first { $0.name == name }!.html
        let bytes = name.hasPrefix("latin-1") ? Array(html.data(using: .isoLatin1)!) : Array(html.utf8)
        Self.expectSameTrees(bytes, file: name)
    }

    @Test("every page of the sample vault, the fixtures and (when present) the real vault")
    func vaultPages() throws {
        var roots = [Repository.sampleVault, Repository.root + "/Tests/Fixtures"]
        if Repository.hasRealVault { roots.append(Repository.realVault) }
        var count = 0
        for root in roots {
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".html") || file.hasSuffix(".htm") {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: root + "/" + file)))
                Self.expectSameTrees(bytes, file: file)
                count += 1
            }
        }
        #expect(count >= 20, "the sample vault and the fixtures hold 20 pages")
    }

    @Test("large style and script blocks are lifted out of libxml2's way and put back")
    func liftingApplies() throws {
        let source = Array(Self.liftingQuirks[0].html.utf8)
        let lifted = try #require(RawTextLifting.lift(source))
        #expect(lifted.blocks.count == 2 && lifted.bytes.count < source.count - 2 * Self.css.utf8.count + 40)
        let parsed = try #require(LibXML2.parseHTMLEvents(lifted.bytes, encoding: "UTF-8", options: 0))
        #expect(lifted.restore(into: parsed.rawTextElements))
        #expect(parsed.root.firstDescendant(named: "style")?.textContent() == Self.css)
        #expect(RawTextLifting.lift(Array("<style>\(Self.css.replacingOccurrences(of: "\n", with: "\r"))</style>".utf8)) == nil)
    }

    @Test("the event parser notes the searched-for names a page has outside head: a <style> in the head is none, a table or <style> in the body is, as is microdata in the body (in any letter case); the document path notes nothing")
    func presenceOutsideHead() {
        func parsed(_ html: String, throughDocument: Bool = false) -> ParsedHTML {
            LibXML2.parseHTML(Array(html.utf8), encoding: "UTF-8", strip: [], throughDocument: throughDocument)
        }
        #expect(parsed("<html><head><style>p { }</style></head><body><p>a</p></body></html>").outsideHead == [])
        #expect(parsed("<p>a</p><table><tr><td>b</td></tr></table>").outsideHead == [.table])
        #expect(parsed("<head><title>t</title></head><body><style>p { }</style><table><tr><td>b</td></tr></table></body>").outsideHead == [.table, .style])
        #expect(parsed("<table><tr><td>b</td></tr></table>", throughDocument: true).outsideHead == nil)
        #expect(parsed("<head><meta itemprop=name content=x></head><body><p ITEMTYPE=x>a</p></body>").outsideHead == [.microdata])
        #expect(parsed("<head><meta itemprop=name content=x></head><body><p itemscope>a</p></body>").outsideHead == [])
        let page = PageParser.parse(bytes: Array("<head><style>p { }</style></head><body><p>a</p></body>".utf8), path: "a.html", strip: [])
        #expect(!page.mayHaveOutsideHead(.style) && !page.mayHaveOutsideHead(.table))
    }

    @Test("a page's title is its head's, else the body's first outside SVG, as HTML's document.title reads it")
    func titleOutsideHead() {
        let title = { (html: String) in PageParser.parse(bytes: Array(html.utf8), path: "a.html", strip: []).title }
        // Iwidgets' manual pages: `<HEADER>` is no head, so the title lands in the body.
        #expect(title("<HTML>\n<HEADER>\n<TITLE> iwidgets User Commands </TITLE>\n</HEADER>\n<BODY><H5>x</H5></BODY></HTML>") == "iwidgets User Commands")
        #expect(title("<html><head><title>Head</title></head><body><title>Body</title></body></html>") == "Head")
        #expect(title("<html><body><svg><title>A chart</title></svg><p>text</p></body></html>") == nil)
    }

    /// Parses `bytes` as `PageParser` would, both ways, and compares everything the rest of the pipeline sees.
    static func expectSameTrees(_ bytes: [UInt8], file: String) {
        let decoded = TextDecoding.decode(bytes.filter { $0 != 0 }, file: file)
        let source = HTML5Entities.replacingNamedReferences(in: decoded.bytes)
        let events = LibXML2.parseHTML(source, encoding: decoded.encoding, strip: [])
        let document = LibXML2.parseHTML(source, encoding: decoded.encoding, strip: [], throughDocument: true)
        #expect(dump(events.root) == dump(document.root), "\(file)")
        #expect(events.messages == document.messages, "\(file)")
        #expect(events.flattenedAtLines == document.flattenedAtLines, "\(file)")
        // The builder's list of raw-text elements is what a walk of its finished tree finds, element for element.
        if let built = LibXML2.parseHTMLEvents(source, encoding: decoded.encoding, options: 0) {
            let walked = RawTextLifting.rawTextElements(in: built.root)
            #expect(built.rawTextElements.count == walked.count
                    && zip(built.rawTextElements, walked).allSatisfy { $0 === $1 }, "\(file)")
        }
    }

    /// One line per node: depth, kind, name, line, attributes or text.
    static func dump(_ element: Element, depth: Int = 0, into lines: inout [String]) {
        lines.append("\(depth) <\(element.name)> @\(element.line) \(element.attributes.map { "\($0.name)=\($0.value)" })")
        for child in element.children {
            switch child {
            case .element(let inner): dump(inner, depth: depth + 1, into: &lines)
            case .text(let text): lines.append("\(depth + 1) text \(text.debugDescription)")
            case .comment(let text): lines.append("\(depth + 1) comment \(text.debugDescription)")
            }
        }
    }

    static func dump(_ element: Element) -> [String] {
        var lines: [String] = []
        dump(element, into: &lines)
        return lines
    }
}
