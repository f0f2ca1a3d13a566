@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Print edition")
struct PrintTests {
    @Test("a sheet's selectors are confined to its pages; what styled the page styles the page's section")
    func scopedSelectors() {
        #expect(PrintStyleScope.scopedSelector("p", scope: "s1") == ".s1 p")
        #expect(PrintStyleScope.scopedSelector(".content > h1", scope: "s1") == ".s1 .content > h1")
        #expect(PrintStyleScope.scopedSelector("body", scope: "s1") == ".s1")
        #expect(PrintStyleScope.scopedSelector(":root", scope: "s1") == ".s1")
        #expect(PrintStyleScope.scopedSelector("body.dark pre", scope: "s1") == ".s1.dark pre")
        #expect(PrintStyleScope.scopedSelector("html body > main", scope: "s1") == ".s1 > main")
        #expect(PrintStyleScope.scopedSelector("html > body", scope: "s1") == ".s1")
        #expect(PrintStyleScope.scopedSelector("bodyguard", scope: "s1") == ".s1 bodyguard")
        let css = PrintStyleScope.scoped("@media screen { a, b { color: red } }\nbody { background: url(../img/x.png) }",
                                         scope: "s2") { PrintPageJoiner.file($0, folder: "styles") }
        #expect(css == "@media screen { .s2 a, .s2 b { color: red } }\n.s2 { background: url(\"img/x.png\") }")
    }

