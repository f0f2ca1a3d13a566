@testable import BibleEPUBKit
import Foundation
import Testing

/// `exclude:` and the author's contents page as the order (#49).
@Suite("Exclude and the author's contents")
struct ExcludeTests {
    @Test("a pattern names a page, or a folder with everything in it; * and ? stay in one component, ** spans several")
    func globs() {
        #expect(ExcludedPages.matches("Reference/**", "Reference/a.html"))
        #expect(ExcludedPages.matches("Reference", "Reference/deep/a.html"))
        #expect(ExcludedPages.matches("*.html", "roadmap.html"))
        #expect(!ExcludedPages.matches("*.html", "Part-I/a.html"), "* stays in the root folder")
        #expect(!ExcludedPages.matches("Part-I/*.html", "Part-II/a.html"))
        #expect(ExcludedPages.matches("**/drafts/*", "Part-I/Ch-1/drafts/x.html"))
        #expect(ExcludedPages.matches("page-?.html", "page-1.html") && !ExcludedPages.matches("page-?.html", "page-10.html"))
        #expect(!ExcludedPages.matches("Ref", "Reference/a.html"))
    }

    static let vault: [String: String] = [
        "Front-of-Book/table-of-contents.html": html(#"""
            <a href="../Part-I-One/Ch-1/a.html">A</a> <a href="../Part-I-One/Ch-1/b.html">B</a>
            <a href="../Part-II-Two/c.html">C</a> <a href="../Part-II-Two/d.html">D</a> <a href="../Part-II-Two/Part-II-Two.html">Part II</a>
            """#),
        "Part-I-One/Ch-1/a.html": html(#"<h1>A</h1><a href="../../Reference/r.html">see R</a>"#),
        "Part-I-One/Ch-1/b.html": html("<h1>B</h1>"), "Part-I-One/Ch-1/b2.html": html("<h1>B2</h1>"),
        "Part-II-Two/Part-II-Two.html": html("<h1>Part II</h1>"), "Part-II-Two/c.html": html("<h1>C</h1>"), "Part-II-Two/d.html": html("<h1>D</h1>"),
        "Reference/r.html": html("<h1>R</h1>"), "roadmap.html": html("<h1>Roadmap</h1>"),
    ]

    @Test("zero config: the contents page's order, a landing page before its Part, unreached pages at the end in one finding")
    func contentsOrder() throws {
        let vault = try TestVault(Self.vault)
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == [
            "Front-of-Book/table-of-contents.html", "Part-I-One/Ch-1/a.html", "Part-I-One/Ch-1/b.html", "Part-I-One/Ch-1/b2.html",
            "Part-II-Two/Part-II-Two.html", "Part-II-Two/c.html", "Part-II-Two/d.html", "roadmap.html", "Reference/r.html",
        ])
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(analysis.order.outsideContents == ["roadmap.html", "Reference/r.html"])
        #expect(analysis.diagnostics.with("order.unreached-page").map(\.file) == ["Part-I-One/Ch-1/b2.html"])
        let outside = analysis.diagnostics.with("order.outside-contents")
        #expect(outside.count == 1 && outside[0].message.hasPrefix("Reference/ (1 page) and the root page roadmap.html are not reached"))
        let toc = TOCAction.text(try TOCAction.tree(vault.options))
        #expect(toc.split(separator: "\n").filter { $0.hasSuffix(TOCAction.outsideMark) }.count == 2)
    }

    @Test("init proposes exclude: for the unreached pages, commented out, with reasons")
    func proposal() throws {
        let vault = try TestVault(Self.vault)
        let yaml = try InitAction.propose(vault.options).yaml
        #expect(yaml.contains("# exclude:\n#   - Reference/**  # 1 page; the contents page links nothing in Reference/\n#   - roadmap.html  # a root page the contents page does not link\n"))
    }

    @Test("exclude: leaves pages out (no unreached finding for them); links to them are reported and unwrapped; a pattern naming nothing is reported")
    func exclusion() throws {
        let vault = try TestVault(Self.vault.merging(["book.yaml": "exclude:\n  - Reference/**\n  - roadmap.html\n  - drafts/**\n"]) { $1 })
        let analysis = try vault.analyze()
        #expect(!analysis.order.pages.contains("Reference/r.html") && !analysis.order.pages.contains("roadmap.html"))
        #expect(analysis.diagnostics.with("order.outside-contents").isEmpty)
        #expect(analysis.diagnostics.with("order.excluded-pages").count == 1)
        let unmatched = analysis.diagnostics.with("config.invalid-value")
        #expect(unmatched.count == 1 && unmatched[0].line == 4)
        let book = try vault.book()
        #expect(book.diagnostics.with("link.not-in-book").map(\.file) == ["Part-I-One/Ch-1/a.html"])
        #expect(vault.entry("OEBPS/Reference/r.xhtml", in: book) == nil)
    }

    @Test("order: toc puts a Part's landing page before the chapters the contents page links first")
    func landingFirst() throws {
        let files = [
            "book.yaml": "order: toc\n",
            "Front-of-Book/table-of-contents.html": html(#"<a href="../Part-I-One/a.html">A</a> <a href="../Part-I-One/Part-I-One.html">Part I</a>"#),
            "Part-I-One/Part-I-One.html": html("<h1>Part I</h1>"), "Part-I-One/a.html": html("<h1>A</h1>"),
        ]
        let vault = try TestVault(files)
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["Front-of-Book/table-of-contents.html", "Part-I-One/Part-I-One.html", "Part-I-One/a.html"])
    }
}
