@testable import BibleEPUBKit
import Testing

@Suite("Break opportunities in long identifiers in table cells")
struct IdentifierBreaksTests {
    @Test("after ::, ., _, / and ->, before a camel-case word; parts of three characters at least; short runs whole",
          arguments: [
              ("QNetworkAccessManager::HeadOperation", ["QNetwork", "Access", "Manager::", "Head", "Operation"]),
              ("g_application_command_line", ["g_application_", "command_", "line"]),
              ("org.apache.commons.lang3.StringUtils", ["org.", "apache.", "commons.", "lang3.", "String", "Utils"]),
              ("node->children->first", ["node->", "children->", "first"]),
              ("see QNetworkAccessManager", ["see QNetwork", "Access", "Manager"]),
              ("ShortName::a", ["ShortName::a"]),
              ("an ordinary sentence of words", ["an ordinary sentence of words"]),
          ])
    func split(text: String, pieces: [String]) {
        #expect(IdentifierBreaks.split(text) == pieces)
    }

    @Test("the book's table cells get <wbr>; code blocks, nested tables' own rows and running text keep their text")
    func inBook() throws {
        let vault = try TestVault(["a.html": html("""
            <h1>API</h1><p>QNetworkAccessManager::HeadOperation in prose.</p>
            <table><tr><td><code>QNetworkAccessManager::HeadOperation</code></td><td>Head request</td></tr>
            <tr><td><pre>QNetworkAccessManager::PutOperation</pre></td><td>x</td></tr>
            <tr><td><ul><li>QNetworkAccessManager::GetOperation</li></ul></td><td>y</td></tr></table>
            """)])
        let xhtml = vault.entry("OEBPS/a.xhtml", in: try vault.book()) ?? ""
        #expect(xhtml.contains("<code>QNetwork<wbr/>Access<wbr/>Manager::<wbr/>Head<wbr/>Operation</code>"))
        #expect(xhtml.contains("<p>QNetworkAccessManager::HeadOperation in prose.</p>"))
        #expect(xhtml.contains("QNetworkAccessManager::PutOperation</pre>"))
        #expect(xhtml.contains("<li>QNetworkAccessManager::GetOperation</li>"), "a cell laying out a list is left as written")
    }

    @Test("the render check counts a word broken mid-word, not one broken at its parts (after _, at a case change or a digit)")
    func brokenMidword() throws {
        let cases = [("QNetworkAccessManager", ["qnetworkacc", "essmanager"], true), ("QNetworkAccessManager", ["qnetworkaccess", "manager"], false),
                     ("snake_case_name", ["snake_", "case_name"], false), ("utf8Decoder", ["utf", "8decoder"], false),
                     ("pneumonoultramicroscopic", ["pneumonoultra", "microscopic"], true), ("word", ["word"], false)]
        let calls = cases.map { written, pieces, _ in "print(broken_midword(\(Self.python(written)), [\(pieces.map(Self.python).joined(separator: ", "))]))" }
        let program = "import sys\nsys.path.insert(0, \(Self.python(Repository.root + "/Scripts")))\nfrom render_check_words import broken_midword\n"
            + calls.joined(separator: "\n")
        let run = try #require(Subprocess.run("/usr/bin/python3", ["-c", program]))
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map(String.init) == cases.map { $0.2 ? "True" : "False" })
        // Only identifiers count: other words the check finds in pieces are mostly pdftotext's splits ("N", "ote").
        let shapes = [("QNetworkAccessManager", true), ("hts_stat_struct", true), ("utf8DecoderTable", true), ("Initialization", false), ("Note", false)]
        let shaped = try #require(Subprocess.run("/usr/bin/python3", ["-c", "import sys\nsys.path.insert(0, \(Self.python(Repository.root + "/Scripts")))\n"
            + "from render_check_words import identifier_shaped\n" + shapes.map { "print(identifier_shaped(\(Self.python($0.0))))" }.joined(separator: "\n")]))
        #expect(shaped.output.split(separator: "\n").map(String.init) == shapes.map { $0.1 ? "True" : "False" })
    }

    private static func python(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
}
