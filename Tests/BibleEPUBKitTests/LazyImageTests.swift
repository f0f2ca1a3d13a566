@testable import BibleEPUBKit
import Foundation
import Testing

/// Saved web articles' images (#50 section 1): lazy loading, `<noscript>` fallbacks, `<picture>` and `srcset`.
@Suite("Lazy images")
struct LazyImageTests {
    static let files: [String: String] = [
        "a.html": html("""
            <article><h1>Article</h1><p>Text.</p>
            <figure><img class="lazyload" src="img/placeholder.png" data-src="img/real.png" alt="Real"><noscript><img src="img/real.png" alt="Real"></noscript></figure>
            <picture><source data-srcset="img/p-300.png 300w, img/p-1200.png 1200w" type="image/png"><img src="img/placeholder.png" data-src="img/pic.png" alt="Pic"></picture>
            <img src="img/s-300.png" srcset="img/s-300.png 300w, img/s-1200.png 1200w" sizes="50vw" alt="Sized">
            <img src="img/kept.png" data-src="img/gone.png" alt="Kept">
            <noscript><img src="img/other.png" alt="Other"></noscript>
            </article>
            """),
        "img/placeholder.png": "png", "img/real.png": "png", "img/pic.png": "png", "img/p-300.png": "png", "img/p-1200.png": "png",
        "img/s-300.png": "png", "img/s-1200.png": "png", "img/kept.png": "png", "img/other.png": "png",
    ]

    @Test("the real image replaces any placeholder, shows once (no noscript copy), and one srcset size is packaged")
    func lazyImages() throws {
        let vault = try TestVault(Self.files)
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        let packaged = Set(book.entries.map(\.path).filter { $0.hasSuffix(".png") })
        #expect(packaged == ["OEBPS/img/real.png", "OEBPS/img/pic.png", "OEBPS/img/p-1200.png", "OEBPS/img/s-1200.png",
                             "OEBPS/img/kept.png", "OEBPS/img/other.png"])
        #expect(page.components(separatedBy: "img/real.png").count == 2, "the figure shows once")
        #expect(page.contains(#"<img src="img/s-1200.png" alt="Sized"/>"#))
        #expect(page.contains(#"srcset="img/p-1200.png""#))
        #expect(page.contains(#"<img src="img/kept.png" alt="Kept"/>"#) == false, "a data-src naming no file leaves src alone")
        #expect(page.contains(#"src="img/kept.png""#))
        #expect(page.contains(#"src="img/other.png""#), "a noscript with another image is unwrapped")
    }

    @Test("of a srcset, the largest candidate under the stores' pixel limit; none chosen when a descriptor is not a number")
    func largestCandidate() {
        let sizes = ["big.png": ImageSize(width: 4000, height: 3000), "mid.png": ImageSize(width: 1600, height: 1200)]
        let chosen = SourceSet.largest(of: "small.png 400w, big.png 4000w, mid.png 1600w", fitting: 4_000_000) { sizes[$0] }
        #expect(chosen?.url == "mid.png")
        #expect(SourceSet.largest(of: "a.png 1x, b.png 2x", fitting: 4_000_000) { _ in nil }?.url == "b.png")
        #expect(SourceSet.largest(of: "a.png", fitting: 4_000_000) { _ in nil } == nil)
        #expect(SourceSet.largest(of: "a.png 1x, b.png calc(2)", fitting: 4_000_000) { _ in nil } == nil)
    }
}
