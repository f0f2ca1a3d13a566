@testable import BibleEPUBKit
import Testing

@Suite("Section numbers that restart on each page: the title names the page, not section 1")
struct SectionNumbersTests {
    @Test("the leading section number of a heading", arguments: [
        ("1. Syntax", "1"), ("2.1 Scope", "2.1"), ("2.1. Scope", "2.1"), ("10 Things", "10"), ("1\u{A0}Intro", "1"),
        ("Syntax", nil), ("1.Syntax", nil), ("1.", nil), ("1", nil), ("", nil), (". 1 x", nil), ("1..2 x", nil),
    ] as [(String, String?)])
    func leading(heading: String, expected: String?) {
        #expect(SectionNumbers.leading(of: heading) == expected)
    }

    /// Pages titled `titles`, each opening with `headings[i]` as its `h1`, linked in turn from index.html.
    static func vault(titles: [String], headings: [String]) -> [String: String] {
        var files = ["index.html": html("<h1>Manual</h1><ul>" + titles.indices.map { "<li><a href=\"p\($0).html\">\(titles[$0])</a></li>" }.joined() + "</ul>",
                                        title: "Manual")]
        for index in titles.indices {
            files["p\(index).html"] = html("<h1><span>\(headings[index].prefix { $0 != " " }) </span>\(headings[index].drop { $0 != " " }.dropFirst())</h1><p>Text of section one.</p>",
                                           title: titles[index])
        }
        return files
    }

    @Test("SQLite's pages: every first h1 is section 1, so each page is labelled by its title")
    func restartingNumbers() throws {
        let titles = ["CREATE INDEX", "Window Functions", "EXPLAIN QUERY PLAN", "Version Numbers"]
        let analysis = try TestVault(Self.vault(titles: titles, headings: ["1. Syntax", "1. Introduction to Window Functions",
                                                                           "1. The EXPLAIN QUERY PLAN Command", "1. SQLite Version Numbers"])).analyze()
        #expect(analysis.numbersSectionsPerPage)
        #expect((0..<4).map { analysis.label(for: "p\($0).html") } == titles)
    }

    @Test("a book numbered across its pages keeps its numbered headings as labels")
    func numbersAcrossPages() throws {
        let headings = ["1. Getting Started", "2. Installation", "3. Usage", "4. Reference"]
        let analysis = try TestVault(Self.vault(titles: ["Getting Started", "Installation", "Usage", "Reference"], headings: headings)).analyze()
        #expect(!analysis.numbersSectionsPerPage)
        #expect((0..<4).map { analysis.label(for: "p\($0).html") } == headings)
    }
}

@Suite("Headings whose separators are drawn with CSS: the title spells them out")
struct RunTogetherHeadingsTests {
    @Test("a heading runs words together where the title separates them", arguments: [
        ("GdkWaylandWaylandDeviceget_node_path", "GdkWayland.WaylandDevice.get_node_path", "GdkWayland.WaylandDevice.get_node_path"),
        ("GdkWaylandWaylandDevice", "GdkWayland.WaylandDevice", "GdkWayland.WaylandDevice"),
        ("Getting Started", "Getting Started", "Getting Started"),
        ("Chapter 1", "Chapter 1.", "Chapter 1"),
        ("Getting Started", "Getting-Started Guide", "Getting Started"),
        ("Foo Bar", "FooBar, the long way", "Foo Bar"),
        ("get_node_path", "get.node_path", "get_node_path"),
        ("AB", "A.B", "A.B"),
    ])
    func spelledOut(heading: String, title: String, expected: String) {
        #expect(RunTogetherHeadings.spelledOut(heading, title: title) == expected)
    }

    @Test("gi-docgen's method page is labelled by its title, whose dots the heading's CSS draws")
    func giDocgen() throws {
        let heading = "<h1><a href=\"index.html\">GdkWayland</a><span class=\"sep\"></span><a href=\"p0.html\">WaylandDevice</a><span class=\"sep\"></span>get_node_path</h1>"
        let analysis = try TestVault([
            "index.html": html("<h1>GdkWayland</h1><ul><li><a href=\"p0.html\">get_node_path</a></li><li><a href=\"p1.html\">Other</a></li></ul>", title: "GdkWayland"),
            "p0.html": html(heading + "<p>Returns the node path.</p>", title: "GdkWayland.WaylandDevice.get_node_path"),
            "p1.html": html("<h1>Other Things</h1><p>Text.</p>", title: "Other Things"),
        ]).analyze()
        #expect(analysis.label(for: "p0.html") == "GdkWayland.WaylandDevice.get_node_path")
        #expect(analysis.label(for: "p1.html") == "Other Things")
    }
}
