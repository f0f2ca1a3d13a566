import BibleEPUBKit
import Foundation
import Testing

@Suite("Part builds")
struct PartTests {
    let parts = [
        Part(folder: "Part-I-Intro", number: 1, label: "Part I: Intro", pages: []),
        Part(folder: "Part-II-The-Swift-Language", number: 2, label: "Part II: The Swift Language", pages: []),
        Part(folder: "Part-III-UI", number: 3, label: "Part III: UI", pages: []),
    ]

    @Test("--part matches the folder, a roman or arabic number, or a unique prefix")
    func find() throws {
        #expect(try Parts.find("Part-II-The-Swift-Language", in: parts).number == 2)
        #expect(try Parts.find("II", in: parts).number == 2)
        #expect(try Parts.find("ii", in: parts).number == 2)
        #expect(try Parts.find("2", in: parts).number == 2)
        #expect(try Parts.find("Part-II", in: parts).number == 2)
        #expect(try Parts.find("Part-III", in: parts).number == 3)
        #expect(throws: PartSelectionError.noMatch(name: "Part-IV", parts: parts.map(\.folder))) { try Parts.find("Part-IV", in: parts) }
        #expect(throws: PartSelectionError.ambiguous(name: "Part", parts: parts.map(\.folder))) { try Parts.find("Part", in: parts) }
    }

