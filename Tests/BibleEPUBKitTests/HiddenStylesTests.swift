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

    @Test("a panel shown only under :checked is a CSS-only tab: every panel after a radio button shows; a rule without :checked, a :not(:checked) or a panel with its own display does not")
    func checkedPanels() {
        let css = """
            .block > section { display: none }
            .block > .tab-a:checked ~ .panel-a, .block > .tab-b:CHECKED  ~ .panel-b { display: block }
            #menu-state:not(:checked) ~ #menu { display: none } #menu-state:not(:checked) ~ #menu2 { display: block }
            input:checked + label { color: #c00000 } .x:checked ~ .gone { display: none } .on ~ .other { display: block }
            @media print { .y:checked ~ .print { display: block } }
            """
        #expect(CheckedStyles.panels(in: css).map(\.compound.selector) == [".panel-a", ".panel-b"])
        #expect(CheckedStyles.panels(in: css).map(\.display) == ["block", "block"])
        #expect(CheckedStyles.panels(in: ".p { display: none }").isEmpty)
    }

    @Test("every tab of a CSS-only tab set shows in the book, reported once per page and panel; a panel outside the set, or after a check box (a site menu), does not change")
    func showsTabPanels() throws {
        let head = """
            <style>.block > section { display: none } .block > .t-a:checked ~ .c-a, .block > .t-b:checked ~ .c-b { display: block }</style>
            """
        let body = """
            <div class="block"><input class="t-a" id="a" type="radio" name="n" checked><label for="a">Unix</label>\
            <input class="t-b" id="b" type="radio" name="n"><label for="b">Windows</label>\
            <section class="c-a"><pre>$ ls</pre></section><section class="c-b" style="color: #c00000;"><pre>dir</pre></section></div>\
            <section class="c-b"><p>no radio before it</p></section><div class="block"><input type="radio"><div class="c-b" style="display:none">own</div></div>\
            <div class="block"><input type="checkbox" checked><section class="c-a">a menu</section></div>
            """
        let (xhtml, diagnostics) = try normalize(body, head: head)
        #expect(xhtml.contains("<section class=\"c-a\" style=\"display: block\">"))
        #expect(xhtml.contains("<section class=\"c-b\" style=\"color: #c00000; display: block\">"))
        #expect(xhtml.contains("<section class=\"c-b\"><p>no radio") && xhtml.contains("<section class=\"c-a\">a menu"))
        #expect(xhtml.contains("style=\"display:none\">own"))
        #expect(diagnostics.with("markup.tabs-shown").map(\.target) == [".c-a", ".c-b"])
        let (template, templateDiagnostics) = try normalize(body, head: head, config: "styles: template\n")
        #expect(!template.contains("display: block") && templateDiagnostics.with("markup.tabs-shown").isEmpty)
    }

    @Test("a compound inside others matches a direct child of the ancestor too")
    func directChildOfAncestor() throws {
        let head = "<style>main .advice { visibility: hidden }</style><script>toggle()</script>"
        let (xhtml, diagnostics) = try normalize("<main><span class=\"advice\">click to toggle</span><p>text</p></main>", head: head)
        #expect(!xhtml.contains("click to toggle") && diagnostics.with("markup.css-hidden").count == 1)
    }

    @Test("what a stylesheet hides until a click on the element before it runs a script shows (a <style> in the body counts); with scripts: keep, or without a click handler before it, it stays hidden")
    func opensClickToggled() throws {
        let body = """
            <style>.outline ul { display: none }</style><ul class="outline">\
            <li><a onclick="toggle(1)"><span>&#x25ba;</span> Lists</a><ul id="s1"><li><a href="b.html">All</a></li></ul></li>\
            <li><span><a onclick="toggle(2)">More</a></span><ul id="s2" style="color: #c00000"><li>b</li></ul></li>\
            <li><a href="x.html">No handler</a><ul id="s3"><li>c</li></ul></li></ul>
            """
        let (xhtml, diagnostics) = try normalize(body, extra: ["b.html": "<p>b</p>", "x.html": "<p>x</p>"])
        #expect(xhtml.contains("<ul id=\"s1\" style=\"display: block\">") && xhtml.contains("<ul id=\"s2\" style=\"color: #c00000; display: block\">"))
        #expect(xhtml.contains("<ul id=\"s3\">"))
        #expect(diagnostics.with("style.script-hidden").map(\.target) == [".outline ul"])
        let (kept, keptDiagnostics) = try normalize(body, config: "scripts: keep\n", extra: ["b.html": "<p>b</p>", "x.html": "<p>x</p>"])
        #expect(kept.contains("<ul id=\"s1\">") && keptDiagnostics.with("style.script-hidden").isEmpty)
    }

    @Test("on a page that ran scripts, hidden running text shows without an inline handler (scaladoc's full comments); hidden links stay hidden")
    func opensScriptToggledText() throws {
        // A rule that shows them (an opened member) makes them toggled, not hidden for good.
        let head = #"<style>#template div.full { display: none } #template li.open div.full { display: block }</style><script src="template.js"></script>"#
        let body = """
            <div id="template"><ol><li><p class="short">Creates a copy.</p><div class="full"><p>Creates a copy of the receiver \
            object; the default implementation depends on the platform.</p></div></li>\
            <li><p class="short">Menu.</p><div class="full"><a href="b.html">One</a> <a href="b.html">Two</a></div></li></ol></div>
            """
        let (xhtml, diagnostics) = try normalize(body, head: head, extra: ["b.html": "<p>b</p>", "template.js": "x()"])
        #expect(xhtml.contains(#"<div class="full" style="display: block"><p>Creates a copy of the receiver"#))
        #expect(xhtml.contains(#"<div class="full"><a href="b.xhtml">One</a>"#))
        #expect(diagnostics.with("style.script-hidden").count == 1)
    }
}
