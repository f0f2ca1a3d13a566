import BibleEPUBKit
import Foundation
import Testing

@Suite("Hostile input: malformed HTML")
struct MalformedHTMLTests {
    @Test("unclosed and misnested tags, stray </html>: valid output, repairs reported with lines")
    func misnested() throws {
        let vault = try TestVault(["a.html": "<html><body>\n<p><b><i>bold italic</b></i>\n<div><span>open\n</html></html>\n<p>after the end</p>"])
        let (book, xhtml) = try Hostile.page(vault)
        #expect(xhtml.contains("bold italic") && xhtml.contains("after the end"))
        #expect(book.diagnostics.with("markup.parser-repair").allSatisfy { $0.line > 0 })
        #expect(!book.diagnostics.with("markup.parser-repair").isEmpty)
    }

    @Test("a footer written after </html> ends the body, and the head's comments stay out of it: no second document nested as divs", arguments: [
        "<p align=center><small><i>Last modified</small></i></p>", "<html><head><title>x</title></head><body><p>Last modified</p></body></html>",
    ])
    func afterTheDocument(footer: String) throws {
        let page = "<!DOCTYPE html>\n<html><head>\n<title>T</title>\n<!-- path= -->\n</head>\n<body>\n<h1>Title</h1>\n<p>Text.</p>\n</body></html>\n" + footer
        let (_, xhtml) = try Hostile.page(try TestVault(["a.html": page]))
        #expect(!xhtml.contains("<div"))
        #expect(!xhtml.contains("path="))
        let body = try #require(xhtml.range(of: "<body>").map { xhtml[$0.upperBound...] })
        #expect(body.hasPrefix("\n<h1") && body.contains("Text.</p>\n<p") && body.contains("Last modified"))
    }

    @Test("garbage and NUL bytes: no crash, NULs reported")
    func garbage() throws {
        var bytes: [UInt8] = Array("<p>start".utf8)
        var seed: UInt32 = 7
        for _ in 0..<4096 { seed = seed &* 1_103_515_245 &+ 12345; bytes.append(UInt8(truncatingIfNeeded: seed >> 16)) }
        bytes += [0, 0] + Array("end</p>".utf8)
        let vault = try TestVault([:], binary: ["a.html": bytes])
        let (book, _) = try Hostile.page(vault)
        #expect(book.diagnostics.ids.contains("encoding.nul-byte"))
    }

    @Test("a 0-byte page builds with a title from its file name")
    func empty() throws {
        let vault = try TestVault(["a.html": ""])
        let (_, xhtml) = try Hostile.page(vault)
        #expect(xhtml.contains("<title>A</title>"))
    }

    @Test("10,000-deep nesting is flattened past the depth limit and reported, without a stack overflow")
    func deepNesting() throws {
        let depth = 10_000
        let vault = try TestVault(["a.html": "<body>" + String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth)])
        let (book, xhtml) = try Hostile.page(vault)
        #expect(xhtml.contains("deep"))
        #expect(book.diagnostics.ids.contains("markup.too-deep") || book.diagnostics.ids.contains("markup.parser-repair"))
    }

    @Test("comments with --, CDATA in HTML, duplicate attributes: well-formed output")
    func xmlHazards() throws {
        let vault = try TestVault(["a.html": html(#"<!-- a -- b --- c --><p class="x" class="y" id="p">text</p><![CDATA[ raw <b> ]]><p>after</p>"#)])
        let (_, xhtml) = try Hostile.page(vault)
        #expect(xhtml.contains(#"<p class="x" id="p">text</p>"#))
        #expect(xhtml.contains("after"))
    }

    /// Scripts/asan sets BIBLE_EPUB_HUGE_PAGE_MB lower: the same code paths; at 50 MB the test alone set the ASan run's length.
    @Test("a 50 MB page builds (bounded work, valid output)")
    func hugePage() throws {
        let megabytes = Int(ProcessInfo.processInfo.environment["BIBLE_EPUB_HUGE_PAGE_MB"] ?? "") ?? 50
        let paragraph = "<p>" + String(repeating: "All work and no play makes a large page. ", count: 25) + "</p>\n"
        let count = megabytes * 1_000_000 / paragraph.utf8.count
        let vault = try TestVault(["a.html": "<html><body>" + String(repeating: paragraph, count: count) + "</body></html>"])
        let outcome = try Hostile.build(vault).get()
        #expect(outcome.outputPath != nil)
        #expect(outcome.book.pageCount == 1)
    }
}

@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    @Test("every input the fuzzer once broke the normalizer with now gives well-formed XHTML",
          arguments: (try? FileManager.default.contentsOfDirectory(atPath: Repository.root + "/Tests/Fixtures/fuzz-regressions")) ?? [])
    func regression(name: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/Fixtures/fuzz-regressions/" + name)))
        let xhtml = StandaloneNormalizer.xhtml(for: bytes)
        #expect(LibXML2.parseXML(xhtml).errors.isEmpty, "\(name)")
    }

    @Test("every page Scripts/fuzz-validity once found EPUBCheck rejecting builds into a book it passes 0/0/0")
    func validityRegressions() throws {
        let folder = Repository.root + "/Tests/Fixtures/fuzz-regressions"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("validity-") }.sorted()
        #expect(!names.isEmpty)
        var files: [String: String] = [:]
        for name in names { files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
        let vault = try TestVault(files)
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--quiet"])
        #expect(status == 0, "\(stderr)")
        guard let epubcheck = EPUBCheck.locate(environment: ProcessInfo.processInfo.environment) else {
            print("notice: EPUBCheck is not installed; skipping the fuzz regressions' EPUBCheck run (Scripts/setup installs it)")
            return
        }
        let findings = try EPUBCheck.check(vault.output + "/a.epub", with: epubcheck).filter { $0.severity != .info }
        #expect(findings.isEmpty, "\(findings.prefix(10).map(\.formatted))")
    }

    @Test("attribute names: prefixes other than xml/xlink/epub, empty local names and extra colons are dropped")
    func attributeNames() {
        #expect(XHTMLSerializer.isSerializable("xlink:href", inSVG: true))
        #expect(!XHTMLSerializer.isSerializable("xlink:href"))
        #expect(!XHTMLSerializer.isSerializable("xlink:"))
        #expect(!XHTMLSerializer.isSerializable("a:b:c"))
        #expect(!XHTMLSerializer.isSerializable("foo:bar"))
        #expect(!XHTMLSerializer.isSerializable(":x"))
    }
}
