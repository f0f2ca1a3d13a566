import Testing
@testable import BibleEPUBKit

@Suite("Style blocks rewritten while the pages are analyzed")
struct PreparedStyleSheetsTests {
    static let plain = "body { height: 100vh; overflow: auto } p { color: #eee }"
    static let referencing = "body { background: url(paper.png) }"

    @Test("each distinct head <style> block without references is rewritten once, as normalizing would, under the build's theme")
    func prepared() throws {
        let vault = try TestVault([
            "a.html": html("<p>a</p>", head: "<style>\(Self.plain)</style>"),
            "b.html": html("<p>b</p>", head: "<style>\(Self.plain)</style><style>\(Self.referencing)</style>"),
        ])
        let analysis = try vault.analyze()
        let prepared = try #require(analysis.preparedStyleSheets)
        prepared.wait()
        let replaced = ReplacedNames(of: analysis.pages.values)
        let names = try #require(prepared.names(theme: .reader, replaced: replaced))
        #expect(prepared.names(theme: .keep, replaced: replaced) == nil)
        var rewrites = 0
        let entry = names.entry(for: Self.plain) { rewrites += 1; return ReadingSystemStyles.rewrite($0, theme: .reader, replaced: replaced) }
        #expect(rewrites == 0, "already rewritten")
        #expect(entry.css == ReadingSystemStyles.rewrite(Self.plain, theme: .reader, replaced: replaced).css)
        _ = names.entry(for: Self.referencing) { rewrites += 1; return StyleRewrite(css: $0, findings: []) }
        #expect(rewrites == 1, "a block with references is rewritten per page first, so it is left for normalizing")
        // The book is the one built without the preparation.
        let book = try vault.book()
        var unprepared = analysis
        unprepared.preparedStyleSheets = nil
        #expect(try BookAssembler.assemble(unprepared, options: vault.options, templates: .builtIn).entries == book.entries)
    }

    @Test("the replaced-element names of Markdown notes count, as normalizing counts them, so a mixed vault uses the table")
    func markdownNames() throws {
        let vault = try TestVault([
            "a.html": html("<p>a</p>", head: "<style>\(Self.plain)</style>"),
            "b.md": "# B\n\n<img class=\"wide\" src=\"b.png\" alt=\"b\">\n",
            "book.yaml": "pages: [html, md]\n",
        ])
        let analysis = try vault.analyze()
        let replaced = ReplacedNames(of: analysis.pages.values)
        #expect(replaced.classes.contains("wide"))
        #expect(try #require(analysis.preparedStyleSheets).names(theme: .reader, replaced: replaced) != nil)
    }
}
