@testable import BibleEPUBKit
import Testing

@Suite("Stub pages: a notice many pages repeat is left out")
struct StubPagesTests {
    /// A retired edition's page: its own heading, the notice every such page repeats, a link to the current page.
    private func stub(_ heading: String, current: String) -> String {
        html("""
            <h1>\(heading)</h1><p>The 2018 edition of the book is no longer distributed with the documentation.</p>
            <p>You may want to read <a href="../\(current)">the current version of the book</a> instead.</p>
            """, title: heading)
    }

    private var book: [String: String] {
        ["index.html": html("<h1>Guide</h1><ul><li><a href=\"intro.html\">Intro</a></li><li><a href=\"usage.html\">Usage</a></li></ul>"),
         "intro.html": html("<h1>Intro</h1><p>Start here. See also <a href=\"old/usage.html\">the old usage</a>.</p>"),
         "usage.html": html("<h1>Usage</h1><p>Run it.</p>")]
    }

    @Test("three pages repeating one notice with a link are left out, one finding; links to them go where they point")
    func retiredEdition() throws {
        var pages = book
        pages["old/intro.html"] = stub("Intro", current: "intro.html")
        pages["old/usage.html"] = stub("Usage", current: "usage.html")
        pages["old/extra.html"] = stub("Extra", current: "nowhere.html")
        let vault = try TestVault(pages)
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "intro.html", "usage.html"])
        #expect(analysis.order.redirects["old/usage.html"]?.page == "usage.html")
        #expect(analysis.order.leftOut["old/extra.html"] == StubPages.reason)
        let book = try vault.book()
        #expect(book.diagnostics.with(DiagnosticID.orderStubPages.rawValue).map(\.file) == ["old/extra.html"])
        #expect(book.diagnostics.with(DiagnosticID.orderUnreachedPage.rawValue).isEmpty)
        let intro = vault.entry("OEBPS/intro.xhtml", in: book) ?? ""
        #expect(intro.contains("href=\"usage.xhtml\""))
    }

    @Test("two such pages, a notice without a link, or one page showing a figure besides it: all stay")
    func notStubs() throws {
        var two = book
        two["old/intro.html"] = stub("Intro", current: "intro.html")
        two["old/usage.html"] = stub("Usage", current: "usage.html")
        #expect(try TestVault(two).analyze().order.pages.count == 5)

        var unlinked = book
        for name in ["a", "b", "c"] {
            unlinked["soon/\(name).html"] = html("<h1>\(name)</h1><p>This chapter is still being written; it will come soon.</p>")
        }
        #expect(try TestVault(unlinked).analyze().order.pages.count == 6)

        var figure = book
        figure["old/intro.html"] = stub("Intro", current: "intro.html")
        figure["old/usage.html"] = stub("Usage", current: "usage.html")
        figure["old/extra.html"] = stub("Extra", current: "usage.html").replacingOccurrences(of: "</h1>", with: "</h1><img src=\"f.png\" alt=\"F\">")
        let analysis = try TestVault(figure).analyze()
        #expect(analysis.order.pages.count == 6)
        #expect(!analysis.diagnostics.contains { $0.id == DiagnosticID.orderStubPages.rawValue })
    }
}
