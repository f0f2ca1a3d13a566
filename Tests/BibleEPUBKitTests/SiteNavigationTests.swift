import BibleEPUBKit
@testable import BibleEPUBKit
import Testing

/// A paragraph long enough that a menu or a header is a small part of its page.
private let words = "<p>" + String(repeating: "The chapter's own words, which a reader came for and must find in the book. ", count: 12) + "</p>"

/// An mdBook page: a menu bar whose `h1` is the book's name, a sidebar listing every chapter (nested), the chapter,
/// and page-turning buttons that carry `rel` (the head has no `<link rel>`).
private func mdBookPage(_ heading: String, previous: String?, next: String?, body: String = words) -> String {
    let sidebar = """
        <nav id="sidebar" class="sidebar"><ol class="chapter"><li><a href="intro.html">Introduction</a></li>
        <li><a href="one.html">1. One</a></li><li><ol class="section"><li><a href="one-a.html">1.1. One A</a></li></ol></li>
        <li><a href="two.html">2. Two</a></li></ol></nav>
        """
    let buttons = [previous.map { "<a rel=\"prev\" href=\"\($0)\">‹</a>" }, next.map { "<a rel=\"next\" href=\"\($0)\">›</a>" }]
        .compactMap { $0 }.joined()
    let page = "\(sidebar)<div id=\"menu-bar\" class=\"menu-bar\"><h1 class=\"menu-title\">The Book</h1></div>"
        + "<main><h1>\(heading)</h1>\(body)</main><nav class=\"nav-wrapper\">\(buttons)</nav>"
    return html(page, title: "\(heading) - The Book")
}

@Suite("A site's own navigation, name and copies")
struct SiteNavigationTests {
    /// mdBook's output: `index.html` repeats the first chapter, `print.html` holds every chapter.
    func mdBook() throws -> TestVault {
        let chapters = [("intro.html", "Introduction"), ("one.html", "One"), ("one-a.html", "One A"), ("two.html", "Two")]
        func body(_ heading: String) -> String {
            let links = heading == "Two" ? "<p>See <a href=\"intro.html\">the introduction</a>, or <a href=\"print.html\">all</a>.</p>" : ""
            let own = String(repeating: "\(heading) goes on in words only this chapter has. ", count: 12)
            return "<p>\(heading) begins, and the chapter's own words follow.</p>\(links)<p>\(own)</p>"
        }
        var files: [String: String] = [:]
        for (index, (file, heading)) in chapters.enumerated() {
            let previous = index > 0 ? chapters[index - 1].0 : nil, next = index + 1 < chapters.count ? chapters[index + 1].0 : nil
            files[file] = mdBookPage(heading, previous: previous, next: next, body: body(heading))
        }
        files["index.html"] = files["intro.html"]
        let all = chapters.map { "<h1>\($0.1)</h1>\(body($0.1))" }.joined()
        files["print.html"] = mdBookPage("Introduction", previous: nil, next: nil, body: all)
        return try TestVault(files)
    }

