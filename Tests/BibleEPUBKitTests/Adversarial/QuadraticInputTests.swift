@testable import BibleEPUBKit
import Foundation
import Testing

/// Hostile input, third round: single inputs that made the build's work grow with the square of their size. Each
/// asserts what makes the work linear (text appended in place, tags cut before libxml2 reads them), not a time: a
/// timed bound fails on a loaded machine or under AddressSanitizer long before it catches anything (speed goals
/// are `Scripts/bench`'s).
@Suite("Inputs that hung the build")
struct QuadraticInputTests {
    @Test("an SVG file whose text is 100,000 references to its own entity (400,000 took 20 s): its text whole")
    func svgFileEntities() throws {
        let svg = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY e \"x\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><text>"
            + String(repeating: "&e;", count: 100_000) + "</text></svg>"
        let vault = try TestVault(["a.html": html(#"<img src="f.svg" alt="F">"#), "f.svg": svg])
        let outcome = try Hostile.build(vault).get()
        let entry = try #require(outcome.book.entries.first { $0.path == "OEBPS/f.svg" })
        #expect(String(decoding: entry.contents ?? [], as: UTF8.self).contains(String(repeating: "x", count: 100_000)))
    }

    @Test("text appended to an element's last text grows that text's own buffer: no copy per append (the quadratic cause)")
    func mergedTextInPlace() {
        var text = "start"
        text.reserveCapacity(4_096)
        let parent = Element("p", children: [.text(text)])
        text = ""
        let before = Self.storage(of: parent)
        for _ in 0..<100 { LibXML2.appendText("ab", to: parent) }
        #expect(before != nil && Self.storage(of: parent) == before, "each append copied the text")
        #expect(parent.children.count == 1 && parent.textContent() == "start" + String(repeating: "ab", count: 100))
    }

    /// Where the bytes of `element`'s single text child are stored.
    private static func storage(of element: Element) -> UnsafeRawPointer? {
        guard case .text(let text)? = element.children.first else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
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
        AttributeLimit.apply(to: &bytes, file: "a.html", diagnostics: &diagnostics)
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
