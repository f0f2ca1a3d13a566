@testable import BibleEPUBKit
import Testing

@Suite("toc lists the pages left out, each with the finding that says why")
struct LeftOutPagesTests {
    @Test("a redirect, a search page, a blank page and exclude: each left out by its own finding; toc says so")
    func everyRuleNamed() throws {
        let head = "<link rel=\"search\" href=\"search.html\">"
        let vault = try TestVault([
            "index.html": html("<h1>Top</h1><p>See the <a href=\"guide.html\">guide</a> and <a href=\"search.html\">search</a>.</p>", head: head),
            "guide.html": html("<h1>Guide</h1><p>Read the guide, which is long enough to be a page of the book on its own.</p>", head: head),
            "old.html": html("<p>moved</p>", head: "<meta http-equiv=\"refresh\" content=\"0; url=guide.html\">"),
            "search.html": html("<h1>Search</h1><form action=\"\"><input type=\"text\" name=\"q\"></form>", head: head),
            "empty.html": html(""),
            "drafts/note.html": html("<h1>Note</h1><p>Not for the book.</p>"),
            "book.yaml": "exclude: [drafts]\n",
        ])
        let toc = try TOCAction.tree(vault.options)
        let why = Dictionary(uniqueKeysWithValues: toc.leftOut.map { ($0.page, $0.why) })
        #expect(why["old.html"] == DiagnosticID.orderRedirectPage.rawValue)
        #expect(why["search.html"] == DiagnosticID.orderSearchPage.rawValue)
        #expect(why["empty.html"] == DiagnosticID.orderBlankPage.rawValue)
        #expect(why["drafts/note.html"] == DiagnosticID.orderExcludedPages.rawValue)
        #expect(toc.leftOut.map(\.page) == ["drafts/note.html", "empty.html", "old.html", "search.html"], "natural order")
        #expect(TOCAction.text(toc).contains("# left out: 4 pages: 1 order.excluded-pages (drafts/note.html)"))
        #expect(TOCAction.json(toc).contains("\"why\" : \"order.search-page\""))
    }