    @Test("rel on the buttons orders the pages; the sidebar, gone as chrome, nests them; copies are left out, reported")
    func mdBookOrder() throws {
        let analysis = try mdBook().analyze()
        #expect(analysis.order.source.rule == .links)
        #expect(analysis.order.pages == ["index.html", "one.html", "one-a.html", "two.html"])
        #expect(Set(analysis.diagnostics.with("order.copied-page").map(\.file)) == ["intro.html", "print.html"])
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label) == ["Introduction", "One", "Two"])
        #expect(toc.entries[1].children.map(\.label) == ["One A"])
    }

    @Test("a print page is left out even where the menu on every other page outweighs that page's own text")
    func compilationBesideLargeMenus() throws {
        let menu = "<nav class=\"sidebar\"><ol>" + (1...60).map { "<li><a href=\"c\($0 % 6).html\">Chapter number \($0)</a></li>" }.joined() + "</ol></nav>"
        let chapter = { (number: Int) in "<h1>Chapter \(number)</h1><p>Chapter \(number) says what only chapter \(number) says, and nothing more.</p>" }
        var files = ["print.html": html(menu + (0..<6).map(chapter).joined(), title: "Print")]
        for number in 0..<6 { files["c\(number).html"] = html(menu + chapter(number), title: "Chapter \(number)") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.diagnostics.with("order.copied-page").map(\.file) == ["print.html"])
        #expect(!analysis.order.pages.contains("print.html"))
    }

    @Test("a page compiling a few others is left out though most of its text is one of them (FFmpeg's ffplay-all.html)")
    func compilationDominatedByOnePart() throws {
        let paragraphs = { (page: String, count: Int) in
            (1...count).map { "<p>Paragraph \($0) of \(page) says what only this paragraph of \(page) says.</p>" }.joined()
        }
        var files = ["filters.html": html("<h1>Filters</h1>" + paragraphs("filters", 60), title: "Filters")]
        for part in ["codecs", "formats", "devices"] { files["\(part).html"] = html("<h1>\(part)</h1>" + paragraphs(part, 8), title: part) }
        files["player.html"] = html("<h1>Player</h1>" + paragraphs("player", 8), title: "Player")
        files["player-all.html"] = html("<h1>Player, all of it</h1>" + paragraphs("filters", 60)
            + ["codecs", "formats", "devices"].map { paragraphs($0, 8) }.joined(), title: "Player, all")
        let analysis = try TestVault(files).analyze()
        #expect(analysis.diagnostics.with("order.copied-page").map(\.file) == ["player-all.html"])
        #expect(analysis.order.pages.contains("filters.html") && !analysis.order.pages.contains("player-all.html"))
    }

    @Test("without a root index, the sidebar every page repeats orders the pages, read from the first page (Erlang's guides)")
    func sidebarWithoutRootIndex() throws {
        let chapters = [("intro.html", "1 Introduction"), ("myths.html", "2 Myths"), ("advanced.html", "3 Advanced")]
        let sidebar = "<aside id=\"leftnav\"><nav><p>Efficiency Guide</p><ul>"
            + chapters.map { "<li><a href=\"\($0.0)\">\($0.1)</a></li>" }.joined() + "</ul></nav></aside>"
        let vault = try TestVault(Dictionary(uniqueKeysWithValues: chapters.map { file, heading in
            (file, html("\(sidebar)<h1>\(heading)</h1>\(words)", title: heading))
        }))
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["intro.html", "myths.html", "advanced.html"])
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(analysis.order.source.reason.contains("navigation list on advanced.html"))
    }

    @Test("links to a left-out copy go to the page kept")
    func linksToCopies() throws {
        let vault = try mdBook()
        let book = try vault.book()
        let two = try #require(vault.entry("OEBPS/two.xhtml", in: book))
        #expect(two.components(separatedBy: "href=\"index.xhtml\"").count == 3)
        #expect(!two.contains("intro.xhtml") && !two.contains("print.xhtml"))
        #expect(vault.entry("OEBPS/print.xhtml", in: book) == nil)
    }

    @Test("a site's name in every page's header is no heading: the header goes, and so does a menu of many pages")
    func siteHeader() throws {
        let modules = (1...9).map { "<li><a href=\"m\($0).html\">Module \($0)</a></li>" }.joined()
        var files: [String: String] = [:]
        for number in 1...9 {
            files["m\(number).html"] = html("""
                <div id="column2" class="side"><ul>\(modules)</ul></div>
                <div id="column1"><header class="header"><h1>Tool v1 documentation</h1></header>
                <div id="apicontent"><h2>Module \(number)</h2>\(words)</div></div>
                """, title: "Module \(number) | Tool v1 Documentation")
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/m3.xhtml", in: book))
        #expect(!page.contains("Tool v1 documentation") && !page.contains("Module 7"))
        #expect(page.contains("Module 3") && page.contains("own words"))
        #expect(Set(book.diagnostics.with("chrome.removed").compactMap(\.target)) == ["//header[@class='header']", "//div[@id='column2']"])
        let analysis = try vault.analyze()
        #expect(analysis.label(for: "m3.html") == "Module 3")
    }

    @Test("a site's name as a linked h1 after the content (alabaster's sidebar): the sidebar goes; the page keeps its heading")
    func siteHeadingAfterContent() throws {
        let chapters = ["Setup", "Modes", "Tests", "Release"]
        let toctree = chapters.map { "<li><a href=\"\($0.lowercased()).html\">\($0) of the editor</a></li>" }.joined()
        var files: [String: String] = [:]
        for chapter in chapters {
            files["\(chapter.lowercased()).html"] = html("""
                <div class="document"><div class="body"><h1>\(chapter)</h1>\(words)</div></div>
                <div class="sphinxsidebar" role="navigation"><h1 class="logo"><a href="setup.html">Mu</a></h1>
                <p class="blurb">A Python code editor for beginner programmers.</p><h3>Navigation</h3><ul>\(toctree)</ul></div>
                """, title: chapter)
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/modes.xhtml", in: book))
        #expect(!page.contains("beginner programmers") && page.contains("<h1>Modes</h1>"))
        #expect(book.diagnostics.with("chrome.removed").compactMap(\.target) == ["//div[@class='sphinxsidebar']"])
        #expect(try vault.analyze().label(for: "modes.html") == "Modes")
    }

    @Test("a site's name heading every page of one folder, beside a manual whose pages have their own (libxslt's website and reference): labels from the titles there only")
    func siteHeadingInOneFolder() throws {
        var files: [String: String] = [:]
        // Titles share words with the site's name ("for", "the"), so the heading is no mere repeat `repeatedHeadings` sees.
        for (index, topic) in ["Downloads for the library", "Reporting bugs for libxslt", "Contributions to the C library", "News for GNOME users"].enumerated() {
            files["site/page\(index).html"] = html("<table><tr><td><h1>The XSLT C library for GNOME</h1></td></tr><tr><td><h2>\(topic)</h2>\(words)</td></tr></table>",
                                                    title: topic)
        }
        for topic in ["Keys", "Templates", "Variables", "Transform"] {
            files["manual/\(topic.lowercased()).html"] = html("<h1>Module \(topic)</h1>\(words)", title: "libxslt: \(topic.lowercased())")
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.label(for: "site/page1.html") == "Reporting bugs for libxslt")
        #expect(analysis.label(for: "manual/keys.html") == "Module Keys")
    }

    @Test("the same first h1 on every page, followed by the same sections (pod2html's NAME): labels from the titles")
    func sharedSectionHeading() throws {
        var files: [String: String] = [:]
        for name in ["Alpha", "Beta", "Gamma"] {
            files["\(name).html"] = html("<h1>NAME</h1><p>\(name) - a module</p><h1>SYNOPSIS</h1>\(words)", title: "\(name) - reads \(name) files")
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.pages["Beta.html"]?.heading == "NAME")
        #expect(analysis.label(for: "Beta.html") == "Beta - reads Beta files")
    }

    @Test("of two pages with the same text (javadoc's source of a nested class), the shorter name stays")
    func copiedSource() throws {
        let source = "<pre id=\"line.5\">" + String(repeating: "public class Outer { class Inner {} } // the source file\n", count: 12) + "</pre>"
        let vault = try TestVault([
            "Outer.Inner.html": html(source, title: "Source"),
            "Outer.html": html(source, title: "Source"),
            "use.html": html("<h1>Use</h1><p><a href=\"Outer.Inner.html#line.5\">the inner class</a></p>"),
        ])
        let book = try vault.book()
        #expect(book.diagnostics.with("order.copied-page").map(\.file) == ["Outer.Inner.html"])
        #expect(try #require(vault.entry("OEBPS/use.xhtml", in: book)).contains("href=\"Outer.xhtml#line.5\""))
    }
}
