import BibleEPUBKit
@testable import BibleEPUBKit
import Testing

@Suite("Zero-config reading order")
struct OrderInferenceTests {
    @Test("a contents page: link order, nested lists as the nav, link text as the label of a page without h1")
    func contentsPage() throws {
        let vault = try TestVault([
            "index.html": html("""
                <h1>Manual</h1><ul><li><a href="z.html">1 Intro</a><ul><li><a href="y.html#s">1.1 Setup</a></li></ul></li>
                <li><a href="x.html">2 Usage</a></li></ul>
                """),
            "x.html": html("<h2>2 Usage</h2>", title: "Usage (Manual)"),
            "y.html": html("<h2>1.1 Setup</h2>", title: "Setup (Manual)"),
            "z.html": html("<h2>1 Intro</h2>", title: "Intro (Manual)"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "z.html", "y.html", "x.html"])
        #expect(analysis.order.source.rule == .contentsPage)
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label) == ["Manual", "1 Intro", "2 Usage"])
        #expect(toc.entries[1].children.map(\.label) == ["1.1 Setup"])
    }

    @Test("a contents page named after its manual (omake-toc.html, HeVeA) orders the book; a page merely ending in 'toc' does not")
    func contentsPageNamedAfterManual() throws {
        let chapters = ["rules", "base", "shell", "quickstart"]
        var files = ["index.html": html("<h1>OMake Documentation</h1><p>The guide.</p>")]
        for chapter in chapters { files["omake-\(chapter).html"] = html("<h1>\(chapter.capitalized)</h1><p>Text.</p>") }
        let list = "<h1>The OMake guide</h1><ul>" + chapters.reversed().map { "<li><a href=\"omake-\($0).html\">\($0)</a></li>" }.joined() + "</ul>"
        files["omake-toc.html"] = html(list)
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(Array(analysis.order.pages.suffix(4)) == chapters.reversed().map { "omake-\($0).html" })
        files["omake-toc.html"] = nil
        files["omaketoc.html"] = html(list)
        #expect(try TestVault(files).analyze().order.source.rule == .natural)
    }

    @Test("a line of links heads no list (scaladoc's A-Z bar); entries two lists deeper are still children, not grandchildren")
    func contentsPageNesting() throws {
        let vault = try TestVault([
            "index.html": html("""
                <h1>API</h1><div><a href="a.html">A</a><a href="b.html">B</a></div>
                <ol><li><a href="p.html">pkg</a><ol><li><ol><li><a href="c.html">C</a></li></ol></li><li><a href="d.html">D</a></li></ol></li></ol>
                """),
            "a.html": html("<h1>A</h1>"), "b.html": html("<h1>B</h1>"), "p.html": html("<h1>pkg</h1>"),
            "c.html": html("<h1>C</h1>"), "d.html": html("<h1>D</h1>"),
        ])
        let toc = try vault.analyze().tableOfContents(spine: vault.analyze().order.pages)
        #expect(toc.entries.map(\.label) == ["API", "A", "B", "pkg"])
        #expect(toc.entries[3].children.map(\.label) == ["C", "D"])
        #expect(ContentsPageOrder.outlineDepths([(0, true), (1, false), (3, false), (2, false)]) == [0, 0, 1, 1])
        #expect(ContentsPageOrder.outlineDepths([(1, false), (0, false)]) == [1, 0], "a page's list before its prose links nests")
    }

    @Test("a page in the order that no entry lists stands among its folder's listed pages: under the folder's index, else at their shallowest")
    func unlistedPageDepths() {
        typealias Entry = ContentsPageOrder.Entry
        let order = ["index.html", "ext/index.html", "ext/autodoc.html", "tools/make.html", "tools/lint.html", "notes.html"]
        let entries = [Entry(page: "ext/index.html", depth: 0), Entry(page: "tools/make.html", depth: 1)]
        #expect(ContentsPageOrder.depths(for: order, entries: entries, contentsPage: "index.html") == [0, 0, 1, 1, 1, 1])
        let deeper = [Entry(page: "ext/index.html", depth: 1), Entry(page: "tools/make.html", depth: 2), Entry(page: "notes.html", depth: 0)]
        #expect(ContentsPageOrder.depths(for: order, entries: deeper, contentsPage: "index.html") == [0, 1, 2, 2, 2, 0])
    }

    @Test("a page a contents page names in its opening prose takes its place in the contents table (Scribble)")
    func proseBeforeContents() throws {
        let prose = "<p>This guide is for readers new to the language. <a href=\"y.html\">Chapter 3</a> covers its types, and "
            + "<a href=\"x.html\">Chapter 2</a> what a program is made of.</p>"
        let table = ["z.html": "1 Welcome", "x.html": "2 Essentials", "y.html": "3 Datatypes"].sorted { $0.value < $1.value }
            .map { "<tr><td><p>&nbsp;<a href=\"\($0.key)\">\($0.value)</a></p></td></tr>" }.joined()
        let vault = try TestVault([
            "index.html": html("<h1>Guide</h1>\(prose)<table>\(table)</table>"),
            "x.html": html("<p>Essentials.</p>"), "y.html": html("<p>Types.</p>"), "z.html": html("<p>Welcome.</p>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "z.html", "x.html", "y.html"])
        #expect(analysis.tableOfContents(spine: analysis.order.pages).entries.map(\.label) == ["Guide", "1 Welcome", "2 Essentials", "3 Datatypes"])
    }

    @Test("quick links before a nested contents list (BEDOPS' index) hold no page's place; two flat lists keep each page's first link",
          arguments: [true, false])
    func quickLinksBeforeContents(nested: Bool) throws {
        let quickLinks = "<ul><li><a href=\"ref/b.html\">b</a></li></ul><ul><li><a href=\"ref/c.html\">c</a></li></ul>"
        let sections = "<li><a href=\"ref/b.html\">1.1 b</a></li><li><a href=\"ref/c.html\">1.2 c</a></li>"
        let contents = "<ul><li><a href=\"ref/index.html\">1 Reference</a>" + (nested ? "<ul>\(sections)</ul></li>" : "</li>\(sections)")
            + "<li><a href=\"d.html\">2 Summary</a></li></ul>"
        let vault = try TestVault([
            "index.html": html("<h1>Tools</h1>\(quickLinks)\(contents)"), "ref/index.html": html("<h1>1 Reference</h1>"),
            "ref/b.html": html("<h1>1.1 b</h1>"), "ref/c.html": html("<h1>1.2 c</h1>"), "d.html": html("<h1>2 Summary</h1>"),
        ])
        let analysis = try vault.analyze()
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        if nested {
            #expect(analysis.order.pages == ["index.html", "ref/index.html", "ref/b.html", "ref/c.html", "d.html"])
            #expect(toc.entries.map(\.label) == ["Tools", "1 Reference", "2 Summary"])
            #expect(toc.entries[1].children.map(\.label) == ["1.1 b", "1.2 c"])
        } else {
            #expect(analysis.order.pages == ["index.html", "ref/b.html", "ref/c.html", "ref/index.html", "d.html"])
        }
    }

    @Test("a link without words (openstackdocstheme's next arrow) before the contents list holds no page's place: the list nests as written")
    func bareLinkBeforeContents() throws {
        let arrow = "<div class=\"docs-actions\"><a href=\"install.html\"><i class=\"fa fa-angle-double-right\" title=\"Next: Installation\"></i></a></div>"
        let toctree = "<ul><li><a href=\"install.html\">Installation</a></li><li><a href=\"usage.html\">Usage</a><ul>"
            + "<li><a href=\"checks.html\">Checks</a></li></ul></li><li><a href=\"reference.html\">Reference</a></li></ul>"
        let vault = try TestVault([
            "index.html": html("\(arrow)<h1>Welcome</h1><p>Intro.</p>\(toctree)"),
            "install.html": html("<h1>Installation</h1>"), "usage.html": html("<h1>Usage</h1>"),
            "checks.html": html("<h1>Checks</h1>"), "reference.html": html("<h1>Reference</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "install.html", "usage.html", "checks.html", "reference.html"])
        let entries = analysis.tableOfContents(spine: analysis.order.pages).entries
        #expect(entries.map(\.label) == ["Welcome", "Installation", "Usage", "Reference"])
        #expect(entries[2].children.map(\.label) == ["Checks"])
    }

    @Test("numbered Part folders keep natural order even beside a contents page")
    func vaultLayoutKept() throws {
        let vault = try TestVault([
            "index.html": html("<a href=\"Part-II-B/b.html\">B</a><a href=\"Part-I-A/a.html\">A</a>"),
            "Part-I-A/a.html": html("<h1>A</h1>"),
            "Part-II-B/b.html": html("<h1>B</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.source.rule == .natural)
        #expect(analysis.order.pages == ["index.html", "Part-I-A/a.html", "Part-II-B/b.html"])
    }

    @Test("a package document gives spine, nav depth and metadata; its nav document is left out, reported")
    func packageDocument() throws {
        let opf = """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Tales</dc:title><dc:creator>Ann Author</dc:creator>
            <dc:identifier id="id">urn:isbn:9780000000000</dc:identifier><dc:language>fr</dc:language></metadata>
            <manifest><item id="n" href="nav.xhtml" properties="nav" media-type="application/xhtml+xml"/>
            <item id="b" href="b.xhtml" media-type="application/xhtml+xml"/><item id="a" href="a.xhtml" media-type="application/xhtml+xml"/></manifest>
            <spine><itemref idref="b"/><itemref idref="a"/></spine></package>
            """
        let vault = try TestVault([
            "OEBPS/content.opf": opf,
            "OEBPS/nav.xhtml": html("<nav><ol><li><a href=\"b.xhtml\">B</a><ol><li><a href=\"a.xhtml\">A</a></li></ol></li></ol></nav>"),
            "OEBPS/a.xhtml": html("<h1>A</h1>"),
            "OEBPS/b.xhtml": html("<h1>B</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["OEBPS/b.xhtml", "OEBPS/a.xhtml"])
        #expect(analysis.order.source.rule == .package)
        let navFindings = analysis.diagnostics.filter { $0.id == "order.source-navigation" }
        #expect(navFindings.map(\.file) == ["OEBPS/nav.xhtml"])
        #expect(analysis.tableOfContents(spine: analysis.order.pages).entries[0].children.map(\.label) == ["A"])
        #expect(analysis.package?.title == "Tales")
        #expect(analysis.package?.creators == ["Ann Author"])
        #expect(analysis.package?.identifier == "urn:isbn:9780000000000")
    }

    @Test("a page that only redirects is left out, reported as info")
    func redirect() throws {
        let vault = try TestVault([
            "index.html": linked("Top", ["next": "b.html"], body: "<p><a href=\"alias.html\">moved</a></p>"),
            "b.html": linked("B", ["prev": "index.html"], body: "<p id=\"x\">here</p>"),
            "alias.html": html("<p>moved</p>", head: "<meta http-equiv=\"Refresh\" content=\"0; url=b.html#x\">"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "b.html"])
        let book = try vault.book()
        let first = book.entries.first { $0.path.hasSuffix("index.xhtml") }.flatMap { vault.entry($0.path, in: book) } ?? ""
        #expect(first.contains("b.xhtml#x\">moved</a>"))
        let redirects = analysis.diagnostics.filter { $0.id == "order.redirect-page" && $0.severity == .info }
        #expect(redirects.map(\.file) == ["alias.html"])
    }

    @Test("the search page other pages name with rel=search is left out, links to it unwrapped as info; without a form it stays")
    func searchPages() throws {
        let head = "<link rel=\"search\" href=\"search.html\">"
        var pages = ["index.html": html("<h1>Top</h1><p>See the <a href=\"search.html\">Search Page</a>.</p>", head: head),
                     "guide.html": html("<h1>Guide</h1><p>Read.</p>", head: head),
                     "search.html": html("<h1>Search</h1><form action=\"\"><input type=\"text\" name=\"q\"></form><p>Searching for words.</p>", head: head)]
        let vault = try TestVault(pages)
        let book = try vault.book()
        #expect(book.diagnostics.with("order.search-page").map(\.file) == ["search.html"])
        #expect(vault.entry("OEBPS/search.xhtml", in: book) == nil)
        #expect(book.diagnostics.with("link.not-in-book").map(\.severity) == [.info])
        pages["search.html"] = html("<h1>Search</h1><p>How to search the archive by hand.</p>", head: head)
        #expect(try TestVault(pages).analyze().order.pages.contains("search.html"))
    }

    @Test("pages a search script fills (Doxygen's search/*.html) are left out with one finding; a page of results the author wrote stays")
    func searchResultFrames() throws {
        let frame = html(#"<div id="SRIndex"><div class="SRStatus" id="Loading">Loading...</div><div id="SRResults"></div>"#
                         + #"<script>createResults();</script><div class="SRStatus" id="Searching">Searching...</div><div class="SRStatus" id="NoMatches">No Matches</div></div>"#)
        var pages = ["index.html": html("<h1>Top</h1><p>The reference.</p>"), "guide.html": html("<h1>Guide</h1><p>Read.</p>")]
        for letter in ["a", "b", "c"] { pages["search/all_\(letter).html"] = frame }
        let vault = try TestVault(pages)
        let book = try vault.book()
        #expect(book.diagnostics.with("order.search-page").map(\.file) == ["search/all_a.html"], "one finding for the three")
        #expect(vault.entry("OEBPS/search/all_b.xhtml", in: book) == nil)
        pages["search/all_a.html"] = html(#"<h1>Results</h1><div id="SRResults"></div><p>The survey's results are <a href="guide.html">in the guide</a>.</p><script>x()</script>"#)
        #expect(try TestVault(pages).analyze().order.pages.contains("search/all_a.html"), "a link is content")
    }

    @Test("a web server's error page no page links to is left out (404.html); a linked one, or one in spine:, stays")
    func errorPages() throws {
        let pages = ["index.html": html("<h1>Top</h1><p>The book.</p>"), "guide.html": html("<h1>Guide</h1><p>Read.</p>"),
                     "404.html": html("<h1>404 - Not found</h1>"), "2024.html": html("<h1>The year</h1>")]
        let analysis = try TestVault(pages).analyze()
        #expect(analysis.order.pages == ["index.html", "2024.html", "guide.html"])
        #expect(analysis.diagnostics.with("order.error-page").map(\.file) == ["404.html"])
        var linked = pages
        linked["guide.html"] = html("<h1>Guide</h1><p>See <a href=\"404.html\">the missing page</a>.</p>")
        #expect(try TestVault(linked).analyze().order.pages.contains("404.html"))
        var listed = pages
        listed["book.yaml"] = "spine:\n  - index.html\n  - 404.html\n"
        #expect(try TestVault(listed).analyze().order.pages.contains("404.html"))
    }

    @Test("a title page's link to the contents orders the book when the title page itself lists little")
    func contentsLinkedFromTitlePage() throws {
        let chapters = ["c", "a", "d", "b", "e", "i", "h", "g", "f"]
        var files = [
            "index.html": html(#"<h1>The Report</h1><p><a href="report/index.html">The report</a>, <a href="errata.html">errata</a></p>"#),
            "errata.html": html("<h1>Errata</h1>"),
            "report/index.html": html("<h1>Contents</h1><ul>" + chapters.map { "<li><a href=\"\($0).html\">\($0)</a></li>" }.joined() + "</ul>"),
        ]
        for name in chapters { files["report/\(name).html"] = html("<h1>Chapter \(name)</h1>") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(Array(analysis.order.pages.prefix(11)) == ["index.html", "report/index.html"] + chapters.map { "report/\($0).html" })
    }

    @Test("a site map is a contents page; the root index it lists still opens the book")
    func siteMap() throws {
        let vault = try TestVault([
            "index.html": html(#"<h1>Manual</h1><p><a href="sitemap.html">Site map</a></p>"#),
            "sitemap.html": html(#"<h1>Site map</h1><ul><li><a href="index.html">Manual</a></li><li><a href="b.html">B</a></li><li><a href="a.html">A</a></li></ul>"#),
            "a.html": html("<h1>A</h1>"), "b.html": html("<h1>B</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(analysis.order.pages == ["index.html", "sitemap.html", "b.html", "a.html"])
    }

    @Test("natural order puts the root index first")
    func rootIndexFirst() throws {
        let vault = try TestVault(["about.html": html("<h1>About</h1>"), "index.html": html("<h1>Home</h1>")])
        #expect(try vault.analyze().order.pages == ["index.html", "about.html"])
    }

    @Test("a page whose first h1 is one of several, unrelated to its title, is labelled by the title (Doxygen, pod2html)")
    func titleOverFirstOfSeveralHeadings() throws {
        let vault = try TestVault([
            "commands.html": html("<div class=\"title\">Special Commands</div><h1>Introduction</h1><p>a</p><h1>\\addtogroup</h1>",
                                  title: "Special Commands"),
            "index.html": html("<h1>The Reference Manual</h1><p>b</p><h1>The Library</h1>", title: "Top (The Reference Manual)"),
            "one.html": html("<h1>Introduction</h1><p>c</p>", title: "Overview"),
        ])
        let analysis = try vault.analyze()
        #expect(["commands.html", "index.html", "one.html"].map { analysis.label(for: $0) }
            == ["Special Commands", "The Reference Manual", "Introduction"])
    }

    @Test("labels lose a permalink anchor, keep a # that is part of the name")
    func permalinkSigns() throws {
        let vault = try TestVault([
            "a.html": html("<h1>Welcome<a class=\"headerlink\" href=\"#w\" title=\"Permalink\">¶</a></h1>"),
            "b.html": html("<h1>C#</h1>"),
            "c.html": html("<h1><a href=\"#c\">🔗</a> Setup</h1>"),
        ])
        let analysis = try vault.analyze()
        let labels: [String] = ["a.html", "b.html", "c.html"].map { analysis.label(for: $0) }
        #expect(labels == ["Welcome", "C#", "Setup"])
    }

    @Test("a folder whose titles share a name the book's do not loses it from its labels (Doxygen's example projects)")
    func folderTitlePrefix() throws {
        var files: [String: String] = ["index.html": html("<h1>Manual</h1>", title: "Manual")]
        for (folder, project) in [("examples/a", "AfterDocs"), ("examples/b", "Author Command")] {
            for page in ["Main Page", "Class List", "File List"] {
                files["\(folder)/\(page.split(separator: " ")[0].lowercased()).html"] = html("<p>text</p>", title: "\(project): \(page)")
            }
        }
        files["notes/one.html"] = html("<p>text</p>", title: "Setup: first steps")
        files["notes/two.html"] = html("<p>text</p>", title: "Usage: daily work")
        files["notes/three.html"] = html("<p>text</p>", title: "Tuning: the options")
        let analysis = try TestVault(files).analyze()
        #expect(["main", "class", "file"].map { analysis.label(for: "examples/a/\($0).html") } == ["Main Page", "Class List", "File List"])
        #expect(analysis.label(for: "examples/b/class.html") == "Class List")
        #expect(analysis.label(for: "notes/two.html") == "Usage: daily work")
    }
}
