@testable import BibleEPUBKit
import Testing

@Suite("A table-built site's menu column and logo cells")
struct LayoutChromeTests {
    /// xmlsoft.org's frame: a banner row (a logo cell, the title box) and a row with the menu column beside the text.
    static func frame(_ number: Int, menu: String = menu, logo: String = logo) -> String {
        """
        <table border="0" width="100%"><tr><td width="120">\(logo)</td><td><table bgcolor="#000000"><tr><td>
        <h1>The XSLT C library</h1><h2>Page \(number)</h2></td></tr></table></td></tr></table>
        <table border="0" width="100%"><tr><td valign="top" width="200">\(menu)</td>
        <td valign="top"><p>The text of page \(number), which is long enough to outweigh the menu beside it by far, as a chapter's text does.</p>
        \(String(repeating: "<p>More of the chapter's own text, paragraph after paragraph, as a manual's page holds.</p>", count: 6))</td></tr></table>
        """
    }

    static let menu = """
        <table width="100%"><tr><td align="center"><center><b>Main Menu</b></center></td></tr>
        <tr><td><ul><li><a href="index.html">Home</a></li><li><a href="p1.html">Introduction</a></li><li><a href="p2.html">FAQ</a></li></ul></td></tr></table>
        """
    static let logo = "<a href=\"http://www.gnome.org/\"><img src=\"gnome2.png\" alt=\"GNOME2 Logo\"/></a>"

    static func site(pages: Int, folder: String = "", frame: (Int) -> String = { Self.frame($0) }) -> [String: String] {
        var files = [folder + "index.html": html(frame(0), title: "Home"), folder + "gnome2.png": "png"]
        for number in 1...pages { files[folder + "p\(number).html"] = html(frame(number), title: "Page \(number)") }
        return files
    }

    @Test("the menu column and the logo cell that are the same on every page are removed, reported once")
    func removed() throws {
        let vault = try TestVault(Self.site(pages: 5))
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/p1.xhtml", in: book))
        #expect(!page.contains("Main Menu") && !page.contains("GNOME2 Logo"))
        #expect(page.contains("The text of page 1") && page.contains("Page 1"))
        #expect(book.diagnostics.with(DiagnosticID.chromeRemoved.rawValue).filter { $0.target == "//td" }.count == 1)
    }

    @Test("in a folder of the site's pages beside other pages, the frame is the folder's and goes")
    func inAFolder() throws {
        var files = Self.site(pages: 4, folder: "site/")
        for number in 1...6 { files["manual/m\(number).html"] = html("<h1>Manual \(number)</h1><p>A reference page of its own.</p>") }
        let vault = try TestVault(files)
        let page = try #require(vault.entry("OEBPS/site/p2.xhtml", in: try vault.book()))
        #expect(!page.contains("Main Menu") && page.contains("The text of page 2"))
    }

    @Test("a cell that differs per page, is on half the pages, holds a heading or a copyright, or is in a data table stays",
          arguments: ["per page", "half the pages", "heading", "copyright", "data table"])
    func kept(variant: String) throws {
        let files = Self.site(pages: 6) { number in
            switch variant {
            case "per page": Self.frame(number, menu: "<a href=\"index.html\">Home</a>: you are reading part \(number) of the guide.")
            case "half the pages": Self.frame(number, menu: number % 2 == 0 ? Self.menu : "")
            case "heading": Self.frame(number, menu: "<h3>Main Menu</h3>" + Self.menu)
            case "copyright": Self.frame(number, menu: "Copyright 2024 The Authors. Main Menu")
            default: "<table><tr><th>Site</th><th>Text</th></tr><tr><td>\(Self.menu)</td><td><h1>Page \(number)</h1><p>Its text.</p></td></tr></table>"
            }
        }
        let vault = try TestVault(files)
        let page = try #require(vault.entry("OEBPS/p2.xhtml", in: try vault.book()))
        #expect(page.contains(variant == "per page" ? "part 2 of the guide" : variant == "copyright" ? "Copyright 2024" : "Main Menu"))
    }
}
