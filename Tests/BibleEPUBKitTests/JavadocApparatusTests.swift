@testable import BibleEPUBKit
import Testing

@Suite("javadoc's cross-reference and help pages are no chapters")
struct JavadocApparatusTests {
    /// A small API: an overview, two classes and their "Uses of" pages, a package's, and the help page. `linkedUse`
    /// is the text of a link from `A.html`'s own prose to its class-use page (none when nil).
    private func api(linkedUse: String?) -> [String: String] {
        let see = linkedUse.map { " See <a href=\"class-use/A.html\">\($0)</a>." } ?? ""
        return [
            "index.html": html("<h1>API</h1><ul><li><a href=\"p/A.html\">A</a></li><li><a href=\"p/B.html\">B</a></li></ul>"),
            "p/A.html": html("<h1>Class A</h1><p>Does a.\(see)</p>"),
            "p/B.html": html("<h1>Class B</h1><p>Does b.</p>"),
            "p/class-use/A.html": html("<h1>Uses of Class p.A</h1><p>B uses A.</p>"),
            "p/class-use/B.html": html("<h1>Uses of Class p.B</h1><p>No usage of p.B</p>"),
            "p/package-use.html": html("<h1>Uses of Package p</h1><p>None.</p>"),
            "help-doc.html": html("<h1>How This API Document Is Organized</h1><p>The navigation bar.</p>"),
        ]
    }

    @Test("pages no page of the book links are left out; one linked from the prose is kept outside the reading order")
    func leftOutOrKept() throws {
        let vault = try TestVault(api(linkedUse: "where A is used"))
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "p/A.html", "p/B.html"])
        #expect(analysis.order.nonLinear.map(\.page) == ["p/class-use/A.html"])
        #expect(Set(analysis.order.leftOut.keys) == ["help-doc.html", "p/class-use/B.html", "p/package-use.html"])
        #expect(analysis.order.leftOutBy["p/package-use.html"] == .orderJavadocApparatus)
        let book = try vault.book()
        #expect(book.diagnostics.with("order.javadoc-apparatus").count == 1)
        #expect(vault.entry("OEBPS/p/A.xhtml", in: book)?.contains("href=\"class-use/A.xhtml\"") == true, "the prose's link works")
        #expect(vault.entry("OEBPS/help-doc.xhtml", in: book) == nil)
    }

    @Test("javadoc's lists of all classes and packages beside its element-list are left out; without one they stay")
    func classLists() throws {
        var files = api(linkedUse: nil)
        files["allclasses-index.html"] = html("<h1>All Classes</h1><table><tr><td><a href=\"p/A.html\">A</a></td><td>Does a.</td></tr></table>")
        files["allpackages-index.html"] = html("<h1>All Packages</h1><table><tr><td><a href=\"p/package-summary.html\">p</a></td></tr></table>")
        let without = try TestVault(files).analyze()
        #expect(without.order.pages.contains("allclasses-index.html") && without.order.pages.contains("allpackages-index.html"))
        files["element-list"] = "p\n"
        let with = try TestVault(files).analyze()
        #expect(with.order.leftOutBy["allclasses-index.html"] == .orderJavadocApparatus && with.order.leftOutBy["allpackages-index.html"] == .orderJavadocApparatus)
    }

    @Test("the names only count in javadoc's layout: a chapter named 'class-use' outside that folder stays")
    func namesByLayout() {
        #expect(JavadocApparatus.isApparatus("api/org/x/class-use/Y.html"))
        #expect(JavadocApparatus.isApparatus("api/help-doc.html") && JavadocApparatus.isApparatus("org/x/package-use.html"))
        #expect(!JavadocApparatus.isApparatus("guide/class-use.html") && !JavadocApparatus.isApparatus("help.html"))
    }
}
