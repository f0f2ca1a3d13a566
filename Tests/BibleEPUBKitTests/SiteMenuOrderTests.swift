@testable import BibleEPUBKit
import Testing

@Suite("A site's menu orders its pages when nothing else does")
struct SiteMenuOrderTests {
    /// A hand-written site: every page carries the same menu (chrome, removed from every page), in its author's order;
    /// the menu names its sections, not the reference pages, so it reaches too few pages to be the contents.
    static func site(menu: String) -> [String: String] {
        let names = ["intro", "docs", "bugs", "faq", "api"] + references.map(VaultPath.stem)
        var files = ["index.html": html("<div class=\"menu\">\(menu)</div><h1>The library</h1><p>Welcome to the library's pages.</p>", title: "Home")]
        for name in names {
            files[name + ".html"] = html("<div class=\"menu\">\(menu)</div><h1>About \(name)</h1><p>What \(name) says, at a page's length for this test.</p>",
                                         title: name)
        }
        return files
    }

    /// Reference pages, in their names' order.
    static let references = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima",
                             "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango"].map { $0 + ".html" }
    static let links = "<li><a href=\"intro.html\">Introduction</a></li><li><a href=\"docs.html\">Documentation</a></li>"
        + "<li><a href=\"bugs.html\">Bugs</a></li><li><a href=\"faq.html\">FAQ</a></li><li><a href=\"api.html\">API</a></li>"

    @Test("the menu's order, not the file names', and the menu is still removed as chrome")
    func menuOrder() throws {
        let vault = try TestVault(Self.site(menu: "<ul><li><a href=\"index.html\">Home</a></li>" + Self.links + "</ul>"))
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.html", "intro.html", "docs.html", "bugs.html", "faq.html", "api.html"] + Self.references)
        #expect(analysis.order.source.reason.contains("site's menu on index.html"))
        let page = try #require(vault.entry("OEBPS/docs.xhtml", in: try vault.book()))
        #expect(!page.contains("Bugs"))
    }

    @Test("a menu in groups (lists side by side in one block) keeps its groups' order")
    func groupedMenu() throws {
        let menu = "<ul><li><a href=\"faq.html\">FAQ</a></li></ul><hr/><ul>" + Self.links.replacingOccurrences(of: "<li><a href=\"faq.html\">FAQ</a></li>", with: "") + "</ul>"
        let analysis = try TestVault(Self.site(menu: menu)).analyze()
        #expect(analysis.order.pages == ["index.html", "faq.html", "intro.html", "docs.html", "bugs.html", "api.html"] + Self.references)
    }

    @Test("the index page's own links order the folder when they place more pages than the menu")
    func ownLinksWin() throws {
        var files = Self.site(menu: "<ul>" + Self.links + "</ul>")
        // In running text, not a list: the menu stays the largest list on the page.
        let own = ["tango", "sierra", "romeo", "quebec", "papa", "oscar", "november", "mike"].map { "read <a href=\"\($0).html\">\($0)</a>" }.joined(separator: ", ")
        files["index.html"] = html("<div class=\"menu\"><ul>\(Self.links)</ul></div><h1>The library</h1><p>Start here: \(own).</p>", title: "Home")
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .natural)
        #expect(Array(analysis.order.pages.prefix(4)) == ["index.html", "tango.html", "sierra.html", "romeo.html"])
    }
}
