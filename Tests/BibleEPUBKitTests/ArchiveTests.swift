@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Archive and output", .serialized)
struct ArchiveTests {
    func buildEPUB(_ vault: TestVault, name: String) throws -> [UInt8] {
        let outcome = try BuildAction.run(vault.options, output: vault.output + "/" + name, format: .epub)
        #expect(outcome.outputPath != nil)
        return Array(try Data(contentsOf: URL(fileURLWithPath: vault.output + "/" + name)))
    }

    @Test("mimetype is the first entry, stored, at bytes 30..58, with no extra field")
    func mimetype() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>")])
        let bytes = try buildEPUB(vault, name: "a.epub")
        #expect(Array(bytes[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
        #expect(bytes[8] == 0 && bytes[9] == 0, "compression method: stored")
        #expect(bytes[28] == 0 && bytes[29] == 0, "extra field length 0")
        #expect(String(decoding: bytes[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: bytes[38..<58], as: UTF8.self) == "application/epub+zip")
    }

    @Test("pages deflated on the worker threads read back through libzip with matching CRCs")
    func precompressedPages() throws {
        let options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let deflatedPages = book.entries.filter { if case .deflated = $0.source { return true } else { return false } }
        #expect(deflatedPages.count == book.pageCount)
        let folder = FileManager.default.temporaryDirectory.path + "/precompressed-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try BookWriter.write(book, to: folder + "/book.epub", format: .epub, vaultRoot: Repository.sampleVault)
        let stored = try ZipReader.contents(of: folder + "/book.epub")
        #expect(stored.count == book.entries.count)
        for entry in book.entries where entry.contents != nil {
            #expect(stored[entry.path] == entry.contents, "\(entry.path)")
        }
    }

    @Test("a build that keeps its spent trees until exit writes the same book and keeps one tree per page")
    func treesKeptUntilExit() throws {
        var options = BuildOptions(vault: Repository.sampleVault, sourceDateEpoch: "0")
        let freed = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn,
                                               consumingTrees: true)
        options.keepsTreesUntilExit = true
        let keptBefore = ProcessLifetime.keptCount
        let kept = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn,
                                              consumingTrees: true)
        #expect(ProcessLifetime.keptCount - keptBefore == kept.pageCount)
        #expect(kept.entries == freed.entries)
        #expect(ProcessLifetime.mayKeepTrees(pageBytes: 2_600_000), "the real vault's 2.6 MB of pages")
        #expect(!ProcessLifetime.mayKeepTrees(pageBytes: 23_000_000), "the 10,000-page benchmark vault's 23 MB")
    }

    @Test("figures larger than the archive's write buffer stream through intact, in an archive libzip checks")
    func largeFigures() throws {
        // Real PNG signatures (a build leaves out an image whose bytes are not its type), then bytes that do not compress.
        var large = [UInt8](repeating: 0, count: 3 * ArchiveFileSink.flushSize + 12_345)
        for index in large.indices { large[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 13) }
        large.replaceSubrange(0..<TestImage.png.count, with: TestImage.png)
        let small: [UInt8] = TestImage.png + Array(large[100..<5_000])
        let vault = try TestVault(["a.html": html("<p>x</p><img src='large.png' alt='l'><img src='small.png' alt='s'>")],
                                  binary: ["large.png": large, "small.png": small])
        _ = try buildEPUB(vault, name: "large.epub")
        let stored = try ZipReader.contents(of: vault.output + "/large.epub")
        #expect(stored["OEBPS/large.png"] == large)
        #expect(stored["OEBPS/small.png"] == small)
        #expect(try ZipReader.entries(of: vault.output + "/large.epub").first == ZipReader.Entry(name: "mimetype", isStored: true))
    }

    @Test("two builds are byte-identical, in any time zone")
    func reproducible() throws {
        let vault = try TestVault(["a.html": html("<p>x</p><img src='i.png' alt='i'>")], binary: ["i.png": TestImage.png])
        let original = ProcessInfo.processInfo.environment["TZ"]
        defer { if let original { setenv("TZ", original, 1) } else { unsetenv("TZ") }; tzset() }
        setenv("TZ", "UTC", 1); tzset()
        let first = try buildEPUB(vault, name: "1.epub")
        let second = try buildEPUB(vault, name: "2.epub")
        setenv("TZ", "America/Los_Angeles", 1); tzset()
        let pacific = try buildEPUB(vault, name: "3.epub")
        setenv("TZ", "Asia/Kolkata", 1); tzset()
        let india = try buildEPUB(vault, name: "4.epub")
        #expect(first == second)
        #expect(first == pacific)
        #expect(first == india)
    }

    @Test("an output path inside the vault is refused and nothing is written there")
    func outputInsideVault() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>")])
        #expect(throws: OutputError.insideVault(output: vault.root + "/book.epub", vault: vault.root)) {
            try BuildAction.run(vault.options, output: vault.root + "/book.epub", format: .epub)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.root) == ["a.html"])
    }

    @Test("a build with errors writes no file and leaves no temp file")
    func errorsWriteNothing() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>"), "book.yaml": "spine: [missing.html, a.html]\n"])
        let outcome = try BuildAction.run(vault.options, output: vault.output + "/book.epub", format: .epub)
        #expect(outcome.outputPath == nil)
        #expect(outcome.book.diagnostics.ids == ["spine.missing-entry"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.output).isEmpty)
    }

    @Test("--format directory writes the unzipped tree")
    func directory() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>")])
        let outcome = try BuildAction.run(vault.options, output: vault.output + "/tree", format: .directory)
        #expect(outcome.outputPath == vault.output + "/tree")
        #expect(FileManager.default.fileExists(atPath: vault.output + "/tree/OEBPS/a.xhtml"))
        #expect(FileManager.default.fileExists(atPath: vault.output + "/tree/mimetype"))
    }

    @Test("the default output is dist/<slug-of-title>.epub")
    func defaultOutput() {
        #expect(BookWriter.outputPath(nil, slug: "my-book", format: .epub) == "dist/my-book.epub")
        #expect(BookWriter.outputPath("out/", slug: "my-book", format: .epub) == "out/my-book.epub")
        #expect(BookWriter.outputPath("x.epub", slug: "my-book", format: .epub) == "x.epub")
        #expect(Slug.make("Claude's Xcode 26 Swift Bible") == "claude-s-xcode-26-swift-bible")
    }
}

