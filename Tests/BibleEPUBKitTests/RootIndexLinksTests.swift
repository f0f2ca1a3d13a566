@testable import BibleEPUBKit
import Testing

@Suite("A site's index page orders what it links")
struct RootIndexLinksTests {
    private func page(_ title: String, _ body: String = "") -> String {
        "<html><head><title>\(title)</title></head><body><h1>\(title)</h1><p>Text of \(title). \(body)<a href=\"index.html\">Home</a></p></body></html>"
    }

    @Test("the pages the index links after its h1 follow it in its order; a page sharing a linked page's stem stays after it")
    func linkedPagesFirst() throws {
        let index = """
            <html><head><title>My Site</title></head><body><p><a href="about.html">About</a> <a href="a.html">A</a></p>
            <h1>My Site</h1><p>Read <a href="guide_1.html">the guide</a>, then <a href="cookbook.html">the cookbook</a>.</p></body></html>
            """
        var files = ["index.html": index]
        // Four of twelve pages linked: no contents page reaches most of them, so names order the rest.
        let others = ["a", "about", "b", "c", "d", "e", "f", "g", "zeta"]
        for name in others + ["cookbook", "guide_1", "guide_2"] { files[name + ".html"] = page(name) }
        let vault = try TestVault(files)
        let order = try vault.analyze().order
        #expect(order.pages == ["index.html", "guide_1.html", "guide_2.html", "cookbook.html"] + others.map { $0 + ".html" })
        #expect(order.source.reason.contains("then the 2 pages beside it that it links"))
    }

    @Test("an index linking one page, or only before its h1, leaves the names' order")
    func namesOrderOtherwise() throws {
        let index = "<html><head><title>S</title></head><body><p><a href=\"b.html\">B</a> <a href=\"c.html\">C</a></p><h1>S</h1><p><a href=\"c.html\">C</a></p></body></html>"
        let names = ["a", "b", "c", "d", "e", "f"]
        var files = ["index.html": index]
        for name in names { files[name + ".html"] = page(name) }
        let vault = try TestVault(files)
        #expect(try vault.analyze().order.pages == ["index.html"] + names.map { $0 + ".html" })
    }

    @Test("name stems: the part before the last _ or -, else the name without its trailing digits")
    func stems() {
        #expect(OrderInference.nameStem("doc/gettext_25.html") == "gettext")
        #expect(OrderInference.nameStem("stag-db-tutorial.html") == "stag-db")
        #expect(OrderInference.nameStem("node12.html") == "node")
    }
}
