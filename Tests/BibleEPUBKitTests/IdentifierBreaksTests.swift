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
}
