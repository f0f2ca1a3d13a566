@testable import BibleEPUBKit
import Foundation
import Testing

/// Saved web articles from several sites (#50 section 1): each page's own markup names its content, the site around
/// it and its comments, share and related links are left out, and each chapter opens with the article's facts.
@Suite("Web articles")
struct WebArticleTests {
    /// Words of chrome each site adds; none may reach the book.
    static let chromeWords = ["Skip to content", "Proudly powered", "Leave a Reply", "Share this", "Related posts",
                              "Recent Posts", "Previous post", "Sign up for our newsletter", "Top stories", "All rights reserved",
                              "Subscribe now", "thoughts on"]

    /// The fixture collection: a WordPress theme (skip link, site header and menu, `<main>` with one `<article>`, share
    /// and related blocks inside the entry, post navigation, comments and their form, a sidebar, the footer, the
    /// browser's "saved from"); a publishing platform (landmarks by role, the story in `role="main"`, the byline in
    /// microdata, a newsletter sign-up, a canonical link); a news site (no `<main>` or `<article>`, the story marked
    /// `itemprop="articleBody"` with the headline outside it, a cookie banner, a share bar).
    static let fixture = Repository.root + "/Tests/Fixtures/web-articles"

    /// The words of each article that must all be in its chapter.
    static let articleWords = ["slow growth of the things we plant", "to sow, to weed and to wait", "A note on the gardens of the north",
                               "wears the bank away", "until the river cuts it off", "twice a day", "every new and full moon"]

    static var collection: [String: String] {
        Dictionary(uniqueKeysWithValues: ["1-gardens.html", "2-rivers.html", "3-tides.html"].map { name in
            (name, (try? String(contentsOfFile: fixture + "/" + name, encoding: .utf8)) ?? "")
        })
    }

