@testable import BibleEPUBKit
import Testing

@Suite("Permalink anchors")
struct PermalinkTests {
    @Test("a sign or an icon linking to a place on its own page (or to no place) goes, its id kept; words, images and other pages' links stay")
    func permalinksRemoved() throws {
        let vault = try TestVault([
            "a.html": """
                <html lang="en"><head><title>API</title></head><body><h1>API</h1>
                <h2 id="intro">Intro<a class="headerlink" href="#intro">¶</a></h2>
                <p class="src"><a id="t:Hints" class="def">Hints</a> :: Int <a href="#t:Hints" class="selflink">#</a></p>
                <p class="src">Eq Hints <a href="#t:Eq" class="selflink">#</a> <a href="#gone">link</a></p>
                <h3 id="x"><a class="anchor" id="user-content-x" href="#x"><svg width="16" height="16"><path d="M0 0h16"/></svg></a>X</h3>
                <p>See <a href="#intro">the introduction</a>, <a href="b.html">#</a> and <a href="#top"><img src="up.png" alt="Back to top"/></a>.</p>
                <table><tr><td>Jump to: <a href="#index-symbols"><b>#</b></a> <a href="#index-a"><b>A</b></a></td></tr></table>
                <h2 id="index-symbols">#</h2><p>#include</p><h2 id="index-a">A</h2><p>alpha</p>
                </body></html>
                """,
            "b.html": "<html lang=\"en\"><head><title>B</title></head><body><h1>B</h1><p>Other.</p></body></html>",
            "up.png": "png",
        ])
        let book = try vault.book()
        let xhtml = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        #expect(!xhtml.contains("¶") && !xhtml.contains(">#</a> ::") && !xhtml.contains("selflink") && !xhtml.contains("<svg"))
        #expect(xhtml.contains("Eq Hints  link</p>"), "a sign to no id on the page goes (Haddock's instances); a word to none stays")
        let missing = book.diagnostics.filter { $0.id == DiagnosticID.linkMissingFragment.rawValue }
        #expect(missing.compactMap(\.target).sorted() == ["#gone", "#top"])
        #expect(xhtml.contains("<span id=\"user-content-x\"></span>"), "an id the removed link carried stays a target")
        #expect(xhtml.contains(">the introduction</a>") && xhtml.contains("alt=\"Back to top\"") && xhtml.contains(">#</a> and"))
        #expect(xhtml.contains("<a href=\"#index-symbols\"><b>#</b></a>"), "an index's # row points elsewhere on the page: no permalink")
        let findings = book.diagnostics.filter { $0.id == DiagnosticID.webPermalink.rawValue }
        #expect(findings.map(\.file) == ["a.html"])
        #expect(findings.first?.message.hasSuffix(Diagnostic.repeatedSuffix(4)) == true)
    }
}
