@testable import BibleEPUBKit
import Testing

/// Saved web pages that state no address, one per site (#50 section 1): repetition finds no chrome when no two pages
/// share a site, so a page linked with none of the others is judged on its own markup.
@Suite("Lone pages")
struct LonePageTests {
    /// Three sites' pages: a registry's page (a `<header>` with its menu, a `<footer>`, no `<main>`), a company's page
    /// (a banner whose mega-menu has a heading per product, the footer's link columns under headings), a firm's team
    /// page (a named navigation bar, a `<main>` with a margin note of the author's own words in an `<aside>`).
    static let pages = [
        "registry.html": html("<header><div id=\"header\"><div class=\"navigation\"><ul><li><a href=\"/domains\">Domains</a></li>"
            + "<li><a href=\"/numbers\">Numbers</a></li><li><a href=\"/about\">About Us</a></li></ul></div></div></header>"
            + "<div id=\"body\"><h1>Reserved Domains</h1><p>Certain domains are set aside for documentation purposes.</p></div>"
            + "<footer><div id=\"footer\"><p><a href=\"/privacy\">Privacy Policy</a> <a href=\"/terms\">Terms of Service</a></p></div></footer>",
            title: "Reserved Domains"),
        "company.html": html("<header role=\"banner\"><nav><div><h1>Data on Demand</h1><a href=\"/data\">Turn web content into data</a></div>"
            + "<div><h1>Smart Proxy</h1><a href=\"/proxy\">A proxy that never gets banned</a></div></nav></header>"
            + "<h1>Enterprise Solutions</h1><p>Complete web scraping services for any size business.</p>"
            + "<footer><h4>Company</h4><a href=\"/about\">About us</a> <a href=\"/jobs\">Jobs</a></footer>", title: "Enterprise Solutions"),
        "team.html": html("<div id=\"navbar\" class=\"navbar\"><ul><li><a href=\"/firma\">Firma</a></li><li><a href=\"/stellen\">Stellen</a></li>"
            + "<li><a href=\"/kontakt\">Kontakt</a></li></ul></div>"
            + "<main><h1>Our Team</h1><p>Surveyors and engineers since 1950.</p></main>"
            + "<aside><p>A margin note on the founders, in the author's own words.</p></aside>", title: "Our Team"),
    ]

    static let chrome = ["Numbers", "Privacy Policy", "Data on Demand", "never gets banned", "Jobs", "Stellen"]
    static let content = ["Certain domains are set aside", "Reserved Domains</h1>", "Complete web scraping services",
                          "Enterprise Solutions</h1>", "Surveyors and engineers", "A margin note on the founders"]

