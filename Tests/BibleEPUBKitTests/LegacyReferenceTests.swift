@testable import BibleEPUBKit
import Testing

/// References HTML5 decodes without a semicolon (`&lt`), which libxml2 2.9 would leave as text.
@Suite("Legacy references without a semicolon")
struct LegacyReferenceTests {
    func decoded(_ html: String) -> String { String(decoding: LegacyReferences.decoded(Array(html.utf8)), as: UTF8.self) }

    @Test("in text they decode as the HTML Standard says, longest name first", arguments: [
        ("<pre>&ltnumber&gt 0 &lt/number&gt</pre>", "<pre>&#60;number&#62; 0 &#60;/number&#62;</pre>"),
        ("<p>&copy2024 &notit &ampx</p>", "<p>&#169;2024 &#172;it &#38;x</p>"),
        ("<p>a < b &lt c</p>", "<p>a < b &#60; c</p>"),
    ])
    func text(_ input: String, _ expected: String) {
        #expect(decoded(input) == expected)
    }

    @Test("left alone: references with a semicolon, attribute values followed by a letter, digit or =, comments, scripts, styles")
    func untouched() {
        for input in ["<p>&lt; &amp; &copy;</p>", "<a href=\"?a=1&copy=2&ltx\">x</a>", "<!-- &lt -->", "<script>if (a &lt b) {}</script>",
                      "<STYLE>p::after { content: '&lt' }</STYLE>", "<p>&unknown &</p>"] {
            #expect(decoded(input) == input, "\(input)")
        }
        #expect(decoded("<a title=\"&lt end\">x</a><p>&lt</p>") == "<a title=\"&#60; end\">x</a><p>&#60;</p>")
    }

    @Test("a page of them reaches the reader decoded")
    func throughTheBuild() throws {
        let (page, _) = try normalize("<pre>&ltchainpack&gt\n&lt/chainpack&gt</pre>")
        #expect(page.contains("<pre>&lt;chainpack&gt;\n&lt;/chainpack&gt;</pre>"))
    }
}
