@testable import BibleEPUBKit
import Testing

@Suite("A site's banner above every page's heading")
struct SiteBannersTests {
    static let banner = """
        <div class=nosearch><a href="index.html"><img class="logo" src="logo.gif" alt="SQLite"></a>
        <div class="tagline desktoponly">Small. Fast. Reliable.<br>Choose any three.</div>
        <div class="menu mainmenu"><ul><li><a href="index.html">Home</a><li class='wideonly'><a href='p1.html'>About</a>
        <li class='desktoponly'><a href="p2.html">Documentation</a><li class='desktoponly'><a href="p3.html">Download</a></ul></div></div>
        """

    static func site(pages: Int, banner: (Int) -> String = { _ in banner }) -> [String: String] {
        var files = ["index.html": html(banner(0) + "<h1>Home</h1><ul>" + (1...pages).map { "<li><a href=\"p\($0).html\">Page \($0)</a></li>" }.joined() + "</ul>", title: "Home")]
        for number in 1...pages {
            files["p\(number).html"] = html(banner(number) + "<h1>Page \(number)</h1><p>The text of page \(number), which is long enough to outweigh the banner above it by far, as a chapter's text does.</p>" + String(repeating: "<p>More of the chapter's own text, paragraph after paragraph, as a manual's page holds.</p>", count: 4) + "",
                                            title: "Page \(number)")
        }
        return files
    }

    @Test("the banner that says the same above every page's heading is removed, once reported, however its logo links home",
          arguments: ["index.html", "./", "index.html#top", "%69ndex.html"])
    func sameOnEveryPage(home: String) throws {
        let banner = Self.banner.replacingOccurrences(of: "<a href=\"index.html\"><img", with: "<a href=\"\(home)\"><img")
            .replacingOccurrences(of: "<a href=\"index.html\">Home</a>", with: "<a href=\"p1.html\">Start</a>")
        let vault = try TestVault(Self.site(pages: 5) { _ in banner })
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/p1.xhtml", in: book))
        #expect(!page.contains("Choose any three"))
        #expect(page.contains("The text of page 1"))
        #expect(page.contains("<h1"))
        let removed = book.diagnostics.filter { $0.id == DiagnosticID.chromeRemoved.rawValue }.map(\.message)
        #expect(removed.contains { $0.contains("//div[@class='nosearch']") })
    }

    @Test("a page without a heading loses the same banner (SQLite's syntax pages open with a styled title)")
    func pageWithoutHeading() throws {
        var files = Self.site(pages: 5)
        files["p3.html"] = html(Self.banner + "<div class=\"fancy\"><div class=\"fancy_title\">Comment Syntax</div></div><p>What a comment is, told at a chapter's length for this test's sake.</p>", title: "Page 3")
        let vault = try TestVault(files)
        let page = try #require(vault.entry("OEBPS/p3.xhtml", in: try vault.book()))
        #expect(!page.contains("Choose any three"))
        #expect(page.contains("Comment Syntax") && page.contains("What a comment is"))
    }

    @Test("what differs from page to page, is on too few pages, states a copyright or does not link home stays", arguments: [
        "per page", "half the pages", "copyright", "not linking home",
    ])
    func kept(variant: String) throws {
        let files = Self.site(pages: 6) { number in
            switch variant {
            case "per page": "<div class=\"where\"><a href=\"index.html\">Home</a>: you are reading part \(number) of the guide.</div>"
            case "half the pages": number % 2 == 0 ? Self.banner : ""
            case "copyright": "<div class=\"notice\"><a href=\"index.html\">Home</a> Copyright 2024 The Authors. Small. Fast. Reliable.</div>"
            default: "<div class=\"series\">Small. Fast. Reliable. This guide is one of three; <a href=\"p2.html\">read on</a>.</div>"
            }
        }
        let vault = try TestVault(files)
        let page = try #require(vault.entry("OEBPS/p2.xhtml", in: try vault.book()))
        #expect(page.contains(variant == "per page" ? "part 2 of the guide" : variant == "copyright" ? "Copyright 2024"
            : variant == "not linking home" ? "one of three" : "Choose any three"))
    }
}