    @Test("a screen design's absolute font sizes scale so that its body prints at the paperback's size")
    func scaledFonts() {
        let css = "body { font-size: 18pt; margin: 0 }\nh1 { font-size: 26pt !important }\np { font-size: 0.9em }\ncode { font-size: 16px }"
        #expect(PrintStyleScope.scoped(css, scope: "s1", bodyPoints: 10.5) { $0 } == """
            .s1 { font-size: 10.50pt; margin: 0 }
            .s1 h1 { font-size: 15.17pt !important }
            .s1 p { font-size: 0.9em }
            .s1 code { font-size: 7.00pt }
            """)
        #expect(PrintStyleScope.scoped("h1 { font-size: 26pt }", scope: "s1") { $0 } == ".s1 h1 { font-size: 26pt }",
                "a sheet that sizes no page keeps its sizes")
    }

    @Test("a joined page's ids are prefixed and its links go to sections of the print document")
    func joinedPage() throws {
        let page = """
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><link rel="stylesheet" href="../styles/a.css"/></head>\
            <body class="dark"><h2 id="x">X</h2><a href="#x">here</a> <a href="../B/two.xhtml#y">there</a> \
            <a href="../B/two.xhtml">two</a> <a href="gone.xhtml">gone</a> <a href="https://example.com/">web</a>\
            <img src="fig/a.png" alt=""/><label for="x">l</label></body></html>
            """
        let root = try #require(LibXML2.parseXML(Array(page.utf8)).root)
        let joiner = PrintPageJoiner(sectionIDs: ["A/one.xhtml": "p1", "B/two.xhtml": "p2"])
        let joined = joiner.join(root, at: "A/one.xhtml")
        #expect(joined.sheets == [.file("styles/a.css")])
        #expect(joined.section[attribute: "id"] == "p1")
        #expect(joined.section[attribute: "class"] == "dark")
        let links = joined.section.descendants().filter { $0.name == "a" }.map { $0[attribute: "href"] }
        #expect(links == ["#p1-x", "#p2-y", "#p2", nil, "https://example.com/"])
        #expect(joined.section.firstDescendant(named: "h2")?[attribute: "id"] == "p1-x")
        #expect(joined.section.firstDescendant(named: "img")?[attribute: "src"] == "A/fig/a.png")
        #expect(joined.section.firstDescendant(named: "label")?[attribute: "for"] == "p1-x")
    }

    @Test("code lines become blocks (highlighting split at line ends) so that a wrapped line hangs; dots get a break")
    func codeLinesAndDots() throws {
        let page = """
            <html xmlns="http://www.w3.org/1999/xhtml"><body><pre><code><span class="k" id="k">let</span> a = 1
            <span class="c">// one
            // two</span>

            </code></pre><p>Use .largeTitle, .title or .body.</p><p>Or <code>.a</code>, <code>.b</code>.</p></body></html>
            """
        let root = try #require(LibXML2.parseXML(Array(page.utf8)).root)
        let section = PrintPageJoiner(sectionIDs: ["a.xhtml": "p1"]).join(root, at: "a.xhtml").section
        let lines = try #require(section.firstDescendant(named: "pre")).childElements
        #expect(lines.map { $0.textContent() } == ["let a = 1", "// one", "// two", " "])
        #expect(lines.allSatisfy { $0[attribute: "class"] == "print-code-line" })
        #expect(lines[2].descendants().first { $0.name == "span" }?[attribute: "class"] == "c", "the comment's highlighting is on both of its lines")
        #expect(section.descendants().filter { $0[attribute: "id"] == "p1-k" }.count == 1)
        let paragraphs = section.descendants().filter { $0.name == "p" }.map { $0.textContent() }
        #expect(paragraphs == ["Use \u{200B}.largeTitle, \u{200B}.title or \u{200B}.body.", "Or \u{200B}.a, \u{200B}.b."])
    }

    @Test("figures printed under 300 ppi are reported at their vault file; a page count KDP refuses is reported")
    func findings() throws {
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(try VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let figure = "Part-III-Build-Along/BuildAlong-01-Tiny-Notes/figures/tiny-notes-list.jpg"
        var layout = PrintEngine.Layout(pages: 300, gutter: 0.5, passes: 1, bookmarks: 18, lowResolutionImages: [figure: 99])
        let found = PrintFindings.diagnostics(layout, book: book)
        #expect(found.map(\.id) == ["print.low-resolution"])
        #expect(found.first?.file == figure)
        layout = PrintEngine.Layout(pages: 12, gutter: 0.375, passes: 1, bookmarks: 3)
        #expect(PrintFindings.diagnostics(layout, book: book).map(\.id) == ["print.page-count"])
        layout.pages = 829
        #expect(PrintFindings.diagnostics(layout, book: book).map(\.id) == ["print.page-count"])
        layout.pages = 24
        #expect(PrintFindings.diagnostics(layout, book: book).isEmpty)
        #expect(PrintFindings.diagnostics(nil, book: book).isEmpty)
    }

    @Test("the EPUB gets the print pages: a marker where each starts, the nav's page-list, where the numbers come from")
    func pageList() throws {
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(try VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        // PDF pages: i (the title page, p1), a blank one, the Part I page (p4, its first element) as page 1, a page
        // that only continues the one before, and page 3 opening the 4th element of the Book 01 page (p5).
        let layout = PrintEngine.Layout(pages: 5, gutter: 0.375, passes: 1, bookmarks: 18,
                                        pageStarts: ["p1.0", nil, "p4.0", nil, "p5.3"], bodyStartPage: 2)
        let paged = PrintPageList.apply(layout, to: book)
        func text(_ path: String) throws -> String {
            String(decoding: try #require(paged.entries.first { $0.path == "OEBPS/" + path }?.contents), as: UTF8.self)
        }
        #expect(try text("Front-of-Book/00-title-page.xhtml").contains("<span id=\"print-page-i\" epub:type=\"pagebreak\""))
        #expect(try text("Part-I-Getting-Started/Part-I-Getting-Started.xhtml").contains("id=\"print-page-1\""))
        let chapter = try text("Part-I-Getting-Started/Book-01-Hello-Swift.xhtml")
        #expect(chapter.contains("<pre><span id=\"print-page-3\""), "the 4th element of its body (main, h1, p, pre) opens page 3")
        let nav = try text("nav.xhtml")
        #expect(nav.contains("<nav epub:type=\"page-list\" hidden=\"hidden\">"))
        #expect(nav.contains("href=\"Part-I-Getting-Started/Book-01-Hello-Swift.xhtml#print-page-3\">3</a>"))
        let opf = try text("content.opf")
        #expect(opf.contains("<meta property=\"pageBreakSource\">The Tiny Swift Handbook, print edition (6 x 9 in)</meta>"))
        #expect(opf.contains("<dc:source>The Tiny Swift Handbook, print edition (6 x 9 in)</dc:source>"), "Ace's epub-pagesource")
        #expect(PrintPageList.label(ofPage: 3, bodyStart: 5) == "iv" && PrintPageList.label(ofPage: 5, bodyStart: 5) == "1")
        #expect(PrintPageList.label(ofPage: 0, bodyStart: nil) == "1")
    }

    @Test("trim sizes and KDP's gutter bands")
    func settings() throws {
        #expect(PrintSettings(trim: "6x9in") == PrintSettings(width: 6, height: 9))
        #expect(PrintSettings(trim: "5.5 x 8.5 in") == PrintSettings(width: 5.5, height: 8.5))
        #expect(try #require(PrintSettings(trim: "A5")).height == 8.27)
        #expect(PrintSettings(trim: "148x210mm").map { ($0.width * 100).rounded() } == 583)
        #expect(PrintSettings(trim: "60x90in") == nil)
        #expect(PrintSettings(trim: "big") == nil)
        let settings = PrintSettings.standard
        #expect([24, 150, 151, 300, 301, 500, 501, 700, 701, 828].map(settings.gutter(forPages:))
            == [0.375, 0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875, 0.875])
    }

    @Test("the sample's print document: front matter, generated contents, Part openers, one id each, every link inside")
    func sampleDocument() throws {
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(try VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let document = try #require(PrintDocument.make(book, templates: .builtIn, settings: book.print))
        let html = String(decoding: try #require(document.files["print.html"]), as: UTF8.self)
        let root = try #require(LibXML2.parseXML(Array(html.utf8)).root)
        let sections = try #require(root.firstChild(named: "body")).childElements
        let classes = sections.map { $0[attribute: "class"] ?? "" }
        #expect(!html.contains("cover.jpg"), "the cover is left to the cover file")
        #expect(classes.prefix(3).allSatisfy { $0.contains("print-front") })
        #expect(classes[2].contains("print-author-contents"), "the author's contents page is kept, its links numbered")
        #expect(classes[3].contains("print-part") && classes[3].contains("print-body-start"))
        #expect(sections.filter { ($0[attribute: "class"] ?? "").contains("print-part-title") }.count == 3)
        let ids = root.descendants().compactMap { $0[attribute: "id"] }
        #expect(Set(ids).count == ids.count)
        let targets = root.descendants().compactMap { $0[attribute: "href"] }.filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        #expect(!targets.isEmpty && Set(targets).isSubset(of: Set(ids)))
        #expect(document.bookmarkCount == 18)
    }
}
