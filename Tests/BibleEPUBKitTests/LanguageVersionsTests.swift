@testable import BibleEPUBKit
import Testing

@Suite("One book in several languages (LanguageVersions)")
struct LanguageVersionsTests {
    /// The same three pages in each language folder, written in that language.
    private func versions(_ languages: [String]) -> [String: String] {
        var files: [String: String] = [:]
        for language in languages {
            for name in ["index", "install", "usage"] {
                let text = Array(repeating: "words of the \(name) page in \(language)", count: 20).joined(separator: ", ")
                files["\(language)/\(name).html"] = html("<h1>\(name) (\(language))</h1><p>\(text)</p>", lang: language)
            }
        }
        return files
    }

    @Test("without a root index, English opens the book and the other versions follow in natural order, reported once")
    func englishFirst() throws {
        let analysis = try TestVault(versions(["de", "en", "fr"])).analyze()
        #expect(analysis.order.pages.map { String($0.prefix(2)) } == ["en", "en", "en", "de", "de", "de", "fr", "fr", "fr"])
        #expect(analysis.diagnostics.with("order.language-versions").map(\.file) == ["en"])
        #expect(analysis.startPage?.language == "en")
    }

    @Test("the folder the root index redirects to opens the book, and a page repeated elsewhere is kept there")
    func redirectedLanguage() throws {
        var files = versions(["de", "en", "pt-br"])
        files["index.html"] = #"<html><head><meta http-equiv="refresh" content="0; URL=pt-br/index.html"></head><body></body></html>"#
        files["de/usage.html"] = files["pt-br/usage.html"]  // an untranslated page: the other language's copy
        let analysis = try TestVault(files).analyze()
        #expect(Array(analysis.order.pages.prefix(3)) == ["pt-br/index.html", "pt-br/install.html", "pt-br/usage.html"])
        #expect(!analysis.order.pages.contains("de/usage.html"))
    }

    @Test("two-letter folders that are not versions of one book keep natural order")
    func unrelatedFolders() throws {
        let analysis = try TestVault([
            "it/a.html": html("<h1>A</h1>"), "it/b.html": html("<h1>B</h1>"),
            "en/c.html": html("<h1>C</h1>"), "en/d.html": html("<h1>D</h1>"),
        ]).analyze()
        #expect(analysis.order.pages == ["en/c.html", "en/d.html", "it/a.html", "it/b.html"])
        #expect(analysis.diagnostics.with("order.language-versions").isEmpty)
    }
}
