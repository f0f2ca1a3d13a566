@testable import BibleEPUBKit
import Foundation
import Testing

/// Accessibility metadata verified on the built book (#52 item 3): a feature is claimed only when the book shows it.
@Suite("Truthful accessibility metadata")
struct AccessibilityMetadataTests {
    private func opf(_ files: [String: String]) throws -> (opf: String, book: Book) {
        let vault = try TestVault(files)
        let book = try vault.book()
        return (try #require(vault.entry("OEBPS/content.opf", in: book)), book)
    }

    @Test("headings in order on every page: structuralNavigation, tableOfContents, displayTransformability claimed")
    func structured() throws {
        let (opf, _) = try opf(["a.html": html("<h1>A</h1><h2>A.1</h2><p>Text.</p>"), "b.html": html("<h1>B</h1><p>Text.</p>")])
        for feature in ["structuralNavigation", "tableOfContents", "readingOrder", "displayTransformability"] {
            #expect(opf.contains(">\(feature)</meta>"), "\(feature)")
        }
        #expect(opf.contains("structured headings"))
    }

    @Test("a heading that skips a level: no structuralNavigation, the summary counts it, the finding names the line")
    func skipped() throws {
        let (opf, book) = try opf(["a.html": html("<h1>A</h1>\n<h3>Deep</h3><p>Text.</p>"), "b.html": html("<h1>B</h1><p>Text.</p>")])
        #expect(!opf.contains(">structuralNavigation</meta>"))
        #expect(opf.contains("1 heading skips a level."))
        #expect(book.diagnostics.with("a11y.heading-order").map(\.line) == [10])
    }

    @Test("a page without a heading: no structuralNavigation, the summary says how many")
    func headingless() throws {
        let (opf, _) = try opf(["a.html": html("<h1>A</h1><p>Text.</p>"), "b.html": html("<p>No heading here.</p>")])
        #expect(!opf.contains(">structuralNavigation</meta>"))
        #expect(opf.contains("1 of 2 pages have no heading."))
    }
}