@Suite("Templates")
struct TemplateTests {
    @Test("the built-in templates are exactly the files in Templates/ (run Scripts/embed-templates)")
    func embeddedMatchTemplatesFolder() throws {
        let folder = Repository.root + "/Templates"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == TemplateSet.embedded.keys.sorted())
        for name in names {
            let onDisk = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(TemplateSet.embedded[name] == onDisk, "\(name) differs from its embedded copy")
        }
    }

    @Test("placeholders are filled in one pass: values are never re-read, unknown keys and lone braces stay")
    func renderOnePass() {
        let templates = TemplateSet(files: ["t": "<a>{{title}}|{{lang}}|{{missing}}|{ {x}|{{title}}</a>{{"])
        let rendered = templates.render("t", ["title": "T {{lang}}", "lang": "en"])
        #expect(rendered == "<a>T {{lang}}|en|{{missing}}|{ {x}|T {{lang}}</a>{{")
    }

    @Test("a {{#key}}…{{/key}} section is kept without its markers for a non-empty value, left out for an empty one")
    func sections() {
        let templates = TemplateSet(files: ["t": "[{{#a}}<p>{{a}}</p>{{/a}}|{{#b}}<p>{{b}}</p>{{/b}}|{{#c}}kept{{/c}}|{{#a}}open"])
        let rendered = templates.render("t", ["a": "A {{#b}}", "b": ""])
        #expect(rendered == "[<p>A {{#b}}</p>||{{#c}}kept{{/c}}|{{#a}}open")
    }

    @Test("--templates overrides a built-in template")
    func override() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>"), "templates/nav.xhtml": "<custom>{{title}}</custom>"])
        let templates = try TemplateSet.overriding(from: vault.root + "/templates")
        let book = try BookAssembler.assemble(vault.analyze(), options: vault.options, templates: templates)
        #expect(vault.entry("OEBPS/nav.xhtml", in: book)?.hasPrefix("<custom>") == true)
    }
}
