@testable import BibleEPUBKit
import Foundation
import Testing

/// The general repair pass (Pages/SchemaRepair*.swift) against the grammar generated from EPUBCheck's jar.
@Suite("Schema repair")
struct SchemaRepairTests {
    @Test("role=heading without aria-level gets ARIA's default level 2 (axe-core's aria-required-attr); a level of its own stays")
    func headingRoleLevel() throws {
        let (xhtml, diagnostics) = try normalize(#"<p class="caption" role="heading">Appendices</p><div role="heading" aria-level="3">x</div>"#)
        #expect(xhtml.contains(#"<p class="caption" role="heading" aria-level="2">Appendices</p>"#))
        #expect(xhtml.contains(#"<div role="heading" aria-level="3">x</div>"#))
        #expect(diagnostics.with("markup.attribute-added").count == 1)
    }

    @Test("a term without a description gets an empty <dd>; a description first gets an empty <dt> before it")
    func definitionLists() throws {
        let (xhtml, diagnostics) = try normalize("<dl><dt>a</dt><dt>b</dt></dl><dl><dd>c</dd><dt>d</dt><dd>e</dd></dl>")
        #expect(xhtml.contains("<dl><dt>a</dt><dt>b</dt><dd></dd></dl>"))
        #expect(xhtml.contains("<dl><dt></dt><dd>c</dd><dt>d</dt><dd>e</dd></dl>"))
        #expect(diagnostics.ids.contains("markup.element-added") && diagnostics.ids.contains("markup.element-inserted"))
    }

    @Test("attribute values the schema restricts are rewritten to the nearest it lists, or dropped")
    func attributeValues() throws {
        let (xhtml, diagnostics) = try normalize(#"<table border="2"><tr><td>a</td></tr></table><p dir="sideways">b</p>"#)
        #expect(xhtml.contains(#"<table border="1">"#))
        #expect(xhtml.contains("<p>b</p>"))
        #expect(diagnostics.ids.contains("markup.attribute-rewritten") && diagnostics.ids.contains("markup.attribute-dropped"))
    }

    @Test("an xml:lang that differs from lang takes lang's value (Schematron lang-xmllang); one differing in case stays")
    func languageAttributes() throws {
        let (xhtml, diagnostics) = try normalize(#"<p lang="de" xml:lang="fr">a</p><p lang="en-GB" xml:lang="en-gb">b</p>"#)
        #expect(xhtml.contains(#"<p lang="de" xml:lang="de">a</p>"#))
        #expect(xhtml.contains(#"<p lang="en-GB" xml:lang="en-gb">b</p>"#))
        #expect(diagnostics.with("markup.attribute-rewritten").count == 1)
    }

    @Test("a map whose id and name differ is named after its id, with its usemaps; one default track per media element")
    func mapsAndTracks() throws {
        let (xhtml, diagnostics) = try normalize(##"""
            <img src="a.png" usemap="#m1" alt="i"><map name="m1" id="m2"><area shape="rect" coords="0,0,1,1" href="#m2" alt="a"></map>
            <video controls src="v.mp4"><track src="a.vtt" srclang="en" default label=" "><track src="b.vtt" srclang="de" default></video>
            """##, extra: ["a.png": "png", "v.mp4": "x", "a.vtt": "WEBVTT", "b.vtt": "WEBVTT"])
        #expect(xhtml.contains(##"usemap="#m2""##) && xhtml.contains(##"<map name="m2" id="m2">"##))
        #expect(xhtml.contains(##"<track src="a.vtt" srclang="en" default=""/>"##) && xhtml.contains(##"<track src="b.vtt" srclang="de"/>"##))
        #expect(diagnostics.ids.contains("markup.attribute-rewritten") && diagnostics.ids.contains("markup.attribute-dropped"))
    }

    @Test("of maps sharing a name, the one with an id (else the first) keeps it; the others get names of their own")
    func repeatedMapNames() throws {
        let (xhtml, diagnostics) = try normalize(##"""
            <img src="a.png" usemap="#m" alt="i"><map name="m"><area shape="rect" coords="0,0,1,1" href="#x" alt="a"></map>
            <map name="m"><area shape="rect" coords="0,0,1,1" href="#x" alt="b"></map><p id="m-2">x</p><p id="x">y</p>
            <map name="n"><area shape="rect" coords="0,0,1,1" href="#x" alt="c"></map><map name="n" id="n"></map>
            """##, extra: ["a.png": "png"])
        #expect(xhtml.contains(##"usemap="#m""##) && xhtml.contains(##"<map name="m"><area"##))
        #expect(xhtml.contains(##"<map name="m-3"><area"##) && xhtml.contains(##"<map name="n-2"><area"##))
        #expect(xhtml.contains(##"<map name="n" id="n">"##))
        #expect(diagnostics.with("markup.attribute-rewritten").count == 2)
    }

    @Test("an id reference naming the wrong kind of element or one in the wrong place is dropped (Schematron idref rules)")
    func idReferenceTargets() throws {
        let (xhtml, diagnostics) = try normalize(##"""
            <p id="para">p</p><label for="para">l</label><label for="box">m</label><input id="box" name="b" type="text">
            <table><tr><th id="h1">H</th><td id="d1">D</td></tr><tr><td headers="h1 d1">a</td><td headers="h2">b</td></tr></table>
            <table><tr><th id="h2">H2</th></tr></table>
            <div role="listbox" aria-activedescendant="para"><div role="option" id="o1">o</div></div>
            <div role="listbox" aria-activedescendant="o2"><div role="option" id="o2">o</div></div>
            """##)
        #expect(xhtml.contains(#"<label>l</label><label for="box">m</label>"#))
        #expect(xhtml.contains(#"<td headers="h1">a</td><td>b</td>"#))
        #expect(xhtml.contains(#"<div role="listbox"><div role="option" id="o1">"#))
        #expect(xhtml.contains(#"<div role="listbox" aria-activedescendant="o2">"#))
        #expect(diagnostics.with("markup.idref-missing").count == 4)
    }

    @Test("an id reference naming ids the page does not have loses them, reported")
    func danglingIDReferences() throws {
        let (xhtml, diagnostics) = try normalize(#"<p id="a" aria-describedby="a gone">x</p><label for="nowhere">y</label>"#)
        #expect(xhtml.contains(#"<p id="a" aria-describedby="a">x</p><label>y</label>"#))
        #expect(diagnostics.with("markup.idref-missing").count == 2)
    }

    @Test("with forms kept: one selected option per select without multiple; list and form name a datalist and a form")
    func formRules() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <form id="f"><select name="s"><option selected>a</option><option selected>b</option></select>
            <input name="i" list="f"><datalist id="d"><option value="x"></option></datalist><input name="k" list="d"></form>
            <input name="o" form="d"><button form="f">go</button>
            """#, config: "forms: keep\n")
        #expect(xhtml.contains(#"<option selected="selected">a</option><option>b</option>"#))
        #expect(xhtml.contains(#"<input name="i"/>"#) && xhtml.contains(#"<input name="k" list="d"/>"#))
        #expect(xhtml.contains(#"<input name="o"/>"#) && xhtml.contains(#"<button form="f">"#))
        #expect(diagnostics.ids.contains("markup.attribute-dropped") && diagnostics.with("markup.idref-missing").count == 2)
    }

    @Test("text and stray elements in a list or a row are wrapped in the narrowest element that takes them")
    func wrapping() throws {
        let (xhtml, diagnostics) = try normalize("<ul>loose<li>i</li></ul><table><tr>cell<td>c</td></tr></table>")
        #expect(xhtml.contains("<ul><li>loose</li><li>i</li></ul>"))
        #expect(xhtml.contains("<tr><td>cell</td><td>c</td></tr>"))
        #expect(diagnostics.with("markup.text-wrapped").count == 2)
    }

    @Test("a link inside a link becomes a span (Schematron), keeping its id as a target")
    func nestedLinks() throws {
        let (xhtml, diagnostics) = try normalize(##"<p><a href="#b">x <span><a id="b" href="#a">y</a></span></a><a id="a">z</a></p>"##)
        #expect(xhtml.contains(#"<span id="b">y</span>"#))
        #expect(diagnostics.ids.contains("markup.element-renamed"))
    }

    @Test("MathML fits EPUBCheck's MathML grammar, HTML inside it is written in the XHTML namespace; an SVG title stays")
    func mathAndSVG() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <p><math><mfrac><mn>1</mn></mfrac><mtext><b>t</b></mtext><mi mathvariant="weird">q</mi>loose</math></p>
            <p><svg><title>Label</title><rect width="1" height="1"/></svg></p>
            """#)
        #expect(xhtml.contains("<mfrac><mn>1</mn><mrow/></mfrac>"))
        #expect(xhtml.contains(#"<mtext><b xmlns="http://www.w3.org/1999/xhtml">t</b></mtext><mi>q</mi><mtext>loose</mtext>"#))
        #expect(xhtml.contains("<title>Label</title>"))
        #expect(["markup.element-added", "markup.attribute-dropped", "markup.text-wrapped"].allSatisfy(diagnostics.ids.contains))
    }

    @Test("the datatypes MathML adds: decimal, unsignedLong and base64Binary as XML Schema defines them")
    func mathDatatypes() {
        let decimal = SchemaDatatype(.decimal), unsigned = SchemaDatatype(.unsignedLong), base64 = SchemaDatatype(.base64Binary)
        #expect(["1", "-1.5", "+.5", "2."].allSatisfy { decimal.allows($0, pattern: nil) })
        #expect(!["1e3", ".", "", "1.2.3", "x"].contains { decimal.allows($0, pattern: nil) })
        #expect(["0", "18446744073709551615", "007"].allSatisfy { unsigned.allows($0, pattern: nil) })
        #expect(!["18446744073709551616", "-1", "1.0"].contains { unsigned.allows($0, pattern: nil) })
        #expect(["", "QUJD", "QUI=", "QQ==", "QU JD"].allSatisfy { base64.allows($0, pattern: nil) })
        #expect(!["QUJ", "Q===", "QU=D", "QUJ!"].contains { base64.allows($0, pattern: nil) })
    }

    @Test("repairs are reported once per page and kind, with the count")
    func aggregated() throws {
        let rows = String(repeating: "<dl><dt>t</dt></dl>\n", count: 40)
        let (_, diagnostics) = try normalize(rows)
        let added = diagnostics.with("markup.element-added")
        #expect(added.count == 1 && added[0].message.contains("40 times") && added[0].line > 0)
    }

    @Test("every HTML element with every attribute in a wrong place and with a wrong value: valid, text kept, EPUBCheck 0/0/0")
    func everyElementEveryAttribute() throws {
        let (body, words) = Self.stressPage()
        let vault = try TestVault(["a.html": html(body)])
        let book = try vault.book()
        #expect(!book.diagnostics.contains { $0.severity == .error }, "\(book.diagnostics.filter { $0.severity == .error })")
        let xhtml = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        let missing = words.filter { !xhtml.contains($0) }
        #expect(missing.isEmpty, "text lost: \(missing)")
        guard let epubcheck = EPUBCheck.locate(environment: ProcessInfo.processInfo.environment) else {
            print("notice: EPUBCheck is not installed; skipping the stress page's EPUBCheck run (Scripts/setup installs it)")
            return
        }
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--quiet"])
        #expect(status == 0, "\(stderr)")
        let findings = try EPUBCheck.check(vault.output + "/a.epub", with: epubcheck).filter { $0.severity != .info }
        #expect(findings.isEmpty, "\(findings.prefix(20).map(\.formatted))")
    }

    /// Each element of the vocabulary twice (inside a list and inside a span), carrying every attribute the
    /// attribute table knows with a value no grammar accepts; and the words each copy holds.
    static func stressPage() -> (String, [String]) {
        let attributes = HTMLAttributes.global.union(HTMLAttributes.byElement.values.flatMap { $0 })
            .filter { !$0.hasPrefix("on") && !["id", "src", "href", "data"].contains($0) }
            .sorted()
        let wrong = attributes.map { #"\#($0)="2 %zz, bad""# }.joined(separator: " ")
        let hidden: Set<String> = ElementGroups.removed.union(ElementGroups.void)
            .union(["html", "head", "body", "textarea", "select", "option", "optgroup", "datalist", "canvas", "audio",
                    "video", "object", "map", "picture", "ruby", "rp", "param"])
        var body = "", words: [String] = []
        for (index, element) in HTMLVocabulary.elements.subtracting(["svg", "math"]).sorted().enumerated() {
            let word = "word\(index)x"
            let text = ElementGroups.void.contains(element) ? "" : "\(word) </\(element)>"
            body += "<ul><\(element) \(wrong)>\(text)</ul><span><\(element) \(wrong)>\(text)</span>\n"
            if !hidden.contains(element) { words.append(word) }
        }
        return (body, words)
    }
}

@Suite("epub:type vocabularies")
struct EpubTypeVocabularyTests {
    @Test("declared and published prefixes are kept and declared on the root; undeclared ones are dropped and reported")
    func prefixes() throws {
        let page = """
            <html xmlns:epub="http://www.idpf.org/2007/ops" epub:prefix="se: https://standardebooks.org/vocab/1.0"><head><title>T</title></head>
            <body epub:type="bodymatter z3998:fiction"><section epub:type="chapter se:name.person x:thing"><p>Text</p></section>
            <p epub:type="y:other">More</p></body></html>
            """
        let vault = try TestVault(["a.html": page])
        let book = try vault.book()
        let xhtml = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        #expect(xhtml.contains(#"epub:prefix="se: https://standardebooks.org/vocab/1.0 z3998: http://www.daisy.org/z3998/2012/vocab/structure/#""#))
        #expect(xhtml.contains(#"<body epub:type="bodymatter z3998:fiction">"#))
        #expect(xhtml.contains(#"<section epub:type="chapter se:name.person">"#))
        #expect(xhtml.contains("<p>More</p>"))
        #expect(book.diagnostics.with("markup.epub-type-prefix").count == 2)
    }

    @Test("in SVG and MathML too: EPUBCheck reads every epub:type of the page (found by Scripts/fuzz-validity seed 10)")
    func foreignContent() throws {
        let page = """
            <html><head><title>T</title></head><body><p>Text</p>
            <svg width="10" height="10"><g epub:type="se:name.vessel z3998:figure"><rect width="5" height="5"/></g></svg>
            <math><mrow epub:type="se:name.vessel"><mi>x</mi></mrow></math></body></html>
            """
        let vault = try TestVault(["a.html": page])
        let book = try vault.book()
        let xhtml = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        #expect(!xhtml.contains("se:name.vessel"))
        #expect(xhtml.contains(#"<g epub:type="z3998:figure">"#) && xhtml.contains("epub:prefix=\"z3998:"))
        #expect(book.diagnostics.with("markup.epub-type-prefix").count == 1)
    }
}

@Suite("External URLs")
struct WebURLTests {
    @Test("a citation source is kept only as an https URL: EPUBCheck flags a relative one (RSC-007) and any other scheme (RSC-031)")
    func citations() throws {
        let (xhtml, diagnostics) = try normalize("""
            <blockquote cite="https://example.org/y"><p>one</p></blockquote><blockquote cite="http://example.org/x"><p>two</p></blockquote>
            <p><q cite="mailto:a@example.org">three</q> <ins cite="z3998:poem">four</ins> <del cite="notes.html">five</del></p>
            """)
        #expect(xhtml.contains(#"<blockquote cite="https://example.org/y">"#))
        #expect(!xhtml.contains("http://example.org/x") && !xhtml.contains("mailto:") && !xhtml.contains("z3998:poem") && !xhtml.contains("notes.html"))
        #expect(["one", "two", "three", "four", "five"].allSatisfy { xhtml.contains($0) })
        #expect(diagnostics.with("markup.attribute-dropped").count == 4)
    }

    @Test("what the URL Standard would percent-encode is encoded; a URL without a valid host is unwrapped and reported")
    func normalized() throws {
        let (xhtml, diagnostics) = try normalize("""
            <p><a href="http://example.org/a b?q=`x`&r=50%#top#more">one</a> <a href="http://<user>@<server>/r.git">two</a>
            <a href="https://example.org/ok?x=1">three</a></p>
            """)
        #expect(xhtml.contains(#"href="http://example.org/a%20b?q=%60x%60&amp;r=50%25#top%23more""#))
        #expect(xhtml.contains(#"two"#) && !xhtml.contains("server"))
        #expect(xhtml.contains(#"href="https://example.org/ok?x=1""#))
        #expect(diagnostics.with("link.invalid-url").count == 1)
    }

    @Test("an http, https or ftp URL is read as EPUBCheck's URL parser reads it: repaired where it repairs, unwrapped where its host or port is refused")
    func authority() throws {
        let kept = [#"ftp://X@Y@Z//"#: #"ftp://X%40Y@Z//"#, #"http://a\b/c\d?e\f"#: #"http://a/b/c/d?e%5Cf"#,
                    "http:host/x": "http://host/x", "https:///three": "https://three", "http://[::1]:8080/x": "http://[::1]:8080/x",
                    "http://bücher.de/": "http://bücher.de/", "http://-a-.b--c.org:00080/": "http://-a-.b--c.org:00080/",
                    "https://a.example/x\ty": "https://a.example/xy"]
        let refused = ["http://../", "ftp://a..b/", "http://.a/", "http://xn--abc.com/", "http://a:99999/", "http://a:8a/",
                       "http://[1::2::3]/", "http://user@/", "http://ex%20ample.org/", "http://\u{2028}.org/",
                       "http://" + String(repeating: "a", count: 64) + ".com/"]
        let links = (Array(kept.keys) + refused).enumerated().map { #"<a href="\#($1)">link \#($0)</a>"# }
        let (xhtml, diagnostics) = try normalize("<p>" + links.joined(separator: " ") + #"</p><q cite="https://a..b/">q</q>"#)
        for (written, normalized) in kept {
            #expect(xhtml.contains(#"href="\#(normalized)""#), "\(written) -> \(normalized)")
        }
        #expect(!xhtml.contains("cite="))
        #expect(diagnostics.with("link.invalid-url").count == refused.count)
        #expect(diagnostics.with("markup.attribute-dropped").count == 1)
    }
}

@Suite("Disclosures")
struct DisclosureTests {
    @Test("a closed details is opened, reported, so a paginated reader shows its content; an open one is left alone")
    func opened() throws {
        let (xhtml, diagnostics) = try normalize("""
            <details class="note"><summary>Suggested configurations</summary><p>hidden words</p></details>
            <details open=""><summary>Shown</summary><p>shown words</p></details>
            """)
        #expect(xhtml.contains(#"<details class="note" open="open"><summary>Suggested configurations</summary>"#))
        #expect(xhtml.contains(#"<details open=""><summary>Shown</summary>"#))
        #expect(diagnostics.with("markup.details-opened").count == 1)
    }
}

@Suite("SVG image files")
struct SVGResourceTests {
    @Test("ids that are not XML names are renamed with their references; an image of a missing file is dropped")
    func sanitized() throws {
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><defs><filter id="1f"/></defs><path id=".a&lt;-b" d="M0 0" filter="url(#1f)"/><image xlink:href="missing.jpg" width="5" height="5"/><use xlink:href="#.a&lt;-b"/></svg>
            """
        let vault = try TestVault(["a.html": html(#"<p><img src="d.svg" alt="D"/></p>"#), "d.svg": svg])
        let book = try vault.book()
        let packaged = vault.entry("OEBPS/d.svg", in: book) ?? ""
        #expect(packaged.contains(#"id="id-1f""#) && packaged.contains("url(#id-1f)"))
        #expect(packaged.contains(#"id="id-.a--b""#) && packaged.contains(##"xlink:href="#id-.a--b""##), "\(packaged)")
        #expect(!packaged.contains("missing.jpg"))
        #expect(book.diagnostics.ids.contains("resource.svg-ids") && book.diagnostics.ids.contains("resource.missing"))
    }

    @Test("an SVG font without the SVG namespace gets it; a stylesheet's #fragment the SVG lacks is dropped (Font Awesome)")
    func svgFontFromStylesheet() throws {
        let font = #"<?xml version="1.0" standalone="no"?><svg data-id="fontawesomeregular"><defs><font id="FontAwesome"><glyph unicode="a" d="M0 0"/></font></defs></svg>"#
        let css = "@font-face { font-family: F; src: url(f.svg#fontawesomeregular) format('svg'), url(f.svg#FontAwesome) format('svg'); }"
        let vault = try TestVault(["a.html": html("<p>x</p>", head: #"<link rel="stylesheet" href="s.css">"#), "s.css": css, "f.svg": font])
        let book = try vault.book()
        #expect(vault.entry("OEBPS/f.svg", in: book)?.contains(#"xmlns="http://www.w3.org/2000/svg""#) == true)
        let packagedCSS = try #require(vault.entry("OEBPS/s.css", in: book))
        #expect(packagedCSS.contains(#"url("f.svg") format"#) && packagedCSS.contains(#"url("f.svg#FontAwesome")"#))
        #expect(book.diagnostics.with("link.missing-fragment").count == 1)
        #expect(book.diagnostics.ids.contains("markup.attribute-added"))
    }
}

@Suite("srcset and lazy images")
struct SourceSetTests {
    @Test("srcset is split as the HTML Standard parses it: URLs may hold commas, descriptors end at a comma")
    func candidates() {
        let parsed = SourceSet.candidates("w_424,f_webp/spinner.png 424w, big.png 800w,small.png,, x.png (a,b) 2x")
        #expect(parsed.map(\.url) == ["w_424,f_webp/spinner.png", "big.png", "small.png", "x.png"])
        #expect(parsed.map(\.descriptors) == ["424w", "800w", "", "(a,b) 2x"])
    }

    @Test("a lazy-loaded image shows its real source, reported")
    func lazyImage() throws {
        let (xhtml, diagnostics) = try normalize(#"<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="a.png" alt="A"/></p>"#,
                                                 extra: ["a.png": "not really a png"])
        #expect(xhtml.contains(#"<img src="a.png" alt="A"/>"#))
        #expect(diagnostics.ids.contains("resource.lazy-image"))
    }
}
