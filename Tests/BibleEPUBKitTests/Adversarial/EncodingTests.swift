import BibleEPUBKit
import Foundation
import Testing

@Suite("Hostile input: encodings")
struct EncodingTests {
    let text = "naïve café – “quotes”"

    func page(_ bytes: [UInt8]) throws -> (Book, String) {
        try Hostile.page(try TestVault([:], binary: ["a.html": bytes]))
    }

    @Test("UTF-8 with and without BOM")
    func utf8() throws {
        let body = Array("<html lang=\"fr\"><body><p>\(text)</p></body></html>".utf8)
        #expect(try page(body).1.contains(text))
        #expect(try page([0xEF, 0xBB, 0xBF] + body).1.contains(text))
    }

    @Test("UTF-16 with BOM")
    func utf16() throws {
        let html = "<html><head><meta charset=\"utf-16\"></head><body><p>\(text)</p></body></html>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in html.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try page(bytes).1.contains(text))
    }

    @Test("windows-1252 and ISO-8859-1 declared in <meta> are honoured")
    func declared() throws {
        let cp1252: [UInt8] = Array("<html><head><meta charset=\"windows-1252\"></head><body><p>caf".utf8) + [0xE9, 0x20, 0x93, 0x71, 0x94]
            + Array("</p></body></html>".utf8)
        #expect(try page(cp1252).1.contains("café “q”"))
        let latin1: [UInt8] = Array("<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-1\"></head><body><p>na".utf8)
            + [0xEF] + Array("ve</p></body></html>".utf8)
        #expect(try page(latin1).1.contains("naïve"))
    }

    @Test("undeclared Latin-1 bytes and a lying UTF-8 declaration are reported with their line")
    func reported() throws {
        let undeclared: [UInt8] = Array("<html><body>\n\n<p>caf".utf8) + [0xE9] + Array("</p></body></html>".utf8)
        let (book, xhtml) = try page(undeclared)
        #expect(book.diagnostics.with("encoding.invalid-bytes").first?.line == 3)
        #expect(xhtml.contains("café"))
        let lying: [UInt8] = Array("<html><head><meta charset=\"utf-8\"></head><body>\n<p>caf".utf8) + [0xE9] + Array("</p></body></html>".utf8)
        let (lied, output) = try page(lying)
        #expect(lied.diagnostics.with("encoding.invalid-bytes").first?.line == 2)
        #expect(output.contains("caf\u{FFFD}"))
    }
}
