@testable import BibleEPUBKit
import Testing

/// A light box inside a dark one keeps legible text (libxslt's site: a black table drawing a border round a yellow cell).
@Suite("Theme: colours inherited through style attributes")
struct InheritedTextColorsTests {
    static let bordered = """
        <table bgcolor="#000000" cellspacing="1"><tr><td><table bgcolor="#fffacd"><tr><td><h1>The library</h1></td></tr></table>
        <div style="background-color: #fffacd; color: #333333">Its own colour</div></td></tr></table>
        """

    @Test("the dark box gets light text; the light box in it gets black, reported; one with a colour of its own keeps it")
    func lightBoxInDarkBox() throws {
        let (xhtml, diagnostics) = try normalize(Self.bordered)
        #expect(xhtml.contains(#"<table style="background-color: #000000; border-spacing: 1px; color: #ffffff;">"#))
        #expect(xhtml.contains(#"<table style="background-color: #fffacd; color: #000000">"#))
        #expect(xhtml.contains(#"<div style="background-color: #fffacd; color: #333333">"#))
        #expect(diagnostics.with("style.text-color").contains { $0.message.contains("1 boxes given a text colour") })
    }

    @Test("with theme: keep nothing is added")
    func keptTheme() throws {
        let (xhtml, _) = try normalize(Self.bordered, config: "theme: keep\n")
        #expect(xhtml.contains(#"<table style="background-color: #fffacd"><tr>"#) && !xhtml.contains("; color: #ffffff"))
    }

    @Test("the colour a box inherits is read through style attributes only, the last declaration winning")
    func colors() {
        let colors = InheritedTextColors.Colors("color: red; background: url(a.png) #000; color: #fff")
        #expect(colors?.text == .white && colors?.box == .black)
        #expect(InheritedTextColors.Colors("margin: 0") == nil)
        #expect(InheritedTextColors.Colors("background-color: rgba(0, 0, 0, 0.2)") == nil)
    }
}
