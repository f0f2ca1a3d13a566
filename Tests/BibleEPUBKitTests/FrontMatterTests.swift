@testable import BibleEPUBKit
import Foundation
import Testing

/// The store edition's front matter (#49): title and copyright pages, landmarks, and the cover page.
@Suite("Front matter")
struct FrontMatterTests {
    static let pages: [String: String] = [
        "Front-of-Book/table-of-contents.html": html(#"<h1>Contents</h1><a href="../Part-I-One/a.html">A</a>"#),
        "Part-I-One/a.html": html("<h1>Chapter A</h1><p>Text of the first chapter.</p>"),
    ]

    static func spine(_ book: Book, _ vault: TestVault) throws -> [String] {
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        return opf.components(separatedBy: "<itemref idref=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func landmarks(_ book: Book, _ vault: TestVault) throws -> [String] {
        let nav = try #require(vault.entry("OEBPS/nav.xhtml", in: book))
        let section = try #require(nav.components(separatedBy: "epub:type=\"landmarks\"").last)
        return section.components(separatedBy: "<a epub:type=\"").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    @Test("a book without a title page of its own gets one after the cover, and landmarks cover, titlepage, toc, bodymatter")
    func generatedTitlePage() throws {
        let vault = try TestVault(Self.pages.merging(["book.yaml": "title: A Book\ncreators: [Ada]\n"]) { $1 }, binary: ["cover.png": TestImage.png])
        let book = try vault.book()
        #expect(try Self.spine(book, vault) == ["x-cover-xhtml", "x-title-page-xhtml", "x-Front-of-Book-table-of-contents-xhtml", "x-Part-I-One-a-xhtml"])
        #expect(try Self.landmarks(book, vault) == [
            #"cover" href="cover.xhtml""#, #"titlepage" href="title-page.xhtml""#,
            #"toc" href="Front-of-Book/table-of-contents.xhtml""#, #"bodymatter" href="Part-I-One/a.xhtml""#,
        ])
        let title = try #require(vault.entry("OEBPS/title-page.xhtml", in: book))
        #expect(title.contains("<h1>A Book</h1>") && title.contains(#"<p class="creator">Ada</p>"#))
        #expect(vault.entry("OEBPS/copyright-page.xhtml", in: book) == nil, "no rights, publisher or ISBN: no copyright page")
    }

    @Test("the author's own title page (a page of the title and little else) is kept, named by the landmark, and none is generated")
    func ownTitlePage() throws {
        let vault = try TestVault(Self.pages.merging([
            "book.yaml": "title: A Book\nrights: All rights reserved.\n",
            "Front-of-Book/00-title.html": html("<h1>A Book</h1><p>by Ada, with drawings by Grace</p>"),
        ]) { $1 })
        let book = try vault.book()
        #expect(vault.entry("OEBPS/title-page.xhtml", in: book) == nil)
        #expect(try Self.spine(book, vault) == ["x-Front-of-Book-00-title-xhtml", "x-copyright-page-xhtml",
                                                "x-Front-of-Book-table-of-contents-xhtml", "x-Part-I-One-a-xhtml"])
        #expect(try Self.landmarks(book, vault).prefix(2) == [#"titlepage" href="Front-of-Book/00-title.xhtml""#, #"copyright-page" href="copyright-page.xhtml""#])
    }

    @Test("a page marked epub:type titlepage is the title page; a long page holding the title is not")
    func titlePageSignals() {
        let declared = Element("body", children: [.element(Element("section", attributes: [Attribute("epub:type", "titlepage")]))])
        #expect(OwnTitlePage.declaresTitlePage(declared))
        let short = Element("body", children: [.text("A Book — by Ada")])
        #expect(OwnTitlePage.showsOnlyTitle(short, title: "A Book"))
        let long = Element("body", children: [.text("A Book " + String(repeating: "more words here ", count: 30))])
        #expect(!OwnTitlePage.showsOnlyTitle(long, title: "A Book"))
        #expect(!OwnTitlePage.showsOnlyTitle(Element("body", children: [.text("Another Story")]), title: "A Book"))
    }

    @Test("a copyright page from rights, publisher and an ISBN identifier (golden)")
    func copyrightPage() throws {
        let vault = try TestVault(Self.pages.merging(["book.yaml": """
            title: A Book
            subtitle: Second Thoughts
            creators: [Ada Lovelace, Grace Hopper]
            publisher: Analytical Press
            rights: Copyright © 2026 Ada Lovelace. All rights reserved.
            identifier: urn:isbn:978-0-306-40615-7
            """]) { $1 })
        let page = try #require(vault.entry("OEBPS/copyright-page.xhtml", in: try vault.book()))
        let golden = Repository.root + "/Tests/Fixtures/golden/front-matter/copyright-page.xhtml"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil { try page.write(toFile: golden, atomically: true, encoding: .utf8) }
        #expect(page == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    @Test("front-matter: none adds nothing; title+copyright adds both even without rights")
    func policy() throws {
        let none = try TestVault(Self.pages.merging(["book.yaml": "front-matter: none\npublisher: P\n"]) { $1 })
        let bare = try none.book()
        #expect(none.entry("OEBPS/title-page.xhtml", in: bare) == nil && none.entry("OEBPS/copyright-page.xhtml", in: bare) == nil)
        let both = try TestVault(Self.pages.merging(["book.yaml": "front-matter: title+copyright\n"]) { $1 })
        let full = try both.book()
        #expect(both.entry("OEBPS/title-page.xhtml", in: full) != nil && both.entry("OEBPS/copyright-page.xhtml", in: full) != nil)
        #expect(both.entry("OEBPS/copyright-page.xhtml", in: full)?.contains("bible-epub") == false, "the credit only when asked")
        let bad = try TestVault(Self.pages.merging(["book.yaml": "front-matter: everything\n"]) { $1 })
        #expect(throws: ConfigError.self) { try bad.analyze() }
    }

    @Test("an ISBN is told by its check digit, with or without its prefix and hyphens")
    func isbn() {
        #expect(ISBN.find(in: "urn:isbn:978-0-306-40615-7") == "978-0-306-40615-7")
        #expect(ISBN.find(in: "9780306406157") == "9780306406157")
        #expect(ISBN.find(in: "ISBN 0-306-40615-2") == "0-306-40615-2")
        #expect(ISBN.find(in: "978-0-306-40615-8") == nil)
        #expect(ISBN.find(in: "urn:uuid:5b7ac1f0-3d2e-4a51-9c7e-2f0d6b1e8a44") == nil)
    }

    @Test("a cover taller than the page is drawn in an SVG box of its own proportions that fits the page (svg property)")
    func tallCover() throws {
        var tall = Array(TestImage.png)
        tall.replaceSubrange(16..<24, with: [0, 0, 0x05, 0x78, 0, 0, 0x1F, 0x40]) // 1400 x 8000 in the IHDR header
        let vault = try TestVault(Self.pages, binary: ["cover.png": tall])
        let book = try vault.book()
        let cover = try #require(vault.entry("OEBPS/cover.xhtml", in: book))
        #expect(cover.contains(#"viewBox="0 0 1400 8000" preserveAspectRatio="xMidYMid meet""#))
        #expect(cover.contains(#"width="100%" height="100%""#) && cover.contains("html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; }"))
        #expect(try #require(vault.entry("OEBPS/content.opf", in: book)).contains(#"href="cover.xhtml" media-type="application/xhtml+xml" properties="svg""#))
    }
}

