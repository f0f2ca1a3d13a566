@testable import BibleEPUBKit
import Testing

@Suite("Table column widths")
struct TableColumnsTests {
    /// javadoc's member summary: a column of types, one of signatures, one of sentences.
    static let summary = """
        <table><caption>Methods</caption>
        <tr><th>Modifier and Type</th><th>Method</th><th>Description</th></tr>
        <tr><td><code>static&#160;java.lang.String</code></td><td><code>clean&#8203;(java.lang.String&#160;bodyHtml)</code></td>
        <td>Get safe HTML from untrusted input HTML, by parsing input HTML and filtering it through an allow-list.</td></tr>
        <tr><td><code>static&#160;Connection</code></td><td><code>connect&#8203;(java.lang.String&#160;url)</code></td>
        <td>Creates a new Connection (session), with the defined request URL.</td></tr>
        </table>
        """

    @Test("a table wider than a phone's line gets column widths, after its caption; the column of types is not crushed")
    func wideTable() throws {
        let page = try #require(try TestVault(["a.html": html(Self.summary)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        let xhtml = String(decoding: page, as: UTF8.self)
        let colgroup = try #require(xhtml.firstMatch(of: /<\/caption>\s*<colgroup>((?:<col style="width: \d+%"\/>){3})<\/colgroup>/))
        let shares = colgroup.1.matches(of: /(\d+)%/).compactMap { Int($0.1) }
        #expect(shares.reduce(0, +) == 100)
        #expect(shares[0] >= 25, "the types column keeps a quarter of the width: \(shares)")
    }

    @Test("the author's own col elements (DocBook writes them for alignment) get the widths when one per column")
    func authorColumns() throws {
        let rows = String(repeating: "<tr><td>a long sentence of words</td><td>another sentence naming java.util.concurrent</td></tr>", count: 2)
        let table = "<table><colgroup><col style=\"text-align: left\"/><col style=\"text-align: left\"/></colgroup>\(rows)</table>"
        let page = try #require(try TestVault(["a.html": html(table)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        let xhtml = String(decoding: page, as: UTF8.self)
        #expect(xhtml.matches(of: /<col style="text-align: left; width: \d+%"\/>/).count == 2)
        #expect(xhtml.ranges(of: "<colgroup>").count == 1)
    }

    @Test("pixel column widths taking half a phone's page (gtk-doc's 150 px and 200 px) are set back to auto, shares after them")
    func desktopPixelColumns() throws {
        let row = "<tr><td>font</td><td>a CGFontRef obtained through a method external to cairo.</td><td> </td></tr>"
        let table = "<table style=\"width: 100%\"><colgroup><col style=\"width: 150px\"/><col/><col style=\"width: 200px\"/></colgroup><tbody>\(row)</tbody></table>"
        let page = try #require(try TestVault(["a.html": html(table)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        let xhtml = String(decoding: page, as: UTF8.self)
        #expect(xhtml.contains(#"<col style="width: 150px; width: auto"/><col/><col style="width: 200px; width: auto"/>"#), "its words fit whole")
        let wide = table.replacingOccurrences(of: "font", with: "cairo_quartz_font_face_create_for_cgfont_or_atsu")
        let widePage = try #require(try TestVault(["a.html": html(wide)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        #expect(String(decoding: widePage, as: UTF8.self).matches(of: /<col style="width: 150px; width: auto; width: \d+%"\/><col style="width: \d+%"\/><col style="width: 200px; width: auto; width: \d+%"\/>/).count == 1)
        #expect(TableColumns.pixelWidth("width: 150px") == 150)
        #expect(TableColumns.pixelWidth("text-align: left; width:80.4px") == 80)
        #expect(TableColumns.pixelWidth("width: 10em") == nil)
        #expect(TableColumns.pixelWidth("width: 150px; min-width: 5em") == nil)
    }

