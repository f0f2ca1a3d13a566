@testable import BibleEPUBKit
import Testing

/// An index page: `letters` as a jump bar, each linking to one of `targets` in turn.
private func indexPage(_ title: String, letters: String, targets: [String]) -> String {
    let jumps = letters.enumerated().map { "<a href=\"#\($0.element)\">\($0.element)</a>" }.joined(separator: " | ")
    let entries = targets.map { "<dd><a href=\"\($0)\">\($0)</a></dd>" }.joined()
    return html("<h1>\(title)</h1><p>\(jumps)</p><dl><dt>entries</dt>\(entries)</dl>", title: title)
}

@Suite("Index pages in natural order")
struct IndexPagesTests {
    @Test("labels that name an index", arguments: [
        ("Index", true), ("Concept Index", true), ("Index of Functions", true), ("PO Mode Index: Q – Y", true),
        ("Index: A – F", true), ("Indexing strategies", false), ("git-update-index(1) Manual Page", false),
        ("Reindex", false), ("Index cards and how to use them", false),
    ])
    func labels(label: String, names: Bool) {
        #expect(IndexPages.labelNamesIndex(label) == names)
    }

    @Test("an index that sorts before the pages it indexes (javadoc's index-all) follows them and their folder")
    func indexBeforeIndexed() throws {
        let classes = ["org/a.html", "org/b.html", "org/c.html", "org/d.html", "org/e.html"]
        var files = Dictionary(uniqueKeysWithValues: classes.map { ($0, html("<h1>Class \($0)</h1>")) })
        files["index.html"] = html("<h1>API</h1>")
        files["index-all.html"] = indexPage("Index", letters: "ABCDE", targets: classes)
        files["overview.html"] = html("<h1>Overview</h1>")
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .natural)
        #expect(analysis.order.pages == ["index.html"] + classes + ["index-all.html", "overview.html"])
        #expect(analysis.order.source.reason.contains("1 index page after the pages indexed"))
    }

    @Test("an index split over pages moves whole; one already after what it indexes stays")
    func splitIndexAndIndexInPlace() throws {
        let chapters = ["m1.html", "m2.html", "m3.html"], others = ["x1.html", "x2.html", "x3.html", "x4.html"]
        var files = Dictionary(uniqueKeysWithValues: (chapters + others).map { ($0, html("<h1>Page \($0)</h1>")) })
        files["a1.html"] = indexPage("General Index", letters: "ABCDE", targets: chapters)
        files["a2.html"] = html("<h1>General Index: F – L</h1><p><a href=\"m1.html\">f</a></p>")
        files["z.html"] = indexPage("Concept Index", letters: "ABCDEF", targets: chapters)
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .natural)
        #expect(analysis.order.pages == chapters + ["a1.html", "a2.html"] + others + ["z.html"])
    }

    @Test("a page titled Index without a jump bar (a web site's home or section page) stays where it is")
    func homePageNamedIndex() throws {
        let analysis = try TestVault([
            "a.html": html("<h1>Index</h1><p><a href=\"b.html\">B</a> <a href=\"c.html\">C</a></p>"),
            "b.html": html("<h1>B</h1>"),
            "c.html": html("<h1>C</h1>"),
        ]).analyze()
        #expect(analysis.order.pages == ["a.html", "b.html", "c.html"])
    }
}
