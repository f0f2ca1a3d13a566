@testable import BibleEPUBKit
import Testing

/// What a page's stylesheet hides for good goes from the book (markup.css-hidden); what a rule may show stays.
@Suite("Hidden for good")
struct HiddenStylesTests {
    @Test("an unconditional display: none or visibility: hidden on a simple compound hides it; a rule that shows its class or id keeps it, unless only on hover or focus (a checked tab is not a pop-up)")
    func compounds() {
        let css = """
            div.ttc { position: absolute; display: none }
            .menu { display: none } .open.menu { display: block }
            #popup { display: none } @media (min-width: 60em) { #popup { display: block } }
            .tip { display: none } .box:hover .tip { display: inline }
            @media print { .noprint { display: none } }
            nav a { display: none } p:first-child { display: none } .x { display: block; display: none }
            main .advice { visibility: hidden } .heading:hover .advice { visibility: visible }
            .ghost { visibility: hidden } .ghost.on { visibility: visible } .drop { visibility: hidden } .drop { display: block }
            .target { display: none } .target:target { display: block } .focus { display: none } a:FOCUS-within .focus { display: block }
            .tab { display: none } #t1:checked ~ .tab { display: block }
            """
        #expect(HiddenStyles.compounds(in: css).map(\.selector) == ["div.ttc", ".tip", ".x", ".focus", "main .advice", ".drop"])
        #expect(HiddenStyles.mayHide(".a { VISIBILITY : collapse }") && !HiddenStyles.mayHide(".a { visibility: visible }"))
        #expect(HiddenStyles.compounds(in: ".ttc { DISPLAY: NONE }").map(\.selector) == [".ttc"])
        #expect(!HiddenStyles.mayHide("p { color: red }") && HiddenStyles.mayHide("P{Display:none}"))
        #expect(!HiddenStyles.mayHide("body { display: flex } a { text-decoration: none }") && HiddenStyles.mayHide("P{DISPLAY:NONE}"))
        #expect(HiddenStyles.mayHide("p { display /* x */ : /**/ none }") && HiddenStyles.mayHide("p { display: n\\6f ne }"))
    }

    @Test("on a page whose scripts are removed, tooltips go and are reported once; with scripts: keep they stay")
    func removesFromPage() throws {
        let head = "<style>div.ttc { position: absolute; display: none }</style><script>hover()</script>"
        let body = "<p>code <a href=\"#f\">f</a></p><div class=\"ttc\" id=\"f\">Definition: x.c:12</div><div class=\"ttc\" style=\"display: block\">shown</div><div class=\"ttc\">again</div>"
        let (xhtml, diagnostics) = try normalize(body, head: head)
        #expect(!xhtml.contains("Definition") && !xhtml.contains("again") && xhtml.contains("shown") && xhtml.contains("code"))
        #expect(!xhtml.contains("href=\"#f\"")) // a link into a removed tooltip is unwrapped, not left dangling
        #expect(diagnostics.with("markup.css-hidden").map(\.target) == ["div.ttc"])
        #expect(diagnostics.with("markup.css-hidden").first?.message.hasPrefix("2 div.ttc removed") == true)
        let (kept, keptDiagnostics) = try normalize(body, head: head, config: "scripts: keep\n")
        #expect(kept.contains("Definition") && keptDiagnostics.with("markup.css-hidden").isEmpty)
    }

    @Test("a compound inside others (RDoc's hover-only 'click to toggle source') goes only where its ancestors are")
    func descendantCompound() throws {
        let head = "<style>main .advice { visibility: hidden } main .heading:hover .advice { visibility: visible }</style><script>toggle()</script>"
        let body = "<main><div class=\"heading\"><span>each(item)</span><span class=\"advice\">click to toggle source</span></div></main><p class=\"advice\">kept outside main</p>"
        let (xhtml, diagnostics) = try normalize(body, head: head)
        #expect(!xhtml.contains("toggle source") && xhtml.contains("each(item)") && xhtml.contains("kept outside main"))
        #expect(diagnostics.with("markup.css-hidden").map(\.target) == ["main .advice"])
    }

    @Test("a linked vault stylesheet counts too; styles: template ships no page styles, so nothing goes")
    func linkedStylesheet() throws {
        let head = "<link rel=\"stylesheet\" href=\"s.css\"><script>hover()</script>"
        let body = "<p>text</p><span class=\"ttc tip\">Definition</span>"
        let (xhtml, diagnostics) = try normalize(body, head: head, extra: ["s.css": ".ttc { display: none }"])
        #expect(!xhtml.contains("Definition") && diagnostics.with("markup.css-hidden").count == 1)
        let (kept, _) = try normalize(body, head: head, config: "styles: template\n", extra: ["s.css": ".ttc { display: none }"])
        #expect(kept.contains("Definition"))
    }
}
