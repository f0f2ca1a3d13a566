@testable import BibleEPUBKit
import Testing

@Suite("A page's language from its folder or its script")
struct PageLanguageTests {
    private func page(_ title: String, _ text: String, lang: String? = nil) -> String {
        "<html\(lang.map { " lang=\"\($0)\"" } ?? "")><head><title>\(title)</title></head><body><h1>\(title)</h1><p>\(text)</p></body></html>"
    }

    private func language(_ path: String, in book: Book, _ vault: TestVault) -> String? {
        let xhtml = vault.entry("OEBPS/" + path, in: book) ?? ""
        return xhtml.firstRange(of: "<html").flatMap { start in
            xhtml[start.lowerBound...].firstRange(of: " lang=\"").map { String(xhtml[$0.upperBound...].prefix { $0 != "\"" }) }
        }
    }

    @Test("a page without lang in a script only one language writes gets that language, reported; Han alone or Latin decide nothing")
    func fromScript() throws {
        let vault = try TestVault([
            "book.yaml": "language: en\n",
            "a.html": page("Intro", "An English page about the book and its many chapters."),
            "b.html": page("Kana", "これは日本語のページです。ひらがなとカタカナと漢字で書かれています。"),
            "c.html": page("Greek", "Αυτή είναι μια σελίδα γραμμένη στα ελληνικά με πολλές λέξεις."),
            "d.html": page("Han", "这是一个用中文写的页面，里面有很多汉字和句子，可是没有假名。"),
            "e.html": page("Own", "これは日本語のページです。ひらがなとカタカナと漢字で書かれています。", lang: "ja-JP"),
        ])
        let book = try vault.book()
        #expect(["a", "b", "c", "d", "e"].map { language("\($0).xhtml", in: book, vault) } == ["en", "ja", "el", "en", "ja-JP"])
        #expect(book.diagnostics.filter { $0.id == DiagnosticID.a11yPageLanguage.rawValue }.map(\.file).sorted() == ["b.html", "c.html"])
    }

    @Test("a page without lang in one of the book's language folders gets the folder's language")
    func fromFolder() throws {
        var files: [String: String] = [:]
        for name in ["intro", "usage", "faq"] {
            files["en/\(name).html"] = page(name, "The \(name) page of the manual, in English.")
            files["de/\(name).html"] = page(name, "Die Seite \(name) des Handbuchs, auf Deutsch.")
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        #expect(language("en/faq.xhtml", in: book, vault) == "en")
        #expect(language("de/faq.xhtml", in: book, vault) == "de")
    }

    @Test("a folder named with an underscore (pt_BR) gives its pages a BCP 47 tag, pt-BR")
    func underscoreFolder() throws {
        var files: [String: String] = [:]
        for name in ["intro", "usage", "faq"] {
            files["en/\(name).html"] = page(name, "The \(name) page of the manual, in English.")
            files["pt_BR/\(name).html"] = page(name, "A página \(name) do manual, em português.")
        }
        let vault = try TestVault(files)
        let book = try vault.book()
        #expect(language("pt_BR/faq.xhtml", in: book, vault) == "pt-BR")
    }

    @Test("a passage in a script one language writes gets that language, reported once; Han alone, code, short words and stated languages stay")
    func passages() throws {
        let japanese = "これは日本語の段落です。ひらがなとカタカナと漢字で書かれています。"
        let vault = try TestVault([
            "a.html": """
                <html lang="en"><head><title>Mixed</title></head><body><h1>Mixed</h1>
                <p>An English paragraph that quotes one word, ひらがな, in passing.</p>
                <p>\(japanese)</p>
                <ul><li>Αυτή είναι μια πρόταση στα ελληνικά.</li><li>An English item.</li></ul>
                <p>这是一个用中文写的段落，里面有很多汉字。</p>
                <div lang="ja"><p>\(japanese)</p></div>
                <pre><code>// \(japanese)</code></pre>
                </body></html>
                """,
            "b.html": "<html lang=\"ja\"><head><title>日本語</title></head><body><h1>日本語</h1><p>\(japanese)</p></body></html>",
        ])
        let book = try vault.book()
        let mixed = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        #expect(mixed.contains("<p lang=\"ja\" xml:lang=\"ja\">これは"))
        #expect(mixed.contains("<li lang=\"el\" xml:lang=\"el\">Αυτή"))
        #expect(mixed.contains("<p>An English paragraph") && mixed.contains("<p>这是") && mixed.contains("<li>An English item"))
        #expect(mixed.contains("<div lang=\"ja\"><p>これは"), "a stated language is kept, its passages read against it")
        #expect(mixed.contains("<pre><code>//"))
        let findings = book.diagnostics.filter { $0.id == DiagnosticID.a11yPassageLanguage.rawValue }
        #expect(findings.map(\.file) == ["a.html"])
        #expect(findings.first?.message.hasPrefix("2 passages marked lang=\"ja\" (kana and kanji), lang=\"el\" (Greek)") == true)
        #expect(!(vault.entry("OEBPS/b.xhtml", in: book) ?? "").contains("<p lang="), "a Japanese page's Japanese passages are its own language")
    }

    @Test("only pages with a byte that can start a letter of those scripts are walked")
    func passagePrecheck() {
        #expect(!PassageLanguage.mayHoldOtherScripts(Array("Plain text with “quotes”, → arrows — and café.".utf8)))
        #expect(PassageLanguage.mayHoldOtherScripts(Array("かな".utf8)))
        #expect(PassageLanguage.mayHoldOtherScripts(Array("λ".utf8)))
        #expect(PassageLanguage.mayHoldOtherScripts(Array("Eight ASCII bytes and more, then ひ".utf8)), "past the word-sized steps")
        #expect(!PassageLanguage.mayHoldOtherScripts([]))
    }

    @Test("kana among mostly Latin letters (a word quoted in an English page) decides nothing")
    func mixedText() {
        let body = Element("body", children: [.text("An English page that quotes one Japanese word, ひらがな, in passing among many others.")])
        #expect(PageLanguage.scriptLanguage(of: body) == nil)
    }
}