    @Test("three sites' articles: only each article stays, with its facts in a chapter header; the collection is not named by a site")
    func collectionFromThreeSites() throws {
        let vault = try TestVault(Self.collection)
        let book = try vault.book()
        let chapters = ["OEBPS/1-gardens.xhtml", "OEBPS/2-rivers.xhtml", "OEBPS/3-tides.xhtml"].compactMap { vault.entry($0, in: book) }
        #expect(chapters.count == 3)
        let text = chapters.joined()
        for words in Self.chromeWords { #expect(!text.contains(words), "\(words) reached the book") }
        for words in Self.articleWords { #expect(text.contains(words), "\(words) was lost") }
        #expect(chapters[0].contains(#"<p class="article-byline">Jane Doe · Garden Notes · 2024-03-03</p>"#))
        #expect(chapters[0].contains(#"<a href="https://blog.example.org/2024/03/on-gardens/">"#))
        #expect(chapters[0].contains(#"href="https://blog.example.org/category/soil/""#), "a site-relative link resolves against the saved address")
        #expect(!chapters[0].contains("Posted on"), "the theme's byline gives way to the header")
        #expect(chapters[1].contains(#"<p class="article-byline">Ana Lima · fieldnotes.example.com · 2023-11-05</p>"#))
        #expect(chapters[2].contains("<h1") && chapters[2].contains("Tides Explained</h1>"), "the headline outside articleBody stays")
        #expect(chapters[2].contains("Sam Reed · Daily Coast"))
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains("<dc:title id=\"title\">\(VaultPath.prettify(VaultPath.fileName(of: vault.root)))</dc:title>")
            || !opf.contains("Garden Notes</dc:title>"), "no site names the collection")
        #expect(!opf.contains(">Garden Notes</dc:title>"))
        for author in ["Jane Doe", "Ana Lima", "Sam Reed"] { #expect(opf.contains(">\(author)</dc:creator>"), "\(author) is a creator") }
        #expect(book.diagnostics.with("chrome.extracted").count == 3)
        #expect(book.diagnostics.with("link.article-site").count >= 1)
        #expect(book.diagnostics.with("link.missing-file").isEmpty)
    }

    @Test("the saved collection passes EPUBCheck with no finding")
    func collectionIsValid() throws {
        guard epubCheckInstalled(skipping: "the web articles' EPUBCheck run") else { return }
        let vault = try TestVault(Self.collection)
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--quiet"])
        #expect(status == 0, "\(stderr)")
        let findings = try EPUBCheck.check(vault.output + "/a.epub", with: EPUBCheck.locate(environment: ProcessInfo.processInfo.environment)!)
        #expect(findings.filter { $0.severity != .info }.isEmpty, "\(findings.map(\.formatted))")
    }

    @Test("extract: off keeps whole pages")
    func extractOff() throws {
        var files = Self.collection
        files["book.yaml"] = "extract: off\n"
        let vault = try TestVault(files)
        let book = try vault.book()
        let text = ["OEBPS/1-gardens.xhtml", "OEBPS/2-rivers.xhtml"].compactMap { vault.entry($0, in: book) }.joined()
        #expect(text.contains("Leave a Reply") && text.contains("Sign up for our newsletter"))
        #expect(book.diagnostics.with("chrome.extracted").isEmpty)
        let plain = try TestVault(Self.collection)
        var options = plain.options
        options.settings.extract = .off
        let viaKit = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        #expect(viaKit.diagnostics.with("chrome.extracted").isEmpty, "EPUBBuilder.Options.book.extract")
    }

    @Test("one article is its own book: titled and authored by it")
    func singleArticle() throws {
        let vault = try TestVault(["a.html": Self.collection["2-rivers.html"]!])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(">Why Rivers Bend</dc:title>"))
        #expect(opf.contains(">Ana Lima</dc:creator>"))
    }

    @Test("a book of two plain pages keeps each page's declared content; a larger book of pages that are not articles is left to repetition")
    func smallBookAndManual() throws {
        let page = { (title: String) in
            html("<header><nav><a href=\"a.html\">Home</a> <a href=\"b.html\">Next</a></nav></header><main><h1>\(title)</h1><p>Own words of \(title).</p></main><footer><p>Site footer text</p></footer>")
        }
        let small = try TestVault(["a.html": page("Alpha"), "b.html": page("Beta")])
        let smallBook = try small.book()
        let alpha = try #require(small.entry("OEBPS/a.xhtml", in: smallBook))
        #expect(alpha.contains("Own words of Alpha") && !alpha.contains("Site footer text"))
        #expect(!alpha.contains("article-byline"), "a page that is no article gets no article header")
        var pages: [String: String] = [:]
        for name in ["a", "b", "c", "d"] { pages["\(name).html"] = html("<main><h1>\(name)</h1><p>Words.</p></main><aside><p>Margin note \(name) the author wrote.</p></aside>") }
        let manual = try TestVault(pages)
        let manualBook = try manual.book()
        #expect(manual.entry("OEBPS/a.xhtml", in: manualBook)?.contains("Margin note a") == true)
        #expect(manualBook.diagnostics.with("chrome.extracted").isEmpty)
    }

    @Test("apparatus is told by name and size: an article about comments keeps its text")
    func apparatusIsBounded() {
        let long = String(repeating: "Sharing the garden with neighbours is the oldest social custom we have. ", count: 12)
        let share = Element("div", attributes: [Attribute("class", "social-history")], children: [.text(long)])
        #expect(ArticleApparatus.kind(of: share) == nil)
        let comments = Element("section", attributes: [Attribute("class", "comment-essay")], children: [.text("On comments.")])
        #expect(ArticleApparatus.kind(of: comments) == nil, "one element named for a comment, no form or list, is content")
        let list = Element("div", attributes: [Attribute("id", "comments")], children: [.text("Lovely!")])
        #expect(ArticleApparatus.kind(of: list) == .comments)
        let card = { (title: String) in Node.element(Element("li", children: [.element(Element("a", attributes: [Attribute("href", "/s")], children: [.text(title)]))])) }
        let popular = Element("div", attributes: [Attribute("class", "recirc-most-popular-wrapper")],
                              children: [.element(Element("ul", children: ["A story", "Another story"].map(card)))])
        #expect(ArticleApparatus.kind(of: popular) == .related, "a news site's most-popular list (recirculation)")
        let column = Element("section", attributes: [Attribute("class", "block box box--aside")],
                             children: [.element(Element("ul", children: ["Latest story", "Other story"].map(card)))])
        #expect(ArticleApparatus.kind(of: column) == .related, "a side column of teaser links")
        let indent = Node.text("\n" + String(repeating: " ", count: 60))
        let indented = Element("section", attributes: [Attribute("id", "article-related")],
                               children: [indent, .element(Element("span", children: [.text("Related")])), indent] + ["One story", "Two stories"].map(card) + [indent, indent])
        #expect(ArticleApparatus.kind(of: indented) == .related, "a template's indentation is no text: the list is still mostly links")
        let note = Element("div", attributes: [Attribute("class", "aside")], children: [.text("A note the author set apart, with no links.")])
        #expect(ArticleApparatus.kind(of: note) == nil, "an aside of the author's text stays")
        let label = Element("div", attributes: [Attribute("class", "ad-feedback-link__label")], children: [.text("Video Ad Feedback")])
        #expect(ArticleApparatus.kind(of: label) == .advertisement)
        let heading = Element("div", attributes: [Attribute("class", "header")], children: [.text("Ad hoc networks")])
        #expect(ArticleApparatus.kind(of: heading) == nil, "a word of the text is no name")
        let bar = Element("div", attributes: [Attribute("class", "c_sharebar_cntr")], children: [.text("SHARE THIS Print Email Reddit")])
        #expect(ArticleApparatus.kind(of: bar) == .share, "an apparatus word joined to a widget's name (CNN's share bar)")
        for name in ["shareholders", "shared", "address", "sharebarley"] {
            let element = Element("div", attributes: [Attribute("class", name)], children: [.text("Shareholders met on Monday.")])
            #expect(ArticleApparatus.kind(of: element) == nil, "\(name) joins no widget's name")
        }
    }

    @Test("a manual whose theme types every page an Article (Read the Docs) is no collection of articles: its pages turn to each other")
    func themedManualIsNoCollection() throws {
        let notes = ["Manual": "Read me first.", "Beta": "Revised in spring.", "Gamma": "Needs an example.", "Search": "Type a word."]
        let page = { (title: String, previous: String?, next: String?) in
            let links = [previous.map { "<link rel=\"prev\" href=\"\($0)\">" }, next.map { "<link rel=\"next\" href=\"\($0)\">" }].compactMap { $0 }.joined()
            return html("<nav class=\"wy-nav-side\"><a href=\"index.html\">Manual</a></nav><div role=\"main\" itemscope=\"itemscope\" itemtype=\"http://schema.org/Article\">"
                + "<div itemprop=\"articleBody\"><section id=\"x\"><h1>\(title)</h1><p>Text of \(title).</p>"
                + "<section id=\"comments-and-user-context\"><h2>1.2. Comments and User Context</h2><p>Comments in \(title)'s configuration files start with a hash.</p></section>"
                + "</section></div></div><p>\(notes[title]!)</p>",
                        title: "\(title) &#8212; Kea documentation", head: links)
        }
        let files = ["index.html": page("Manual", nil, "b.html"), "b.html": page("Beta", "index.html", "c.html"),
                     "c.html": page("Gamma", "b.html", nil), "search.html": page("Search", nil, nil)]
        let vault = try TestVault(files)
        let book = try vault.book()
        let beta = try #require(vault.entry("OEBPS/b.xhtml", in: book))
        #expect(beta.contains("start with a hash"), "a section about comments is the manual's text")
        #expect(beta.contains("Revised in spring."), "a manual's page is whole")
        #expect(!beta.contains("article-byline"))
        #expect(book.diagnostics.with("chrome.extracted").isEmpty, "no page of the manual, reached or not, is an article")
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(">Kea documentation</dc:title>"), "named by the pages' common title, not by the folder")
        var unlinked = files
        for name in ["index.html", "b.html", "c.html"] { unlinked[name] = unlinked[name]!.replacingOccurrences(of: "<link rel=", with: "<link data-rel=") }
        let collection = try TestVault(unlinked)
        #expect(try collection.book().diagnostics.with("chrome.extracted").count == 4, "pages that turn to none stay articles by their microdata")
        // A one-page manual (Debian's yoyo docs) turns to no page but names its index and search pages.
        var single = ["index.html": files["index.html"]!.replacingOccurrences(of: "<link rel=\"next\" href=\"b.html\">",
                                                                          with: "<link rel=\"index\" href=\"genindex.html\"><link rel=\"search\" href=\"search.html\">"),
                      "genindex.html": page("Gamma", nil, nil), "search.html": files["search.html"]!]
        #expect(try TestVault(single).book().diagnostics.with("chrome.extracted").isEmpty, "an index and a search page of its own: a manual")
        single["index.html"] = single["index.html"]!.replacingOccurrences(of: "rel=\"index\"", with: "rel=\"alternate\"")
            .replacingOccurrences(of: "rel=\"search\"", with: "rel=\"author\"")
        #expect(try TestVault(single).book().diagnostics.with("chrome.extracted").count == 3, "relations outside the document's own make none")
    }

