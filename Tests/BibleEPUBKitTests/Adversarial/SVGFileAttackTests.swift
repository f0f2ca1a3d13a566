@testable import BibleEPUBKit
import Foundation
import Testing

/// Hostile input, third round: SVG files (not the pages' inline SVG) go through the parser's entity limits and the
/// same reference rules as pages, and are never shipped as they are when they carry a DTD of their own.
@Suite("SVG files under attack")
struct SVGFileAttackTests {
    /// Builds a vault whose page shows `figure.svg` holding `svg`; the packaged SVG's text and the findings' IDs.
    private func build(_ svg: String, extra: [String: String] = [:]) throws -> (svg: String, ids: [String], book: Book) {
        let vault = try TestVault(["a.html": html(#"<img src="figure.svg" alt="A figure">"#), "figure.svg": svg].merging(extra) { $1 })
        let outcome = try Hostile.build(vault).get()
        #expect(outcome.outputPath != nil)
        let entry = try #require(outcome.book.entries.first { $0.path == "OEBPS/figure.svg" })
        let bytes = try #require(entry.contents ?? entry.source.vaultFile.flatMap(FileBytes.contents(of:)))
        let root = LibXML2.parseXML(bytes).root
        #expect(root?.name == "svg" || root?.firstChild(named: "svg") != nil, "the packaged SVG is well-formed")
        return (String(decoding: bytes, as: UTF8.self), outcome.book.diagnostics.ids, outcome.book)
    }

    @Test("a billion laughs in an SVG file is packaged as an empty image, reported, at once")
    func billionLaughs() throws {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        let (svg, ids, _) = try build("<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]><svg xmlns=\"http://www.w3.org/2000/svg\"><text>&lol9;</text></svg>")
        #expect(!svg.contains("lol") && svg.utf8.count < 200)
        #expect(ids.contains("resource.svg-unsafe"))
    }

    @Test("an external entity naming a file outside the vault is never read into the book")
    func externalEntity() throws {
        let vault = try TestVault([:])
        let secret = VaultPath.directory(of: vault.root) + "/secret.txt"
        try OutputAttackTests.token.write(toFile: secret, atomically: false, encoding: .utf8)
        let (svg, _, book) = try build("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x SYSTEM \"file://\(secret)\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><text>&x;</text></svg>")
        #expect(!svg.contains(OutputAttackTests.token) && !svg.contains("DOCTYPE"))
        #expect(!book.entries.contains { String(decoding: $0.contents ?? [], as: UTF8.self).contains(OutputAttackTests.token) })
    }

    @Test("an SVG file's own DTD is left out and its entities written out (Illustrator's namespace entities)")
    func ownEntities() throws {
        let (svg, ids, _) = try build("""
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!ENTITY label "Hello">
            ]>
            <svg xmlns="&ns_svg;" viewBox="0 0 10 10"><text>&label;</text></svg>
            """)
        #expect(!svg.contains("DOCTYPE") && svg.contains("<text>Hello</text>") && svg.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(ids.contains("resource.svg-rewritten"))
        let external = try build(#"<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://example.com/evil.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>"#)
        #expect(!external.svg.contains("DOCTYPE") && !external.svg.contains("evil"))
        // SVG's own published DTD, with nothing of its own, changes nothing: the file is packaged as it is.
        let standard = #"<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>"#
        #expect(try build(standard).svg == standard)
    }

    @Test("use, feImage and style sheet imports that leave the vault are removed, reported; local ones are packaged")
    func references() throws {
        let (svg, ids, book) = try build("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <style>@import url(/etc/passwd.css); @import url(https://example.com/x.css); .a { fill: url(#g) }</style>
            <use xlink:href="file:///etc/passwd#x"/><use href="sprites.svg#star"/><feImage href="../../outside.png"/>
            <a xlink:href="https://example.com/">a link</a></svg>
            """, extra: ["sprites.svg": #"<svg xmlns="http://www.w3.org/2000/svg"><symbol id="star"/></svg>"#])
        #expect(!svg.contains("passwd") && !svg.contains("outside.png") && !svg.contains("example.com/x.css"))
        #expect(svg.contains("href=\"sprites.svg#star\"") && svg.contains("https://example.com/") && svg.contains("url(#g)"))
        #expect(ids.filter { $0 == "resource.outside-vault" }.count == 2)
        #expect(book.entries.contains { $0.path == "OEBPS/sprites.svg" })
    }

    @Test("an SVG file that is not well-formed is packaged as an empty image, reported with its line")
    func malformed() throws {
        let (svg, ids, book) = try build("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n<text>unclosed</g></svg>")
        #expect(!svg.contains("unclosed"))
        #expect(ids.contains("resource.svg-unsafe"))
        #expect(book.diagnostics.first { $0.id == "resource.svg-unsafe" }?.line == 3)
    }

    @Test("the HTML of a foreignObject (draw.io's <font>, align) is repaired as a page's: EPUBCheck reads it as XHTML")
    func foreignObjectHTML() throws {
        let label = #"<foreignObject width="100%" height="100%"><div xmlns="http://www.w3.org/1999/xhtml" align="center"><font style="font-size: 16px"><b>foo</b></font></div></foreignObject>"#
        let (svg, ids, _) = try build(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><switch>"# + label + "<text>foo</text></switch></svg>")
        #expect(!svg.contains("<font") && !svg.contains("align="))
        #expect(svg.contains("<b>foo</b>") && svg.contains(#"xmlns="http://www.w3.org/1999/xhtml""#))
        #expect(ids.contains("markup.attribute-dropped"))
        let plain = try build(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>"#)
        #expect(plain.ids.isEmpty || !plain.ids.contains("markup.attribute-dropped"))
    }
}
