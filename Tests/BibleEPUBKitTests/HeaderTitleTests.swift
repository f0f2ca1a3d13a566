@testable import BibleEPUBKit
import Testing

@Suite("A page's title shown in its header (Doxygen's div.title) names it over the h1 of its first section")
struct HeaderTitleTests {
    /// A Doxygen main page: the page's name in `div.headertitle > div.title`, its first section's `h1` below.
    private func mainPage(title: String? = "JsonCpp: Main Page", titleClass: String = "title", headingFirst: Bool = false) -> String {
        let header = "<div class=\"header\"><div class=\"headertitle\"><div class=\"\(titleClass)\">JsonCpp Documentation</div></div></div>"
        let text = "<div class=\"contents\"><div class=\"textblock\"><h1>Introduction</h1><p>JSON is a lightweight data-interchange format.</p></div></div>"
        let body = headingFirst ? text + header : header + text
        return title.map { html(body, title: $0) } ?? "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"></head><body>\(body)</body></html>"
    }

    private let classPage = html("<div class=\"header\"><div class=\"headertitle\"><div class=\"title\">Json::Reader Class Reference</div></div></div><p>Unserialize.</p>",
                                 title: "JsonCpp: Json::Reader Class Reference")

    @Test("the header's title names the page; an h1 before it, or no element classed title, leaves the h1")
    func label() throws {
        var vault = try TestVault(["index.html": mainPage(), "classJson_1_1Reader.html": classPage])
        #expect(try vault.analyze().label(for: "index.html") == "JsonCpp Documentation")
        vault = try TestVault(["index.html": mainPage(headingFirst: true), "classJson_1_1Reader.html": classPage])
        #expect(try vault.analyze().label(for: "index.html") == "Introduction")
        vault = try TestVault(["index.html": mainPage(titleClass: "subtitle"), "classJson_1_1Reader.html": classPage])
        #expect(try vault.analyze().label(for: "index.html") == "Introduction")
    }

    @Test("a start page without <title> is named by its header's title, not its first section's h1")
    func bookTitle() throws {
        let vault = try TestVault(["index.html": mainPage(title: nil)])
        #expect(MetadataResolver.title(try vault.analyze()) == "JsonCpp Documentation")
    }
}
