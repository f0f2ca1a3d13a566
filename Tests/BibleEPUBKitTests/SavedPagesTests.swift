@testable import BibleEPUBKit
import Testing

/// Pages saved from many sites that say nothing of being articles but their own web address (a canonical link,
/// `twitter:url`, Dublin Core's identifier): repetition across pages cannot tell the chrome of a site one page comes
/// from, so each is read as an article; and a story whose paragraphs are set apart by `<br>`s is found by its prose.
@Suite("Saved pages of many sites")
struct SavedPagesTests {
    static let story = String(repeating: "The harbour council met again to weigh the cost of the new sea wall. ", count: 6)

    /// A page saved from `site`: a masthead of links, the story in a plain `div`, a footer (each named as the site
    /// names them); `head` states the address.
    static func saved(_ site: String, _ title: String, head: String) -> String {
        let name = site.split(separator: ".")[0]
        return html("<div class=\"\(name)-top\"><a href=\"/\">\(site) home</a> <a href=\"/news\">News</a></div><div class=\"\(name)-story\"><h1>\(title)</h1>"
             + "<p>\(story)</p><p>\(story)</p></div><div class=\"\(name)-end\"><p>Contact the \(site) newsroom</p></div>", title: title, head: head)
    }

    @Test("pages from four sites, each stating its address: each is extracted with a chapter header; one site's four pages are not")
    func manySites() throws {
        let vault = try TestVault([
            "a.html": Self.saved("one.example", "Walls", head: "<link rel=\"canonical\" href=\"https://one.example/walls\"/>"),
            "b.html": Self.saved("two.example", "Tides", head: "<meta name=\"twitter:url\" content=\"https://two.example/tides\"/>"),
            "c.html": Self.saved("three.example", "Boats", head: "<meta name=\"dc.identifier\" content=\"http://www.three.example/boats\"/>"),
            "d.html": Self.saved("four.example", "Nets", head: "<link rel=\"canonical\" href=\"https://four.example/nets\"/>"),
        ])
        let book = try vault.book()
        #expect(book.diagnostics.with("chrome.extracted").count == 4)
        let chapter = try #require(vault.entry("OEBPS/c.xhtml", in: book))
        #expect(chapter.contains("The harbour council") && !chapter.contains("newsroom") && !chapter.contains("three.example home"))
        #expect(chapter.contains("href=\"http://www.three.example/boats\""), "the chapter header links the stated address")

        var pages: [String: String] = [:]
        for name in ["a", "b", "c", "d"] {
            pages["\(name).html"] = Self.saved("docs.example", name.uppercased(), head: "<link rel=\"canonical\" href=\"https://docs.example/\(name)\"/>")
        }
        let site = try TestVault(pages)
        let siteBook = try site.book()
        #expect(siteBook.diagnostics.with("chrome.extracted").isEmpty, "one site's pages are left to repetition")
        #expect(site.entry("OEBPS/a.xhtml", in: siteBook)?.contains("article-byline") == false)
        pages["b.html"] = html("<h1>B</h1><p>No address.</p>") // two of one site's three pages state it: still one site
        pages["d.html"] = nil
        let fewer = try TestVault(pages)
        #expect(try fewer.book().diagnostics.with("chrome.extracted").isEmpty)
    }

    @Test("of two h1s outside the story, the one the stated title names heads it, not the logo's")
    func titleAmongHeadings() throws {
        let body = "<div class=\"logo\"><h1><a href=\"/\">NEWSCO</a></h1></div><div class=\"headline\"><h1>Sea wall vote delayed again</h1></div>"
            + "<div class=\"story\"><p>\(Self.story)</p><p>\(Self.story)</p></div>"
        let head = "<meta property=\"og:type\" content=\"article\"/><meta property=\"og:title\" content=\"Sea wall vote delayed again\"/>"
        let vault = try TestVault(["a.html": html(body, title: "Sea wall vote delayed again - NEWSCO", head: head)])
        let book = try vault.book()
        let chapter = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(chapter.contains("<h1>Sea wall vote delayed again</h1>") && !chapter.contains("NEWSCO</a></h1>"))
    }

    @Test("a story set apart by <br>s outweighs a sidebar of short paragraphs")
    func paragraphsByBreaks() throws {
        let sentences = (1...8).map { "Paragraph \($0) of the story tells of the storm that closed the harbour for a week." }
        let side = String(repeating: "Read our most popular pieces of the month here. ", count: 6)
        let body = "<div class=\"top\"><a href=\"/\">Home</a></div><div class=\"body\"><h1>Storm</h1>\(sentences.joined(separator: "<br/><br/>"))</div>"
            + "<div class=\"side\"><p>\(side)</p></div>"
        let vault = try TestVault(["a.html": html(body, title: "Storm", head: "<meta property=\"og:type\" content=\"article\"/>")])
        let book = try vault.book()
        let chapter = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(chapter.contains("Paragraph 8 of the story") && !chapter.contains("most popular pieces"))
    }
}
