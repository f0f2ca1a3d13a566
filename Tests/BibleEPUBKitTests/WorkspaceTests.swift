import BibleEPUBKit
import Foundation
import Testing

@Suite("Diaryx-style workspaces")
struct WorkspaceTests {
    @Test("the fixture workspace's nav nests exactly as its contents frontmatter")
    func navMatchesContents() throws {
        let options = BuildOptions(vault: MarkdownTests.workspace, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let nav = try #require(book.entries.first { $0.path == "OEBPS/nav.xhtml" })
        guard let bytes = nav.contents else { Issue.record("nav not generated"); return }
        let document = LibXML2.parseXML(bytes)
        let tocNav = try #require(document.root?.descendants().first { $0.name == "nav" && $0[attribute: "epub:type"] == "toc" })
        let outline = Self.outline(of: try #require(tocNav.firstChild(named: "ol")), depth: 0)
        #expect(outline == [
            "Garden Notes -> index.xhtml",
            "Part One: Ground -> part-one/part-one.xhtml",
            "  Watering -> part-one/watering.xhtml",
            "  Ground Work -> part-one/chapter-a/chapter-a.xhtml",
            "    Soil -> part-one/chapter-a/soil.xhtml",
            "    Compost -> part-one/chapter-a/compost.xhtml",
            "Part Two: Harvest -> part-two/README.xhtml",
            "  Tomatoes -> part-two/tomatoes.xhtml",
            "  Seeds -> part-two/seeds/seeds.xhtml",
            "    Saving Seeds -> part-two/seeds/saving.xhtml",
        ])
        #expect(book.metadata.title == "Garden Notes")
        #expect(book.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(book.diagnostics.map(\.formatted))")
    }

    /// `label -> href` lines of a nav `<ol>`, two spaces per level.
    static func outline(of list: Element, depth: Int) -> [String] {
        list.childElements.filter { $0.name == "li" }.flatMap { item -> [String] in
            let link = item.firstChild(named: "a")
            let line = String(repeating: "  ", count: depth) + (link?.textContent() ?? "?") + " -> " + (link?[attribute: "href"] ?? "?")
            return [line] + (item.firstChild(named: "ol").map { outline(of: $0, depth: depth + 1) } ?? [])
        }
    }

