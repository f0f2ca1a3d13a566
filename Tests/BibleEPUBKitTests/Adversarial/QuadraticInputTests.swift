@testable import BibleEPUBKit
import Foundation
import Testing

/// Hostile input, third round: single inputs that made the build's work grow with the square of their size, at the
/// size that hung. Each asserts what the fix does (the cut, the merged text), and bounds the time at a minute, many
/// times what the linear code takes in a loaded debug or AddressSanitizer build, where the quadratic code took many
/// minutes. A guard against a return to quadratic work, not a speed goal (those are `Scripts/bench`'s).
@Suite("Inputs that hung the build")
struct QuadraticInputTests {
    /// Runs `body`, expecting it to finish within `limit`.
    private func linear(within limit: Duration = .seconds(60), _ body: () throws -> Void) rethrows {
        let elapsed = try ContinuousClock().measure(body)
        #expect(elapsed < limit, "took \(elapsed): quadratic again?")
    }

    @Test("an SVG file whose text is 400,000 references to its own entity (400,000 took 20 s; text was copied per reference)")
    func svgFileEntities() throws {
        let svg = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY e \"x\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><text>"
            + String(repeating: "&e;", count: 400_000) + "</text></svg>"
        let vault = try TestVault(["a.html": html(#"<img src="f.svg" alt="F">"#), "f.svg": svg])
        try linear {
            let outcome = try Hostile.build(vault).get()
            let entry = try #require(outcome.book.entries.first { $0.path == "OEBPS/f.svg" })
            #expect(String(decoding: entry.contents ?? [], as: UTF8.self).contains(String(repeating: "x", count: 400_000)))
        }
    }

    @Test("text merged from 600,000 pieces in one element grows in place")
    func mergedText() {
        let parent = Element("p")
        linear {
            for _ in 0..<600_000 { LibXML2.appendText("ab", to: parent) }
        }
        #expect(parent.children.count == 1 && parent.textContent().utf8.count == 1_200_000)
    }

    @Test("an element with 10,000 attributes keeps the first 2,000, reported at its line; lines after it stay")
    func manyAttributes() throws {
        let attributes = (0..<10_000).map { " data-a\($0)=\"v\($0 % 10)\"" }.joined()
        let vault = try TestVault(["a.html": html("<p id=\"p\"\(attributes)\n title=\"x > y\">first</p>\n<p>second <a href=\"#missing\">x</a></p>")])
        let outcome = try Hostile.build(vault).get()
        let dropped = outcome.book.diagnostics.filter { $0.id == "markup.attribute-dropped" && $0.message.contains("past the first") }
        #expect(dropped.count == 1 && dropped.first?.line == 9)
        let xhtml = try #require(vault.entry("OEBPS/a.xhtml", in: outcome.book))
        #expect(xhtml.contains("data-a1998=") && !xhtml.contains("data-a1999=")) // id is the first of the 2,000
        #expect(xhtml.contains("first") && xhtml.contains("second"))
        #expect(outcome.book.diagnostics.first { $0.id == "link.missing-fragment" }?.line == 11)
    }

    @Test("100,000 attributes (53-82 s in libxml2's duplicate check) are cut before libxml2 reads them")
    func attributeLimitScale() {
        var bytes = Array(("<p" + String(repeating: " a=\"1\"", count: 100_000) + ">x</p>").utf8)
        var diagnostics: [Diagnostic] = []
        linear { AttributeLimit.apply(to: &bytes, file: "a.html", diagnostics: &diagnostics) }
        #expect(diagnostics.count == 1 && bytes.count < 2_000 * 7 + 20)
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