    @Test("an id made from a section's own heading names no apparatus; a theme's does")
    func headingIDsNameNoApparatus() {
        let heading = Element("h2", children: [.text("5.1.2. Comments and User Context")])
        let section = Element("section", attributes: [Attribute("id", "comments-and-user-context")],
                              children: [.element(heading), .text("Comments start with a hash.")])
        #expect(ArticleApparatus.kind(of: section) == nil)
        let thread = Element("div", attributes: [Attribute("id", "comments")],
                             children: [.element(Element("h2", children: [.text("3 thoughts on “Gardens”")])), .text("Lovely!")])
        #expect(ArticleApparatus.kind(of: thread) == .comments, "an id that is not the heading's words still names the block")
        let area = Element("div", attributes: [Attribute("id", "comments"), Attribute("class", "comments-area")],
                           children: [.element(Element("h2", children: [.text("Comments")])), .text("Lovely!")])
        #expect(ArticleApparatus.kind(of: area) == .comments, "a theme's class still names it")
        let card = Node.element(Element("ul", children: [.element(Element("li", children: [.element(Element("a", attributes: [Attribute("href", "/s")], children: [.text("A story")]))]))]))
        let related = Element("div", attributes: [Attribute("id", "related")],
                              children: [.element(Element("h2", children: [.text("Related Stories")])), card])
        #expect(ArticleApparatus.kind(of: related) == .related, "an id of some of the heading's words is a theme's name (cleveland.com)")
    }

