@testable import BibleEPUBKit
import Foundation
import Testing

/// What a reader sees: the author's design kept where it works on e-readers, the app's scroll shell and chrome gone,
/// and the render check (`Scripts/render-check`, built into `build --check`) wired to the vault's pages.
@Suite("Readable book")
struct ReadableBookTests {
    /// (selector, property) pairs of the real vault's stylesheets that make its design: they must ship.
    static let keptDesign: [(String, String)] = [
        ("body", "font-family"), ("body", "font-size"), ("body", "line-height"),
        ("h1", "font-size"), ("h1", "font-weight"), ("h2", "border-bottom"), ("h2", "counter-increment"), ("h2::before", "content"),
        ("h3", "font-size"), ("p::before", "content"), ("code", "border"), ("code", "border-radius"), ("code", "padding"),
        ("pre", "border"), ("pre", "border-radius"), ("pre", "padding"), ("pre", "font-size"), ("a", "border-bottom"),
        (".scope-note", "border-left"), ("hr", "border-top"),
    ]
    /// What only works in the app's scrolling window: none of it may ship.
    static let appOnly: [(String, String)] = [
        ("html, body", "height"), ("body", "display"), ("body", "background"), ("body", "color"), ("body", "text-shadow"),
        (".content", "overflow-y"), ("pre", "overflow-x"), ("pre", "background"), ("code", "color"),
    ]

    @Test("real vault: the author's fonts, sizes, borders and heading styles ship; the app shell and page colours do not")
    func realVaultDesign() throws {
        guard Repository.hasRealVault else {
            print("skipped: \(Repository.realVault) is absent")
            return
        }
        let options = BuildOptions(vault: Repository.realVault, sourceDateEpoch: "0")
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let sheets = book.entries.filter { $0.path.hasPrefix("OEBPS/styles/page-") }.compactMap(\.contents)
            .map { StyleSheet(String(decoding: $0, as: UTF8.self)) }
        #expect(!sheets.isEmpty)
        let shipped = Set(sheets.flatMap(\.rules).flatMap { rule in
            rule.declarations.map { "\(rule.selectors.joined(separator: ", "))|\($0.name)" }
        })
        for (selector, property) in Self.keptDesign { #expect(shipped.contains("\(selector)|\(property)"), "\(selector) { \(property) } was lost") }
        for (selector, property) in Self.appOnly { #expect(!shipped.contains("\(selector)|\(property)"), "\(selector) { \(property) } shipped") }
        let pages = book.entries.filter { $0.path.hasSuffix(".xhtml") }.compactMap(\.contents).map { String(decoding: $0, as: UTF8.self) }
        #expect(pages.count > 200)
        for chrome in ["<header class=\"page\"", "<footer class=\"page\"", "<ol class=\"lines\""] {
            #expect(pages.filter { $0.contains(chrome) }.isEmpty, "\(chrome) still in the book")
        }
    }

    @Test("the built-in render check is exactly Scripts/render-check and the two files it reads (run Scripts/embed-render-check)")
    func embeddedScript() throws {
        #expect(RenderCheck.script == (try String(contentsOfFile: Repository.root + "/Scripts/render-check", encoding: .utf8)))
        #expect(RenderCheck.wordsModule == (try String(contentsOfFile: Repository.root + "/Scripts/render_check_words.py", encoding: .utf8)))
        #expect(RenderCheck.geometryScript == (try String(contentsOfFile: Repository.root + "/Scripts/render_check_geometry.js", encoding: .utf8)))
    }

    @Test("render-check reports become render.* findings at the vault page; a book under 99.5% visible is an error")
    func reportToDiagnostics() throws {
        let report = #"""
            [{"book": "b.epub", "share": 80.0, "documents": [
              {"href": "OEBPS/Part-I/page.xhtml", "problems": [{"kind": "clipped", "message": "clipped: 90 words cut off by div.content"}]},
              {"href": "OEBPS/other.xhtml", "problems": []}]}]
            """#
        let findings = try RenderCheck.diagnostics(fromJSON: Data(report.utf8), pages: ["Part-I/page.xhtml": "Part-I/page.html"])
        #expect(findings.map(\.id) == ["render.visible-words", "render.clipped"])
        #expect(findings.last?.file == "Part-I/page.html")
        #expect(findings.first?.severity == .error)
        let passing = #"[{"share": 99.9, "documents": [{"href": "OEBPS/a.xhtml", "problems": []}]}]"#
        #expect(try RenderCheck.diagnostics(fromJSON: Data(passing.utf8), pages: [:]).isEmpty)
    }

    @Test("build --check renders the sample vault in pages: every word visible (skipped without QtWebEngine)")
    func checkRendersSample() throws {
        guard RenderCheck.locate(environment: ProcessInfo.processInfo.environment) != nil else {
            print("skipped: the render check needs \(RenderCheck.installHint)")
            return
        }
        let output = FileManager.default.temporaryDirectory.path + "/bible-epub-render-\(getpid()).epub"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let (status, _, stderr) = try runCLI(["build", Repository.sampleVault, "--output", output, "--check"])
        #expect(status == 0, "\(stderr)")
        #expect(stderr.contains("render check: \(output): every word visible in pages"))
    }

    @Test("a cover taller than the page fits one page; an image-only cover page spills, and the render check says so (skipped without QtWebEngine)")
    func coverFitsOnePage() throws {
        guard let engine = RenderCheck.locate(environment: ProcessInfo.processInfo.environment) else {
            print("skipped: the render check needs \(RenderCheck.installHint)")
            return
        }
        let cover = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Repository.sampleVault + "/cover.jpg"))) // 1600x2400: taller than a 332x469 page
        let vault = try TestVault(["a.html": html("<h1>A</h1><p>Text.</p>")], binary: ["cover.jpg": cover])
        let templates = vault.root + "-templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: templates) }
        // The image alone at its width, as the cover page was before: taller than the page by a sliver.
        try #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="{{lang}}" xml:lang="{{lang}}"><head><meta charset="utf-8"/><title>{{title}}</title>
            <style>html, body { margin: 0; padding: 0; height: 100%; } img { max-width: 100%; max-height: 100%; height: auto; }</style></head>
            <body><section><img src="{{cover_href}}" alt="{{cover_alt}}"/></section></body></html>
            """#.write(toFile: templates + "/cover.xhtml", atomically: true, encoding: .utf8)
        var spills: [Bool] = []
        for extra in [[], ["--templates", templates]] {
            let output = vault.root + "-cover-\(spills.count).epub"
            defer { try? FileManager.default.removeItem(atPath: output) }
            let (status, _, stderr) = try runCLI(["build", vault.root, "--output", output] + extra)
            #expect(status == 0, "\(stderr)")
            let findings = try RenderCheck.check(output, with: engine, pages: [:])
            spills.append(findings.contains { $0.id == "render.spill" && $0.file.hasSuffix("cover.xhtml") })
        }
        #expect(spills == [false, true], "the built-in cover page fits; the image-only one spills onto a second page")
    }
}