/// A copyright footer every page repeats (#53 item 4): chrome on each page, kept once as the book's rights.
@Suite("Rights from the chrome")
struct ChromeRightsTests {
    static func page(_ name: String) -> String {
        html("""
            <header class="site"><a href="index.html">Home</a> <a href="a.html">A</a> <a href="b.html">B</a></header>
            <main><h1>\(name)</h1><p>Text of \(name), long enough to be the page's content and not its chrome at all.</p></main>
            <footer class="site">© 2020 The Qt Company Ltd. Documentation licensed under the GNU Free Documentation License 1.3. Built with Sphinx.</footer>
            """)
    }

    @Test("the notice goes with the footer from every page and is the book's dc:rights and copyright page; init proposes it")
    func rightsFromFooter() throws {
        let vault = try TestVault(["index.html": Self.page("Home"), "a.html": Self.page("A"), "b.html": Self.page("B"), "c.html": Self.page("C")])
        let book = try vault.book()
        let notice = "© 2020 The Qt Company Ltd. Documentation licensed under the GNU Free Documentation License 1.3."
        #expect(book.metadata.rights == notice)
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("Qt Company") == false, "the footer is chrome on each page")
        #expect(vault.entry("OEBPS/copyright-page.xhtml", in: book)?.contains("GNU Free Documentation License 1.3") == true)
        #expect(try InitAction.propose(vault.options).yaml.contains("\nrights: \(notice)\n"))
        let stated = try TestVault(["index.html": Self.page("Home"), "a.html": Self.page("A"), "b.html": Self.page("B"),
                                    "book.yaml": "rights: Mine.\n"])
        #expect(try stated.book().metadata.rights == "Mine.", "the author's rights win")
    }

    @Test("a notice is the sentences that state a copyright or a licence, nothing else of the footer")
    func sentences() {
        let footer = Element("footer", children: [.text("Built with MkDocs | © Copyright 2001-2025 The Apache Software Foundation · Privacy")])
        #expect(RightsNotice.find(in: footer) == "© Copyright 2001-2025 The Apache Software Foundation")
        #expect(RightsNotice.find(in: Element("footer", children: [.text("Next · Previous · Home")])) == nil)
        let buttons = Element("div", children: [.element(Element("a", attributes: [Attribute("href", "a.html")], children: [.text("Previous")])),
                                                .element(Element("a", attributes: [Attribute("href", "c.html")], children: [.text("Next")]))])
        let paragraph = Element("p", children: [.text("© Copyright 2019-2023, "), .element(Element("a", attributes: [Attribute("href", "https://isc.org")],
                                                                                                   children: [.text("Internet Systems Consortium")])), .text(".")])
        let readTheDocs = Element("footer", children: [.element(buttons), .element(Element("hr")), .element(paragraph), .text(" Built with Sphinx")])
        #expect(RightsNotice.find(in: readTheDocs) == "© Copyright 2019-2023, Internet Systems Consortium.",
                "the footer's buttons are a block of their own; a link inside the notice is part of it")
        #expect(RightsNotice.common(["a", "a", nil, "b"], pages: 4) == "a")
        #expect(RightsNotice.common(["a", nil, nil, "b"], pages: 4) == nil)
    }
}

