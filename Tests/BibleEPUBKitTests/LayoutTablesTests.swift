import BibleEPUBKit
import Testing

/// Tables that lay a page out become blocks; tables of data and boxes stay.
@Suite("Layout tables")
struct LayoutTablesTests {
    static let prose = "<p>" + Array(repeating: "The page's own words, long enough to be most of it.", count: 12).joined(separator: " ") + "</p>"

    private func built(_ body: String) throws -> (page: String, findings: [Diagnostic]) {
        let vault = try TestVault(["a.html": html(body)])
        let book = try vault.book()
        return (try #require(vault.entry("OEBPS/a.xhtml", in: book)), book.diagnostics)
    }

    @Test("a grid of nested tables holding most of the page's text: its rows and cells follow one another as blocks, reported")
    func layoutGrid() throws {
        let (page, findings) = try built("""
            <table width="100%" id="grid"><tr><td width="120"><table><tr><td><a href="a.html">Home</a></td></tr></table></td>
            <td bgcolor="#fff"><h1>Title</h1>\(Self.prose)</td></tr></table>
            """)
        #expect(!page.contains("<table width") && page.contains("<div id=\"grid\">"))
        #expect(page.contains("<table>"))  // the small table in the first cell is judged on its own: one cell, a box
        #expect(page.contains("The page's own words"))
        #expect(findings.with("chrome.unwrapped").count == 1)
    }

    @Test("a banner row with a table in a cell is a layout even when the text is elsewhere")
    func bannerRow() throws {
        let (page, _) = try built("""
            <table class="banner"><tr><td><img src="logo.png" alt="Logo"></td><td><table><tr><td>Site name</td></tr></table></td></tr></table>
            <h1>Title</h1>\(Self.prose)
            """)
        #expect(page.contains("<div class=\"banner\">"))
    }

    @Test("tables of data stay: header cells, many rows or columns, a one-cell box, no table in a cell")
    func dataTablesStay() throws {
        let nested = "<table><tr><td>x</td><td>y</td></tr></table>"
        for body in [
            "<table><tr><th>Name</th><th>Value</th></tr><tr><td>\(nested)</td><td>\(Self.prose)</td></tr></table>",
            "<table border=\"2\"><tr><td><h3>Translation:</h3>\(nested)\(Self.prose)</td></tr></table>",
            "<table><tr><td>a</td><td>\(Self.prose)</td></tr></table>",
            "<table><tr>" + String(repeating: "<td>\(nested)</td>", count: 5) + "</tr></table>\(Self.prose)",
        ] {
            let (page, findings) = try built(body)
            #expect(findings.with("chrome.unwrapped").isEmpty)
            #expect(!page.contains("<div><div>"))
        }
    }
}
