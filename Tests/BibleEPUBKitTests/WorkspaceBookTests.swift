@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Workspace Parts, audience books and linked HTML attachments")
struct WorkspaceBookTests {
    /// A root with two top-level entries (each with a child), and a note no contents list reaches.
    static func partedWorkspace() throws -> TestVault {
        try TestVault([
            "index.md": note("Book", contents: ["[Garden](/garden/garden.md)", "[Kitchen](/kitchen.md)"]),
            "garden/garden.md": note("Garden", partOf: "[Book](/index.md)", contents: ["[Soil](/garden/soil.md)"]),
            "garden/soil.md": note("Soil", partOf: "[Garden](/garden/garden.md)", contents: ["[Clay](/garden/clay.md)"]),
            "garden/clay.md": note("Clay", partOf: "[Soil](/garden/soil.md)"),
            "kitchen.md": note("Kitchen", partOf: "[Book](/index.md)", contents: ["[Bread](/bread.md)"], body: "[Oven demo](_attachments/oven.html)"),
            "_attachments/oven.html": html("<h1>Oven</h1>"),
            "bread.md": note("Bread", partOf: "[Kitchen](/kitchen.md)"),
            "stray.md": "# Stray\n",
        ])
    }

    @Test("--per-part on a workspace: the root's contents entries are the Parts, each with the notes under it, nested as written")
    func workspaceParts() throws {
        let vault = try Self.partedWorkspace()
        let analysis = try vault.analyze()
        let parts = Parts.all(in: analysis)
        #expect(parts.map(\.label) == ["Garden", "Kitchen"])
        #expect(parts.map(\.pages) == [["garden/garden.md", "garden/soil.md", "garden/clay.md"], ["kitchen.md", "bread.md"]])
        #expect(try Parts.find("kitchen", in: parts).number == 2)
        #expect(try Parts.find("garden/garden", in: parts).number == 1)
        let scope = BookScope.forPart(parts[0], analysis: analysis)
        let book = try BookAssembler.assemble(analysis, options: vault.options, templates: .builtIn, scope: scope)
        #expect(book.toc.flattened().map { "\($0.depth) \($0.entry.label)" } == ["0 Garden", "1 Soil", "2 Clay"])
        #expect(!book.entries.contains { $0.path.hasSuffix("oven.xhtml") }, "an attachment only another Part links stays out")
        let kitchen = try BookAssembler.assemble(analysis, options: vault.options, templates: .builtIn, scope: BookScope.forPart(parts[1], analysis: analysis))
        #expect(kitchen.entries.contains { $0.path == "OEBPS/_attachments/oven.xhtml" })
    }

    @Test("--per-audience: one book per audience the notes name, each what --audience builds; an audience that sees no note gets none, reported")
    func perAudience() throws {
        let vault = try AudienceTests.workspace()
        #expect(try vault.analyze().namedAudiences == ["family", "Me", "public"])
        let spelled = try TestVault(["a.md": "---\naudience: [Family, ' kids ']\n---\n# A\n", "b.md": "---\naudience: [family, KIDS]\n---\n# B\n"])
        #expect(try spelled.analyze().namedAudiences == ["Family", "kids"], "each audience once, whatever its case or spaces")
        let outcomes = try BuildAction.runAudiences(vault.options, output: vault.output + "/", format: .epub)
        #expect(outcomes.compactMap { $0.outputPath.map(VaultPath.fileName(of:)) } == ["home-family.epub", "home-public.epub"])
        #expect(outcomes.map(\.book.pageCount) == [1, 3])
        let identifiers = outcomes.map(\.book.metadata.identifier)
        #expect(Set(identifiers).count == 2, "each audience's book is a book of its own")
        let unseen = outcomes.last?.book.diagnostics.first { $0.id == "workspace.audience-excluded" && $0.message.contains("'Me'") }
        #expect(unseen?.severity == .warning)
        let none = try TestVault(["a.md": "# A\n", "b.md": "# B\n"])
        #expect(throws: VaultError.noAudiences) { try BuildAction.runAudiences(none.options, output: none.output + "/", format: .epub) }
    }

    @Test("an HTML attachment a note links or embeds is a non-linear page reached from the links; one only an excluded note links stays out")
    func linkedHTMLAttachment() throws {
        let vault = try TestVault([
            "index.md": note("Home", contents: ["[A](/a.md)", "[Secret](/secret.md)"],
                             body: "See the [demo](_attachments/demo.html).\n\n![The knots](_attachments/demo.html)\n"),
            "a.md": note("A", partOf: "[Home](/index.md)"),
            "secret.md": "---\ntitle: Secret\naudience: [me]\npart_of: '[Home](/index.md)'\n---\n# Secret\n\n[private demo](_attachments/private.html)\n",
            "_attachments/demo.html": html("<h1>Knots</h1><p>A bowline.</p>"),
            "_attachments/private.html": html("<h1>Private</h1>"),
        ])
        #expect(try vault.analyze().order.nonLinear.map(\.page) == ["_attachments/demo.html"])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(#"<itemref idref="x-_attachments-demo-xhtml" linear="no"/>"#))
        #expect(!opf.contains("private"))
        #expect(!book.toc.flattened().contains { $0.entry.page == "_attachments/demo.html" })
        let index = try #require(vault.entry("OEBPS/index.xhtml", in: book))
        #expect(index.contains(#"<a href="_attachments/demo.xhtml">demo</a>"#))
        #expect(index.contains(#"<a href="_attachments/demo.xhtml">The knots</a>"#), "an embed of a page becomes a link to it")
        #expect(!index.contains("<img"))
        #expect(vault.entry("OEBPS/_attachments/demo.xhtml", in: book)?.contains("A bowline.") == true)
        #expect(!book.diagnostics.contains { $0.id == "link.not-in-book" })
    }

    @Test("a non-linear page no kept link reaches, directly or through another, is left out (EPUB requires a link to each)")
    func unreachedNonLinearLeftOut() {
        func page(_ path: String, links: Set<String>) -> NormalizedPage {
            NormalizedPage(vaultPath: path, packagePath: path, xhtml: [], resources: [], generatedStyles: [:], properties: [],
                           imageCount: 0, imagesWithoutAlt: 0, hasMedia: false, diagnostics: [], linkedNonLinear: links)
        }
        let pages = [page("a.md", links: ["n1.html"]), page("n1.html", links: ["n2.html"]), page("n2.html", links: []),
                     page("n3.html", links: ["n1.html"])]
        let kept = BookAssembler.reachedFromTheSpine(pages, nonLinear: ["n1.html", "n2.html", "n3.html"])
        #expect(kept.map(\.vaultPath) == ["a.md", "n1.html", "n2.html"])
    }

    @Test("a finding after a removed :::vis block points at the line written in the .md file")
    func linesAfterDirectives() throws {
        let vault = try TestVault([
            "index.md": "---\ntitle: Home\naudience: [public]\n---\n# Home\n\n:::vis{family}\nhidden\n:::\n\n[gone](missing.md)\n",
        ])
        var options = vault.options
        options.audience = "public"
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        #expect(book.diagnostics.first { $0.id == "link.missing-file" }?.line == 11)
    }
}
