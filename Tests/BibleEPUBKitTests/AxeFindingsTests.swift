@testable import BibleEPUBKit
import Foundation
import Testing

/// #52 item 1: axe-core's violations from the render check become `a11y.<rule>` findings at the vault page and line.
@Suite("axe-core findings")
struct AxeFindingsTests {
    @Test("the n-th start tag in document order, past comments, CDATA, processing instructions and the doctype")
    func startTags() {
        let xml = Array(#"<?xml version="1.0"?><!DOCTYPE html><html><!-- <p> --><body><![CDATA[<b>]]><p>a</p><img/></body></html>"#.utf8)
        let names = (0..<4).map { index in
            AxeFindings.startOfElement(index, in: xml).map { String(decoding: xml[($0 + 1)...].prefix { $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }, as: UTF8.self) }
        }
        #expect(names == ["html", "body", "p", "img"])
        #expect(AxeFindings.startOfElement(4, in: xml) == nil && AxeFindings.startOfElement(-1, in: xml) == nil)
    }

    @Test("a violation in the report is an a11y.<rule> warning at the vault page's source line, with the WCAG criteria")
    func placedAtLine() throws {
        let source = html("<h1>A</h1>\n<p>Text.</p>\n<p><a href=\"a.html\"><img src=\"fig.png\"/></a></p>")
        let vault = try TestVault(["a.html": source, "fig.png": "png"])
        var options = vault.options
        options.recordsSourceLines = true
        let outcome = try BuildAction.run(options, output: vault.output + "/a.epub", format: .epub)
        let linkLine = try #require(source.components(separatedBy: "\n").firstIndex { $0.contains("<a href") }) + 1
        let book = try #require(outcome.outputPath)
        let xhtml = try #require(try ZipReader.contents(of: book)["OEBPS/a.xhtml"])
        let link = String(decoding: xhtml, as: UTF8.self).components(separatedBy: "<").filter { !$0.hasPrefix("/") && !$0.hasPrefix("!") && !$0.hasPrefix("?") }
            .firstIndex { $0.hasPrefix("a href") }
        let report = """
            [{"book": "\(book)", "share": 100.0, "documents": [{"href": "OEBPS/a.xhtml", "problems": [{"kind": "a11y.link-name", "message": "m"}],
              "violations": [{"id": "link-name", "help": "Links must have discernible text", "tags": ["wcag2a"],
                              "nodes": [{"target": "a", "html": "<a xmlns=\\"http://www.w3.org/1999/xhtml\\" href=\\"a.xhtml\\">", "element": \(try #require(link) - 1)}]}]}]}]
            """
        let found = try RenderCheck.diagnostics(fromJSON: Data(report.utf8), pages: BuildResult(outcome).vaultPaths, book: book,
                                                sourceLines: BuildResult(outcome).sourceLines)
        #expect(found.map(\.id) == ["a11y.link-name"])
        #expect(found.first?.file == "a.html" && found.first?.line == linkLine)
        #expect(found.first?.message == "Links must have discernible text: <a href=\"a.xhtml\">")
        #expect(found.first?.hint?.hasPrefix("WCAG 2.4.4, 4.1.2 (level A); axe-core's rule link-name") == true)
    }

    @Test("axe-core runs again at a tablet's size: a contrast failure only a wide screen's media query makes is found there (skipped without QtWebEngine and axe-core)")
    func tabletSize() throws {
        guard let engine = RenderCheck.locate(environment: ProcessInfo.processInfo.environment), engine.axe != nil else {
            print("skipped: the render check with axe-core needs \(RenderCheck.installHint)")
            return
        }
        let vault = try TestVault([
            "index.html": html("<h1>Wide screens</h1>\n<p class=\"faint\">This paragraph turns pale grey on screens wider than a phone.</p>",
                               head: "<style>@media (min-width: 600px) { p.faint { color: #d0d0d0; } }</style>"),
            "book.yaml": "theme: keep\n",
        ])
        var options = vault.options
        options.recordsSourceLines = true
        let outcome = try BuildAction.run(options, output: vault.output + "/wide.epub", format: .epub)
        let result = BuildResult(outcome)
        let found = try RenderCheck.check(try #require(outcome.outputPath), with: engine, pages: result.vaultPaths, sourceLines: result.sourceLines)
        let contrast = found.filter { $0.id == "a11y.color-contrast" }
        #expect(contrast.map(\.file) == ["index.html"] && contrast.map(\.line) == [10])
        #expect(contrast.first?.message.hasSuffix("(at a tablet's size)") == true)
    }

    @Test("axe-core is found through BIBLE_EPUB_AXE, else under XDG_DATA_HOME or ~/.local/share; nil when absent")
    func locate() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/axe-locate-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/bible-epub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("axe".utf8).write(to: URL(fileURLWithPath: folder + "/bible-epub/axe.min.js"))
        #expect(RenderCheck.locateAxe(environment: ["XDG_DATA_HOME": folder]) == folder + "/bible-epub/axe.min.js")
        #expect(RenderCheck.locateAxe(environment: ["BIBLE_EPUB_AXE": folder + "/bible-epub/axe.min.js", "HOME": "/nonexistent"]) != nil)
        #expect(RenderCheck.locateAxe(environment: ["XDG_DATA_HOME": folder + "/none", "HOME": "/nonexistent"]) == nil)
    }
}
