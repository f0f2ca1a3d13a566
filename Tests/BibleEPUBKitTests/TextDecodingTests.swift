@testable import BibleEPUBKit
import Testing

@Suite("Text decoding")
struct TextDecodingTests {
    /// The standard library's decoder: where it first reports an error, counting whole scalars before it.
    static func referenceOffset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test("the UTF-8 check finds the same first bad byte as the standard library's decoder")
    func invalidOffsetsMatchTheStandardLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { // SplitMix64: the same cases on every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let pieces: [[UInt8]] = [Array("plain ascii text, long enough for words ".utf8), Array("é".utf8), Array("€".utf8),
                                 Array("😀".utf8), [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0xE2, 0x82], [0x80], [0xFF], [0xF0, 0x9F, 0x98]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(next() % 12) {
                let piece = next() % 5 < 3 ? pieces[Int(next() % 4)] : pieces[Int(next() % UInt64(pieces.count))]
                bytes += piece
            }
            #expect(TextDecoding.firstInvalidUTF8Offset(bytes) == Self.referenceOffset(bytes), "\(bytes)")
        }
    }

    @Test("a charset is found in the first 2 KB, in any case, quoted or not")
    func declaredCharset() {
        #expect(TextDecoding.declaredCharset(in: Array("<meta CHARSET=\"ISO-8859-1\">".utf8)) == "iso-8859-1")
        #expect(TextDecoding.declaredCharset(in: Array("<meta http-equiv=content-type content='text/html; charset=utf-8'>".utf8)) == "utf-8")
        #expect(TextDecoding.declaredCharset(in: Array((String(repeating: " ", count: 2048) + "<meta charset=latin1>").utf8)) == nil)
        #expect(TextDecoding.declaredCharset(in: Array("charset".utf8)) == nil)
    }

    @Test("UTF-16 without a byte order mark is told by its NUL bytes, CJK text too; 8-bit text is not taken for it")
    func utf16WithoutBOM() throws {
        let page = "<!DOCTYPE html><html lang=\"ja\"><head><title>日本語</title></head><body><p>日本語の文章です。漢字と仮名。</p></body></html>"
        for (units, name) in [(page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16LE"),
                              (page.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16BE")] {
            let decoded = TextDecoding.decode(units, file: "ja.html")
            #expect(String(decoding: decoded.bytes, as: UTF8.self) == page, "\(name)")
            #expect(decoded.diagnostics.first?.message.contains(name) == true)
        }
        #expect(TextDecoding.utf16WithoutBOM(Array(page.utf8)) == nil)
        #expect(TextDecoding.utf16WithoutBOM(Array("<p>caf\u{E9} na\u{EF}ve</p>".utf8) + [0xE9, 0x20, 0x20, 0x20]) == nil)
        let vault = try TestVault([:])
        try vault.write("ja.html", page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let (_, xhtml) = try Hostile.page(vault, "ja.xhtml")
        #expect(xhtml.contains("日本語の文章です。漢字と仮名。"))
    }
}

@Suite("Source positions")
struct SourcePositionTests {
    @Test("columns count characters: ASCII, accents, emoji, a CR LF pair; 0 when not on the line")
    func columns() {
        let source = Array("first line\n  <a href=x>\ncafé 😀 <b>\r\nz\r\n<i>".utf8)
        #expect(SourceText.column(of: "href", onLine: 2, in: source) == 6)
        #expect(SourceText.column(of: "<b>", onLine: 3, in: source) == 8)
        #expect(SourceText.column(of: "href", onLine: 1, in: source) == 0)
        #expect(SourceText.column(of: "<i>", onLine: 5, in: source) == 1)
        #expect(SourceText.column(of: "line", onLine: 1, in: source) == 7)
        #expect(SourceText.column(of: "x", onLine: 9, in: source) == 0)
        #expect(SourceText.column(of: "z\r\n<", onLine: 4, in: source) == 0) // never across the line's end
        // The same columns from a table of line starts (what a page with many findings uses).
        let starts = SourceText.lineStarts(in: source)
        #expect(starts == [0, 11, 24, 40, 43])
        for (needle, line) in [("href", 2), ("<b>", 3), ("href", 1), ("<i>", 5), ("line", 1), ("x", 9), ("x", 6)] {
            #expect(SourceText.column(of: needle, onLine: line, in: source, lineStarts: starts)
                    == SourceText.column(of: needle, onLine: line, in: source), "\(needle) on \(line)")
        }
        #expect(SourceText.column(ofValue: "x", onLine: 2, in: source, occurrence: 0, lineStarts: starts) == 11)
    }

    @Test("each of a line's identical references has its own column; the locator remembers a line's places")
    func referencePlaces() {
        let line = "<p>é <a href=\"a.html\">a.html</a> <a href='a.html#x'>x</a> <img src=a.html></p>"
        let source = Array("<html>\n\(line)\n<a\n href=\"b.html\">b</a>\n".utf8)
        let places = SourceText.valuePlaces(of: "a.html", onLine: 2, in: source)
        #expect(places.attributeValues == [15, 43, 68]) // not the link text "a.html" (column 23)
        #expect(places.first == 15)
        #expect(places.column(occurrence: 1) == 43 && places.column(occurrence: 7) == 68)
        #expect(SourceText.valuePlaces(of: "a.html", onLine: 1, in: source).first == 0)
        let page = ParsedPage(path: "p.html", root: Element("html"), source: source, title: nil, heading: nil, language: nil,
                              idMap: [:], diagnostics: [])
        let locator = SourceLocator(file: "p.html", source: source)
        for (target, line, occurrence) in [("a.html", 2, 0), ("a.html", 2, 2), ("a.html", 2, 0), ("b.html", 3, 0), ("c.html", 2, 0)] {
            let expected = page.location(of: target, line: line, occurrence: occurrence)
            #expect(locator.location(of: target, line: line, occurrence: occurrence) == expected, "\(target) \(occurrence)")
        }
        #expect(locator.location(of: "b.html", line: 3, occurrence: 0) == SourceLocation(file: "p.html", line: 4, column: 8))
    }
}

@Suite("Legacy encodings")
struct LegacyEncodingTests {
    @Test("an undeclared EUC-JP page in Japanese is read as EUC-JP (iconv), reported")
    func eucJP() {
        let text = "<html><body lang=\"ja\"><h1>全文検索システム</h1></body></html>"
        let bytes = LegacyEncodings.convert(Array(text.utf8), from: "UTF-8", to: "EUC-JP") ?? []
        #expect(!bytes.isEmpty && TextDecoding.firstInvalidUTF8Offset(bytes) != nil)
        let decoded = TextDecoding.decode(bytes, file: "a.html")
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == text)
        #expect(decoded.diagnostics.map(\.id) == ["encoding.sniffed"])
    }

    @Test("a page that declares Big5 but is UTF-8 throughout is read as UTF-8, reported")
    func mislabelled() {
        let text = "<html><head><meta charset=\"big5\"></head><body><p>一般問題</p></body></html>"
        let decoded = TextDecoding.decode(Array(text.utf8), file: "a.html")
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == text)
        #expect(decoded.diagnostics.map(\.id) == ["encoding.mislabelled"])
    }
}
