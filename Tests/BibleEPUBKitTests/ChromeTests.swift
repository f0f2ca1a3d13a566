@testable import BibleEPUBKit
import Foundation
import Testing

/// App chrome found and removed without configuration, presentation wrappers unwrapped, and what stays.
@Suite("App chrome")
struct ChromeTests {
    static let text = "<p>The page's own text: long enough that a header or a row of links is a small part of it.</p>"

    /// Three pages, each with `top` before its heading and `bottom` after its text.
    func book(top: String, bottom: String = "", config: String? = nil) throws -> (TestVault, Book) {
        var files: [String: String] = [:]
        for name in ["a", "b", "c"] { files["\(name).html"] = html("\(top)<h1>\(name)</h1>\(Self.text)\(bottom)") }
        if let config { files["book.yaml"] = config }
        let vault = try TestVault(files)
        return (vault, try vault.book())
    }

    @Test("a header and a previous/next row on every page go, reported once per pattern with the page count")
    func removesSharedChrome() throws {
        let (vault, book) = try book(top: "<header class=\"site\"><span>My Site</span> / docs</header>",
                                     bottom: "<div class=\"pager\"><a href=\"a.html\">← Previous</a> <a href=\"c.html\">Next →</a></div>")
        let page = try #require(vault.entry("OEBPS/b.xhtml", in: book))
        #expect(!page.contains("My Site") && !page.contains("Previous"))
        #expect(page.contains("The page's own text"))
        let removed = book.diagnostics.with("chrome.removed")
        #expect(removed.count == 2)
        #expect(removed.allSatisfy { $0.message.contains("3 of 3 pages") && $0.severity == .info })
    }

    @Test("declared navigation is chrome even with a heading (Sphinx's related bars); a section with a heading is not")
    func labelledNavigation() throws {
        let related = """
            <div class="related" role="navigation">
              <h3>Navigation</h3>
              <ul>
                <li class="right"><a href="a.html">index</a></li>
                <li class="right"><a href="c.html">next</a> |</li>
                <li class="right"><a href="a.html">previous</a> |</li>
                <li class="nav-item"><a href="a.html">LibTIFF 4.5.0 documentation</a> &#187;</li>
              </ul>
            </div>
            """
        let chapter = "<div class=\"chapter\"><h2>In this chapter</h2><p>How arrays grow, and why the text here is long enough to be read as prose.</p></div>"
        let (vault, book) = try book(top: related, bottom: chapter + String(repeating: Self.text, count: 4))
        let page = try #require(vault.entry("OEBPS/b.xhtml", in: book))
        #expect(!page.contains("Navigation</h3>") && !page.contains(">next</a>"))
        #expect(page.contains("In this chapter"))
        #expect(book.diagnostics.with("chrome.removed").compactMap(\.target) == ["//div[@class='related']"])
    }

