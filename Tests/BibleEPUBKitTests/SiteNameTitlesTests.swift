@testable import BibleEPUBKit
import Testing

@Suite("A site's name as every page's title")
struct SiteNameTitlesTests {
    private func page(_ heading: String) -> String {
        "<html><head><title>Copier - Offline Browser</title></head><body><h2><em>\(heading)</em></h2><p>About \(heading).</p></body></html>"
    }

    @Test("a page without an h1 whose title most pages share is named by its first subheading; the book by the title's name")
    func subheadingLabels() throws {
        let vault = try TestVault(["a.html": page("Overview"), "b.html": page("F A Q"), "c.html": page("Options"), "d.html": page("Filters"),
                                   "e.html": "<html><head><title>Cache format</title></head><body><h2>Layout</h2><p>Bytes.</p></body></html>"])
        let analysis = try vault.analyze()
        #expect(["a.html", "b.html", "c.html", "d.html", "e.html"].map(analysis.label(for:)) == ["Overview", "F A Q", "Options", "Filters", "Cache format"])
        #expect(MetadataResolver.title(analysis) == "Copier")
    }

    @Test("a title ending in an empty field (gtk-doc's 'libxslt: ') gives way to the page's first subheading; an author's own colon does not")
    func emptyFieldTitle() throws {
        let vault = try TestVault(["a.html": "<html><head><title>libxslt: </title></head><body><h2><span>libxslt API Modules</span></h2><p>Modules.</p></body></html>",
                                   "b.html": "<html><head><title>Notes: </title></head><body><p>No subheading.</p></body></html>",
                                   "d.html": "<html><head><title>The documentation team:</title></head><body><h2>4. The team</h2><p>Us.</p></body></html>",
                                   "c.html": "<html><head><title>keys: key matching</title></head><body><h2>keys</h2><p>Keys.</p></body></html>"])
        let analysis = try vault.analyze()
        #expect(["a.html", "b.html", "c.html", "d.html"].map(analysis.label(for:))
            == ["libxslt API Modules", "Notes:", "keys: key matching", "The documentation team:"])
        #expect(TitleAffixes.endsInEmptyField("Guide - ") && TitleAffixes.endsInEmptyField("Guide | "))
        #expect(!TitleAffixes.endsInEmptyField("Guide |") && !TitleAffixes.endsInEmptyField("C-- ") && !TitleAffixes.endsInEmptyField(": ")
            && !TitleAffixes.endsInEmptyField("Cut- ") && !TitleAffixes.endsInEmptyField("Guide:\n"))
    }

    @Test("a title fewer than three quarters of the pages share (a split index's) keeps its label")
    func splitIndexKeepsTitle() throws {
        var files: [String: String] = [:]
        for index in 0..<7 {
            let title = index < 5 ? "Data Fields" : "Page \(index)"
            files["p\(index).html"] = "<html><head><title>\(title)</title></head><body><h3>- \(index) -</h3><p>Text \(index).</p></body></html>"
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.repeatedTitles.isEmpty)
        #expect(analysis.label(for: "p0.html") == "Data Fields")
    }

    @Test("the book's name is the prefix the titles share when they share a suffix too")
    func bookName() {
        #expect(TitleAffixes(suffix: "Offline Browser", prefix: "Copier").bookName == "Copier")
        #expect(TitleAffixes(suffix: "Manual").bookName == "Manual")
        #expect(TitleAffixes(prefix: "D-Bus").bookName == "D-Bus")
    }

    @Test("a start page titled by its source file's name (LaTeX2HTML's 'figures') does not name the book; 'X: X' names it X")
    func fileNameTitles() throws {
        let node = { (title: String) in "<html><head><title>\(title)</title></head><body><h1>\(title)</h1><p>Text.</p></body></html>" }
        let contents = "<html><head><title>figures</title></head><body><ul><li><a href=\"node1.html\">One</a></li><li><a href=\"node2.html\">Two</a></li></ul></body></html>"
        let latex = try TestVault(["index.html": contents, "figures.html": contents, "node1.html": node("Gnuplot"), "node2.html": node("Plots")])
        #expect(MetadataResolver.title(try latex.analyze()) != "figures")
        #expect(MetadataResolver.collapsingRepeat("GNU gettext utilities: GNU gettext utilities") == "GNU gettext utilities")
        #expect(MetadataResolver.collapsingRepeat("Flex: The Manual") == "Flex: The Manual")
    }

    @Test("'X: X' is said once only where the separator is written once, between equal halves", arguments: [
        ("Ĝuide — Ĝuide", "Ĝuide"), ("a | a", "a"), ("A: B: A: B", "A: B: A: B"), ("a - - a -", "a - - a -"),
        (": ", ": "), ("a: a: a", "a: a: a"), ("ab: a", "ab: a"), ("a: ab", "a: ab"), ("a:: a:", "a:"),
    ])
    func collapsingRepeat(title: String, expected: String) {
        #expect(MetadataResolver.collapsingRepeat(title) == expected)
    }
}
