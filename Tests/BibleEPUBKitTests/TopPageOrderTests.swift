@testable import BibleEPUBKit
import Testing

/// A manual without an index page whose top page, under its own name, links the rest (Argyll CMS's `ArgyllDoc.html`),
/// and the labels its links give: a link into a section, or a word of a sentence, names no page.
@Suite("A top page under its own name orders a manual without an index")
struct TopPageOrderTests {
    /// Pages in the top page's order, which is not their names' order.
    static let topics = ["zeta", "epsilon", "delta", "gamma", "beta", "alpha"]

    /// The manual: `Manual.html` lists every topic on a line of its own, after a line linking into `gamma`'s section
    /// and a sentence linking `beta`; each topic page has a title and no `h1`.
    static func manual(topLinks: Int? = nil) -> [String: String] {
        let listed = topics.prefix(topLinks ?? topics.count)
        let lines = listed.map { "<a href=\"\($0).html\">The \($0) topic</a><br>" }.joined()
        var files = ["Manual.html": html("<h1>Manual Top</h1><a href=\"gamma.html#model\">model 12</a><br>"
                                         + "Note that you must <a href=\"beta.html\">supply</a> the firmware yourself.<br>\(lines)", title: "Manual Top")]
        for topic in topics { files[topic + ".html"] = html("<h3>Summary</h3><p>What \(topic) does.</p>", title: "\(topic) tool") }
        return files
    }

    @Test("the root page linking three quarters of the book orders it")
    func topPageOrders() throws {
        let analysis = try TestVault(Self.manual()).analyze()
        #expect(analysis.order.pages == ["Manual.html", "gamma.html", "beta.html", "zeta.html", "epsilon.html", "delta.html", "alpha.html"])
        #expect(analysis.order.source.reason.contains("Manual.html"))
        let few = try TestVault(Self.manual(topLinks: 2)).analyze()
        #expect(few.order.source.rule == .natural, "a page linking fewer is no contents page")
    }

    @Test("a link into a section gives way to a link to the page; a word of a sentence is no label")
    func linkLabels() throws {
        let analysis = try TestVault(Self.manual()).analyze()
        #expect(analysis.label(for: "gamma.html") == "The gamma topic")
        #expect(analysis.label(for: "beta.html") == "The beta topic", "the line of its own names it, not the sentence's word")
        var files = Self.manual()
        files["Manual.html"] = files["Manual.html"]!.replacingOccurrences(of: "<a href=\"beta.html\">The beta topic</a><br>", with: "")
        let sentenceOnly = try TestVault(files).analyze()
        #expect(sentenceOnly.label(for: "beta.html") == "beta tool", "only a sentence links it: its title names it")
    }

    @Test("a line of links is a menu, not a sentence: each link's text labels its page")
    func menuLineLabels() throws {
        let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"]
        var files = ["index.html": html("<h1>Index</h1><div>" + letters.map { "<a href=\"index-\($0).html\">\($0.uppercased())</a>" }.joined(separator: " | ") + "</div>")]
        for letter in letters { files["index-\(letter).html"] = html("<p>Entries under \(letter).</p>", title: "The API") }
        let analysis = try TestVault(files).analyze()
        #expect(analysis.label(for: "index-c.html") == "C")
    }

    @Test("a label written twice is said once")
    func repeatedLabel() throws {
        let files = ["index.html": html("<p><a href=\"a.html\">A</a> <a href=\"b.html\">B</a></p>", title: "libfoo Manual: libfoo Manual"),
                     "a.html": html("<h1>A</h1><p>One.</p>"), "b.html": html("<h1>B</h1><p>Two.</p>")]
        #expect(try TestVault(files).analyze().label(for: "index.html") == "libfoo Manual")
    }
}