    @Test("declared chrome on half the pages goes (javadoc's header, not on its source listings); other chrome needs 90%")
    func declaredChromeOnHalfThePages() throws {
        let header = "<header role=\"banner\"><nav><a href=\"a.html\">Overview</a> <a href=\"b.html\">Tree</a></nav></header>"
        let bar = "<div class=\"jump\"><a href=\"a.html\">Home</a> <a href=\"b.html\">Next →</a></div>"
        var files: [String: String] = [:]
        for (index, name) in ["a", "b", "c", "d"].enumerated() {
            let top = index < 2 ? header + bar : ""
            files["\(name).html"] = html("\(top)<h1>\(name)</h1>\(Self.text)")
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(!page.contains("Overview</a>") && page.contains("Home</a>"))
        #expect(book.diagnostics.with("chrome.removed").compactMap(\.target) == ["//header"])
    }

    @Test("pages that only redirect (a moved page's stub) do not count: a bar on every other page is still chrome")
    func redirectStubsNotCounted() throws {
        let bar = "<div class=\"toolbar\"><a href=\"a.html\">Home</a> <a href=\"b.html\">Next →</a></div>"
        var files: [String: String] = [:]
        for name in ["a", "b", "c", "d", "e"] { files["\(name).html"] = html("\(bar)<h1>\(name)</h1>\(Self.text)") }
        for name in ["old1", "old2"] {
            files["\(name).html"] = #"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting...</title><meta http-equiv="refresh" content="0; url=a.html"></head><body>Redirecting...</body></html>"#
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        #expect(!(try #require(vault.entry("OEBPS/b.xhtml", in: book))).contains("Home</a>"))
        #expect(book.diagnostics.with("chrome.removed").compactMap(\.target) == ["//div[@class='toolbar']"])
    }

    @Test("a noscript notice on every page goes (javadoc's 'JavaScript is disabled'); one page's own noscript stays")
    func noscriptNotice() throws {
        let (vault, book) = try book(top: "<noscript><div>JavaScript is disabled on your browser.</div></noscript>",
                                     bottom: String(repeating: Self.text, count: 3))
        let page = try #require(vault.entry("OEBPS/b.xhtml", in: book))
        #expect(!page.contains("JavaScript is disabled") && page.contains("The page's own text"))
        #expect(book.diagnostics.with("chrome.removed").compactMap(\.target) == ["//noscript"])
        let single = try TestVault(["a.html": html("<h1>A</h1><noscript><p>A chart of the sales.</p></noscript>\(Self.text)")])
        #expect(single.entry("OEBPS/a.xhtml", in: try single.book())?.contains("A chart of the sales.") == true)
    }

    @Test("chrome small on most pages goes from the short pages it outweighs too")
    func chromeOutweighingShortPages() throws {
        let header = "<header><a href=\"a.html\">Overview</a> <a href=\"b.html\">Package</a> <a href=\"c.html\">Class</a> Skip navigation links</header>"
        var files: [String: String] = [:]
        for name in ["a", "b", "c"] { files["\(name).html"] = html("\(header)<h1>\(name)</h1>\(String(repeating: Self.text, count: 3))") }
        files["short.html"] = html("\(header)<h1>Short</h1><p>One line.</p>")
        let vault = try TestVault(files)
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/short.xhtml", in: book))
        #expect(!page.contains("Skip navigation") && page.contains("One line."))
        #expect(book.diagnostics.with("chrome.removed").first?.message.contains("4 of 4 pages") == true)
    }

    @Test("beside a declared <main>, a sidebar bigger than the pages' text goes, and a block of links (its indentation aside) needs no page-turning words; without <main> only the sidebar named for navigation goes")
    func besideMainContent() throws {
        let items = (1...12).map { "<li><a href=\"c\($0).html\">Command number \($0)</a></li>" }.joined(separator: "\n      ")
        let sidebar = "<div class=\"col-md-3 bd-sidebar\"><form><input name=\"q\"></form><ul>\n      \(items)\n    </ul></div>"
        let toc = "<div class=\"col-xl-2 bd-toc\">\n  <div>On this page</div>\n  <ul>\n    <li><a href=\"#s\">Syntax</a></li>\n    <li><a href=\"#s\">Usage</a></li>\n    <li><a href=\"#s\">Return value</a></li>\n  </ul>\n</div>"
        func book(main: Bool) throws -> (TestVault, Book) {
            var files: [String: String] = [:]
            for name in ["a", "b", "c"] {
                let content = "<h1>\(name)</h1><p>Short page.</p><h2 id=\"s\">Syntax</h2>"
                files["\(name).html"] = html("<div class=\"row\">\(sidebar)\(toc)\(main ? "<main>\(content)</main>" : "<div class=\"content\">\(content)</div>")</div>")
            }
            let vault = try TestVault(files)
            return (vault, try vault.book())
        }
        let (vault, built) = try book(main: true)
        let page = try #require(vault.entry("OEBPS/b.xhtml", in: built))
        #expect(!page.contains("Command number") && !page.contains("On this page") && page.contains("Short page."))
        #expect(built.diagnostics.with("chrome.removed").count == 2)
        // Without <main>, a block named for navigation (the sidebar) that is mostly links still goes at any size; the
        // unnamed "On this page" block, larger than the usual share, stays.
        let (plainVault, plain) = try book(main: false)
        let kept = try #require(plainVault.entry("OEBPS/b.xhtml", in: plain))
        #expect(!kept.contains("Command number") && kept.contains("On this page"))
    }

    @Test("a <main> around one <article> holding the h1 is not the content: its sidebar goes (MkDocs Material); with two articles, or the h1 outside, it stays")
    func mainAroundArticle() throws {
        let items = (1...3).map { "<li><a href=\"p\($0).html\">Chapter \($0)</a></li>" }.joined()
        func page(_ name: String, articles: Int, headingInArticle: Bool = true) -> String {
            let sidebar = "<div class=\"md-sidebar\"><div class=\"md-sidebar__inner\"><nav class=\"md-nav\"><ul>\(items)</ul></nav></div></div>"
            let heading = "<h1>\(name)</h1>"
            let article = "<article class=\"md-typeset\">\(headingInArticle ? heading : "")\(Self.text)</article>"
            let second = articles > 1 ? "<article><p>Another story.</p></article>" : ""
            return html("<div class=\"md-container\"><main class=\"md-main\"><div class=\"md-main__inner\">\(sidebar)"
                        + "<div class=\"md-content\">\(headingInArticle ? "" : heading)\(article)\(second)</div></div></main></div>")
        }
        func built(articles: Int, headingInArticle: Bool = true) throws -> String {
            let vault = try TestVault(Dictionary(uniqueKeysWithValues: ["p1", "p2", "p3"].map {
                ("\($0).html", page($0, articles: articles, headingInArticle: headingInArticle))
            }))
            return try #require(vault.entry("OEBPS/p2.xhtml", in: try vault.book()))
        }
        let one = try built(articles: 1)
        #expect(!one.contains("Chapter 1") && one.contains("The page's own text"))
        #expect(try built(articles: 2).contains("Chapter 1"))
        #expect(try built(articles: 1, headingInArticle: false).contains("Chapter 1"))
    }

    @Test("Furo's frame: the content declared five levels down, its contents drawer (fuller or emptier on some pages), its back-to-top link and the labels of its toggles go")
    func furoFrame() throws {
        func page(_ name: String, sections: Int) -> String {
            let entries = (0..<sections).map { "<li><a class=\"reference internal\" href=\"#s\($0)\">Section \($0) of \(name)</a></li>" }.joined()
            let drawer = "<aside class=\"toc-drawer\"><div class=\"toc-sticky\"><div class=\"toc-title-container\"><span class=\"toc-title\">On this page</span></div>"
                + (sections > 0 ? "<div class=\"toc-tree\"><ul><li><a class=\"reference internal\" href=\"#\">Page \(name)</a><ul>\(entries)</ul></li></ul></div>" : "") + "</div></aside>"
            let sectionsText = (0..<sections).map { "<section id=\"s\($0)\"><h2>Section \($0) of \(name)</h2>\(Self.text)</section>" }.joined()
            return html("<input type=\"checkbox\" class=\"sidebar-toggle\" id=\"__toc\"><label class=\"overlay toc-overlay\" for=\"__toc\"><div class=\"visually-hidden\">Hide table of contents sidebar</div></label>"
                        + "<div class=\"page\"><div class=\"main\"><div class=\"content\"><div class=\"article-container\"><a href=\"#\" class=\"back-to-top muted-link\"><span>Back to top</span></a>"
                        + "<article role=\"main\"><h1>Page \(name)</h1>\(Self.text)\(sectionsText)</article></div></div>\(drawer)</div></div>")
        }
        let counts = ["a": 3, "b": 2, "c": 1, "d": 4, "e": 0, "f": 3, "g": 2, "h": 5, "i": 1, "j": 3]
        let vault = try TestVault(Dictionary(uniqueKeysWithValues: counts.map { ("\($0.key).html", page($0.key, sections: $0.value)) }))
        let book = try vault.book()
        for name in counts.keys.sorted() {
            let chapter = try #require(vault.entry("OEBPS/\(name).xhtml", in: book))
            for chrome in ["On this page", "Back to top", "Hide table of contents sidebar"] { #expect(!chapter.contains(chrome), "\(chrome) in \(name)") }
            #expect(chapter.contains("The page's own text"))
        }
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("<h2 id=\"s2\">Section 2 of a</h2>") == true || vault.entry("OEBPS/a.xhtml", in: book)?.contains("Section 2 of a</h2>") == true)
        let task = try TestVault(["t.html": html("<h1>Tasks</h1><p><input type=\"checkbox\" id=\"t1\" disabled checked><label for=\"t1\">Write the chapter</label></p>")])
        #expect(task.entry("OEBPS/t.xhtml", in: try task.book())?.contains("Write the chapter") == true, "a label for a control the page keeps stays")
    }

    @Test("Read the Docs' frame: the content declared inside a <section> wrapper, its top bar, breadcrumbs and footer go")
    func readTheDocsFrame() throws {
        func page(_ name: String) -> String {
            html("<div class=\"wy-grid-for-nav\"><nav class=\"wy-nav-side\"><ul><li><a href=\"a.html\">A</a></li><li><a href=\"b.html\">B</a></li></ul></nav>"
                 + "<section class=\"wy-nav-content-wrap\"><nav class=\"wy-nav-top\" aria-label=\"Mobile navigation menu\"><a href=\"index.html\">Kea</a></nav>"
                 + "<div class=\"wy-nav-content\"><div class=\"rst-content\"><div role=\"navigation\" aria-label=\"Page navigation\"><ul class=\"wy-breadcrumbs\"><li><a href=\"index.html\">Home</a></li><li>\(name)</li></ul></div>"
                 + "<div role=\"main\" class=\"document\"><h1>\(name)</h1>\(Self.text)</div>"
                 + "<footer><div class=\"rst-footer-buttons\" role=\"navigation\"><a href=\"a.html\" rel=\"prev\">Previous</a></div><p>Built with a theme.</p></footer></div></div></section></div>")
        }
        let vault = try TestVault(Dictionary(uniqueKeysWithValues: ["a", "b", "c"].map { ("\($0).html", page($0)) }))
        let chapter = try #require(vault.entry("OEBPS/b.xhtml", in: try vault.book()))
        #expect(chapter.contains("The page's own text"))
        for chrome in ["Kea</a>", "Home</a>", "Previous", "Built with a theme"] { #expect(!chapter.contains(chrome), "\(chrome)") }
    }

    @Test("a navigation block larger than the page goes when mostly links, also inside an aside whose class changes with the page; a prose box named sidebar stays")
    func navigationInChangingAside() throws {
        let links = (1...30).map { "<li><a href=\"p\($0 % 4).html#s\($0)\">Section number \($0)</a></li>" }.joined()
        var files: [String: String] = [:]
        for number in 0..<4 {
            let state = number == 0 ? "show show-permanent" : "hide-mobile"
            let aside = "<aside class=\"\(state)\" id=\"leftnav\"><nav class=\"tube\"><p>Guide</p><ul>\(links)</ul></nav></aside>"
            let box = "<div class=\"sidebar\"><p>\(String(repeating: "A boxed aside the author wrote for this page. ", count: 20))</p></div>"
            files["p\(number).html"] = html("<div id=\"container\">\(aside)<h1>Page \(number)</h1><p>Short.</p>\(box)</div>")
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        for number in 0..<4 {
            let page = try #require(vault.entry("OEBPS/p\(number).xhtml", in: book))
            #expect(!page.contains("Section number") && page.contains("A boxed aside"))
        }
        // Its id names the aside on every page, whatever its class: it goes whole.
        #expect(book.diagnostics.with("chrome.removed").map(\.message).contains { $0.contains("//aside[@id='leftnav']") })
    }

    @Test("a pattern that also names the content column is reported by the removed one's id, or narrowed to it (Node.js's two div.interior)")
    func patternSharedWithContent() throws {
        let items = (1...8).map { "<li><a href=\"c\($0).html\">Module \($0)</a></li>" }.joined()
        func page(_ name: String, sideID: String) -> String {
            html("<div class=\"interior\"\(sideID.isEmpty ? "" : " id=\"\(sideID)\"")><ul>\(items)</ul></div><div class=\"interior\" id=\"column1\"><h1>\(name)</h1>\(String(repeating: Self.text, count: 8))</div>")
        }
        let vault = try TestVault(["a.html": page("a", sideID: "column2"), "b.html": page("b", sideID: "column2"),
                                   "c.html": page("c", sideID: "column2")])
        let book = try vault.book()
        #expect(!(try #require(vault.entry("OEBPS/b.xhtml", in: book))).contains("Module 3"))
        #expect(book.diagnostics.with("chrome.removed").compactMap(\.target) == ["//div[@id='column2']"])
        // Without an id of their own, the removed blocks are those not holding the h1, as the build tells them apart.
        let plain = try TestVault(["a.html": page("a", sideID: ""), "b.html": page("b", sideID: ""), "c.html": page("c", sideID: "")])
        #expect(try plain.book().diagnostics.with("chrome.removed").compactMap(\.target) == ["//div[@class='interior'][not(.//h1)]"])
    }

    @Test("a block is found by its id when its class changes with the page; named navigation to the neighbours needs half the pages")
    func idAcrossLayouts() throws {
        let links = (1...8).map { "<li><a href=\"p\($0).html\">Chapter \($0)</a></li>" }.joined()
        let pager = #"<div id="docs-narrow-top-navigation"><b>Previous:</b> <a href="p1.html">One</a> <b>Up:</b> <a href="p2.html">Home</a></div>"#
        var files: [String: String] = [:]
        for number in 1...6 {
            // Four chapters: the sidebar's class names their layout; two source listings: no class, no pager.
            let chapter = number <= 4
            let sidebar = "<div id=\"fixed-sidebar\"\(chapter ? " class=\"withsidebar\"" : "")><ul>\(links)</ul></div>"
            files["p\(number).html"] = html("\(sidebar)\(chapter ? pager : "")<h1>Page \(number)</h1>\(Self.text)")
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        for number in [1, 5] {
            let page = try #require(vault.entry("OEBPS/p\(number).xhtml", in: book))
            #expect(!page.contains("Chapter 3") && !page.contains("Previous:") && page.contains("The page's own text"))
        }
        let patterns = book.diagnostics.with("chrome.removed").compactMap(\.target).sorted()
        #expect(patterns == ["//div[@id='docs-narrow-top-navigation']", "//div[@id='fixed-sidebar']"])
    }

    @Test("strip: [] keeps the chrome, and a strip: list replaces the detection")
    func configuredStrip() throws {
        let header = "<header class=\"site\">My Site</header><nav class=\"crumbs\"><a href=\"a.html\">Home</a></nav>"
        let (keepVault, kept) = try book(top: header, config: "strip: []\n")
        #expect(keepVault.entry("OEBPS/a.xhtml", in: kept)?.contains("My Site") == true)
        #expect(kept.diagnostics.with("chrome.removed").isEmpty)
        let (listVault, listed) = try book(top: header, config: "strip:\n  - //nav\n")
        let page = try #require(listVault.entry("OEBPS/a.xhtml", in: listed))
        #expect(page.contains("My Site") && !page.contains("Home</a>"))
        #expect(listed.diagnostics.with("chrome.removed").map(\.message) == ["//nav removed from 3 of 3 pages (book.yaml)"])
    }

    @Test("content stays: a See-also list, a section header, an aside and anything holding the h1")
    func keepsContent() throws {
        var files: [String: String] = [:]
        for name in ["a", "b", "c"] {
            files["\(name).html"] = html("""
                <header class="page-title"><h1>Title \(name)</h1></header><aside class="tip">A tip.</aside>\(Self.text)
                <section><header><h2>More</h2></header><p>x</p></section><div class="see-also"><a href="a.html">Arrays</a></div>
                """)
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/b.xhtml", in: book))
        for kept in ["Title b</h1>", "A tip.", "<h2>More</h2>", "Arrays</a>"] { #expect(page.contains(kept), "\(kept) was removed") }
        #expect(book.diagnostics.with("chrome.removed").isEmpty)
    }

    @Test("a link to an id inside removed chrome is unwrapped, not left dangling")
    func idsInRemovedChrome() throws {
        let (vault, book) = try book(top: "<nav class=\"top\" id=\"top\"><a href=\"a.html\">Home</a></nav>",
                                     bottom: "<p><a href=\"#top\">Back to top</a></p>")
        let page = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(page.contains("Back to top") && !page.contains("href=\"#top\""))
    }

    @Test("a list whose items are the page's headings and paragraphs is unwrapped; a list of steps is not")
    func unwrapsPresentationLists() throws {
        let lines = "<ol class=\"lines\"><li><h1>T</h1></li><li><p>One.</p></li><li id=\"x\"><h2>Part</h2></li><li></li><li><strong>Note:</strong> text</li><li><p>Two.</p></li></ol>"
        let (xhtml, diagnostics) = try normalize(lines + "<ol><li><p>Mix.</p></li><li><p>Sow.</p></li><li><p>Water.</p></li></ol>")
        #expect(xhtml.contains("<h1>T</h1><p>One.</p><h2 id=\"x\">Part</h2><div><strong>Note:</strong> text</div><p>Two.</p>"))
        #expect(xhtml.contains("<ol><li><p>Mix.</p></li>"))
        #expect(diagnostics.with("chrome.unwrapped").count == 1)
        let (kept, keptDiagnostics) = try normalize(lines, config: "unwrap: []\n")
        #expect(kept.contains("<ol class=\"lines\">") && keptDiagnostics.with("chrome.unwrapped").isEmpty)
    }

    @Test("unwrap: takes XPaths: the element and its items give way to their content")
    func configuredUnwrap() throws {
        let (xhtml, diagnostics) = try normalize("<div class=\"frame\"><ul class=\"rows\"><li><p>a</p></li><li><p>b</p></li></ul></div>",
                                                 config: "unwrap:\n  - //ul[@class='rows']\n")
        #expect(xhtml.contains("<div class=\"frame\"><p>a</p><p>b</p></div>"))
        #expect(diagnostics.with("chrome.unwrapped").first?.message == "//ul[@class='rows'] unwrapped on 1 of 1 pages (book.yaml)")
    }

    @Test("init lists chrome on too few pages, and blocks naming their own file, as candidates")
    func candidates() throws {
        let vault = try TestVault([
            // Pages of one manual link each other: repetition, not each page alone, judges their chrome (LonePageTests).
            "a.html": html("<h1>A</h1>\(Self.text)<p><a href=\"b.html\">B</a></p><footer>File: a.html · edit · refresh</footer>"),
            "b.html": html("<h1>B</h1>\(Self.text)<p><a href=\"c.html\">C</a></p>"), "c.html": html("<h1>C</h1>\(Self.text)"),
        ])
        let yaml = try InitAction.propose(vault.options).yaml
        #expect(yaml.contains("#   //footer   on 1 of 3 pages: File: a.html · edit · refresh"))
    }
    @Test("a bar of links set apart by bullets and Unicode spaces is mostly links (HeVeA's 'Jump to:' table); one with words between its links is not")
    func separatorsSayNothing() throws {
        let links = ["a.html": "Guide Home", "b.html": "Contents (short)", "c.html": "Contents (long)", "d.html": "All", "e.html": "Variables",
                     "f.html": "Functions", "g.html": "Objects", "h.html": "Targets", "i.html": "Options"]
        let bar = links.sorted { $0.key < $1.key }.map { "<a href=\"\($0.key)\">\($0.value)</a>" }
        let jump = "<table class=\"c000\"><tr><td>Jump to:</td><td>&#x2004;&#x200D;&#x2004;&#x200D;</td><td>" + bar.joined(separator: "\n&bull;&nbsp;")
            + "</td></tr></table>"
        let (vault, book) = try book(top: jump, bottom: String(repeating: Self.text, count: 9))
        #expect(!(try #require(vault.entry("OEBPS/b.xhtml", in: book))).contains("Guide Home"))
        #expect(PageOutline.saysNothing("\n•\u{A0}") && PageOutline.saysNothing("\u{2004}\u{200D} | » ·"))
        #expect(!PageOutline.saysNothing("• see") && !PageOutline.saysNothing("“Über”") && !PageOutline.saysNothing("第一"))
        let prose = "<div class=\"c000\">" + bar.joined(separator: " is the guide we wrote for the readers of the section before ") + "</div>"
        let (proseVault, proseBook) = try self.book(top: prose, bottom: String(repeating: Self.text, count: 9))
        #expect(proseVault.entry("OEBPS/b.xhtml", in: proseBook)?.contains("Guide Home") == true)
    }
}
