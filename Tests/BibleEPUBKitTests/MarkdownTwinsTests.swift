@testable import BibleEPUBKit
import Testing

/// A Markdown page beside the HTML made from it is the same chapter twice (Node.js's `api/buffer.md` and `buffer.html`).
@Suite("Order: a Markdown page beside its HTML rendering")
struct MarkdownTwinsTests {
    static let prose = [
        "`Buffer` objects are used to represent a fixed-length sequence of bytes. Many\nNode.js APIs support `Buffer`s.",
        "The `Buffer` class is a subclass of JavaScript's `Uint8Array` class and\nextends it with methods that cover additional use cases.",
        "While the `Buffer` class is available within the global scope, it is still\nrecommended to reference it explicitly.",
    ]

    /// A mostly-Markdown tree (so both kinds are pages): `buffer` in both forms, `events.md` beside an HTML page of
    /// the same name that says something else, and notes of its own; `notes.md` links to `buffer.md`.
    static func tree() throws -> TestVault {
        let rendered = prose.map { paragraph in
            "<p>" + paragraph.replacingOccurrences(of: "`([^`]*)`", with: "<code>$1</code>", options: .regularExpression) + "</p>"
        }
        // The example outweighs the prose, as on most API pages; the HTML's is highlighted, so its text runs differ.
        let example = (1...12).map { "const buf\($0) = Buffer.alloc(\($0 * 10));" }
        return try TestVault([
            "buffer.md": "# Buffer\n\n> Stability: 2 - Stable\n\n" + prose.joined(separator: "\n\n") + "\n\n```js\n" + example.joined(separator: "\n") + "\n```\n",
            "buffer.html": html("<h1>Buffer</h1><p class=\"stability\">Stability: 2 - Stable</p><p>Added in: v0.1.90</p>" + rendered.joined()
                + "<pre><code class=\"language-js\">" + example.map { "<span class=\"k\">const</span>" + $0.dropFirst(5) }.joined(separator: "\n")
                + "</code></pre>", title: "Buffer"),
            "events.md": "# Events\n\nMuch of the Node.js core API is built around an idiomatic asynchronous event-driven architecture.\n",
            "events.html": html("<h1>Events</h1><p>A page of the old site about meetups and conferences, which says nothing of the API.</p>", title: "Events"),
            "notes.md": "# Notes\n\nSee [the buffer chapter](buffer.md) for the bytes, told at a chapter's length here.\n",
            "streams.md": "# Streams\n\nA stream is an abstract interface for working with streaming data in Node.js.\n",
        ])
    }

    @Test("the Markdown twin is left out as a copy of its HTML, where links to it now go; a namesake saying something else stays")
    func twinLeftOut() throws {
        let vault = try Self.tree()
        let analysis = try vault.analyze()
        #expect(analysis.diagnostics.with("order.copied-page").map(\.file) == ["buffer.md"])
        #expect(analysis.order.pages.contains("buffer.html") && !analysis.order.pages.contains("buffer.md"))
        #expect(analysis.order.pages.contains("events.md") && analysis.order.pages.contains("events.html"))
        let notes = try #require(vault.entry("OEBPS/notes.xhtml", in: try vault.book()))
        #expect(notes.contains("href=\"buffer.xhtml\""))
    }

    @Test("an HTML page is found beside its Markdown by extension, in the same folder only")
    func rendering() {
        let pool: Set<String> = ["api/a.htm", "api/b.html", "c.html"]
        #expect(MarkdownTwins.rendering(of: "api/a.md", in: pool) == "api/a.htm")
        #expect(MarkdownTwins.rendering(of: "api/b.md", in: pool) == "api/b.html")
        #expect(MarkdownTwins.rendering(of: "api/c.md", in: pool) == nil)
    }
}
