@testable import BibleEPUBKit
import Foundation
import Testing

/// Orders generators keep as data (#53 item 2): Qt's help project and Doxygen's menu, read, never run.
@Suite("Generator menus")
struct GeneratorMenuTests {
    @Test("a Qt help project's toc gives the order and nesting")
    func helpProject() throws {
        let qhp = """
            <?xml version="1.0" encoding="UTF-8"?><QtHelpProject version="1.0"><filterSection><toc>
            <section ref="zz-index.html" title="Module"><section ref="b-types.html" title="Types"><section ref="a-type.html#details" title="A Type"/></section>
            <section ref="c-examples.html" title="Examples"/></section></toc></filterSection></QtHelpProject>
            """
        let files = ["doc/m.qhp": qhp, "doc/zz-index.html": html("<h1>Module</h1>"), "doc/b-types.html": html("<h1>Types</h1>"),
                     "doc/a-type.html": html("<h1>A Type</h1>"), "doc/c-examples.html": html("<h1>Examples</h1>")]
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == ["doc/zz-index.html", "doc/b-types.html", "doc/a-type.html", "doc/c-examples.html"])
        #expect(analysis.order.source.reason.contains("m.qhp"))
    }

    @Test("Doxygen's menudata.js orders the index pages, each followed by the pages it lists")
    func doxygenMenu() throws {
        let menu = #"""
            var menudata={children:[
            {text:"Main Page",url:"index.html"},
            {text:"Classes",url:"annotated.html",children:[
            {text:"Class List",url:"annotated.html"},
            {text:"Class Members",url:"functions.html",children:[{text:"a",url:"functions.html#index_a"}]}]},
            {text:"Files",url:"files.html"}]}
            """#
        let files = ["menudata.js": menu, "index.html": html("<h1>Main</h1>"),
                     "annotated.html": html(#"<h1>Class List</h1><table><tr><td><a href="zeta.html">Zeta</a></td></tr><tr><td><a href="alpha.html">Alpha</a></td></tr></table>"#),
                     "functions.html": html("<h1>Members</h1>"), "files.html": html(#"<h1>Files</h1><a href="a_8h.html">a.h</a>"#),
                     "zeta.html": html("<h1>Zeta</h1>"), "alpha.html": html("<h1>Alpha</h1>"), "a_8h.html": html("<h1>a.h</h1>")]
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == ["index.html", "annotated.html", "zeta.html", "alpha.html", "functions.html", "files.html", "a_8h.html"])
    }

    @Test("without menudata.js, Doxygen's pages follow its default layout's menu: index pages, what each lists, a member index's letters and kinds", arguments: [true, false])
    func doxygenDefaultMenu(written: Bool) throws {
        func page(_ title: String, _ body: String = "") -> String {
            let generator = written ? #"<meta name="generator" content="Doxygen 1.9.4"/>"# : ""
            return "<!DOCTYPE html><html><head>\(generator)<title>\(title)</title></head><body><h1>\(title)</h1>\(body)</body></html>"
        }
        let files = ["index.html": page("Main", "<p>An introduction.</p>"),
                     "files.html": page("File List", #"<table><tr><td><a href="zeta_8h.html">zeta.h</a></td></tr><tr><td><a href="functions_8h.html">functions.h</a></td></tr></table>"#),
                     "annotated.html": page("Data Structures", #"<table><tr><td><a href="structPoint.html">Point</a></td></tr></table>"#),
                     "globals.html": page("Globals"), "globals_func.html": page("Globals"), "globals_b.html": page("Globals"),
                     "functions.html": page("Data Fields"), "zeta_8h.html": page("zeta.h"), "functions_8h.html": page("functions.h"),
                     "structPoint.html": page("Point")]
        let analysis = try TestVault(files).analyze()
        let layout = ["index.html", "annotated.html", "structPoint.html", "functions.html", "files.html", "zeta_8h.html", "functions_8h.html",
                      "globals.html", "globals_b.html", "globals_func.html"]
        #expect((analysis.order.pages == layout) == written)
        #expect(analysis.order.source.reason.contains("Doxygen's default menu") == written)
    }

    @Test("an index table's rows nest as their ids say (Doxygen's File List: a folder's files under it)")
    func doxygenRowNesting() throws {
        let menu = #"var menudata={children:[{text:"Main Page",url:"index.html"},{text:"Files",url:"files.html"}]}"#
        let rows = [("row_0_", "dir_a.html", "src"), ("row_0_0_", "a_8c.html", "a.c"), ("row_0_1_", "b_8c.html", "b.c"), ("row_1_", "c_8h.html", "c.h")]
            .map { #"<tr id="\#($0.0)"><td class="entry"><a class="el" href="\#($0.1)">\#($0.2)</a></td></tr>"# }.joined()
        let files = ["menudata.js": menu, "index.html": html("<h1>Main</h1>"), "files.html": html("<h1>File List</h1><table class=\"directory\">\(rows)</table>"),
                     "dir_a.html": html("<h1>src</h1>"), "a_8c.html": html("<h1>a.c</h1>"), "b_8c.html": html("<h1>b.c</h1>"), "c_8h.html": html("<h1>c.h</h1>")]
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == ["index.html", "files.html", "dir_a.html", "a_8c.html", "b_8c.html", "c_8h.html"])
        #expect(analysis.order.depths == [0, 0, 1, 2, 2, 1])
    }

    @Test("Doxygen's source listings (*_source.html, 'Go to the source code of this file.') are kept outside the reading order; a verbatim page the menu reaches stays")
    func doxygenSourceListings() throws {
        let menu = #"var menudata={children:[{text:"Main Page",url:"index.html"},{text:"Changes",url:"changelog.html"},{text:"Files",url:"files.html"}]}"#
        func fragment(_ lines: [String]) -> String { #"<div class="fragment">"# + lines.map { #"<div class="line">\#($0)</div>"# }.joined() + "</div>" }
        var files = ["menudata.js": menu, "index.html": html("<h1>Main</h1>"),
                     "files.html": html(#"<h1>File List</h1><table><tr><td><a href="a_8h.html">a.h</a></td></tr><tr><td><a href="b_8h.html">b.h</a></td></tr></table>"#),
                     "changelog.html": html(fragment((1...20).map { "version 1.\($0): fixed bug \($0) in the parser" }))]
        for name in ["a", "b"] {
            files["\(name)_8h.html"] = html(#"<h1>\#(name).h File Reference</h1><p>Declarations.</p><a href="\#(name)_8h_source.html">Go to the source code of this file.</a>"#)
            files["\(name)_8h_source.html"] = html(fragment((1...20).map { "int \(name)\($0) = \($0); /* a declaration */" }))
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.nonLinear.map(\.page) == ["a_8h_source.html", "b_8h_source.html"])
        #expect(analysis.order.pages == ["index.html", "changelog.html", "files.html", "a_8h.html", "b_8h.html"])
    }

    @Test("a class's member list the menu does not reach is kept outside the reading order for its class page's link; one the class page does not link is placed")
    func memberLists() throws {
        let menu = #"var menudata={children:[{text:"Main Page",url:"index.html"},{text:"Classes",url:"annotated.html"}]}"#
        let files = ["menudata.js": menu, "index.html": html("<h1>Main</h1>"),
                     "annotated.html": html(#"<h1>Class List</h1><table><tr><td><a href="classZeta.html">Zeta</a></td></tr><tr><td><a href="classAlpha.html">Alpha</a></td></tr></table>"#),
                     "classZeta.html": html(#"<div class="summary"><a href="classZeta-members.html">List of all members</a></div><h1>Zeta</h1><p>Zeta's members.</p>"#),
                     "classZeta-members.html": html("<h1>Zeta Member List</h1><table><tr><td>run()</td></tr></table>"),
                     "classAlpha.html": html("<h1>Alpha</h1><p>Alpha's members.</p>"),
                     "classAlpha-members.html": html("<h1>Alpha Member List</h1><table><tr><td>stop()</td></tr></table>")]
        let vault = try TestVault(files)
        let analysis = try vault.analyze()
        #expect(analysis.order.nonLinear == [NonLinearPage(page: "classZeta-members.html", linkedFrom: ["classZeta.html"])])
        #expect(!analysis.order.pages.contains("classZeta-members.html") && analysis.order.pages.contains("classAlpha-members.html"))
        #expect(analysis.diagnostics.with("order.member-lists").count == 1)
        #expect(analysis.diagnostics.with("order.unreached-page").map(\.file) == ["classAlpha-members.html"])
        let book = try vault.book()
        let spine = (vault.entry("OEBPS/content.opf", in: book) ?? "").split(separator: "\n").filter { $0.contains("<itemref") }
        #expect(spine.filter { $0.contains("linear=\"no\"") }.count == 1 && spine.contains { $0.contains("classZeta-members") && $0.contains("linear=\"no\"") })
    }

    @Test("the menu script's entries and their nesting, strings with escapes")
    func script() {
        let entries = MenuScript.entries(#"var menudata={children:[{text:"A \"x\"",url:"a.html"},{text:"B",url:"b.html",children:[{text:"C",url:"c.html"}]},{text:"D",url:"d.html"}]}"#)
        #expect(entries.map(\.url) == ["a.html", "b.html", "c.html", "d.html"])
        #expect(entries.map(\.position) == [[0], [1], [1, 0], [2]])
    }

    @Test("javadoc's element-list and package summaries: overview, each package with its classes; uses pages left out")
    func javadoc() throws {
        let summary = { (classes: [String]) in html("<h1>Package</h1><table>" + classes.map { "<tr><td><a href=\"\($0).html\">\($0)</a></td></tr>" }.joined() + "</table>") }
        let files = ["element-list": "org.b\norg.a\n", "index.html": html("<h1>Overview</h1>"),
                     "org/b/package-summary.html": summary(["Zed", "Alpha"]), "org/a/package-summary.html": summary(["Mid"]),
                     "org/b/Zed.html": html("<h1>Zed</h1>"), "org/b/Alpha.html": html("<h1>Alpha</h1>"), "org/a/Mid.html": html("<h1>Mid</h1>"),
                     "org/b/class-use/Zed.html": html("<h1>Uses of Class org.b.Zed</h1>"),
                     "org/b/package-tree.html": html("<h1>Hierarchy For<br>Package org.b</h1>")]
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == ["index.html", "org/b/package-summary.html", "org/b/Zed.html",
                                         "org/b/Alpha.html", "org/b/package-tree.html", "org/a/package-summary.html", "org/a/Mid.html"])
        #expect(analysis.order.leftOutBy["org/b/class-use/Zed.html"] == .orderJavadocApparatus)
        #expect(analysis.tableOfContents(spine: analysis.order.pages).flattened().contains { $0.0.label == "Hierarchy For Package org.b" },
                "a line break in a heading is a space in its label")
    }

    @Test("javadoc 8's frameset: its package-list orders the book, not the overview its frameset names; the frames' class lists are left out")
    func javadocFrameset() throws {
        let summary = { (classes: [String]) in html("<h1>Package</h1><table>" + classes.map { "<tr><td><a href=\"\($0).html\">\($0)</a></td></tr>" }.joined() + "</table>") }
        let frame = { (classes: [String]) in html("<h1><a href=\"package-summary.html\" target=\"classFrame\">org.b</a></h1><ul>"
            + classes.map { "<li><a href=\"\($0).html\" target=\"classFrame\">\($0)</a></li>" }.joined() + "</ul>") }
        let files = ["package-list": "org.b\norg.a\n",
                     "index.html": #"<html><head><title>API</title></head><frameset cols="20%,80%"><frameset rows="30%,70%"><frame src="overview-frame.html" name="packageListFrame"><frame src="allclasses-frame.html" name="packageFrame"></frameset><frame src="overview-summary.html" name="classFrame"><noframes><a href="overview-summary.html">Non-frame version</a></noframes></frameset></html>"#,
                     "overview-summary.html": html(#"<h1>API</h1><table><tr><td><a href="org/b/package-summary.html">org.b</a></td></tr><tr><td><a href="org/a/package-summary.html">org.a</a></td></tr></table>"#),
                     "overview-frame.html": html(#"<ul><li><a href="org/b/package-frame.html" target="packageFrame">org.b</a></li><li><a href="org/a/package-frame.html" target="packageFrame">org.a</a></li></ul>"#),
                     "allclasses-frame.html": html(#"<h1>All Classes</h1><ul><li><a href="org/a/Mid.html" target="classFrame">Mid</a></li></ul>"#),
                     "org/b/package-summary.html": summary(["Zed", "Alpha"]), "org/a/package-summary.html": summary(["Mid"]),
                     "org/b/package-frame.html": frame(["Zed", "Alpha"]), "org/a/package-frame.html": frame(["Mid"]),
                     "org/b/Zed.html": html("<h1>Zed</h1><p>The last letter.</p>"), "org/b/Alpha.html": html("<h1>Alpha</h1><p>The first.</p>"),
                     "org/a/Mid.html": html("<h1>Mid</h1><p>In the middle, with <a href=\"../b/Zed.html\">Zed</a> and <a href=\"../b/Alpha.html\">Alpha</a>.</p>")]
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.pages == ["overview-summary.html", "org/b/package-summary.html", "org/b/Zed.html", "org/b/Alpha.html",
                                         "org/a/package-summary.html", "org/a/Mid.html"])
        #expect(["org/b/package-frame.html", "org/a/package-frame.html"].allSatisfy { analysis.order.leftOutBy[$0] == .orderFrameNavigation })
        #expect(["overview-frame.html", "allclasses-frame.html"].allSatisfy { analysis.order.leftOutBy[$0] == .orderJavadocApparatus })
        #expect(analysis.diagnostics.with("order.unreached-page").isEmpty)
    }

    @Test("source listings (src-html/, _modules/) a page links are kept outside the reading order; one no page links stays in it")
    func sourceListings() throws {
        let files = ["a.html": html(#"<h1>A</h1><p>See <a href="_modules/pkg/mod.html#f">[source]</a>.</p>"#),
                     "b.html": html("<h1>B</h1>"), "_modules/pkg/mod.html": html(#"<h1>Source code for pkg.mod</h1><pre id="f">def f(): pass</pre>"#),
                     "_modules/pkg/other.html": html("<h1>Source code for pkg.other</h1><pre>x = 1</pre>")]
        let vault = try TestVault(files)
        let analysis = try vault.analyze()
        #expect(!analysis.order.pages.contains("_modules/pkg/mod.html") && analysis.order.pages.contains("_modules/pkg/other.html"))
        #expect(analysis.order.nonLinear.map(\.page) == ["_modules/pkg/mod.html"])
        #expect(analysis.diagnostics.with("order.source-listings").count == 1)
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(#"linear="no""#))
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains(#"href="_modules/pkg/mod.xhtml#f""#) == true, "the [source] link still works")
    }
}
