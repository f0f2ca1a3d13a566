@testable import BibleEPUBKit
import Testing

@Suite("Contents pages two levels deep, and in a folder")
struct NestedContentsTests {
    /// A root index listing a few documents and the page that lists the manual pages (postfix's shape).
    private func manualSite(commands: [String], documents: [String] = ["install", "basic", "faq"]) -> [String: String] {
        var files = [
            "index.html": html("<h1>Mail System</h1><ul>" + documents.map { "<li><a href=\"\($0).html\">\($0)</a></li>" }.joined()
                + #"<li><a href="manuals.html">Manual pages</a></li></ul>"#),
            "manuals.html": html("<h1>Manual pages</h1><dl>" + commands.map { "<dt><a href=\"man/\($0).html\">\($0)(1)</a></dt><dd>the \($0) command</dd>" }.joined() + "</dl>"),
        ]
        for name in documents { files["\(name).html"] = html("<h1>\(name)</h1><p>See the <a href=\"manuals.html\">manual pages</a>.</p>") }
        for name in commands { files["man/\(name).html"] = html("<h1>\(name)</h1><p>See also <a href=\"\(commands[0]).html\">\(commands[0])</a>.</p>") }
        return files
    }

    @Test("a root index that reaches the book through the contents page it links: that page's list follows it, one level deeper")
    func twoLevels() throws {
        let commands = ["postconf", "master", "cleanup", "smtpd", "qmgr", "local", "bounce", "pickup"]
        let analysis = try TestVault(manualSite(commands: commands)).analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(analysis.order.source.reason.contains("manuals.html"))
        #expect(analysis.order.pages == ["index.html", "install.html", "basic.html", "faq.html", "manuals.html"] + commands.map { "man/\($0).html" })
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label) == ["Mail System", "install", "basic", "faq", "Manual pages"])
        #expect(toc.entries[4].children.map(\.label) == commands)
    }

    @Test("a rel=next chain over a flat index: each manual's own list nests the pages after it, not a page that mentions them")
    func chainNestedByContentsPages() throws {
        // Sphinx's CMake manual: the index lists the manuals; each manual lists its commands or variables; cmake(1)
        // mentions variables, a command and an appendix in lists of its own; next/previous links walk it all depth first.
        let commands = ["block", "break", "file"], variables = ["CMAKE_A", "CMAKE_B", "CMAKE_C"]
        let chain = ["index.html", "cmake.html", "commands.html"] + commands.map { "command/\($0).html" }
            + ["guide.html", "extra.html", "variables.html"] + variables.map { "variable/\($0).html" }
        let list = { (items: [String], folder: String) in
            "<ul>" + items.map { "<li><a href=\"\(folder)/\($0).html\">\($0)</a></li>" }.joined() + "</ul>"
        }
        let bodies = [
            "index.html": list(["cmake", "commands", "guide", "variables"], "."),
            "cmake.html": "<ul><li>Options" + list(Array(variables.prefix(2)), "variable")
                + #"</li><li><a href="command/block.html">block</a></li><li><a href="extra.html">Appendix</a></li></ul>"#,
            "commands.html": list(commands, "command"), "variables.html": list(variables, "variable"),
        ]
        var files: [String: String] = [:]
        for (index, page) in chain.enumerated() {
            var relations: [String: String] = [:]
            if index > 0 { relations["prev"] = chain[index - 1] }
            if index + 1 < chain.count { relations["next"] = chain[index + 1] }
            files[page] = linked(VaultPath.stem(of: page), relations.mapValues { VaultPath.relative($0, from: VaultPath.directory(of: page)) },
                                 body: bodies[page] ?? "<p>text</p>")
        }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .links)
        #expect(analysis.order.pages == chain)
        #expect(analysis.order.depths == [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1], "extra.html follows guide.html, which lists nothing: not under cmake(1)")
    }

    @Test("a page that names fewer than three new pages is a chapter, not contents: the rest stays in natural order")
    func chapterLinksAreNotContents() throws {
        var files = manualSite(commands: ["b", "a"], documents: ["one", "two"])
        files["manuals.html"] = html(#"<h1>Manual pages</h1><p><a href="man/b.html">b</a> and <a href="man/a.html">a</a></p>"#)
        for name in ["c", "d", "e", "f"] { files["man/\(name).html"] = html("<h1>\(name)</h1>") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .natural)
        #expect(analysis.order.pages.firstIndex(of: "man/a.html")! < analysis.order.pages.firstIndex(of: "man/b.html")!)
    }

    @Test("NestedContents follows only pages adding three or more, and never takes a page the start already lists")
    func expansionRules() throws {
        let analysis = try TestVault(manualSite(commands: ["x", "y", "z"])).analyze()
        let pool = Set(analysis.naturalOrder)
        let result = try #require(NestedContents.resolve(from: "index.html", pool: pool, analysis: analysis))
        #expect(result.contentsPages == ["manuals.html"], "the documents link manuals.html, already listed: not followed")
        #expect(result.entries.map(\.depth) == [0, 0, 0, 0, 1, 1, 1])
        let two = try TestVault(manualSite(commands: ["x", "y"])).analyze()
        #expect(NestedContents.resolve(from: "index.html", pool: Set(two.naturalOrder), analysis: two) == nil)
    }

    @Test("without a root index, the one top-level folder's index is the contents page, opens the book and names it")
    func folderIndex() throws {
        let chapters = ["usage", "config", "api", "faq"]
        var files = [
            "BUGS.html": html("<h1>Known bugs</h1>"), "README.html": html("<h1>Readme</h1>"),
            "docs/index.html": html("<h1>Welcome</h1><ol>" + chapters.map { "<li><a href=\"\($0).html\">\($0)</a></li>" }.joined()
                + #"<li><a href="../README.html">Readme</a></li></ol>"#, title: "Frobnicator Manual"),
        ]
        for name in chapters { files["docs/\(name).html"] = html("<h1>\(name)</h1>") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        #expect(Array(analysis.order.pages.prefix(6)) == ["docs/index.html"] + chapters.map { "docs/\($0).html" } + ["README.html"])
        #expect(MetadataResolver.title(analysis) == "Frobnicator Manual")
        #expect(NestedContents.startPage(rootIndex: nil, candidates: ["a/index.html", "b/index.html"]) == nil, "two folders: no single start")
    }

    @Test("a page the start page's list already nests holds the place its own list gives the pages it adds (ceilometer's installation guide)")
    func addedAfterListedPredecessor() throws {
        let link = { (page: String, label: String, children: [(String, String)]) in
            "<li><a href=\"\(page)\">\(label)</a>" + (children.isEmpty ? "" : "<ul>" + children.map { "<li><a href=\"\($0.0)\">\($0.1)</a></li>" }.joined() + "</ul>") + "</li>"
        }
        let guide = [("install/start.html", "Start"), ("install/controller.html", "Controller"), ("install/compute.html", "Compute"), ("install/verify.html", "Verify")]
        let variants = ["obs", "rdo", "ubuntu"].map { ("install/compute-\($0).html", "Compute on \($0)") }
        let bases = ["a", "b", "c"].map { ("install/base-\($0).html", "Base \($0)") }
        let contributor = ["x", "y", "z"].map { ("contributor/\($0).html", "Contributing \($0)") }
        var files = [
            "index.html": html("<h1>Welcome</h1><ul>" + link("install/index.html", "Installation", guide)
                + link("contributor/index.html", "Contributor Guide", []) + "</ul>"),
            "install/index.html": html("<h1>Installation</h1><ul>" + link("start.html", "Start", []) + link("controller.html", "Controller", [])
                + link("compute.html", "Compute", variants.map { (String($0.0.dropFirst(8)), $0.1) }) + link("verify.html", "Verify", []) + "</ul>"),
            "install/controller.html": html("<h1>Controller</h1><ul>" + bases.map { link(String($0.0.dropFirst(8)), $0.1, []) }.joined() + "</ul>"),
            "contributor/index.html": html("<h1>Contributor Guide</h1><ul>" + contributor.map { link(String($0.0.dropFirst(12)), $0.1, []) }.joined() + "</ul>"),
        ]
        for (page, label) in guide + variants + bases + contributor where files[page] == nil { files[page] = html("<h1>\(label)</h1><p>Text.</p>") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        let expected = ["index.html", "install/index.html", "install/start.html", "install/controller.html"] + bases.map(\.0)
            + ["install/compute.html"] + variants.map(\.0) + ["install/verify.html", "contributor/index.html"] + contributor.map(\.0)
        #expect(analysis.order.pages == expected)
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label) == ["Welcome", "Installation", "Contributor Guide"])
        #expect(toc.entries[1].children.map(\.label) == ["Start", "Controller", "Compute", "Verify"])
        #expect(toc.entries[1].children[1].children.map(\.label) == bases.map(\.1))
        #expect(toc.entries[1].children[2].children.map(\.label) == variants.map(\.1))
    }

    @Test("a contents page reaching most pages takes in the pages its chapters' own lists add, in their order and under them; an index's are not (neutron-lib's internals)")
    func contentsPageExtended() throws {
        let items = { (links: [(String, String)]) in "<ul>" + links.map { "<li><a href=\"\($0.0)\">\($0.1)</a></li>" }.joined() + "</ul>" }
        let internals = [("validators", "Validators"), ("attributes", "Attributes"), ("callbacks", "Callbacks")]
        let stray = ["x", "y", "z"], chapters = ["faq", "glossary", "history", "licence", "roadmap", "support"]
        var files = [
            "index.html": html("<h1>Welcome</h1>" + items([("install.html", "Installation"), ("usage.html", "Usage"), ("guide/index.html", "Guide")])
                + items([("guide/conventions.html", "Conventions"), ("guide/internals.html", "Internals"), ("reference.html", "Reference")]
                        + chapters.map { ("\($0).html", $0) } + [("genindex.html", "Index")])),
            "guide/index.html": html("<h1>Guide</h1>" + items([("conventions.html", "Conventions"), ("internals.html", "Internals")])),
            "guide/internals.html": html("<h1>Internals</h1>" + items(internals.map { ("\($0.0).html", $0.1) })),
            "genindex.html": html("<h1>Index</h1>" + items(stray.map { ("misc/\($0).html", $0) })),
        ]
        // A reference page naming three commands in a list among its paragraphs is not their contents page.
        let prose = String(repeating: "<p>Each option is read from the configuration file when the command starts.</p>", count: 20)
        files["reference.html"] = html("<h1>Reference</h1>\(prose)" + items(stray.map { ("cmd/\($0).html", $0) }) + prose)
        for (page, label) in [("install.html", "Installation"), ("usage.html", "Usage"), ("guide/conventions.html", "Conventions")]
            + internals.map({ ("guide/\($0.0).html", $0.1) }) + stray.flatMap({ [("misc/\($0).html", $0), ("cmd/\($0).html", $0)] })
            + chapters.map({ ("\($0).html", $0) }) {
            files[page] = html("<h1>\(label)</h1><p>Text.</p>")
        }
        let analysis = try TestVault(files).analyze()
        let order = analysis.order.pages
        #expect(Array(order.prefix(9)) == ["index.html", "install.html", "usage.html", "guide/index.html", "guide/conventions.html",
                                          "guide/internals.html"] + internals.map { "guide/\($0.0).html" })
        #expect(analysis.order.source.reason.contains("guide/internals.html"))
        let toc = analysis.tableOfContents(spine: order)
        let internalsEntry = toc.entries.flatMap { [$0] + $0.children }.first { $0.page == "guide/internals.html" }
        #expect(internalsEntry?.children.map(\.label) == internals.map(\.1))
        #expect(analysis.diagnostics.with("order.unreached-page").map(\.file).sorted() == stray.map { "cmd/\($0).html" } + stray.map { "misc/\($0).html" })
    }
}
