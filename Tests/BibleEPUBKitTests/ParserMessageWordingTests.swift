@testable import BibleEPUBKit
import Testing

/// libxml2's messages reach the author in plain words with a hint, the original text kept at the end.
@Suite("Parser messages in plain words")
struct ParserMessageWordingTests {
    @Test("known templates are explained with their names filled in; unknown text stays as libxml2 wrote it")
    func templates() {
        let stray = ParserMessageWording.explain("Unexpected end tag : p")
        #expect(stray.message.hasPrefix("a stray </p> that closes no open <p>") && stray.message.hasSuffix("(libxml2: Unexpected end tag : p)"))
        #expect(stray.hint == "remove the </p>, or add the <p> it was meant to close")
        let mismatch = ParserMessageWording.explain("Opening and ending tag mismatch: noframes and p")
        #expect(mismatch.message.hasPrefix("</p> arrived while <noframes> was still open") && mismatch.hint == "close <noframes> before </p>")
        #expect(ParserMessageWording.explain("htmlParseEntityRef: no name").hint == "write &amp; for an ampersand")
        let unknown = ParserMessageWording.explain("Something new happened")
        #expect(unknown.message == "the parser repaired the markup: Something new happened" && unknown.hint == nil)
        #expect(ParserMessageWording.explain("Unexpected end tag : ").hint == nil, "a name must be there")
    }

    @Test("a page with a bare ampersand and a stray end tag gets the plain findings at their lines")
    func onPage() throws {
        let vault = try TestVault(["a.html": "<!DOCTYPE html><html lang=\"en\"><head><title>A</title></head><body>\n<p>Fish & chips</p>\n</hr>\n</body></html>"])
        let findings = try vault.book().diagnostics.filter { $0.id == DiagnosticID.markupParserRepair.rawValue }
        #expect(findings.contains { $0.line == 2 && $0.hint == "write &amp; for an ampersand" })
        #expect(findings.contains { $0.line == 3 && $0.message.hasPrefix("a stray </hr>") })
    }
}
