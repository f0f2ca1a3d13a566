@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Both editions from one build (--format epub,pdf)")
struct EditionsTests {
    @Test("the print edition is written first, each format once; none given is an EPUB")
    func writingOrder() {
        #expect(BuildAction.writingOrder([.epub, .pdf]) == [.pdf, .epub])
        #expect(BuildAction.writingOrder([.pdf, .epub, .pdf]) == [.pdf, .epub])
        #expect(BuildAction.writingOrder([.directory]) == [.directory])
        #expect(BuildAction.writingOrder([]) == [.epub])
    }

    @Test("a file of one format names the others beside it; anything else is a folder that gets <slug>.<extension>")
    func outputPaths() {
        #expect(BuildAction.outputPaths("out/book.epub", slug: "s", formats: [.epub, .pdf]) == [.epub: "out/book.epub", .pdf: "out/book.pdf"])
        #expect(BuildAction.outputPaths("out/Book.PDF", slug: "s", formats: [.epub, .pdf]) == [.epub: "out/Book.epub", .pdf: "out/Book.PDF"])
        #expect(BuildAction.outputPaths("out", slug: "s", formats: [.epub, .pdf]) == [.epub: "out/s.epub", .pdf: "out/s.pdf"])
        #expect(BuildAction.outputPaths(nil, slug: "s", formats: [.pdf, .epub]) == [.epub: "dist/s.epub", .pdf: "dist/s.pdf"])
        #expect(BuildAction.outputPaths("out", slug: "s", formats: [.directory, .pdf]) == [.directory: "out/s", .pdf: "out/s.pdf"])
        #expect(BuildAction.outputPaths("out/tree", slug: "s", formats: [.directory]) == [.directory: "out/tree"], "one format: as before")
    }

    @Test("one build writes the PDF and the EPUB with its pages, the same files two runs write; findings shown once")
    func bothEditions() throws {
        guard WeasyPrint.isInstalled(skipping: "the print edition's run") else { return }
        let vault = try TestVault([
            "Part-I-One/01-a.html": "<html lang=\"en\"><head><title>A</title></head><body><h1>A</h1><p>First page.</p></body></html>",
            "Part-II-Two/01-b.html": "<html lang=\"en\"><head><title>B</title></head><body><h1>B</h1><p>Second page.</p><img src=\"x.png\"></body></html>",
            "Part-II-Two/x.png": "png",
        ])
        let both = try BuildAction.run(vault.options, output: vault.output + "/both/book.epub", formats: [.epub, .pdf])
        #expect(both.map(\.format) == [.pdf, .epub])
        #expect(both.map(\.outputPath) == [vault.output + "/both/book.pdf", vault.output + "/both/book.epub"])
        #expect(both.map(\.repeatsFindings) == [false, true])
        #expect(both[1].book.diagnostics.contains { $0.id == DiagnosticID.imageMissingAlt.rawValue }, "each result has the book's findings")
        var paged = vault.options
        paged.pagesFromPrint = true
        let epub = try BuildAction.run(paged, output: vault.output + "/one/book.epub", format: .epub)
        let pdf = try BuildAction.run(vault.options, output: vault.output + "/one/book.pdf", format: .pdf)
        let read = { (path: String?) in try Data(contentsOf: URL(fileURLWithPath: try #require(path))) }
        #expect(try read(both[1].outputPath) == read(epub.outputPath), "the EPUB with the PDF's page-list, byte for byte")
        #expect(try read(both[0].outputPath) == read(pdf.outputPath))
        let nav = try #require(both[1].book.entries.first { $0.path.hasSuffix("nav.xhtml") }?.contents)
        #expect(String(decoding: nav, as: UTF8.self).contains("epub:type=\"page-list\""))
    }
}

@Suite("Editions a finding stops")
struct StoppedEditionsTests {
    @Test("a book its findings stop is written in no format; its result names the first format asked for")
    func unwrittenFormat() throws {
        let vault = try TestVault(["a.html": "<html lang=\"en\"><head><title>A</title></head><body><h1>A</h1><img src=\"x.png\"></body></html>",
                                   "x.png": "png"])
        var options = vault.options
        options.strict = true
        let outcomes = try BuildAction.run(options, output: vault.output + "/", formats: [.epub, .pdf])
        #expect(outcomes.count == 1 && outcomes[0].outputPath == nil)
        #expect(outcomes[0].format == .pdf)
    }
}
