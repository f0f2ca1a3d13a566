@testable import BibleEPUBKit
import Testing

@Suite("A Haddock tree: module list, split index, hyperlinked source")
struct HaddockTreeTests {
    static let modules = ["Data.Split", "Data.Split.Internals", "Data.Join", "Data.Trim"]
    static let letters = ["A", "B", "C", "D", "E", "F"]

    /// A package's Haddock output: index.html lists the modules; each module page links its source listing as
    /// "Source"; the index is split by letter (doc-index-A …) and whole again in doc-index-All.
    static func files() -> [String: String] {
        let file = { (module: String) in module.replacingOccurrences(of: ".", with: "-") + ".html" }
        let title = "split-0.2: Combinator library"
        var files = [
            "index.html": html("<h1>\(title)</h1><div id=\"module-list\"><ul>" + modules.map { "<li><a href=\"\(file($0))\">\($0)</a></li>" }.joined()
                + "</ul></div>", title: title),
            "doc-index.html": html("<ul>" + letters.map { "<li><a href=\"doc-index-\($0).html\">\($0)</a></li>" }.joined() + "</ul>",
                                   title: "\(title) (Index)"),
        ]
        var all: [String] = []
        for (number, letter) in letters.enumerated() {
            let entries = (0..<3).map { "<tr><td>\(letter.lowercased())name\($0)</td><td><a href=\"\(file(modules[number % modules.count]))#v:\(letter)\($0)\">\(modules[number % modules.count])</a></td></tr>" }
            all += entries
            files["doc-index-\(letter).html"] = html("<ul>" + letters.map { "<li><a href=\"doc-index-\($0).html\">\($0)</a></li>" }.joined()
                + "</ul><table>\(entries.joined())</table>", title: "\(title) (Index - \(letter))")
        }
        files["doc-index-All.html"] = html("<table>\(all.joined())</table>", title: "\(title) (Index)")
        for (number, module) in modules.enumerated() {
            let letter = letters[number]
            let anchors = (0..<3).map { "<p class=\"src\"><a id=\"v:\(letter)\($0)\">\(letter.lowercased())name\($0)</a> <a href=\"src/\(module).html#n\($0)\">Source</a></p><p>Splits a list, the \($0) way.</p>" }
            // Modules without sections carry the generator's own heading.
            files[file(module)] = html("<p class=\"caption\">\(module)</p><h1>Documentation</h1>\(anchors.joined())", title: module)
            files["src/\(module).html"] = "<html><head></head><body><pre><span id=\"n0\">module \(module) where</span>\n<span id=\"n1\">import Data.List</span>\n<span id=\"n2\">split = undefined</span></pre></body></html>"
        }
        return files
    }

    @Test("the module list orders the book; listings linked as Source are kept outside the reading order")
    func order() throws {
        let analysis = try TestVault(Self.files()).analyze()
        #expect(analysis.order.source.rule == .contentsPage)
        let modulePages = Self.modules.map { $0.replacingOccurrences(of: ".", with: "-") + ".html" }
        #expect(Array(analysis.order.pages.prefix(5)) == ["index.html"] + modulePages)
        #expect(Set(analysis.order.nonLinear.map(\.page)) == Set(Self.modules.map { "src/\($0).html" }))
        #expect(analysis.diagnostics.contains(where: { $0.id == DiagnosticID.orderSourceListings.rawValue }))
    }

    @Test("the split index follows the modules; the page that repeats it whole is left out as a copy")
    func splitIndex() throws {
        let analysis = try TestVault(Self.files()).analyze()
        #expect(Array(analysis.order.pages.suffix(7)) == ["doc-index.html"] + Self.letters.map { "doc-index-\($0).html" })
        let index = try #require(analysis.tableOfContents(spine: analysis.order.pages).entries.last)
        #expect(index.label == "Index")
        #expect(index.children.map(\.label) == Self.letters)
        #expect(!analysis.order.pages.contains("doc-index-All.html"))
        #expect(analysis.order.redirects["doc-index-All.html"]?.page == "doc-index.html")
        #expect(analysis.diagnostics.contains(where: { $0.id == DiagnosticID.orderCopiedPage.rawValue && $0.file == "doc-index-All.html" }))
    }

    @Test("among more modules than index pages, the unreached split index goes after the last nested module at the top level, labelled without the package's name")
    func splitIndexAmongManyModules() throws {
        var files = Self.files()
        let nested = (1...9).map { "Data.Trim.Part\($0)" }
        let file = { (module: String) in module.replacingOccurrences(of: ".", with: "-") + ".html" }
        files["index.html"] = files["index.html"]!.replacingOccurrences(
            of: "<li><a href=\"Data-Trim.html\">Data.Trim</a></li>",
            with: "<li><a href=\"Data-Trim.html\">Data.Trim</a><ul>" + nested.map { "<li><a href=\"\(file($0))\">\($0)</a></li>" }.joined() + "</ul></li>")
        for module in nested { files[file(module)] = html("<h1>\(module)</h1><p>Trims a part.</p>", title: module) }
        let analysis = try TestVault(files).analyze()
        #expect(Array(analysis.order.pages.suffix(7)) == ["doc-index.html"] + Self.letters.map { "doc-index-\($0).html" })
        let index = try #require(analysis.tableOfContents(spine: analysis.order.pages).entries.last)
        #expect(index.label == "Index" && index.children.map(\.label) == Self.letters)
        #expect(analysis.diagnostics.with("order.unreached-page").isEmpty)
    }