    @Test("every Part EPUB of the sample vault holds only its own pages and figures, plus its title page")
    func isolation() throws {
        let output = FileManager.default.temporaryDirectory.path + "/bible-epub-parts-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: output) }
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let outcomes = try BuildAction.runParts(options, request: .all, output: output, format: .epub)
        #expect(outcomes.map { VaultPath.fileName(of: $0.outputPath ?? "") } == [
            "the-tiny-swift-handbook-part-i-getting-started.epub", "the-tiny-swift-handbook-part-ii-the-lexicon.epub",
            "the-tiny-swift-handbook-part-iii-build-along.epub",
        ])
        let folders = ["Part-I-Getting-Started", "Part-II-The-Lexicon", "Part-III-Build-Along"]
        for (outcome, folder) in zip(outcomes, folders) {
            let names = try ZipReader.entries(of: try #require(outcome.outputPath)).map(\.name)
            let generated = ["OEBPS/content.opf", "OEBPS/nav.xhtml", "OEBPS/toc.ncx", "OEBPS/title-page.xhtml", "OEBPS/copyright-page.xhtml",
                             "OEBPS/cover.xhtml", "OEBPS/cover.jpg"]
            let content = names.filter { $0.hasPrefix("OEBPS/") && !generated.contains($0) && !$0.hasPrefix("OEBPS/styles/") }
            #expect(!content.isEmpty)
            let frontMatter = "OEBPS/Front-of-Book/00-title-page.xhtml" // part-front-matter in Vault/book.yaml
            #expect(content.allSatisfy { $0.hasPrefix("OEBPS/\(folder)/") || $0 == frontMatter }, "\(folder): \(content)")
            #expect(content.contains(frontMatter))
            #expect(names.contains("OEBPS/title-page.xhtml"))
            #expect(names.contains("OEBPS/cover.jpg") && names.contains("OEBPS/cover.xhtml"), "a Part shows the book's cover")
        }
        let buildAlong = try ZipReader.entries(of: try #require(outcomes[2].outputPath)).map(\.name)
        #expect(buildAlong.contains("OEBPS/Part-III-Build-Along/BuildAlong-01-Tiny-Notes/figures/tiny-notes-empty.png"))
    }

    @Test("a Part's title page leaves out the author line when the book names no author, and keeps it when it does")
    func titlePageCreators() throws {
        for (config, expected) in [("", false), ("creators: [Ada Lovelace]\n", true)] {
            var files = ["Part-I-One/a.html": html("<h1>A</h1>"), "Part-II-Two/b.html": html("<h1>B</h1>")]
            if !config.isEmpty { files["book.yaml"] = config }
            let vault = try TestVault(files)
            let analysis = try vault.analyze()
            let scope = BookScope.forPart(try Parts.find("II", in: Parts.all(in: analysis)), analysis: analysis)
            let book = try BookAssembler.assemble(analysis, options: vault.options, templates: .builtIn, scope: scope)
            let page = try #require(vault.entry("OEBPS/title-page.xhtml", in: book))
            #expect(page.contains("class=\"creator\"") == expected, "\(config)")
            #expect(page.contains("Ada Lovelace") == expected)
            #expect(page.contains("class=\"subtitle\">Part II: Two</p>"))
        }
    }

    @Test("a Part gets its own title and a stable identifier derived from the book's")
    func metadata() throws {
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let analysis = try VaultAnalyzer.analyze(options)
        let part = try Parts.find("II", in: Parts.all(in: analysis))
        let scope = BookScope.forPart(part, analysis: analysis)
        #expect(scope.title == "The Tiny Swift Handbook — Part II: The Lexicon")
        #expect(scope.identifier == MetadataResolver.uuidURN(for: "urn:uuid:5b7ac1f0-3d2e-4a51-9c7e-2f0d6b1e8a44#Part-II-The-Lexicon"))
        let book = try BookAssembler.assemble(analysis, options: options, templates: .builtIn, scope: scope)
        #expect(book.metadata.title == scope.title)
        #expect(book.toc.entries.map(\.page) == ["Front-of-Book/00-title-page.html", "Part-II-The-Lexicon/Part-II-The-Lexicon.html"])
    }

    @Test("links that leave the Part are unwrapped, or rewritten to web-base-url; front matter is configurable")
    func outsideLinks() throws {
        let files = [
            "Front-of-Book/title.html": html("<h1>Title</h1>"),
            "Part-I-A/a.html": html(#"<h1>A</h1><a href="../Part-II-B/b.html#x">to b</a>"#),
            "Part-II-B/b.html": html(#"<h1 id="x">B</h1>"#),
        ]
        let unwrapped = try TestVault(files)
        let partA = try BuildAction.runParts(unwrapped.options, request: .one("I"), output: unwrapped.output + "/", format: .directory)[0]
        #expect(partA.book.diagnostics.ids == ["link.outside-part"])
        let page = try String(contentsOfFile: try #require(partA.outputPath) + "/OEBPS/Part-I-A/a.xhtml", encoding: .utf8)
        #expect(page.contains("<h1>A</h1>to b"))
        #expect((partA.linksLeavingPart, partA.linksToWebEdition) == (1, 0))

        var withBase = files
        withBase["book.yaml"] = "web-base-url: https://example.com/book\npart-front-matter: [Front-of-Book/title.html]\n"
        let linked = try TestVault(withBase)
        let book = try BuildAction.runParts(linked.options, request: .one("Part-I"), output: linked.output + "/", format: .directory)[0]
        let rewritten = try String(contentsOfFile: try #require(book.outputPath) + "/OEBPS/Part-I-A/a.xhtml", encoding: .utf8)
        #expect(rewritten.contains(#"<a href="https://example.com/book/Part-II-B/b.html#x">to b</a>"#))
        #expect(book.book.pageCount == 2)
        #expect((book.linksLeavingPart, book.linksToWebEdition) == (1, 1))
    }

    @Test("toc prints the sample vault's contents tree exactly (golden)")
    func tocGolden() throws {
        let text = TOCAction.text(try TOCAction.tree(BuildOptions(vault: Repository.sampleVault)))
        let golden = Repository.root + "/Tests/Fixtures/golden/toc-sample.txt"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
        let json = TOCAction.json(try TOCAction.tree(BuildOptions(vault: Repository.sampleVault)))
        #expect(json.contains(#""page" : "Part-II-The-Lexicon/Chapter-A/Page-Array.html""#))
    }
}
