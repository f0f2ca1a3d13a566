@testable import BibleEPUBKit
import Foundation
import Testing

/// Hostile input, third round: single inputs that made the build's work grow with the square of their size, each at
/// the size that hung or more. The time limit is the guard (the quadratic code took minutes), not a speed goal: the
/// debug build these run in is ten times slower than the release build `Scripts/bench` measures.
@Suite("Inputs that hung the build", .timeLimit(.minutes(1)))
struct QuadraticInputTests {
    @Test("an SVG text of 1,600,000 entity references (400,000 took 20 s, 1,600,000 was killed at 240 s)")
    func entityReferences() throws {
        let text = String(repeating: "&amp;", count: 1_600_000)
        let vault = try TestVault(["a.html": html("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>\(text)</text></svg>")])
        let (_, xhtml) = try Hostile.page(vault)
        #expect(xhtml.contains(String(repeating: "&amp;", count: 1_000)))
    }

    @Test("text merged from 1,000,000 pieces in one element grows in place")
    func mergedText() {
        let parent = Element("p")
        for _ in 0..<1_000_000 { LibXML2.appendText("ab", to: parent) }
        #expect(parent.children.count == 1 && parent.textContent().utf8.count == 2_000_000)
    }

    @Test("an element with 1,000,000 attributes keeps the first 2,000 (100,000 took over a minute), lines stay")
    func manyAttributes() throws {
        let attributes = (0..<1_000_000).map { " data-a\($0)=\"v\($0 % 10)\"" }.joined()
        let vault = try TestVault(["a.html": html("<p id=\"p\"\(attributes)\n title=\"x > y\">first</p>\n<p>second <a href=\"#missing\">x</a></p>")])
        let outcome = try Hostile.build(vault).get()
        let dropped = outcome.book.diagnostics.filter { $0.id == "markup.attribute-dropped" && $0.message.contains("past the first") }
        #expect(dropped.count == 1 && dropped.first?.line == 9)
        let xhtml = try #require(vault.entry("OEBPS/a.xhtml", in: outcome.book))
        #expect(xhtml.contains("data-a1998=") && !xhtml.contains("data-a1999=")) // id is the first of the 2,000
        #expect(xhtml.contains("first") && xhtml.contains("second"))
        #expect(outcome.book.diagnostics.first { $0.id == "link.missing-fragment" }?.line == 11)
    }

    @Test("a quoted value holding < and > does not end the tag or hide its attributes from the count")
    func quotedBrackets() {
        var bytes = Array(("<p" + String(repeating: " a=\"<>\"", count: 3_000) + ">x</p>").utf8)
        var diagnostics: [Diagnostic] = []
        AttributeLimit.apply(to: &bytes, file: "a.html", diagnostics: &diagnostics)
        #expect(diagnostics.count == 1)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix(">x</p>"))
        var plain = Array("<p a=1 b c='d'>text with < and > in it</p>".utf8)
        let before = plain
        AttributeLimit.apply(to: &plain, file: "a.html", diagnostics: &diagnostics)
        #expect(plain == before && diagnostics.count == 1)
    }
}