    @Test("a news site's page: the story among teaser cards (an <article> per linked headline) is the content with its lead photo; its report-an-error box goes")
    func storyAmongTeasers() throws {
        let teasers = (1...12).map { "<article class=\"thumbnail\"><figure><a href=\"/story-\($0)/\"></a></figure><figcaption><a href=\"/story-\($0)/\">Another headline of the day, number \($0), about the weather and the roads</a></figcaption></article>" }.joined()
        let story = "<article class=\"article\"><h1>Landslide in the north</h1><p>The rescue team found the last of the missing four days after the landslide.</p>"
            + "<p>The causes are not known yet, but the soil of the region is unstable and easily soaked by rain.</p>"
            + "<div class=\"article__report\"><strong>Found an error?</strong><p>Select the text and press Ctrl+Enter to send it to the editor!</p><button>Report an error</button></div></article>"
        let lead = "<section class=\"gallery-single\"><figure><img src=\"https://example.org/lead.jpg\" alt=\"The slope\"></figure><figcaption>The slope after the slide. Photo: Agency</figcaption></section>"
        let page = html("<main><div class=\"col\">\(lead)<section class=\"block\">\(story)</section></div><div class=\"row\">\(teasers)</div></main>",
                        head: #"<meta property="og:type" content="article">"#)
        let vault = try TestVault(["a.html": page])
        let chapter = try #require(vault.entry("OEBPS/a.xhtml", in: try vault.book()))
        #expect(chapter.contains("easily soaked by rain"))
        #expect(!chapter.contains("Another headline"), "the teaser grid is the site's")
        #expect(!chapter.contains("Found an error"), "the report box is the site's")
        #expect(chapter.contains("The slope after the slide"), "the lead photo above the article is the story's")
        let essay = Element("div", attributes: [Attribute("class", "report")], children: [.text(String(repeating: "The annual report of the society, read aloud. ", count: 20))])
        #expect(ArticleApparatus.kind(of: essay) == nil, "a report without a button is content")
    }

    @Test("facts: the saved address, dates, hosts")
    func facts() {
        #expect(ArticleFacts.savedAddress(Array("<!DOCTYPE html>\n<!-- saved from url=(0026)https://example.org/a/b -->".utf8)) == "https://example.org/a/b")
        #expect(ArticleFacts.savedAddress(Array("<!--\n Page saved with SingleFile \n url: https://x.example/p?q=1 \n-->".utf8)) == "https://x.example/p?q=1")
        #expect(ArticleFacts.date("2024-03-03T10:00:00+00:00") == "2024-03-03")
        #expect(ArticleFacts.date("2024/03/03") == "2024-03-03")
        #expect(ArticleFacts.date("March 3") == nil)
        #expect(ArticleFacts.host("https://www.example.org:8080/x") == "example.org")
        #expect(ArticleFacts.siteName("LinkNaija | Nigeria's popular news platform") == "LinkNaija")
        #expect(ArticleFacts.siteName("Garden Notes") == "Garden Notes")
    }

    @Test("authors: the article's own field over the generic one a site fills with its company")
    func articleAuthorOverCompany() throws {
        let head = #"<meta property="og:type" content="article"><meta name="author" content="Condé Nast">"#
            + #"<meta property="article:author" content="Tom Bennett"><meta property="og:site_name" content="WIRED">"#
        let vault = try TestVault(["a.html": html("<article><h1>Lockdown</h1><p>Story text of the article.</p></article>", head: head)])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(">Tom Bennett</dc:creator>"))
        #expect(!opf.contains("Condé Nast"))
    }

