@testable import BibleEPUBKit
import Testing

/// Doxygen's `navtreeindex0.js`: each page's path from the tree's root.
private func navigationIndex(_ entries: [(String, [Int])]) -> String {
    "var NAVTREEINDEX0 =\n{\n" + entries.map { "\"\($0.0)\":[\($0.1.map(String.init).joined(separator: ","))]" }.joined(separator: ",\n") + "\n};\n"
}

@Suite("Order from a generator's navigation tree (NavigationTree)")
struct NavigationTreeTests {
    @Test("Doxygen's tree orders and nests pages whose folders are hashes; a group without a page of its own adds no level")
    func hashedFolders() throws {
        let analysis = try TestVault([
            "index.html": html("<h1>Main Page</h1>"),
            "d9/d01/md_guide.html": html("<h1>Guide</h1>"),
            "d0/d2b/md_install.html": html("<h1>Install</h1>"),
            "annotated.html": html("<h1>Data Structures</h1>"),
            "d5/d77/struct_b.html": html("<h1>B</h1>"),
            "d1/d03/struct_a.html": html("<h1>A</h1>"),
            "stray.html": html("<h1>Stray</h1>"),
            "navtreeindex0.js": navigationIndex([
                ("index.html", []), ("d0/d2b/md_install.html", [0]), ("d9/d01/md_guide.html", [1]),
                ("d9/d01/md_guide.html#section", [1, 0]), ("annotated.html", [2, 0]), ("d5/d77/struct_b.html", [2, 0, 0]),
                ("d1/d03/struct_a.html", [2, 0, 1]),
            ]),
        ]).analyze()
        #expect(analysis.order.source.rule == .navigationTree)
        #expect(Array(analysis.order.pages.prefix(6)) == ["index.html", "d0/d2b/md_install.html", "d9/d01/md_guide.html",
                                                         "annotated.html", "d5/d77/struct_b.html", "d1/d03/struct_a.html"])
        #expect(analysis.diagnostics.with("order.unreached-page").map(\.file) == ["stray.html"])
        let toc = analysis.tableOfContents(spine: analysis.order.pages)
        #expect(toc.entries.map(\.label).prefix(4) == ["Main Page", "Install", "Guide", "Data Structures"])
        #expect(toc.entries[3].children.map(\.label).prefix(2) == ["B", "A"])
        #expect(toc.entries.last?.label == "Stray" && toc.entries[3].children.count == 2) // at the top level, not under the last group
    }

    @Test("pages no rule reaches: under their folder's index just before them, beside a page of their folder or one above before them, else beside their folder's last page, else beside a page sharing a folder, else at the top level")
    func unreachedDepths() {
        let order = ["index.html", "guide/index.html", "guide/a.html", "guide/deep/b.html", "d1/y/q.html"]
        let unreached = ["guide/c.html", "guide/deep/c.html", "guide/deep/more/x.html", "d1/x/p.html", "extra/index.html",
                         "extra/one.html", "stray.html"]
        let (placed, findings) = OrderInference.placed(order, depths: [0, 0, 1, 2, 1], among: order + unreached,
                                                       source: OrderSource(rule: .navigationTree, reason: ""), hintPage: "index.html")
        #expect(placed.pages == ["index.html", "guide/index.html", "guide/a.html", "guide/deep/b.html", "guide/deep/c.html",
                                 "guide/deep/more/x.html", "guide/c.html", "d1/y/q.html", "d1/x/p.html", "extra/index.html",
                                 "extra/one.html", "stray.html"])
        // Each used to take the depth of the page before it: [0, 0, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1].
        #expect(placed.depths == [0, 0, 1, 2, 2, 2, 1, 1, 1, 0, 1, 0])
        #expect(findings.count == unreached.count)
    }

    @Test("a tree that holds only its own folder's pages orders them, before the folders it does not hold")
    func manualBesideExamples() throws {
        var files: [String: String] = [
            "index.html": html("<h1>Manual</h1>"),
            "install.html": html("<h1>Installation</h1>"),
            "commands.html": html("<h1>Commands</h1>"),
            "zebra.html": html("<h1>Appendix</h1>"),
            "navtreeindex0.js": navigationIndex([("index.html", []), ("install.html", [0]), ("commands.html", [1]), ("zebra.html", [2])]),
        ]
        for example in 1...6 { files["examples/e\(example)/index.html"] = html("<h1>Example \(example)</h1>") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.source.rule == .natural)
        #expect(Array(analysis.order.pages.prefix(5)) == ["index.html", "install.html", "commands.html", "zebra.html", "examples/e1/index.html"])
    }
}
