@testable import BibleEPUBKit
import Foundation
import Testing

/// #52 item 2: an image written without alt gets what its context says, and nothing invented.
@Suite("Text alternatives from the image's context")
struct ImageAlternativesTests {
    private func page(_ body: String) throws -> (xhtml: String, book: Book) {
        let vault = try TestVault(["a.html": html("<h1>A</h1>\n" + body), "fig.png": "png", "b.html": html("<h1>B</h1>")])
        let book = try vault.book()
        return (try #require(vault.entry("OEBPS/a.xhtml", in: book)), book)
    }

    @Test("an image in a link whose text names the target is decorative: alt=\"\", reported as a note")
    func inTextLink() throws {
        let (xhtml, book) = try page(#"<p><a href="a.html"><img src="fig.png"> Back to the start</a></p>"#)
        #expect(xhtml.contains(#"<img src="fig.png" alt=""/> Back to the start"#))
        #expect(book.diagnostics.with("a11y.alt-from-context").map(\.line) == [10])
        #expect(book.diagnostics.with("image.missing-alt").isEmpty)
    }

    @Test("an alt of white space only (Doxygen's alt=\"&nbsp;\") is written alt=\"\"; a described image keeps its alt")
    func whiteSpaceAlt() throws {
        let (xhtml, book) = try page("<p><img src=\"fig.png\" alt=\"&#160;\" width=\"16\" height=\"22\"/><img src=\"fig.png\" alt=\" Notes \"/></p>")
        #expect(xhtml.contains(#"<img src="fig.png" alt="" width="16" height="22"/><img src="fig.png" alt=" Notes "/>"#))
        #expect(book.diagnostics.with("a11y.alt-from-context").map(\.line) == [10])
    }

    @Test("an image in a figure with a caption is named by the caption (aria-labelledby, the caption given an id)")
    func captioned() throws {
        let (xhtml, book) = try page(#"<figure id="figure-caption-1"><img src="fig.png"><figcaption>The notes screen</figcaption></figure>"#)
        #expect(xhtml.contains(#"<img src="fig.png" aria-labelledby="figure-caption-2"/><figcaption id="figure-caption-2">"#))
        #expect(book.diagnostics.with("a11y.alt-from-context").count == 1)
    }

    @Test("a caption's own id names the image")
    func captionWithID() throws {
        let (xhtml, _) = try page(#"<figure><img src="fig.png"><figcaption id="cap">The notes screen</figcaption></figure>"#)
        #expect(xhtml.contains(#"<img src="fig.png" aria-labelledby="cap"/>"#))
    }

    @Test("a spacer (at most 2 by 2 pixels, or named spacer) is decorative")
    func spacer() throws {
        let (xhtml, _) = try page(#"<p><img src="fig.png" width="1" height="1"> text</p>"#)
        #expect(xhtml.contains(#"<img src="fig.png" width="1" height="1" alt=""/>"#))
        #expect(ImageAlternatives.isSpacer(Element("img", attributes: [Attribute("src", "images/spacer.gif")])))
        #expect(!ImageAlternatives.isSpacer(Element("img", attributes: [Attribute("src", "images/diagram.png")])))
    }

    @Test("an image nothing describes keeps its missing alt (never alt=\"\"), is reported and counted in the summary")
    func undescribed() throws {
        let (xhtml, book) = try page(#"<p><a href="b.html"><img src="fig.png"></a></p><figure><img src="fig.png"><figcaption> </figcaption></figure>"#)
        #expect(xhtml.contains(#"<a href="b.xhtml"><img src="fig.png"/></a>"#))
        #expect(xhtml.contains(#"<figure><img src="fig.png"/>"#))
        #expect(book.diagnostics.with("image.missing-alt").count == 2)
        #expect(book.diagnostics.with("a11y.alt-from-context").isEmpty)
        #expect(book.metadata.accessibility.summary.contains("2 of 2 images have no text alternative."))
    }
}

/// A link with nothing to see or hear is unwrapped (axe-core's link-name), its id kept.
@Suite("Empty links")
struct EmptyLinkTests {
    @Test("a link left empty (an icon whose font is gone, a button removed) is unwrapped and reported; one with text, an image or a label stays")
    func emptyLinks() throws {
        let vault = try TestVault(["a.html": html("""
            <h1>A</h1>
            <p><a href="a.html" id="x"><i class="icon"></i></a> <a href="a.html"><button>b</button></a> <a href="b.html">Top</a>
            <a href="b.html" aria-label="Top"><i class="icon"></i></a> <a href="b.html"><img src="fig.png" alt="Top"/></a></p>
            """), "fig.png": "png", "b.html": html("<h1>B</h1>")])
        let book = try vault.book()
        let xhtml = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(xhtml.contains(#"<p><span id="x"></span><i class="icon"></i> "#))
        #expect(xhtml.contains(#"<a href="b.xhtml">Top</a>"#) && xhtml.contains(#"<a href="b.xhtml" aria-label="Top">"#))
        #expect(xhtml.contains(#"<a href="b.xhtml"><img src="fig.png" alt="Top"/></a>"#))
        #expect(book.diagnostics.with("link.empty").count == 2)
    }
}

/// A task list's check box is named by its state (axe-core's label).
@Suite("Task list check boxes")
struct TaskCheckBoxTests {
    @Test("a disabled check box outside a form gets aria-label done or not done; a labelled or enabled one stays as written")
    func named() throws {
        let vault = try TestVault(["a.html": html("""
            <h1>A</h1><ul><li><input type="checkbox" checked disabled> Sow</li><li><input type="checkbox" disabled> Reap</li>
            <li><input type="checkbox" disabled aria-label="Mine"> Keep</li></ul>
            """)])
        let book = try vault.book()
        let xhtml = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(xhtml.contains(#"<input type="checkbox" checked="checked" disabled="disabled" aria-label="done"/> Sow"#))
        #expect(xhtml.contains(#"<input type="checkbox" disabled="disabled" aria-label="not done"/> Reap"#))
        #expect(xhtml.contains(#"<input type="checkbox" disabled="disabled" aria-label="Mine"/> Keep"#))
        #expect(book.diagnostics.with("a11y.checkbox-label").count == 2)
    }
}