    @Test("authors: a stated list is split into names and the site at its end left out; other shapes stay whole")
    func authorLists() {
        #expect(AuthorNames.read(articleStated: [], generic: ["Dana A. Ford, James S.A. Corey, and Tom Watkins, CNN"], notPeople: ["CNN"])
                == ["Dana A. Ford", "James S.A. Corey", "Tom Watkins"])
        #expect(AuthorNames.read(articleStated: [], generic: ["Smith, John"], notPeople: []) == ["Smith, John"])
        #expect(AuthorNames.read(articleStated: [], generic: ["Ana Lima"], notPeople: ["Ana Lima"]) == ["Ana Lima"],
                "one name alone stays: a personal site is named after its author")
        #expect(AuthorNames.read(articleStated: ["https://www.facebook.com/someone"], generic: ["Sam Reed"], notPeople: []) == ["Sam Reed"])
        #expect(AuthorNames.withoutBy("By: CNN Wire") == "CNN Wire")
        #expect(AuthorNames.withoutBy("by Jane Doe") == "Jane Doe")
        #expect(AuthorNames.withoutBy("Byron Lee") == "Byron Lee")
    }
}

/// Hostile input for per-page extraction: many articles, deep nesting; each finishes at once.
@Suite("Web articles under load")
struct WebArticleLoadTests {
    @Test("a saved page of 20,000 <article> elements and one articleBody is extracted in one pass")
    func manyArticles() throws {
        let articles = String(repeating: "<article><p>Teaser text of a post.</p></article>", count: 20_000)
        let page = html("<main>\(articles)<article><h1>Story</h1><div itemprop=\"articleBody\"><p>Body.</p></div></article></main>",
                        head: #"<meta property="og:type" content="article">"#)
        let vault = try TestVault(["a.html": page])
        let book = try vault.book()
        #expect(book.diagnostics.with("chrome.extracted").count == 1)
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("Teaser text") == false)
    }
}
