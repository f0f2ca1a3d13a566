import Testing
@testable import BibleEPUBKit

/// Sphinx's next/previous chain as Debian ships it (a page compressed away) and as a master document named
/// `contents` nests it.
struct SphinxChainTests {
    @Test("the chain goes on across a page the vault lacks, when one page names it next and one page names it previous")
    func chainAcrossMissingPage() throws {
        let vault = try TestVault([
            "index.html": linked("Start", ["next": "a.html"]),
            "a.html": linked("A", ["prev": "index.html", "next": "changelog.html"]),
            "about.html": linked("About", ["prev": "changelog.html", "next": "b.html"]),
            "b.html": linked("B", ["prev": "about.html", "next": "c.html"]),
            "c.html": linked("C", ["prev": "b.html", "next": "d.html"]),
            "d.html": linked("D", ["prev": "c.html"]),
        ])
        #expect(try vault.analyze().order.pages == ["index.html", "a.html", "about.html", "b.html", "c.html", "d.html"])
    }

    @Test("a missing page two pages name as previous joins nothing")
    func ambiguousGapStaysOpen() throws {
        let vault = try TestVault([
            "index.html": linked("Start", ["next": "a.html"]),
            "a.html": linked("A", ["prev": "index.html", "next": "gone.html"]),
            "b.html": linked("B", ["prev": "gone.html", "next": "c.html"]),
            "c.html": linked("C", ["prev": "b.html"]),
            "e.html": linked("E", ["prev": "gone.html", "next": "f.html"]),
            "f.html": linked("F", ["prev": "e.html"]),
        ])
        let analysis = try vault.analyze()
        let relations = PageRelations(pages: Array(analysis.pages.keys), parsed: analysis.pages, resolver: analysis.resolver)
        #expect(relations.next["a.html"] == nil)
        #expect(relations.next["b.html"] == "c.html")
    }

    @Test("no index page: the chain's first page (a master document named contents) nests it, with its list's own depth (a section it opens stays open) and the lists of pages named contents")
    func contentsNamedToctrees() throws {
        let chain = ["contents.html", "docs/guide.html", "docs/a.html", "docs/b.html", "docs/c.html", "notes.html", "examples/contents.html",
                     "examples/x/contents.html", "examples/x/1.html", "examples/x/2.html", "examples/x/3.html",
                     "examples/y/contents.html", "examples/y/1.html", "examples/y/2.html", "examples/y/3.html", "examples/z.html"]
        let lists: [String: String] = [
            "contents.html": #"<ul><li><a href="docs/guide.html">Guide</a><ul><li><a href="docs/a.html">A</a></li><li><a href="docs/b.html">B</a></li></ul></li><li><a href="examples/contents.html">Examples</a></li></ul>"#,
            "docs/guide.html": list(["a.html", "b.html", "c.html"]),
            "examples/contents.html": list(["x/contents.html", "y/contents.html", "z.html"]),
            "examples/x/contents.html": list(["1.html", "2.html", "3.html"]),
            "examples/y/contents.html": list(["1.html", "2.html", "3.html"]),
        ]
        let order = try TestVault(chained(chain, bodies: lists)).analyze().order
        #expect(order.pages == chain)
        #expect(order.depths == [0, 0, 1, 1, 1, 0, 0, 1, 2, 2, 2, 1, 2, 2, 2, 1])
    }

    private func list(_ targets: [String]) -> String {
        "<ul>" + targets.map { "<li><a href=\"\($0)\">\($0)</a></li>" }.joined() + "</ul>"
    }
}
