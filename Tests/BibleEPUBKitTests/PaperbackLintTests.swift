@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Paperback checks: print.overflow and lint --store kdp-print")
struct PaperbackLintTests {
    @Test("text past the text block is reported at the vault page and the line of the element holding it")
    func overflowAtSourceLine() throws {
        var options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        options.recordsSourceLines = true
        let book = try BookAssembler.assemble(try VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        // Section p5 is Book 01's page; its body's 4th element (main, h1, p, pre) is the code block on line 28.
        let layout = PrintEngine.Layout(pages: 30, gutter: 0.375, passes: 1, bookmarks: 18,
                                        overflows: [PrintEngine.Overflow(location: "p5.3", page: 9, points: 40.5)])
        let found = PrintFindings.diagnostics(layout, book: book).filter { $0.id == DiagnosticID.printOverflow.rawValue }
        #expect(found.map(\.file) == ["Part-I-Getting-Started/Book-01-Hello-Swift.html"])
        #expect(found.map(\.line) == [28])
        #expect(found.first?.message.contains("40.5 pt") == true && found.first?.message.contains("page 9") == true)
        let unknown = PrintEngine.Layout(pages: 30, gutter: 0.375, passes: 1, bookmarks: 18,
                                         overflows: [PrintEngine.Overflow(location: "p999.0", page: 1, points: 3)])
        #expect(PrintFindings.diagnostics(unknown, book: book).isEmpty, "a place outside the book names no page")
    }

    @Test("a page count KDP refuses is an error for the store, a warning for a build")
    func pageCountSeverity() throws {
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(try VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let layout = PrintEngine.Layout(pages: 12, gutter: 0.375, passes: 1, bookmarks: 3)
        #expect(PrintFindings.diagnostics(layout, book: book).map(\.severity) == [.warning])
        #expect(PrintFindings.diagnostics(layout, book: book, forStore: true).map(\.severity) == [.error])
    }

    @Test("kdp-print is a profile of its own: the EPUB stores' rules (cover, book size, landmarks) stay silent")
    func paperbackProfile() throws {
        let profile = try #require(StoreProfile.named("kdp-print"))
        #expect(profile.paperback && StoreProfile.all["kdp-print"] == nil)
        let vault = try TestVault(["index.html": html("<h1>A</h1><p>Text.</p>")])
        let analysis = try vault.analyze()
        let context = LintContext(analysis: analysis, pipelineFindings: [], packagedFiles: [], store: profile)
        let epubRules: [any LintRule] = [StoreCoverRule(), StoreBookSizeRule(), StoreBodymatterRule(), StoreAccessibilityRule()]
        #expect(epubRules.flatMap { $0.check(context) }.isEmpty)
        #expect(StoreCreatorRule().check(context).map(\.id) == [DiagnosticID.storeCreator.rawValue], "a paperback needs an author too")
    }

    @Test("lint --store kdp-print lays the book out: overflowing text at its line, too few pages as an error, nothing written")
    func lintLaysOut() throws {
        guard WeasyPrint.isInstalled(skipping: "the paperback lint") else { return }
        let vault = try TestVault([
            "index.html": "<!DOCTYPE html>\n<html lang=\"en\"><head><title>Wide</title></head>\n<body><h1>Wide</h1>\n"
                + "<p>This sentence is kept on one line by the print style sheet and it is far longer than the text block of any paperback.</p>\n"
                + "<p>Short.</p></body></html>",
            "book.yaml": "creators: [Ann Author]\n",
        ])
        let templates = vault.root + "/../templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        let css = try String(contentsOfFile: Repository.root + "/Templates/print.css", encoding: .utf8) + "\np { white-space: nowrap !important; }\n"
        try css.write(toFile: templates + "/print.css", atomically: false, encoding: .utf8)
        var options = vault.options
        options.templatesPath = templates
        let before = try FileManager.default.subpathsOfDirectory(atPath: vault.root)
        let report = try Linter.run(options, store: StoreProfile.named("kdp-print"))
        let overflow = report.diagnostics.filter { $0.id == DiagnosticID.printOverflow.rawValue }
        #expect(overflow.map(\.file) == ["index.html"] && overflow.map(\.line) == [4])
        #expect(report.diagnostics.filter { $0.id == DiagnosticID.printPageCount.rawValue }.map(\.severity) == [.error])
        #expect(try FileManager.default.subpathsOfDirectory(atPath: vault.root) == before)
        options.templatesPath = nil
        #expect(try Linter.run(options, store: StoreProfile.named("kdp-print")).diagnostics.allSatisfy { $0.id != DiagnosticID.printOverflow.rawValue },
                "the built-in print.css wraps the same line")
    }
}
