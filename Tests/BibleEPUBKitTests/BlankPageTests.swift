import BibleEPUBKit
import Testing

/// Pages with nothing to show are not blank pages of the book.
@Suite("Blank pages")
struct BlankPageTests {
    @Test("an empty body and a frameset (after a stray second <html>) are left out of the reading order, reported; a page with only an image stays")
    func leftOut() throws {
        let vault = try TestVault([
            "a.html": html("<h1>A</h1><p>Text.</p><a href=\"b.html\">b</a>"),
            "b.html": "<html><head><title>B</title></head><body>\n<a name=\"__index__\"></a>\n<!-- INDEX -->\n</body></html>",
            "c.html": "<html><head><title>C</title></head><frameset cols=\"50,*\"><frame src=\"a.html\"></frameset></html>",
            "d.html": html("<img src=\"f.png\" alt=\"\">"),
            "e.html": "<!-- frames -->\n<html><head><title>E</title></head></html>\n<frameset cols=\"50,*\"><frame src=\"a.html\"></frameset>",
        ], binary: ["f.png": examplePNG(width: 2, height: 2)])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["a.html", "d.html"])
        #expect(analysis.diagnostics.with("order.blank-page").map(\.file).sorted() == ["b.html", "c.html", "e.html"])
        let book = try vault.book()
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("<a href=\"b.xhtml\"") == false)
    }

    @Test("a page whose only image the book cannot ship (outside the vault, missing, on the web) shows nothing once its chrome goes; a shipped image shows")
    func unshippedImage() throws {
        let bar = "<div class=\"nav\"><a href=\"a.html\">Guide Home</a> <a href=\"b.html\">Contents</a></div>"
        let vault = try TestVault([
            "index.html": html("<img src=\"../images/banner.gif\" alt=\"\"><img src=\"gone.png\" alt=\"\"><img src=\"https://example.org/x.png\" alt=\"\">"),
            "a.html": html("<h1>A</h1><p>Text of a.</p><a href=\"b.html\">b</a>"),
            "b.html": html("<h1>B</h1><p>Text of b.</p><img src=\"f.png\" alt=\"\">"),
            "c.html": html("<img src=\"f.png\" alt=\"\">\(bar)"),
            "d.html": html("<img src=\"../images/titlepage.svg\" alt=\"The title page of this edition\">"),
        ], binary: ["f.png": examplePNG(width: 2, height: 2)])
        let analysis = try vault.analyze()
        #expect(analysis.diagnostics.with("order.blank-page").map(\.file) == ["index.html"])
        #expect(analysis.order.pages.contains("c.html"), "a shipped image shows")
        #expect(analysis.order.pages.contains("d.html"), "a dropped image's alt text shows in its place (Standard Ebooks' title page)")
    }

    @Test("a book of blank pages only is left as it is")
    func allBlank() throws {
        let vault = try TestVault(["a.html": html(""), "b.html": html(" ")])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["a.html", "b.html"])
        #expect(analysis.diagnostics.with("order.blank-page").isEmpty)
    }
}
