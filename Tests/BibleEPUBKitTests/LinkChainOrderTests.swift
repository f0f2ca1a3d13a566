@testable import BibleEPUBKit
import Testing

@Suite("Reading order from rel links (LinkChainOrder)")
struct LinkChainOrderTests {
    @Test("the rel=next chain orders pages whose names sort otherwise; an unlinked page follows, reported")
    func nextChain() throws {
        let vault = try TestVault([
            "index.html": linked("Book", ["next": "zeta.html"]),
            "zeta.html": linked("One", ["prev": "index.html", "next": "alpha.html"]),
            "alpha.html": linked("Two", ["prev": "zeta.html", "next": "mid.html"]),
            "mid.html": linked("Three", ["prev": "alpha.html"]),
            "stray.html": html("<h1>Stray</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "zeta.html", "alpha.html", "mid.html", "stray.html"])
        #expect(analysis.order.source.rule == .links)
        #expect(analysis.diagnostics.filter { $0.id == "order.unreached-page" }.map(\.file) == ["stray.html"])
    }

    @Test("a chain through most pages of its folder orders them before a folder it never enters (Sphinx's _modules)")
    func chainBesideSourceListings() throws {
        let chapters = ["index", "start", "usage", "advanced", "faq", "changes"]
        var files: [String: String] = [:]
        for (number, name) in chapters.enumerated() {
            files["\(name).html"] = linked(name, number + 1 < chapters.count ? ["next": "\(chapters[number + 1]).html"] : [:])
        }
        for module in 1...8 { files["_modules/m\(module).html"] = html("<h1>Source code for m\(module)</h1>") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .links)
        #expect(Array(analysis.order.pages.prefix(6)) == chapters.map { "\($0).html" })
        #expect(analysis.order.pages.count == 14)
        #expect(analysis.diagnostics.with("order.unreached-page").count == 8)
    }

    @Test("the listings' own index (Sphinx's _modules/index.html), linking only listings kept outside, is left out; one that links a chapter stays", arguments: [false, true])
    func sourceListingsIndex(linksChapter: Bool) throws {
        let chapters = ["index", "api", "usage"]
        var files: [String: String] = [:]
        for (number, name) in chapters.enumerated() {
            let sources = (1...3).map { "<a href=\"_modules/m\($0).html\">[source]</a>" }.joined(separator: " ")
            files["\(name).html"] = linked(name, number + 1 < chapters.count ? ["next": "\(chapters[number + 1]).html"] : [:],
                                           body: "<p>text \(sources)</p>")
        }
        for module in 1...3 { files["_modules/m\(module).html"] = html("<h1>Source code for m\(module)</h1><pre>code</pre>") }
        let chapterLink = linksChapter ? "<li><a href=\"../usage.html\">Usage</a></li>" : ""
        files["_modules/index.html"] = html("<h1>All modules for which code is available</h1><ul>"
            + (1...3).map { "<li><a href=\"m\($0).html\">m\($0)</a></li>" }.joined() + chapterLink + "</ul>")
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.nonLinear.map(\.page) == (1...3).map { "_modules/m\($0).html" })
        #expect(analysis.order.pages.contains("_modules/index.html") == linksChapter)
        #expect((analysis.order.leftOutBy["_modules/index.html"] == .orderSourceListings) == !linksChapter)
        #expect(analysis.diagnostics.with("order.source-listings").count == 1)
    }

    @Test("the listings' index whose listings the tree does not hold (greenlet's _modules/index.html) is left out; one linking a missing chapter stays", arguments: [true, false])
    func sourceListingsIndexWithoutListings(linksListing: Bool) throws {
        let chapters = ["index", "api", "usage"]
        var files: [String: String] = [:]
        for (number, name) in chapters.enumerated() {
            files["\(name).html"] = linked(name, number + 1 < chapters.count ? ["next": "\(chapters[number + 1]).html"] : [:])
        }
        let target = linksListing ? "greenlet/_greenlet.html" : "../changes.html"
        files["_modules/index.html"] = html("<h1>All modules for which code is available</h1><ul><li><a href=\"\(target)\">greenlet._greenlet</a></li></ul>")
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages.contains("_modules/index.html") == !linksListing)
        #expect((analysis.order.leftOutBy["_modules/index.html"] == .orderSourceListings) == linksListing)
        #expect(analysis.diagnostics.with("order.source-listings").count == (linksListing ? 1 : 0))
    }

    @Test("a prev link alone continues the chain")
    func previousOnly() throws {
        let vault = try TestVault([
            "b.html": linked("First", [:]),
            "a.html": linked("Second", ["prev": "b.html"]),
            "c.html": linked("Third", ["previous": "a.html"]),
        ])
        #expect(try vault.analyze().order.pages == ["b.html", "a.html", "c.html"])
    }

    @Test("texinfo: next joins siblings, up gives the tree; the order is depth first and the nav nests")
    func nodeTree() throws {
        let vault = try TestVault([
            "index.html": linked("Top", ["next": "Zed.html"]),
            "Zed.html": linked("Chapter 1", ["up": "index.html", "prev": "index.html", "next": "Alpha.html"]),
            "Mu.html": linked("Section 1.1", ["up": "Zed.html", "next": "Beta.html"]),
            "Beta.html": linked("Section 1.2", ["up": "Zed.html", "prev": "Mu.html"]),
            "Alpha.html": linked("Chapter 2", ["up": "index.html", "prev": "Zed.html"]),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "Zed.html", "Mu.html", "Beta.html", "Alpha.html"])
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label) == ["Top", "Chapter 1", "Chapter 2"])
        #expect(toc.entries[1].children.map(\.label) == ["Section 1.1", "Section 1.2"])
    }

    @Test("texinfo's contents at the end of an index page: the section rel=contents names labels the chapters, not the index entries before it")
    func contentsSection() throws {
        func node(_ heading: String, _ relations: [String: String], body: String = "<p>text</p>") -> String {
            let links = relations.merging(["contents": "ix.html#SEC_Contents"]) { own, _ in own }.sorted { $0.key < $1.key }
            return html("<h2>\(heading)</h2>\(body)", title: heading, head: links.map { "<link rel=\"\($0.key)\" href=\"\($0.value)\">" }.joined())
        }
        let index = #"<table><tr><td><a href="one.html#index-Alt">Alt</a></td></tr><tr><td><a href="two.html#index-colour">colour</a></td></tr></table>"#
        let contents = #"<span id="SEC_Contents"></span><h2>Table of Contents</h2><div class="contents"><ul>"#
            + #"<li><a href="one.html#one">1 Getting Started</a></li><li><a href="two.html#two">2 Using It</a></li>"#
            + ##"<li><a href="#ix">Concept Index</a></li></ul></div>"##
        let vault = try TestVault([
            "index.html": node("Top", ["next": "one.html"]),
            "one.html": node("Getting Started", ["prev": "index.html", "next": "two.html", "up": "index.html"]),
            "two.html": node("Using It", ["prev": "one.html", "next": "ix.html", "up": "index.html"]),
            "ix.html": node("Concept Index", ["prev": "two.html", "up": "index.html", "contents": "#SEC_Contents"], body: index + contents),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "one.html", "two.html", "ix.html"])
        #expect(analysis.order.labels["one.html"] == "1 Getting Started")
        #expect(analysis.order.labels["two.html"] == "2 Using It")
    }

    @Test("Sphinx's toctrees at any depth nest the chain: a section index's own index pages, a root page a section lists, a page no list names after the sections")
    func toctreeDepths() throws {
        let chain = ["index.html", "a/index.html", "a/x.html", "a/sub/index.html", "a/sub/1.html", "a/sub/2.html", "a/sub/3.html",
                     "top.html", "b/index.html", "b/1.html", "b/2.html", "b/3.html", "contact.html"]
        let lists: [String: [String]] = [
            "index.html": ["a/index.html"], "a/index.html": ["x.html", "sub/index.html", "../top.html"],
            "a/sub/index.html": ["1.html", "2.html", "3.html"], "b/index.html": ["1.html", "2.html", "3.html"],
        ]
        let bodies = lists.mapValues { "<ul>" + $0.map { "<li><a href=\"\($0)\">\($0)</a></li>" }.joined() + "</ul>" }
        let order = try TestVault(chained(chain, bodies: bodies)).analyze().order
        #expect(order.pages == chain)
        #expect(order.depths == [0, 0, 1, 1, 2, 2, 2, 1, 0, 1, 1, 1, 0])
    }

    @Test("several chains side by side (a book per language) follow one another, English first")
    func sideBySide() throws {
        var files: [String: String] = [:]
        for language in ["en", "de"] {
            files["\(language)/faq.html"] = linked("FAQ \(language)", ["next": "faq-2.html"])
            files["\(language)/faq-2.html"] = linked("Two", ["prev": "faq.html", "next": "faq-10.html"])
            files["\(language)/faq-10.html"] = linked("Ten", ["prev": "faq-2.html"])
        }
        let analysis = try TestVault(files).analyze()
        let expected: [String] = ["en/faq.html", "en/faq-2.html", "en/faq-10.html", "de/faq.html", "de/faq-2.html", "de/faq-10.html"]
        #expect(analysis.order.pages == expected)
    }

    @Test("of two rel=next links, the page the other follows is next (LaTeX2HTML names the next sibling first)")
    func severalNextLinks() throws {
        func page(_ heading: String, _ links: [(String, String)]) -> String {
            html("<h1>\(heading)</h1><p>text</p>", title: heading,
                 head: links.map { "<link rel=\"\($0.0)\" href=\"\($0.1)\">" }.joined())
        }
        let vault = try TestVault([
            "index.html": page("Book", [("next", "a.html")]),
            "a.html": page("Chapter 1", [("next", "b.html"), ("previous", "index.html"), ("next", "z.html")]),
            "z.html": page("Section 1.1", [("next", "m.html"), ("previous", "a.html"), ("next", "m.html")]),
            "m.html": page("Section 1.2", [("next", "b.html"), ("previous", "z.html")]),
            "b.html": page("Chapter 2", [("previous", "a.html")]),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.source.rule == .links)
        #expect(analysis.order.pages == ["index.html", "a.html", "z.html", "m.html", "b.html"])
    }

    @Test("where next goes down into a page's own sections it is the document order, not texinfo's sibling links")
    func documentOrderWithParents() throws {
        let vault = try TestVault([
            "index.html": linked("Docs", [:]),
            "contents.html": linked("Contents", ["next": "intro.html"]),
            "intro.html": linked("Overview", ["prev": "contents.html", "next": "ch/index.html"]),
            "ch/index.html": linked("Chapter", ["prev": "../intro.html", "next": "a.html"]),
            "ch/a.html": linked("Section A", ["up": "index.html", "next": "a1.html"]),
            "ch/a1.html": linked("Section A.1", ["up": "a.html", "next": "b.html"]),
            "ch/b.html": linked("Section B", ["up": "index.html", "next": "../end.html"]),
            "end.html": linked("Appendix", ["prev": "ch/b.html"]),
            "_modules/index.html": linked("All modules", [:]),
            "_modules/m1.html": linked("Source of m1", ["up": "index.html"]),
            "_modules/m2.html": linked("Source of m2", ["up": "index.html"]),
            "_modules/m3.html": linked("Source of m3", ["up": "index.html"]),
            "_modules/m4.html": linked("Source of m4", ["up": "index.html"]),
        ])
        let analysis = try vault.analyze()
        let book = ["index.html", "contents.html", "intro.html", "ch/index.html", "ch/a.html", "ch/a1.html", "ch/b.html", "end.html"]
        #expect(Array(analysis.order.pages.prefix(8)) == book)
    }


    @Test("DocBook chapters naming no up (Modular DocBook): next goes down into their sections; the order is the chain, the chapters under the title page",
          arguments: [1, 2])
    func chaptersWithoutUp(books: Int) throws {
        var files: [String: String] = [:]
        let names = (1...books).map { "guide\($0)" }
        func pages(_ name: String) -> [String] {
            ["\(name)/index.html"] + (1...3).flatMap { chapter in ["\(name)/ch\(chapter).html"] + (1...2).map { "\(name)/ch\(chapter)-\($0).html" } }
        }
        for name in names {
            let book = pages(name)
            for (number, page) in book.enumerated() {
                var relations = number + 1 < book.count ? ["next": String(book[number + 1].dropFirst(name.count + 1))] : [:]
                if page.contains("-") { relations["up"] = String(page.prefix { $0 != "-" }.dropFirst(name.count + 1)) + ".html" }
                let heading = number == 0 ? "Guide \(name)" : String(page.dropFirst(name.count + 1).dropLast(5))
                files[page] = linked(heading, relations)
            }
        }
        if books > 1 {
            files["index.html"] = html("<h1>Guides</h1><ul>" + names.map { "<li><a href=\"\($0)/index.html\">\($0)</a></li>" }.joined() + "</ul>")
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == (books > 1 ? ["index.html"] : []) + names.flatMap(pages))
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        let guide = books > 1 ? toc.entries.dropFirst().first?.children ?? [] : Array(toc.entries.dropFirst())
        #expect(guide.map(\.label) == ["ch1", "ch2", "ch3"])
        #expect(guide.first?.children.map(\.label) == ["ch1-1", "ch1-2"])
    }

    @Test("the root index's own chain opens the book before a longer chain it does not link (LinuxDoc's handbook and FAQ)")
    func rootIndexChainFirst() throws {
        let handbook = ["index.html", "index-1.html", "index-2.html", "index-3.html"]
        let faq = ["faq.html", "faq-1.html", "faq-2.html", "faq-3.html", "faq-4.html"]
        let vault = try TestVault(chained(handbook).merging(chained(faq)) { first, _ in first })
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == handbook + faq)
        #expect(analysis.diagnostics.with("order.unreached-page").isEmpty)
    }

    @Test("guides the root index lists, each its own chain, follow one another in its order, each guide's pages under it")
    func listedChains() throws {
        var files: [String: String] = [
            "index.html": html("<h1>Guides</h1><ul><li><a href=\"sag.html\">Admin</a></li><li><a href=\"mwg.html\">Modules</a></li>"
                               + "<li><a href=\"adg.html\">Applications</a></li></ul>"),
        ]
        // Each guide: its title page, then chapters under it, chapter 1 with a section under it (DocBook's next goes down).
        func guide(_ name: String, _ chapters: Int) -> [String] {
            ["\(name).html", "\(name)-1.html", "\(name)-1-1.html"] + (2...chapters).map { "\(name)-\($0).html" }
        }
        for (name, chapters) in [("sag", 10), ("mwg", 3), ("adg", 3)] {
            let pages = guide(name, chapters)
            for (number, page) in pages.enumerated() {
                var relations = number + 1 < pages.count ? ["next": pages[number + 1]] : [:]
                if number > 0 { relations["up"] = page.hasSuffix("-1-1.html") ? "\(name)-1.html" : "\(name).html" }
                let heading = number == 0 ? "Guide \(name)" : "Chapter " + page.dropFirst(4).dropLast(5).replacingOccurrences(of: "-", with: ".")
                files[page] = linked(heading, relations)
            }
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == ["index.html"] + guide("sag", 10) + guide("mwg", 3) + guide("adg", 3))
        #expect(analysis.diagnostics.with("order.unreached-page").isEmpty)
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label) == ["Guides", "Guide sag", "Guide mwg", "Guide adg"])
        #expect(toc.entries[2].children.map(\.label) == ["Chapter 1", "Chapter 2", "Chapter 3"])
        #expect(toc.entries[2].children[0].children.map(\.label) == ["Chapter 1.1"])
    }
}
