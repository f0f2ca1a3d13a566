import BibleEPUBKit
import Testing

/// Builds a one-page vault and returns the page's XHTML and the book's diagnostics.
func normalize(_ body: String, head: String = "", config: String? = nil, extra: [String: String] = [:]) throws -> (String, [Diagnostic]) {
    var files = extra
    files["a.html"] = html(body, head: head)
    if let config { files["book.yaml"] = config }
    let vault = try TestVault(files)
    let book = try vault.book()
    return (vault.entry("OEBPS/a.xhtml", in: book) ?? "", book.diagnostics)
}

@Suite("Normalization")
struct NormalizationTests {
    @Test("output is well-formed, namespaced XHTML with an HTML5 doctype and lang/xml:lang")
    func wellFormed() throws {
        let (xhtml, _) = try normalize("<p>One<br>two<img src=x.png alt=x></p><!-- a -- b -->")
        #expect(xhtml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\""))
        #expect(xhtml.contains(#"lang="en" xml:lang="en""#))
        #expect(xhtml.contains("<br/>"))
        #expect(LibXML2.parseXML(Array(xhtml.utf8)).errors.isEmpty)
    }

    @Test("HTML5 block elements are moved out of an open <p>, as HTML5 parsers do")
    func blockInParagraph() throws {
        let (xhtml, diagnostics) = try normalize("<p>before<section><h2>S</h2></section>after</p>")
        #expect(xhtml.contains("<p>before</p><section><h2>S</h2></section>after"))
        #expect(diagnostics.ids.contains("markup.block-in-paragraph"))
    }

    @Test("cells straight in a table get a row; table parts outside any table lose their tags, keeping their text")
    func tableParts() throws {
        let (xhtml, diagnostics) = try normalize("""
            <table>\n<td>a</td>\n<th>b</th>\n</table><table><col/><tbody><td>c</td></tbody></table>
            <p>x</p><td>stray</td><tr><td>row</td></tr><div><tbody><tr><td>deep</td></tr></tbody></div><caption>cap</caption>
            """)
        #expect(xhtml.contains("<table>\n<tr><td>a</td>\n<th>b</th>\n</tr></table>"))
        #expect(xhtml.contains("<table><colgroup><col/></colgroup><tbody><tr><td>c</td></tr></tbody></table>"))
        #expect(xhtml.contains("<p>x</p>strayrow<div>deep</div>cap"))
        let stray = diagnostics.with("markup.stray-table-part")
        #expect(stray.count == 4 && Set(stray.map(\.line)).count == 1 && stray[0].line > 0)
        #expect(diagnostics.with("markup.implied-table-row").count == 2)
    }

    @Test("rows beside a row group go in the tbody HTML5 implies (javadoc's header row), not in a nested table")
    func rowsBesideRowGroups() throws {
        let (xhtml, _) = try normalize("""
            <table><caption>Uses</caption>\n<tr><th>Package</th><th>Description</th></tr>\n<tbody><tr><td>a</td><td>b</td></tr></tbody></table>
            """)
        #expect(xhtml.contains("<caption>Uses</caption>\n<tbody><tr><th>Package</th><th>Description</th></tr>\n</tbody><tbody><tr><td>a</td>"))
        #expect(!xhtml.contains("<td><table>"))
    }

    @Test("list items outside a list get a <ul>; terms outside a <dl> (or a <div> in one) get a <dl>")
    func listItems() throws {
        let (xhtml, diagnostics) = try normalize("""
            <p>x</p><li>a</li>\n<li>b</li><div><dt>t</dt><dd>d</dd></div><dl><div><dt>t2</dt><dd>d2</dd></div></dl><dd>e</dd><ol><li>ok</li></ol>
            """)
        #expect(xhtml.contains("<p>x</p><ul><li>a</li>\n<li>b</li></ul><div><dl><dt>t</dt><dd>d</dd></dl></div>"))
        #expect(xhtml.contains("<dl><div><dt>t2</dt><dd>d2</dd></div></dl><dl><dt></dt><dd>e</dd></dl><ol><li>ok</li></ol>"))
        #expect(diagnostics.ids.contains("markup.element-inserted"))
        // One <ul> and two <dl>s: the same repair on one page is one finding, with its count.
        #expect(diagnostics.with("markup.implied-list").count == 2)
        #expect(diagnostics.with("markup.implied-list").contains { $0.message.hasSuffix("<dl>, which XHTML requires (2 times; the first here)") })
    }

