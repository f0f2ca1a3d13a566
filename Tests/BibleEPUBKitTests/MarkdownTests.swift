import BibleEPUBKit
import Foundation
import Testing

@Suite("Markdown pages")
struct MarkdownTests {
    static let workspace = Repository.root + "/Tests/Fixtures/markdown-workspace"

    @Test("a Markdown workspace builds: GFM tables, strikethrough, autolinks, task lists, footnotes; frontmatter never in the text")
    func workspace() throws {
        let options = BuildOptions(vault: Self.workspace, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        #expect(book.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(book.diagnostics.map(\.formatted))")
        let soil = try #require(book.entries.first { $0.path == "OEBPS/part-one/chapter-a/soil.xhtml" })
        guard let bytes = soil.contents else { Issue.record("not generated"); return }
        let xhtml = String(decoding: bytes, as: UTF8.self)
        for fragment in ["<table>", "<del>dirt</del>", #"<a href="https://example.com/soil">"#, #"type="checkbox""#,
                         #"<section class="footnotes""#, #"<h2 id="texture">"#, "<title>Soil</title>"] {
            #expect(xhtml.contains(fragment), "\(fragment)")
        }
        #expect(!xhtml.contains("part_of"))
        #expect(LibXML2.parseXML(bytes).errors.isEmpty)
        let part = try #require(book.entries.first { $0.path == "OEBPS/part-one/part-one.xhtml" })
        guard let partBytes = part.contents else { return }
        #expect(String(decoding: partBytes, as: UTF8.self).contains(#"<a href="chapter-a/soil.xhtml#texture">soil</a>"#))
        #expect(book.toc.flattened().count == 10)
        #expect(try Linter.run(options).diagnostics.filter { $0.severity >= .warning }.isEmpty)
    }

    @Test("pages converted in parallel keep their strikethrough and autolinks (cmark-gfm's special characters are global)")
    func parallelConversions() async {
        let markdown = "Good soil is ~~dirt~~ alive, see https://example.com/soil and www.example.org.\n"
        let conversions = 400
        let kept = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<conversions {
                group.addTask {
                    let html = CMark.html(markdown)
                    return html.contains("<del>dirt</del>") && html.contains(#"<a href="https://example.com/soil">"#)
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(kept == conversions)
    }

    @Test("diagnostics point into the .md file: its line and column, frontmatter counted")
    func lines() throws {
        let vault = try TestVault(["a.md": "---\ntitle: A\n---\n# A\n\nText with a [broken link](gone.md) here.\n"])
        let diagnostics = try vault.book().diagnostics
        let broken = try #require(diagnostics.with("link.missing-file").first)
        #expect(broken.file == "a.md" && broken.line == 6 && broken.column == 27)
    }

    @Test("a mixed vault (pages: [html, md]) builds and lints; without the key Markdown stays out when there is HTML")
    func mixed() throws {
        let files = ["a.html": html(#"<h1>A</h1><a href="b.md">to b</a>"#), "b.md": "# B\n\nBack to [A](a.html).\n"]
        let htmlOnly = try TestVault(files)
        #expect(try htmlOnly.analyze().order.pages == ["a.html"])
        var withMarkdown = files
        withMarkdown["book.yaml"] = "pages: [html, md]\n"
        let mixed = try TestVault(withMarkdown)
        let book = try mixed.book()
        #expect(book.pageCount == 2)
        #expect(mixed.entry("OEBPS/a.xhtml", in: book)?.contains(#"<a href="b.xhtml">to b</a>"#) == true)
        #expect(mixed.entry("OEBPS/b.xhtml", in: book)?.contains(#"<a href="a.xhtml">A</a>"#) == true)
        #expect(try Linter.run(mixed.options).count(.error) == 0)
    }
}
