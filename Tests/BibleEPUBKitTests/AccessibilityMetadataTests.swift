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

/// #52 item 3: `dcterms:conformsTo` only when the author claims it and the checks find nothing against it.
@Suite("Conformance claims")
struct ConformanceClaimTests {
    private static let claim = "accessibility:\n  conforms-to: EPUB Accessibility 1.1 - WCAG 2.2 Level AA\npublisher: Sample Press\n"

    @Test("a claim on a book the checks find nothing against is written, certified by the publisher")
    func written() throws {
        let vault = try TestVault(["book.yaml": Self.claim, "a.html": html("<h1>A</h1><p><img src=\"f.png\" alt=\"A chart\"/></p>"), "f.png": "png"])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(#"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"#))
        #expect(opf.contains(#"<meta property="a11y:certifiedBy">Sample Press</meta>"#))
        #expect(book.diagnostics.with("a11y.conformance-refused").isEmpty)
    }

    @Test("a claim the book contradicts (an image without a text alternative, a skipped heading) is refused with the findings")
    func refused() throws {
        let vault = try TestVault(["book.yaml": Self.claim, "a.html": html("<h1>A</h1><h3>C</h3><p><img src=\"f.png\"/></p>"), "f.png": "png"])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(!opf.contains("conformsTo") && !opf.contains("certifiedBy"))
        let refusal = try #require(book.diagnostics.with("a11y.conformance-refused").first)
        #expect(refusal.message.contains("1 image has no text alternative") && refusal.message.contains("1 heading skips a level"))
    }

    @Test("axe-core's findings refute a written claim in build --check; none, or no claim, refute nothing")
    func refutedByAxe() {
        let finding = Diagnostic(toolID: "a11y.color-contrast", severity: .warning, file: "a.html", message: "m")
        #expect(RenderCheck.refutedClaim("EPUB Accessibility 1.1 - WCAG 2.2 Level AA", by: [finding])?.id == "a11y.conformance-refused")
        #expect(RenderCheck.refutedClaim("EPUB Accessibility 1.1 - WCAG 2.2 Level AA", by: []) == nil)
        #expect(RenderCheck.refutedClaim(nil, by: [finding]) == nil)
    }
}

/// #52 item 3: the author's features and sufficient access modes are written only where the book does not contradict them.
@Suite("Claimed accessibility features")
struct ClaimedFeatureTests {
    private func built(_ yaml: String, image alt: String? = nil) throws -> (opf: String, refused: [Diagnostic]) {
        let image = "<img src=\"f.png\"" + (alt.map { " alt=\"\($0)\"" } ?? "") + "/>"
        let vault = try TestVault(["book.yaml": "accessibility:\n" + yaml, "a.html": html("<h1>A</h1><p>\(image)</p>"), "f.png": "png"])
        let book = try vault.book()
        return (try #require(vault.entry("OEBPS/content.opf", in: book)), book.diagnostics.with("a11y.claim-refused"))
    }

    @Test("a feature the book contradicts is not written and is reported; one the build cannot check stays")
    func contradicted() throws {
        let (opf, refused) = try built("  features: [alternativeText, MathML, pageNavigation, index]\n")
        #expect(!opf.contains(">alternativeText</meta>") && !opf.contains(">MathML</meta>") && !opf.contains(">pageNavigation</meta>"))
        #expect(opf.contains(">index</meta>"))
        #expect(refused.map(\.file) == ["book.yaml", "book.yaml", "book.yaml"])
        #expect(refused.first?.message.contains("1 of 1 images have no text alternative") == true)
    }

    @Test("what the book holds is written as claimed")
    func held() throws {
        let (opf, refused) = try built("  features: [alternativeText, index]\n  access-modes-sufficient: [textual]\n", image: "A chart")
        #expect(opf.contains(">alternativeText</meta>") && opf.contains(">index</meta>"))
        #expect(opf.contains(#"<meta property="schema:accessModeSufficient">textual</meta>"#))
        #expect(refused.isEmpty)
    }

    @Test("when none of the author's claims stands, the build's own verified values are written")
    func fallback() throws {
        let (opf, refused) = try built("  features: [MathML]\n  access-modes-sufficient: [textual]\n")
        #expect(!opf.contains(">MathML</meta>") && opf.contains(">tableOfContents</meta>"))
        #expect(opf.contains(#"<meta property="schema:accessModeSufficient">textual,visual</meta>"#))
        #expect(Set(refused.map(\.message).map { $0.contains("access-modes-sufficient") }) == [true, false])
    }
}
