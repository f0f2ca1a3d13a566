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
}