/// Accessibility claims verified on the book (#52 item 3, part): an animated image makes the hazard unknown.
@Suite("Accessibility hazards")
struct AccessibilityHazardTests {
    /// A GIF with the NETSCAPE2.0 looping extension (an animation), then a still one.
    static let animatedGIF: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        + [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0] + [0x3B]

    @Test("an animated GIF, APNG or WebP is told from its first bytes")
    func detection() {
        #expect(ImageAnimation.isAnimated(Self.animatedGIF))
        #expect(!ImageAnimation.isAnimated(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]))
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(ImageAnimation.isAnimated(png + Array("....IHDR....acTL....IDAT".utf8)))
        #expect(!ImageAnimation.isAnimated(png + Array("....IHDR....IDAT....acTL".utf8)))
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
        #expect(ImageAnimation.isAnimated(webp + [0x02, 0, 0, 0]) && !ImageAnimation.isAnimated(webp + [0x10, 0, 0, 0]))
    }

    @Test("a book with an animated image claims no 'none' hazard; a still one does")
    func hazard() throws {
        let page = html(#"<h1>A</h1><p><img src="a.gif" alt="A spinning wheel"></p>"#)
        let moving = try TestVault(["a.html": page], binary: ["a.gif": Self.animatedGIF])
        let book = try moving.book()
        #expect(book.metadata.accessibility.hazards == ["unknown"])
        #expect(book.metadata.accessibility.summary.contains("1 animated image has not been checked for flashing"))
        let still = try TestVault(["a.html": page], binary: ["a.gif": Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]])
        #expect(try still.book().metadata.accessibility.hazards == ["none"])
    }
}
