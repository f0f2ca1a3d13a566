@testable import BibleEPUBKit
import Testing

@Suite("Reading order")
struct ReadingOrderTests {
    @Test("a page two rules name, in and outside the reading order, is one spine item in the order: the build never crashes on it")
    func pageInAndOutsideTheOrder() throws {
        let vault = try TestVault(["a.html": html(#"<h1>A</h1><p>See <a href="b.html">B</a>.</p>"#), "b.html": html("<h1>B</h1><p>The b page.</p>")])
        var analysis = try vault.analyze()
        analysis.order.nonLinear = Array(repeating: NonLinearPage(page: "b.html", linkedFrom: ["a.html"]), count: 2)
        let book = try BookAssembler.assemble(analysis, options: vault.options, templates: .builtIn)
        let spine = (vault.entry("OEBPS/content.opf", in: book) ?? "").split(separator: "\n").filter { $0.contains("<itemref") }
        #expect(spine.filter { $0.contains("idref=\"x-b-xhtml\"") }.count == 1 && !spine.contains { $0.contains("linear=\"no\"") })
    }

    @Test("roman and arabic Part numbers sort numerically")
    func partNumbers() {
        let pages = ["Part-X-Ten/a.html", "Part-IX-Nine/a.html", "Part-II-Two/a.html", "Part-VIII-Eight/a.html",
                     "Part-I-One/a.html", "Part-IV-Four/a.html", "Part-3-Three/a.html"]
        #expect(NaturalOrder.order(pages) == [
            "Part-I-One/a.html", "Part-II-Two/a.html", "Part-3-Three/a.html", "Part-IV-Four/a.html",
            "Part-VIII-Eight/a.html", "Part-IX-Nine/a.html", "Part-X-Ten/a.html",
        ])
    }

    @Test("front matter first, then Parts, other folders and loose pages, appendices, reference")
    func topLevelRanks() {
        let pages = ["Reference/r.html", "Appendices/a.html", "bibliography.html", "Part-II-B/p.html",
                     "Front-of-Book/toc.html", "Part-I-A/p.html", "Extras/e.html"]
        #expect(NaturalOrder.order(pages) == [
            "Front-of-Book/toc.html", "Part-I-A/p.html", "Part-II-B/p.html", "bibliography.html", "Extras/e.html",
            "Appendices/a.html", "Reference/r.html",
        ])
    }

    @Test("natural sort is numeric and case-insensitive; the landing page comes first")
    func naturalSortAndLanding() {
        let pages = ["Part-I/Book-10.html", "Part-I/book-2.html", "Part-I/Book-1.html", "Part-I/Part-I.html",
                     "Part-I/Chapter-B/b.html", "Part-I/Chapter-A/index.html", "Part-I/Chapter-A/a.html"]
        #expect(NaturalOrder.order(pages) == [
            "Part-I/Part-I.html", "Part-I/Book-1.html", "Part-I/book-2.html", "Part-I/Book-10.html",
            "Part-I/Chapter-A/index.html", "Part-I/Chapter-A/a.html", "Part-I/Chapter-B/b.html",
        ])
    }

    @Test("pages sort by name without extension, before the folder of their name (FAQ before FAQ01, APR before APR/)")
    func stemsBeforeLongerNames() {
        let pages = ["FAQ01.html", "FAQ.html", "Connection.Base.html", "Connection.html", "APR/Base64.html", "APR.html",
                     "toc-core.html", "toc.html"]
        #expect(NaturalOrder.order(pages) == [
            "APR.html", "APR/Base64.html", "Connection.html", "Connection.Base.html", "FAQ.html", "FAQ01.html",
            "toc.html", "toc-core.html",
        ])
    }

    @Test("roman numeral parsing rejects non-canonical numerals")
    func romanNumerals() {
        #expect(Ordering.romanValue("XIV") == 14)
        #expect(Ordering.romanValue("IIII") == nil)
        #expect(Ordering.sectionNumber("Part-VII-Dedicated")?.value == 7)
        #expect(Ordering.sectionNumber("Parts-of-speech") == nil)
    }

    @Test("asset folders and non-HTML files are never spine items")
    func assetFolders() throws {
        let vault = try TestVault([
            "Part-I/a.html": html("<h1>A</h1>"), "Part-I/figures/f.html": html("x"), "Screenshots/s.html": html("x"),
            "notes.md": "# draft", "css/x.html": html("x"),
        ])
        #expect(try vault.analyze().order.pages == ["Part-I/a.html"])
    }

    @Test("a spine file expands folders, reports missing entries and duplicates")
    func spineFile() {
        let entries = ReadingOrderResolver.parseSpineFile("""
            # the order
            Part-II/x.html
            Part-I   # whole folder
            Part-II/x.html
            missing.html
            """, file: "spine.txt")
        let (order, diagnostics) = ReadingOrderResolver.fromSpine(entries, pages: ["Part-I/b.html", "Part-I/a.html", "Part-II/x.html"])
        #expect(order.pages == ["Part-II/x.html", "Part-I/a.html", "Part-I/b.html"])
        #expect(diagnostics.ids == ["spine.duplicate-entry", "spine.missing-entry"])
        #expect(diagnostics.with("spine.missing-entry").first?.line == 5)
    }

    @Test("order: toc follows the TOC page's links and reports pages it does not reach")
    func tocOrder() throws {
        let vault = try TestVault([
            "book.yaml": "order: toc\ntoc: Front-of-Book/table-of-contents.html\n",
            "Front-of-Book/table-of-contents.html": html(#"<a href="../b.html">B</a> <a href="../a.html#x">A</a>"#),
            "a.html": html("<h1 id='x'>A</h1>"), "b.html": html("<h1>B</h1>"), "c.html": html("<h1>C</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["Front-of-Book/table-of-contents.html", "b.html", "a.html", "c.html"])
        #expect(analysis.order.outsideContents == ["c.html"])
        #expect(analysis.diagnostics.with("order.outside-contents").map(\.file) == ["Front-of-Book/table-of-contents.html"])
        #expect(analysis.diagnostics.with("order.unreached-page").isEmpty)
    }

    @Test("order: toc puts a page the TOC does not link among the pages of its folder, the rest at the end, and lint reports each once")
    func tocOrderKeepsPartTogether() throws {
        let vault = try TestVault([
            "book.yaml": "order: toc\ntoc: Front-of-Book/table-of-contents.html\n",
            "Front-of-Book/table-of-contents.html": html(#"<a href="../Part-I/Ch-1/a.html">A</a> <a href="../Part-I/Ch-2/c.html">C</a> <a href="../Part-II/d.html">D</a>"#),
            "Part-I/Ch-1/a.html": html("<h1>A</h1>"), "Part-I/Ch-1/b.html": html("<h1>B</h1>"), "Part-I/Ch-2/c.html": html("<h1>C</h1>"),
            "Part-II/d.html": html("<h1>D</h1>"), "Part-II/e.html": html("<h1>E</h1>"), "loose.html": html("<h1>L</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["Front-of-Book/table-of-contents.html", "Part-I/Ch-1/a.html", "Part-I/Ch-1/b.html",
                                         "Part-I/Ch-2/c.html", "Part-II/d.html", "Part-II/e.html", "loose.html"])
        let report = try Linter.run(vault.options)
        let unreached = report.diagnostics.filter { $0.id.hasSuffix("unreached-page") || $0.id == "order.outside-contents" }
        #expect(unreached.map(\.id).sorted() == ["order.outside-contents", "order.unreached-page", "order.unreached-page"])
        #expect(Set(unreached.map(\.file)) == ["Part-I/Ch-1/b.html", "Part-II/e.html", "Front-of-Book/table-of-contents.html"])
        #expect(report.diagnostics.with("order.outside-contents").first?.message.contains("the root page loose.html") == true)
    }
}