    @Test("narrow tables, tables with author widths and layout grids keep the browser's sizing",
          arguments: [
              "<table><tr><td>Sand</td><td>gritty</td></tr><tr><td>Clay</td><td>sticky</td></tr></table>",
              "<table><colgroup><col style=\"width: 10%\"/><col/></colgroup>" + String(repeating: "<tr><td>a long sentence of words</td><td>another long sentence of words</td></tr>", count: 2) + "</table>",
              "<table><colgroup><col style=\"width: 100px\"/><col/></colgroup>" + String(repeating: "<tr><td>a long sentence of words</td><td>another long sentence of words</td></tr>", count: 2) + "</table>",
              "<table><tr><td><svg width=\"9\" height=\"9\"><rect width=\"9\" height=\"9\"/></svg></td><td>a long sentence of words that goes on and on and on</td></tr></table>",
          ])
    func untouched(table: String) throws {
        let page = try #require(try TestVault(["a.html": html(table)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        let xhtml = String(decoding: page, as: UTF8.self)
        #expect(xhtml.ranges(of: "<colgroup>").count == table.ranges(of: "<colgroup>").count)
        #expect(!xhtml.contains(/<col style="width: (?!10%"|100px")/))
    }

    @Test("a cell's longest run breaks at spaces, hyphens and zero-width spaces, not at no-break spaces; spans share no column")
    func measure() throws {
        let table = Element("table", children: [
            .element(Element("tr", children: [
                .element(Element("td", children: [.text("static\u{A0}java.lang.String")])),
                .element(Element("td", children: [.text("allow-list clean\u{200B}(url)")])),
            ])),
            .element(Element("tr", children: [.element(Element("td", attributes: [Attribute("colspan", "2")], children: [.text(String(repeating: "x", count: 90))]))])),
        ])
        let columns = try #require(TableColumns.measure(table))
        #expect(columns == [TableColumns.Column(longestWord: 23, widest: 23), TableColumns.Column(longestWord: 6, widest: 21, numbered: false)])
    }

    @Test("a column of short labels keeps its words whole (data-whole-words); long identifiers and shifted columns do not")
    func wholeWords() throws {
        let docinfo = "<table><tr><th>Author:</th><td>David Goodger</td></tr><tr><th>Copyright:</th><td>This document has been placed in the public domain.</td></tr></table>"
        let page = try #require(try TestVault(["a.html": html(docinfo)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        #expect(String(decoding: page, as: UTF8.self).contains("<table data-whole-words=\"1 2\">"))
        let summary = try #require(try TestVault(["a.html": html(Self.summary)]).book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        #expect(String(decoding: summary, as: UTF8.self).contains("<table data-whole-words=\"3\">"), "java.lang.String is a long word; sentences keep theirs")
        let column = { (word: Int, numbered: Bool) in TableColumns.Column(longestWord: word, widest: 60, numbered: numbered) }
        #expect(TableColumns.wholeWordColumns([column(10, true), column(12, true), column(6, true)]) == [1, 3])
        #expect(TableColumns.wholeWordColumns(Array(repeating: column(2, true), count: 6)) == [1, 2], "each cell's least width counts")
        #expect(TableColumns.wholeWordColumns([column(10, false), column(30, true)]) == [])
        #expect(TableColumns.wholeWordColumns([column(5, true), column(6, true)]) == [1, 2])
    }

    @Test("shares: each column's longest word first, the rest by how much wider its widest cell is; whole percentages adding to 100")
    func percentages() {
        let columns = [TableColumns.Column(longestWord: 10, widest: 10), TableColumns.Column(longestWord: 10, widest: 90)]
        #expect(TableColumns.percentages(columns) == [20, 80])
        #expect(TableColumns.wholePercentages([1, 1, 1]) == [34, 33, 33])
        let words = [TableColumns.Column(longestWord: 40, widest: 40), TableColumns.Column(longestWord: 40, widest: 200)]
        #expect(TableColumns.percentages(words) == [35, 65], "runs count 15 at most; the room left goes to the longer column")
    }
}