    @Test("pages of several sites linked with none of the others lose their own navigation, banners and footers, and keep their text")
    func lonePagesLoseTheirOwnChrome() throws {
        let vault = try TestVault(Self.pages)
        let book = try vault.book()
        let text = ["registry", "company", "team"].compactMap { vault.entry("OEBPS/\($0).xhtml", in: book) }.joined()
        for words in Self.chrome { #expect(!text.contains(words), "\(words) reached the book") }
        for words in Self.content { #expect(text.contains(words), "\(words) was lost") }
        #expect(book.diagnostics.with("chrome.extracted").count == 3)
    }

    @Test("the same pages linked to each other are one site's: left to repetition")
    func linkedPagesAreLeftToRepetition() throws {
        var linked = Self.pages
        let names = linked.keys.sorted()
        for (name, next) in zip(names, names.dropFirst() + names.prefix(1)) {
            linked[name] = linked[name]!.replacingOccurrences(of: "</body>", with: "<p><a href=\"\(next)\">Next page</a></p></body>")
        }
        let vault = try TestVault(linked)
        let book = try vault.book()
        let text = ["registry", "company", "team"].compactMap { vault.entry("OEBPS/\($0).xhtml", in: book) }.joined()
        #expect(text.contains("Privacy Policy") && text.contains("Data on Demand"))
        #expect(book.diagnostics.with("chrome.extracted").isEmpty)
    }

    @Test("a banner holding the page's title stays; an aside of links goes, one of prose stays")
    func bannerWithTitleAndAsides() throws {
        var pages = Self.pages
        pages["blog.html"] = html("<header><h1>Notes on Tides</h1><p>By the harbour master.</p></header>"
            + "<main><p>The tide turns twice a day.</p></main><aside><a href=\"/a\">Older post</a> <a href=\"/b\">Archive</a></aside>", title: "Notes on Tides")
        let vault = try TestVault(pages)
        let book = try vault.book()
        let blog = try #require(vault.entry("OEBPS/blog.xhtml", in: book))
        #expect(blog.contains("Notes on Tides</h1>") && blog.contains("By the harbour master."))
        #expect(!blog.contains("Older post"))
        #expect(vault.entry("OEBPS/team.xhtml", in: book)?.contains("A margin note on the founders") == true)
    }

    @Test("what leads nowhere else stays: a page's own contents, a contents page without links, a navigation block of prose")
    func ownContentsStay() throws {
        var pages = Self.pages
        // pod2html's contents of its sections, whose methods are named like page-turning links (mod_perl's APR::Brigade).
        let methods = ["first", "last", "next", "prev"]
        pages["pod.html"] = html("<ul id=\"index\"><li><a href=\"#NAME\">NAME</a></li><li><a href=\"#API\">API</a></li>"
            + methods.map { "<li><a href=\"#\($0)\">\($0)</a></li>" }.joined() + "</ul>"
            + "<h1 id=\"NAME\">NAME</h1><p>APR::Brigade, the bucket brigade.</p><h1 id=\"API\">API</h1>"
            + methods.map { "<h2 id=\"\($0)\">\($0)</h2><p>Returns the \($0) bucket of the brigade, or undef when there is none.</p>" }.joined(),
            title: "Brigade")
        pages["toc.html"] = html("<nav><h2>Table of Contents</h2><ol><li>Titlepage</li><li>Imprint</li></ol></nav>", title: "Table of Contents")
        let tutorial = String(repeating: "<p>Translating a program means writing its messages in another language, one catalog at a time.</p>", count: 4)
        pages["latex.html"] = html("<h1>Tutorial</h1>\(tutorial)<div class=\"navigation\"><hr/><address>Gora Mohanty 2004-07-24</address></div>",
                                   title: "Tutorial")
        let vault = try TestVault(pages)
        let book = try vault.book()
        #expect(vault.entry("OEBPS/pod.xhtml", in: book)?.contains("href=\"#API\"") == true)
        #expect(vault.entry("OEBPS/toc.xhtml", in: book)?.contains("Imprint") == true)
        #expect(vault.entry("OEBPS/latex.xhtml", in: book)?.contains("Gora Mohanty") == true)
        #expect(vault.entry("OEBPS/registry.xhtml", in: book)?.contains("Privacy Policy") == false, "the other pages still lose theirs")
    }

    @Test("a saved article's title without its site's name; a site named as its author said once")
    func articleTitleAndByline() {
        #expect(ArticleHeader.withoutSite("Über Uns | naturgruen.ch", "naturgruen.ch") == "Über Uns")
        #expect(ArticleHeader.withoutSite("Example News - Floods in the north", "Example News") == "Floods in the north")
        #expect(ArticleHeader.withoutSite("Floods | Weather", "Example News") == "Floods | Weather", "another site's name stays")
        #expect(ArticleHeader.withoutSite("naturgruen.ch", "naturgruen.ch") == "naturgruen.ch", "nothing left: the title stays")
        let content = Element("div", children: [.element(Element("h1", children: [.text("Solutions")])), .text("Text.")])
        ArticleHeader.insert(ArticleFacts(authors: ["Scrapinghub"], site: "Scrapinghub"), into: content, pageTitle: nil)
        let byline = content.descendants().first { $0[attribute: "class"] == "article-byline" }
        #expect(byline?.textContent() == "Scrapinghub")
    }
}