    @Test("blocks inside inline elements move out of them; in headings, labels and buttons they are unwrapped")
    func blockInPhrasing() throws {
        let (xhtml, diagnostics) = try normalize("""
            <span id="s"><div>d</div></span><em>a<ul><li>i</li></ul>b</em><h3 id="h"><div>t<div>u</div></div></h3><a href="#s"><div>k</div></a>
            """)
        #expect(xhtml.contains(#"<span id="s"></span><div>d</div><em>a</em><ul><li>i</li></ul><em>b</em>"#))
        #expect(xhtml.contains(##"<h3 id="h">tu</h3><a href="#s"><div>k</div></a>"##))
        #expect(diagnostics.with("markup.block-in-phrasing").count == 3)
        // An HTML 4 index's lists in <font> (written as <span>): the lists move out whole, never renamed to spans.
        let (font, _) = try normalize("<FONT SIZE=2><DL><DT>alpha<DD>first</DL></FONT><TT><UL><LI>x</UL></TT>")
        #expect(font.contains("<dl><dt>alpha</dt><dd>first</dd></dl><ul><li>x</li></ul>"))
    }

    @Test("an item holding the next item of its list (an unclosed <b>, <font> or <a name> before it) is closed where it starts",
          arguments: [
              ("<DL><DT><B>alpha<DD>one</DL><DL><DT><FONT SIZE=2>beta<DD>two</DL>", "<dl><dt><b>alpha</b></dt><dd>one</dd></dl><dl><dt><span>beta</span></dt><dd>two</dd></dl>"),
              ("<DL><DT><A NAME='x'>alpha<DD>one<DL><DT>sub<DD>in</DL></DL>", #"<dl><dt><a id="x">alpha</a></dt><dd>one<dl><dt>sub</dt><dd>in</dd></dl></dd></dl>"#),
              ("<OL><LI><B>alpha<LI>beta<LI>gamma</OL>", "<ol><li><b>alpha</b></li><li>beta</li><li>gamma</li></ol>"),
          ])
    func listItemClosed(source: String, expected: String) throws {
        let (xhtml, diagnostics) = try normalize(source)
        #expect(xhtml.contains(expected), "the lists keep the source's count and depth")
        #expect(diagnostics.with("markup.implied-list").isEmpty)
        #expect(!diagnostics.with("markup.list-item-closed").isEmpty)
    }

    @Test("an end tag libxml2 drops past an open <div> closes as in HTML5: an index's lists stay siblings, not 148 deep")
    func droppedEndTags() throws {
        let (xhtml, _) = try normalize(String(repeating: "<DL><DT>term<DD><DIV>text</DL>", count: 3) + "<DL><DT><DIV>t<DD>d</DL><P>after</P>")
        let list = "<dl><dt>term</dt><dd><div>text</div></dd></dl>"
        #expect(xhtml.contains(list + list + list + "<dl><dt><div>t</div></dt><dd>d</dd></dl><p>after</p>"))
        // Inside a table cell HTML5 does not close across the cell either: the list stays in it, as written.
        let (table, _) = try normalize("<TABLE><TR><TD><DL><DD><DIV>x</TD></TR></TABLE><P>y</P>")
        #expect(table.contains("<td><dl>") && table.contains("</table><p>y</p>"))
    }

    @Test("figcaption and summary outside their parents, a button in a link: the schema pass renames them, keeping the text")
    func misplacedElements() throws {
        let (xhtml, diagnostics) = try normalize("""
            <div class="fig"><img src="a.png" alt="A"/><figcaption class="c">Cap</figcaption></div><summary>S</summary>
            <figure><img src="a.png" alt="A"/><figcaption>Kept</figcaption></figure><a href="#t" id="t"><button>Go</button></a>
            """, config: "scripts: keep\n", extra: ["a.png": "png"]) // a button outside a form stays only with scripts
        #expect(xhtml.contains(#"<div class="c">Cap</div></div><div>S</div>"#))
        #expect(xhtml.contains("<figcaption>Kept</figcaption></figure>"))
        #expect(xhtml.contains(##"<a href="#t" id="t"><div>Go</div></a>"##))
        #expect(diagnostics.with("markup.element-renamed").count == 3)
    }

    @Test("ARIA states that need a role are dropped from role-less generic elements only")
    func ariaNeedsRole() throws {
        let (xhtml, diagnostics) = try normalize("""
            <div aria-checked="true" aria-label="a">1</div><span role="tab" aria-selected="true">2</span>
            <button aria-pressed="true">3</button><p aria-expanded="false" aria-level="2">4</p>
            """, config: "scripts: keep\n")
        #expect(xhtml.contains(#"<div aria-label="a">1</div><span role="tab" aria-selected="true">2</span>"#))
        #expect(xhtml.contains(#"<button aria-pressed="true">3</button><p>4</p>"#))
        #expect(diagnostics.with("markup.aria-needs-role").map(\.message).count == 2)
        #expect(diagnostics.with("markup.aria-needs-role").last?.message.contains("'aria-expanded', 'aria-level' need") == true)
    }

    @Test("void elements unknown to the HTML 4 parser do not swallow their siblings")
    func voidElements() throws {
        let (xhtml, _) = try normalize(#"<p>long<wbr>word</p><video controls><source src="v.mp4" type="video/mp4"><track src="t.vtt" kind="captions">fallback</video>"#,
                                       extra: ["v.mp4": "x", "t.vtt": "WEBVTT"])
        #expect(xhtml.contains("long<wbr/>word"))
        #expect(xhtml.contains(#"<source src="v.mp4" type="video/mp4"/><track src="t.vtt" kind="captions"/>fallback</video>"#))
    }

    @Test("HTML 4 presentational attributes become inline CSS or are dropped, each element reported")
    func obsoleteAttributes() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <table width="80%" align="center" cellpadding="2" summary="s"><tr><td align="right" valign="top" bgcolor="#EEE" style="color: #c00000;">1</td>
            <td align="char" nowrap>2</td></tr></table><img src="x.png" alt="x" width="10" align="left"><ul type="square"><li>a</li></ul>
            <p align="center">centred</p><table><tr><td bgcolor="red;position:fixed">x</td></tr></table>
            """#, extra: ["x.png": "png"])
        #expect(xhtml.contains(#"<table style="width: 80%; margin-left: auto; margin-right: auto">"#))
        #expect(xhtml.contains(#"<td style="color: #c00000; text-align: right; vertical-align: top; background-color: #eee">1</td>"#))
        #expect(xhtml.contains(#"<td style="white-space: normal">2</td>"#)) // nowrap cells wrap on a reader's page
        #expect(diagnostics.ids.contains("style.wide-content"))
        #expect(xhtml.contains(#"<img src="x.png" alt="x" width="10" style="float: left"/>"#))
        #expect(xhtml.contains(#"<ul style="list-style-type: square">"#))
        #expect(xhtml.contains(#"<p style="text-align: center">centred</p>"#))
        #expect(!xhtml.contains("position:fixed") && !xhtml.contains("summary") && !xhtml.contains("cellpadding"))
        let findings = diagnostics.with("markup.obsolete-attribute")
        #expect(findings.count == 7 && findings.allSatisfy { $0.file == "a.html" && $0.line > 0 })
        #expect(findings.contains { $0.message.contains("cellpadding, summary dropped") })
    }

    @Test("a table's border=\"0\" is dropped, never made \"1\" (a layout table would get borders round every cell); \"1\" and \"\" stay, \"2\" becomes \"1\"")
    func tableBorders() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <table border="0"><tr><td>layout</td></tr></table><table border=" 0px"><tr><td>px</td></tr></table>
            <table border="1"><tr><td>one</td></tr></table><table border=""><tr><td>empty</td></tr></table>
            <table border="2"><tr><td>two</td></tr></table>
            """#)
        #expect(xhtml.contains("<table><tr><td>layout</td>") && xhtml.contains("<table><tr><td>px</td>"))
        #expect(xhtml.contains(#"<table border="1"><tr><td>one</td>"#) && xhtml.contains(#"<table border=""><tr><td>empty</td>"#))
        #expect(xhtml.contains(#"<table border="1"><tr><td>two</td>"#))
        #expect(diagnostics.with("markup.obsolete-attribute").contains { $0.message.contains("border dropped (it asked for the default)") })
    }

