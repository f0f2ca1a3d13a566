import BibleEPUBKit
import Foundation
import Testing

@Suite("Hostile input: XML attacks and config")
struct XMLAttackTests {
    @Test("an external entity or DTD in a page is never fetched or read from disk")
    func externalEntity() throws {
        let page = """
            <?xml version="1.0"?>
            <!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "http://127.0.0.1:9/x">]>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>a&xxe;b&remote;c</p></body></html>
            """
        let vault = try TestVault(["a.xhtml": page])
        let (_, xhtml) = try Hostile.page(vault)
        #expect(!xhtml.contains("root:"))
        #expect(xhtml.contains("a"))
    }

    @Test("an entity expansion bomb stays bounded")
    func billionLaughs() throws {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">" }
        let vault = try TestVault(["a.html": "<!DOCTYPE html [\(entities)]><html><body><p>&lol9;</p></body></html>"])
        let (_, xhtml) = try Hostile.page(vault)
        #expect(xhtml.utf8.count < 100_000)
    }

    @Test("invalid YAML: an error with line and column, exit 2")
    func invalidYAML() throws {
        let vault = try TestVault(["a.html": html("x"), "book.yaml": "title: A\nstrip: [unclosed\n"])
        do {
            _ = try BuildAction.run(vault.options, output: vault.output, format: .epub)
            Issue.record("expected a config error")
        } catch let error as ConfigError {
            #expect(error.diagnostic.id == "config.invalid-yaml")
            #expect(error.diagnostic.line == 3 && error.diagnostic.column > 0)
        }
        let (status, stderr) = try Hostile.run(["build", vault.root, "-o", vault.output + "/x.epub"])
        #expect(status == 2)
        #expect(stderr.contains("book.yaml:3:"))
    }

    @Test("unknown keys get a did-you-mean; wrong types stop with line and column")
    func keysAndTypes() throws {
        let (_, diagnostics) = try ConfigLoader.parse("titel: A\nstyles: page\n", file: "book.yaml")
        #expect(diagnostics.first?.id == "config.unknown-key")
        #expect(diagnostics.first?.hint == "did you mean 'title'?")
        #expect(diagnostics.first?.line == 1)
        #expect(throws: ConfigError.self) { try ConfigLoader.parse("strip:\n  key: value\n", file: "book.yaml") }
        do {
            _ = try ConfigLoader.parse("title: A\nstyles: fancy\n", file: "book.yaml")
        } catch let error as ConfigError {
            #expect(error.diagnostic.line == 2)
            #expect(error.diagnostic.message.contains("page, template, both"))
        }
    }

    @Test("a spine file naming missing pages: an error per entry, no book written, exit 1")
    func spineMissing() throws {
        let vault = try TestVault(["a.html": html("x")])
        let spine = vault.output + "/../spine.txt"
        try "a.html\nmissing.html\nalso/missing.html\n".write(toFile: spine, atomically: true, encoding: .utf8)
        let (status, stderr) = try Hostile.run(["build", vault.root, "--spine", spine, "-o", vault.output + "/x.epub"])
        #expect(status == 1)
        #expect(stderr.contains("spine.txt:2:1: error:") && stderr.contains("spine.txt:3:1: error:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.output).isEmpty)
    }
}