    @Test("contents decide the order, not file names; notes no contents reaches are not in the book, as in Diaryx's export, one finding")
    func order() throws {
        let vault = try TestVault([
            "index.md": note("Book", contents: ["[Zebra](/zebra.md)", "[Apple](apple.md)"]),
            "zebra.md": note("Zebra", partOf: "[Book](/index.md)"), "apple.md": note("Apple", partOf: "[Book](/index.md)"),
            "loose.md": note("Loose"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.md", "zebra.md", "apple.md"])
        #expect(analysis.workspaceRoot == "index.md")
        let unreached = analysis.diagnostics.with("workspace.unreached-page")
        #expect(unreached.map(\.file) == ["loose.md"] && unreached[0].message.hasPrefix("1 note no contents list reaches"))
        #expect(!unreached[0].message.contains("placed after"))
    }

    @Test("dead entries, part_of disagreements and repeated entries point at their line and column")
    func findings() throws {
        let vault = try TestVault([
            "index.md": note("Book", contents: ["[A](/a.md)", "[Gone](/gone.md)", "[A again](a.md)"]),
            "a.md": note("A", partOf: "[Book](/index.md)", contents: ["[Book](/index.md)"]),
            "b.md": note("B", partOf: "[Nowhere](/nowhere.md)"),
        ])
        let diagnostics = try vault.analyze().diagnostics
        let dead = try #require(diagnostics.with("workspace.dead-contents-entry").first)
        #expect((dead.file, dead.line, dead.column) == ("index.md", 5, 5))
        #expect(diagnostics.with("workspace.repeated-contents-entry").map { "\($0.file):\($0.line)" }.sorted() == ["a.md:5", "index.md:6"])
        let mismatch = try #require(diagnostics.with("workspace.part-of-mismatch").first)
        #expect((mismatch.file, mismatch.line, mismatch.column) == ("b.md", 3, 10))
        let book = try vault.book()
        #expect(book.pageCount == 2, "b.md, which no contents list reaches, is not in the book")
        #expect(try Linter.run(vault.options).count(.error) == 1)
    }

    @Test("order: natural keeps the folder rules; order: contents without a root index is an error")
    func configuredOrder() throws {
        let files = ["index.md": note("Book", contents: ["[B](/b.md)", "[A](/a.md)"]),
                     "a.md": note("A", partOf: "[Book](/index.md)"), "b.md": note("B", partOf: "[Book](/index.md)")]
        var natural = files
        natural["book.yaml"] = "order: natural\n"
        #expect(try TestVault(natural).analyze().order.pages == ["index.md", "a.md", "b.md"])
        let noRoot = try TestVault(["a.md": note("A"), "book.yaml": "order: contents\n"])
        #expect(throws: ConfigError.orderNeedsRootIndex) { try noRoot.analyze() }
    }

    @Test("a contents cycle and a 300-deep chain build without recursion trouble; the outline depth is capped")
    func deepAndCyclic() throws {
        var files = ["index.md": note("Book", contents: ["[P0](/p0.md)"])]
        for level in 0..<300 {
            files["p\(level).md"] = note("P\(level)", partOf: level == 0 ? "[Book](/index.md)" : "[P](/p\(level - 1).md)",
                                          contents: ["[P](/p\(level + 1 < 300 ? level + 1 : 0).md)"])
        }
        let vault = try TestVault(files)
        let analysis = try vault.analyze()
        #expect(analysis.order.pages.count == 301)
        #expect(analysis.order.depths?.max() == WorkspaceOrder.maxDepth)
        #expect(analysis.diagnostics.with("workspace.repeated-contents-entry").map(\.file) == ["p299.md"])
        #expect(try vault.book().toc.flattened().count == 301)
    }

    @Test("frontmatter that is not YAML is reported at its line; the page still builds")
    func invalidFrontmatter() throws {
        let vault = try TestVault(["a.md": "---\ntitle: A\ncontents: [A](/a.md): x\n---\n# A\n"])
        let finding = try #require(try vault.book().diagnostics.with("markdown.invalid-frontmatter").first)
        #expect((finding.file, finding.line) == ("a.md", 3))
    }

    @Test("a README.md linked to the root index is one note, not two; links to either name reach it")
    func symlinkedNote() throws {
        let vault = try TestVault([
            "index.md": note("Book", contents: ["[A](/a.md)"]),
            "a.md": note("A", partOf: "[Book](/index.md)", body: "Back to [the start](/README.md)."),
        ])
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/README.md", withDestinationPath: "index.md")
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.md", "a.md"])
        #expect(analysis.diagnostics.with("vault.linked-file").map(\.file) == ["README.md"])
        let book = try vault.book()
        #expect(book.pageCount == 2)
        #expect(book.diagnostics.filter { $0.id.hasPrefix("link.") }.isEmpty, "the link to README.md goes to index.md")
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains(#"href="index.xhtml""#) == true)
    }

    @Test("a linked HTML file that shows nothing without its script is not packaged; the link to it is unwrapped, one finding")
    func blankAttachment() throws {
        let vault = try TestVault([
            "index.md": note("Book", contents: ["[A](/a.md)"]),
            "a.md": note("A", partOf: "[Book](/index.md)", body: "See [the demo](/_attachments/demo.html) and [the notes](/_attachments/notes.html)."),
            "_attachments/demo.html": html(#"<canvas id="c" width="300" height="200"></canvas><script>draw()</script>"#),
            "_attachments/notes.html": html("<h1>Notes</h1><p>Plain text.</p>"),
        ])
        let book = try vault.book()
        #expect(vault.entry("OEBPS/_attachments/demo.xhtml", in: book) == nil)
        #expect(vault.entry("OEBPS/_attachments/notes.xhtml", in: book) != nil, "an attachment with text is packaged")
        #expect(book.diagnostics.with("order.blank-page").map(\.file) == ["_attachments/demo.html"])
        #expect(book.diagnostics.with("link.not-in-book").map(\.file) == ["a.md"])
    }

    @Test("a link to a folder opens the folder's index note (README.md, index.md, the note named like it)")
    func folderLinks() throws {
        let vault = try TestVault([
            "index.md": note("Book", contents: ["[Trips](/trips/README.md)", "[Gear](/gear/gear.md)"]),
            "trips/README.md": note("Trips", partOf: "[Book](/index.md)", body: "See [the gear](../gear/) and [home](/)."),
            "gear/gear.md": note("Gear", partOf: "[Book](/index.md)"),
        ])
        let book = try vault.book()
        #expect(book.diagnostics.filter { $0.id.hasPrefix("link.") }.isEmpty, "\(book.diagnostics.map(\.formatted))")
        let trips = try #require(vault.entry("OEBPS/trips/README.xhtml", in: book))
        #expect(trips.contains(#"href="../gear/gear.xhtml""#) && trips.contains(#"href="../index.xhtml""#))
    }
}