    @Test("a refresh is read by HTML's declarative refresh steps; javadoc's moved page redirects in <noscript>")
    func refreshForms() throws {
        #expect(PageSignals.refreshTarget("0; url=guide.html") == "guide.html")
        #expect(PageSignals.refreshTarget("0;URL='a b.html'") == "a b.html")
        #expect(PageSignals.refreshTarget("0;index.html") == "index.html", "URL= is optional")
        #expect(PageSignals.refreshTarget("0, url = x.html") == "x.html")
        #expect(PageSignals.refreshTarget("1;\"q.html\"") == "q.html")
        #expect(PageSignals.refreshTarget("30; url=x.html") == nil, "a timed reload")
        #expect(PageSignals.refreshTarget("0") == nil && PageSignals.refreshTarget("url=x.html") == nil)
        let moved = #"<script>window.location.replace('index.html')</script><noscript><meta http-equiv="Refresh" content="0;index.html"></noscript><link rel="canonical" href="index.html">"#
        let vault = try TestVault([
            "index.html": html("<h1>Overview</h1><p>The packages of the API, each with its classes.</p>"),
            "overview-summary.html": html(#"<main role="main"><noscript><p>JavaScript is disabled on your browser.</p></noscript><p><a href="index.html">index.html</a></p></main>"#, head: moved),
        ])
        let toc = try TOCAction.tree(vault.options)
        #expect(toc.leftOut == [LeftOutPage(page: "overview-summary.html", why: DiagnosticID.orderRedirectPage.rawValue)])
    }

    @Test("a page whose script loads Sphinx's search index is its search page, named by no rel=search (openstackdocstheme); a page that mentions searchindex.js in its text is not")
    func searchIndexLoader() throws {
        let fallback = "<div id=\"fallback\"><p>Please activate JavaScript to enable the search functionality.</p></div>"
        let vault = try TestVault([
            "index.html": html("<h1>Guide</h1><ul><li><a href=\"build.html\">Build</a></li><li><a href=\"search.html\">Search</a></li></ul>"),
            "build.html": html("<h1>Build</h1><p>The HTML builder writes <code>searchindex.js</code> and <code>Search.loadIndex(</code> calls.</p>"),
            "search.html": html("<h1>Search</h1>\(fallback)<script>jQuery(function() { Search.loadIndex(\"searchindex.js\"); });</script>"),
            "search2.html": html("<h1>Search</h1>\(fallback)", head: "<script src=\"_static/../searchindex.js\" defer></script>"),
        ])
        let toc = try TOCAction.tree(vault.options)
        #expect(Set(toc.leftOut.map(\.page)) == ["search.html", "search2.html"])
        #expect(toc.leftOut.allSatisfy { $0.why == DiagnosticID.orderSearchPage.rawValue })
    }

    @Test("a spine that does not list a page leaves it out with no finding to name; a book leaving nothing out says nothing")
    func notInTheOrder() throws {
        let pages = ["a.html": html("<h1>A</h1><p>One.</p>"), "b.html": html("<h1>B</h1><p>Two.</p>")]
        var listed = pages
        listed["book.yaml"] = "spine: [a.html]\n"
        let listedVault = try TestVault(listed), wholeVault = try TestVault(pages)
        #expect(try TOCAction.tree(listedVault.options).leftOut == [LeftOutPage(page: "b.html", why: nil)])
        let whole = try TOCAction.tree(wholeVault.options)
        #expect(whole.leftOut.isEmpty && !TOCAction.json(whole).contains("leftOut") && !TOCAction.text(whole).contains("left out"))
    }

    @Test("a status page of the search pages' own kind (Doxygen's search/nomatches.html) goes with them; a page of a class every page bears stays")
    func searchStatusPage() throws {
        func page(_ body: String, bodyClass: String) -> String {
            "<!DOCTYPE html><html lang=\"en\"><head><title></title></head><body class=\"\(bodyClass)\">\(body)</body></html>"
        }
        let frame = page(#"<div id="SRIndex"><div class="SRStatus" id="Loading">Loading...</div><div id="SRResults"></div>"#
                         + #"<script>createResults();</script><div class="SRStatus" id="NoMatches">No Matches</div></div>"#, bodyClass: "SRPage")
        var pages = ["index.html": html("<h1>Top</h1><p>The reference.</p>"), "guide.html": html("<h1>Guide</h1><p>Read.</p>"),
                     "search/nomatches.html": page(#"<div id="SRIndex"><div class="SRStatus" id="NoMatches">No Matches</div></div>"#, bodyClass: "SRPage")]
        for letter in ["a", "b", "c"] { pages["search/all_\(letter).html"] = frame }
        pages["search/tips.html"] = page(#"<h1>Searching</h1><p>Type a name; <a href="../guide.html">the guide</a> says more.</p>"#, bodyClass: "SRPage")
        let vault = try TestVault(pages)
        let left = try TOCAction.tree(vault.options).leftOut
        #expect(left.map(\.page) == ["search/all_a.html", "search/all_b.html", "search/all_c.html", "search/nomatches.html"])
        #expect(Set(left.map(\.why)) == [DiagnosticID.orderSearchPage.rawValue])
        // A theme's class on every page, search page or not, says nothing of a short page (an index with no entries yet).
        var themed = pages.filter { !$0.key.hasPrefix("search/") }
        themed["search.html"] = page(#"<h1>Search</h1><form action=""><input name="q"></form>"#, bodyClass: "theme")
        themed["genindex.html"] = page("<h1>Index</h1>", bodyClass: "theme")
        themed["about.html"] = page("<h1>About</h1><p>Who wrote it and why, at some length.</p>", bodyClass: "theme")
        themed["index.html"] = html(#"<h1>Top</h1><p>See <a href="genindex.html">the index</a>.</p>"#, head: #"<link rel="search" href="search.html">"#)
        let kept = try TestVault(themed).analyze().order.pages
        #expect(kept.contains("genindex.html"))
        #expect(!kept.contains("search.html"))
    }
}