    @Test("attributes EPUB 3 does not allow on an element are dropped and reported; data-* and allowed ones stay")
    func unknownAttributes() throws {
        let (xhtml, diagnostics) = try normalize(##"""
            <p foo="1" data-note="n" bgcolor="red">x</p>
            <a href="#t" id="t" rev="r" download="f">a</a><img src="x.png" alt="x" loading="lazy" zzz="1">
            """##, extra: ["x.png": "png"])
        #expect(xhtml.contains(#"<p data-note="n">x</p>"#))
        #expect(xhtml.contains(##"<a href="#t" id="t" download="f">a</a>"##))
        #expect(xhtml.contains(#"<img src="x.png" alt="x" loading="lazy"/>"#))
        let findings = diagnostics.with("markup.unknown-attribute")
        let lines = findings.map(\.line) // one finding per element: the <p>, then the <a> and <img> on the next line
        #expect(lines.count == 3 && lines[0] > 0 && lines[1] == lines[0] + 1 && lines[2] == lines[1])
        #expect(findings.allSatisfy { $0.file == "a.html" })
        #expect(findings.first?.message.contains("'foo', 'bgcolor'") == true)
    }

    @Test("every attribute in the generated table is one EPUBCheck's schema lists (spot checks both ways)")
    func attributeTable() {
        #expect(HTMLAttributes.isAllowed("class", on: "p") && HTMLAttributes.isAllowed("href", on: "a"))
        #expect(HTMLAttributes.isAllowed("colspan", on: "td") && HTMLAttributes.isAllowed("alt", on: "img"))
        #expect(HTMLAttributes.isAllowed("epub:type", on: "section") && HTMLAttributes.isAllowed("data-x", on: "span"))
        #expect(!HTMLAttributes.isAllowed("href", on: "p") && !HTMLAttributes.isAllowed("rev", on: "a"))
        #expect(!HTMLAttributes.isAllowed("colspan", on: "div") && !HTMLAttributes.isAllowed("foo", on: "span"))
    }

    @Test("frames, applets, templates, scripts and head elements met in the body are removed; noscript is unwrapped")
    func removedElements() throws {
        let (xhtml, diagnostics) = try normalize("""
            <p>a</p><iframe src="x.html"></iframe><frame src="y.html"><applet code="z"></applet><template><p>t</p></template>
            <script>x()</script><noscript><p>shown</p></noscript><style>p{}</style><link rel="next" href="b.html">
            <meta name="m" content="c"><base href="/"><title>t</title>
            """)
        let body = try #require(xhtml.range(of: "<body").map { String(xhtml[$0.lowerBound...]) })
        for name in ["iframe", "frame", "applet", "template", "script", "noscript", "style", "link", "meta", "base", "title"] {
            #expect(!body.contains("<\(name)"), "\(name)")
        }
        #expect(body.contains("<p>shown</p>"))
        #expect(diagnostics.with("markup.embedded-frame").count == 3 && diagnostics.with("script.element").count == 1)
    }

    @Test("an iframe that shows an image file is that image: Doxygen's SVG graphs ship as figures, their fallback text goes")
    func frameShowingImage() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>"#
        // Graphviz's nodes link the pages they stand for; EPUBCheck checks those links as a page's.
        let graph = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="other.html#sec" target="_top"><rect width="9" height="9"/></a><a xlink:href="gone.html"><rect width="9" height="9"/></a><a xlink:href="https://example.org/"><rect width="9" height="9"/></a></svg>"#
        let vault = try TestVault([
            "index.html": html(#"<h1>appender.h</h1><p>Include dependency graph:</p><iframe scrolling="no" frameborder="0" src="a__incl.svg" width="1518" height="500"><p><b>This browser is not able to show SVG: try Firefox.</b></p></iframe><iframe src="b.svg" title="What includes it"></iframe><iframe src="other.html"></iframe>"#),
            "a__incl.svg": graph, "b.svg": svg, "other.html": html(#"<h1 id="sec">Other</h1><p>A page.</p>"#),
        ])
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/index.xhtml", in: book))
        #expect(page.contains(#"<img src="a__incl.svg""#) && page.contains(#"<img src="b.svg" alt="What includes it"/>"#))
        #expect(!page.contains("iframe") && !page.contains("This browser"))
        #expect(vault.entry("OEBPS/content.opf", in: book)?.contains(#"href="a__incl.svg""#) == true)
        #expect(book.diagnostics.with("markup.embedded-frame").map(\.severity) == [.info, .warning])
        let drawing = try #require(vault.entry("OEBPS/a__incl.svg", in: book))
        #expect(drawing.contains(#"xlink:href="other.xhtml#sec""#) && drawing.contains(#"xlink:href="https://example.org/""#))
        #expect(!drawing.contains("gone.html") && book.diagnostics.with("link.not-in-book").map(\.file) == ["a__incl.svg"])
    }

    @Test("named entities become characters")
    func entities() throws {
        let (xhtml, _) = try normalize("<p>it&rsquo;s &mdash; &larr; &nbsp;&amp; &lt;tag&gt;</p>")
        #expect(xhtml.contains("<p>it’s — ← \u{a0}&amp; &lt;tag&gt;</p>"))
    }

    @Test("inline SVG gets its namespace and camelCase names back")
    func svgCamelCase() throws {
        let (xhtml, _) = try normalize(#"<svg viewBox="0 0 10 10"><defs><linearGradient id="g"></linearGradient></defs><rect width="1" height="1"/></svg>"#)
        #expect(xhtml.contains(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs>"#))
    }

    @Test("invalid and duplicate ids become unique NCNames and links follow them")
    func ids() throws {
        let (xhtml, diagnostics) = try normalize(##"<h2 id="1 intro">A</h2><h2 id="x">B</h2><h2 id="x">C</h2><a href="#1%20intro">go</a><a href="#x">x</a>"##)
        #expect(xhtml.contains(##"<h2 id="id-1-intro">A</h2><h2 id="x">B</h2><h2 id="x-2">C</h2><a href="#id-1-intro">go</a><a href="#x">x</a>"##))
        #expect(diagnostics.ids.contains("markup.duplicate-id"))
    }

    @Test("a page's repairs are one finding per kind with the count (a generated page repeats them by the hundred)")
    func repairsCoalesced() throws {
        let items = (1...40).map { #"<li name="m\#($0)" id="x">\#($0)</li><li id="y">y</li>"# }.joined(separator: "\n")
        let (_, diagnostics) = try normalize("<ul>\(items)</ul><p onclick=\"a()\">x</p><p onclick=\"b()\">y</p>")
        let unknown = diagnostics.with("markup.unknown-attribute")
        #expect(unknown.count == 1 && unknown[0].message.hasSuffix("(40 times; the first here)"))
        let duplicates = diagnostics.with("markup.duplicate-id")
        #expect(duplicates.count == 1 && duplicates[0].message.contains("2 ids are used more than once ('x', 'y')"))
        #expect(duplicates[0].message.hasSuffix("(78 renamed; the first here)"))
        #expect(diagnostics.with("script.event-handler").count == 1)
    }

    @Test("scripts and event handlers are removed and reported; scripts: keep marks the page scripted")
    func scripts() throws {
        let (xhtml, diagnostics) = try normalize(#"<p onclick="go()">x</p><script>alert(1)</script>"#)
        #expect(!xhtml.contains("script") && !xhtml.contains("onclick"))
        #expect(diagnostics.ids.contains("script.element"))
        #expect(diagnostics.ids.contains("script.event-handler"))
        let vault = try TestVault(["a.html": html("<script>let a = 1</script><p>x</p>"), "book.yaml": "scripts: keep\n"])
        let book = try vault.book()
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("<script>let a = 1</script>") == true)
        #expect(vault.entry("OEBPS/content.opf", in: book)?.contains(#"href="a.xhtml" media-type="application/xhtml+xml" properties="scripted""#) == true)
    }

    @Test("strip: removes app chrome by XPath")
    func strip() throws {
        let (xhtml, _) = try normalize(#"<header class="page">chrome</header><p>text</p><footer class="page">nav</footer>"#,
                                       config: "strip:\n  - //header[@class='page']\n  - //footer[@class='page']\n")
        #expect(!xhtml.contains("chrome") && !xhtml.contains(">nav<"))
        #expect(xhtml.contains("<p>text</p>"))
    }

    @Test("identical <style> blocks become one shared stylesheet")
    func sharedStyles() throws {
        let style = "<style>p { color: #c00000; }</style>"
        let vault = try TestVault(["a.html": html("<p>a</p>", head: style), "b.html": html("<p>b</p>", head: style),
                                   "c.html": html("<p>c</p>", head: "<style>p { color: #0060a0; }</style>")])
        let book = try vault.book()
        let sheets = book.entries.map(\.path).filter { $0.hasPrefix("OEBPS/styles/page-") }
        #expect(sheets.count == 2)
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains(#"<link rel="stylesheet" type="text/css" href="styles/page-"#) == true)
    }

    @Test("styles: template links the template stylesheet instead of the page CSS")
    func templateStyles() throws {
        let (xhtml, _) = try normalize("<p style=\"color: red\">a</p>", head: "<style>p { color: red; }</style>", config: "styles: template\n")
        #expect(xhtml.contains(#"href="styles/book.css""#))
        #expect(!xhtml.contains("styles/page-") && !xhtml.contains("style=\""))
    }

    @Test("undeclared Latin-1 bytes are reported with their line, not silently garbled")
    func latin1() throws {
        let vault = try TestVault([:], binary: ["a.html": Array("<html><body>\n<p>caf".utf8) + [0xE9] + Array("</p></body></html>".utf8)])
        let book = try vault.book()
        #expect(book.diagnostics.with("encoding.invalid-bytes").first?.line == 2)
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("café") == true)
    }
}