    @Test("a module path without a page heads nothing: its modules stand beside the modules before it, not under the last one")
    func unlinkedModulePath() throws {
        var files = Self.files()
        let nested = ["Data.Trim.Util.Ends", "Data.Trim.Util.Spaces"]
        let file = { (module: String) in module.replacingOccurrences(of: ".", with: "-") + ".html" }
        // Haddock's module list: "Data" and "Data.Trim.Util" name no page (trifecta's "Text" and "Util").
        files["index.html"] = html("<div id=\"module-list\"><ul><li><span class=\"module\">Data</span><details><ul>"
            + "<li><span class=\"module\"><a href=\"Data-Trim.html\">Data.Trim</a></span><details><ul>"
            + "<li><a href=\"Data-Split.html\">Data.Split</a></li><li><a href=\"Data-Join.html\">Data.Join</a></li>"
            + "<li><span class=\"module\">Util</span><details><ul>" + nested.map { "<li><a href=\"\(file($0))\">\($0)</a></li>" }.joined()
            + "</ul></details></li></ul></details></li></ul></details></li></ul></div>", title: "split-0.2: Combinator library")
        for module in nested { files[file(module)] = html("<h1>\(module)</h1><p>Trims the ends.</p>", title: module) }
        let analysis = try TestVault(files).analyze()
        let entries = analysis.tableOfContents(spine: analysis.order.pages).entries
        let trim = try #require(entries.first { $0.page == "Data-Trim.html" })
        #expect(Array(trim.children.map(\.page).prefix(4)) == ["Data-Split.html", "Data-Join.html"] + nested.map(file))
        #expect(trim.children.allSatisfy { $0.children.isEmpty })
    }

    @Test("a heading pages with unrelated titles share is the generator's: the title labels the page")
    func generatorHeading() throws {
        let analysis = try TestVault(Self.files()).analyze()
        #expect(analysis.repeatedHeadings == ["Documentation"])
        #expect(analysis.label(for: "Data-Split.html") == "Data.Split")
        #expect(VaultAnalyzer.repeatedHeadings([]) .isEmpty)
    }

    @Test("an index named in the parentheses that end a title; affixes never split a parenthesis")
    func parenthesizedIndexTitle() {
        #expect(IndexPages.labelNamesIndex("split-0.2: Combinator library (Index - A)"))
        #expect(!IndexPages.labelNamesIndex("Combinator library (Indexed containers)"))
        let titles = (0..<6).map { "pkg: Parsers (Index - \($0))" }
        let affixes = TitleAffixes.common(in: titles)
        #expect(affixes.prefix == "pkg: Parsers", "the name before the parentheses, never 'pkg: Parsers (Index'")
        #expect(affixes.strip(titles[0]) == "Index - 0")
        #expect(TitleAffixes.common(in: ["pkg: A (Index - 1)", "pkg: B (Index - 2)", "pkg: C (Index - 3)"]).prefix == "pkg")
        #expect(ParentNameLabels.label("Index - A", under: "Index") == "A")
        #expect(ParentNameLabels.label("Indexes", under: "Index") == "Indexes")
    }

    @Test("a listing no page links, in the folder its Source-linked listings share, is left out; alone in its folder it stays")
    func unlinkedListing() throws {
        var files = Self.files()
        files["src/Paths_split.html"] = "<html><head></head><body><pre>module Paths_split where\nversion = [0, 2]</pre></body></html>"
        // One listing linked as Source in notes/ tells no folder of listings.
        files["Data-Trim.html"]! += "<p><a href=\"notes/Trim.html\">Source</a></p>"
        files["notes/Trim.html"] = "<html><head></head><body><pre>module Trim where</pre></body></html>"
        files["notes/Paths_notes.html"] = "<html><head></head><body><pre>a preformatted page of its own</pre></body></html>"
        let analysis = try TestVault(files).analyze()
        #expect(analysis.order.leftOutBy["src/Paths_split.html"] == .orderSourceListings)
        #expect(!analysis.order.pages.contains("src/Paths_split.html"))
        #expect(analysis.order.nonLinear.map(\.page).contains("notes/Trim.html"))
        #expect(analysis.order.pages.contains("notes/Paths_notes.html"), "one listing was found in its folder")
        #expect(analysis.diagnostics.with("order.source-listings").first?.message.contains("src/Paths_split.html") == true)
    }

    @Test("a preformatted page no page links as Source is no listing; one outside the listing folders linked so is")
    func listingByShape() throws {
        var files = Self.files()
        files["Data-Join.html"] = html("<h1>Data.Join</h1><p><a href=\"src/Data.Join.html\">the code</a></p>", title: "Data.Join")
        let analysis = try TestVault(files).analyze()
        #expect(!analysis.order.nonLinear.map(\.page).contains("src/Data.Join.html"))
        #expect(analysis.order.nonLinear.map(\.page).contains("src/Data.Split.html"))
    }
}
