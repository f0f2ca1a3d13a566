import BibleEPUBKit
import Testing

@Suite("Table of contents")
struct TableOfContentsTests {
    @Test("folders nest Part > Chapter > Page; landing pages label their folder; front matter is flat")
    func hierarchy() {
        let order = ["Front-of-Book/toc.html", "Part-II-The-Swift-Language/Part-II-The-Swift-Language.html",
                     "Part-II-The-Swift-Language/Chapter-A/Page-a.html", "Appendices/x.html"]
        let labels = ["Part-II-The-Swift-Language/Part-II-The-Swift-Language.html": "Part II — Swift"]
        let toc = TableOfContents.build(order: order) { labels[$0] ?? VaultPath.stem(of: $0) }
        #expect(toc.entries.map(\.label) == ["toc", "Part II — Swift", "Appendices"])
        #expect(toc.entries[1].page == "Part-II-The-Swift-Language/Part-II-The-Swift-Language.html")
        #expect(toc.entries[1].children.map(\.label) == ["Chapter A"])
        #expect(toc.entries[1].children[0].page == nil)
        #expect(toc.entries[1].children[0].children.map(\.page) == ["Part-II-The-Swift-Language/Chapter-A/Page-a.html"])
        #expect(toc.flattened().compactMap(\.entry.page) == order)
    }

    @Test("a page named like the folder its next pages are in (Sphinx's install.html before install/) holds them")
    func pageBesideFolder() {
        let order = ["index.html", "install.html", "install/windows.html", "install/linux.html", "usage.html", "api/a.html"]
        let toc = TableOfContents.build(order: order) { VaultPath.stem(of: $0) }
        #expect(toc.entries.map(\.label) == ["index", "install", "usage", "Api"])
        #expect(toc.entries[1].children.map(\.page) == ["install/windows.html", "install/linux.html"])
        #expect(toc.entries[3].page == nil, "a folder with no page named like it stays a group")
        #expect(toc.flattened().compactMap(\.entry.page) == order)
    }

    @Test("folders that only hold the whole book, none with a page, are left out; a numbered Part's folder, or one Part's build, stays")
    func wrappingFolders() {
        let order = ["usr/share/doc/tool/html/index.html", "usr/share/doc/tool/html/manual/a.html", "usr/share/doc/tool/html/manual/b.html"]
        let toc = TableOfContents.build(order: order) { VaultPath.stem(of: $0) }
        #expect(toc.entries.map(\.label) == ["index"])
        #expect(toc.entries[0].children.map(\.label) == ["Manual"])
        let part = ["Part-I/Chapter-1/a.html", "Part-I/Chapter-1/b.html"]
        #expect(TableOfContents.build(order: part, wholeBook: false) { VaultPath.stem(of: $0) }.entries.map(\.label) == ["Part I"])
        #expect(TableOfContents.build(order: part) { VaultPath.stem(of: $0) }.entries.map(\.label) == ["Part I"])
        #expect(TableOfContents.build(order: ["docs/guide/a.html", "docs/guide/b.html"]) { VaultPath.stem(of: $0) }.entries.map(\.label) == ["a", "b"])
    }

    @Test("folder names are prettified")
    func prettify() {
        #expect(VaultPath.prettify("Part-II-The-Swift-Language") == "Part II: The Swift Language")
        #expect(VaultPath.prettify("Chapter-A") == "Chapter A")
        #expect(VaultPath.prettify("build_along-notes") == "Build Along Notes")
    }

    @Test("labels: h1, else title without the common book name, else file name")
    func labels() throws {
        let vault = try TestVault([
            "a.html": html("<h1>Heading A</h1>", title: "Title A — My Book"),
            "b.html": html("<p>no heading</p>", title: "Title B — My Book"),
            "c.html": html("<p>none</p>", title: "Title C — My Book"),
            "d-page.html": "<p>no title at all</p>",
        ])
        let analysis = try vault.analyze()
        #expect(analysis.titleAffixes.suffix == "My Book")
        #expect(analysis.label(for: "a.html") == "Heading A")
        #expect(analysis.label(for: "b.html") == "Title B")
        #expect(analysis.label(for: "d-page.html") == "D Page")
        #expect(MetadataResolver.title(analysis) == "My Book")
    }
}

@Suite("Sibling labels told apart")
struct DuplicateLabelsTests {
    @Test("pages sharing a label are told apart by short, differing first subheadings; signatures or repeats keep the label")
    func splitIndex() throws {
        var files: [String: String] = ["index.html": html("<h1>Manual</h1>")]
        for letter in ["a", "b", "c"] { files["globals_\(letter).html"] = html("<h3>- \(letter) -</h3><p>entries</p>", title: "Globals") }
        for name in ["f", "g"] { files["mod_\(name).html"] = html("<h3>\(name)(x, y)</h3><p>function</p>", title: "Module") }
        let analysis = try TestVault(files).analyze()
        let labels = analysis.tableOfContents(spine: analysis.order.pages).entries.map(\.label)
        #expect(labels == ["Manual", "Globals: a", "Globals: b", "Globals: c", "Module", "Module"])
        // The built book says the same: its contents are made before normalizing consumes the pages' trees.
        let vault = try TestVault(files)
        let outcome = try BuildAction.run(vault.options, output: vault.output + "/book.epub", format: .epub)
        let written = try #require(outcome.outputPath)
        let entries = try ZipReader.contents(of: written)
        let nav = String(decoding: try #require(entries["OEBPS/nav.xhtml"]), as: UTF8.self)
        #expect(nav.contains(">Globals: b</a>") && !nav.contains(">Globals</a>"))
    }
}
