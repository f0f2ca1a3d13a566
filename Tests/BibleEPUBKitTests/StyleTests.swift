@testable import BibleEPUBKit
import Testing

/// The CSS tokenizer and parser, and the reading-system passes, each on CSS in and CSS out.
@Suite("Reading-system styles")
struct StyleTests {
    @Test("tokens cover every byte in order, and names, hashes, numbers and units are read whole")
    func tokenizer() {
        let css = #"a#b.c:hover>d[e="f"]{color:#FFb000!important;margin:-1.5e1px 50% .5em;background:url( x.png ) url("y.png")} /* c */ @media (max-width:30em){x{}} "bad"#
        let tokens = CSSTokenizer.tokenize(Array(css.utf8))
        var cursor = 0
        for token in tokens {
            #expect(token.start == cursor)
            cursor = token.end
        }
        #expect(cursor == css.utf8.count)
        let text = { (token: CSSToken) in String(decoding: Array(css.utf8)[token.start..<token.end], as: UTF8.self) }
        #expect(tokens.filter { $0.kind == .hash }.map(text) == ["#b", "#FFb000"])
        let dimensions = tokens.filter { $0.kind == .dimension }
        #expect(dimensions.map(text) == ["-1.5e1px", ".5em", "30em"])
        #expect(dimensions.map(\.number) == [-15, 0.5, 30])
        #expect(tokens.contains { $0.kind == .percentage && $0.number == 50 })
        #expect(tokens.filter { $0.kind == .url }.map(\.value) == ["x.png"])
        #expect(tokens.contains { $0.kind == .function && $0.value == "url" })
        #expect(tokens.contains { $0.kind == .comment })
        #expect(tokens.last?.kind == .string) // unclosed at the end: a string to the end, as the spec says
        #expect(CSSTokenizer.tokenize(Array(#"\41 bc"#.utf8)).first?.value == "Abc")
    }

    @Test("rules are found inside @media and @supports, declarations keep !important, junk is skipped")
    func parser() {
        let sheet = StyleSheet("""
            @import url(x.css);
            @font-face { font-family: F; src: url(f.woff); }
            h1, h2 { color: #c00000 !important; ; junk ; margin : 0 }
            @media screen { @supports (display: grid) { .g { display: grid } } }
            p { text-indent: 1em
            """)
        #expect(sheet.rules.map(\.selectors) == [["h1", "h2"], [".g"], ["p"]])
        #expect(sheet.rules[0].declarations.map(\.name) == ["color", "margin"])
        #expect(sheet.rules[0].declarations[0].important)
        #expect(sheet.rules[0].declarations[0].value == "#c00000")
        #expect(sheet.rules[1].conditions == ["@media screen", "@supports (display: grid)"])
        #expect(sheet.rules[2].closed == false)
        #expect(sheet.rules[2].declarations.map(\.value) == ["1em"])
    }

    @Test("selector subjects: the last compound, with :root, pseudo-elements and replaced elements")
    func subjects() {
        #expect(SelectorSubject("ol.lines > li::before").typeName == "li")
        #expect(SelectorSubject("ol.lines > li::before").hasPseudoElement)
        #expect(SelectorSubject("html body").isPage)
        #expect(SelectorSubject(":root").isPage)
        #expect(!SelectorSubject("body > .content").isPage)
        #expect(SelectorSubject("figure IMG.wide").isReplaced)
        #expect(SelectorSubject("a:not(.x, .y) span").typeName == "span")
    }

    @Test("colours: hex, rgb, hsl, names; contrast as WCAG computes it")
    func colors() throws {
        let color = { (text: String) in CSSColor(tokens: CSSTokenizer.tokenize(Array(text.utf8)).filter { $0.kind != .whitespace }) }
        #expect(color("#fff") == .white)
        #expect(color("black") == .black)
        #expect(color("rgb(255 255 255 / 50%)")?.alpha == 0.5)
        #expect(try #require(color("hsl(0, 100%, 50%)")).red == 1)
        #expect(color("currentColor") == nil)
        #expect(abs(CSSColor.black.contrast(on: .white) - 21) < 0.001)
        #expect(try #require(color("#777777")).contrast(on: .white) > 4.4)
    }

    /// The passes on `css` (theme passes included).
    func rewrite(_ css: String, theme: ThemePolicy = .reader) -> StyleRewrite {
        ReadingSystemStyles.rewrite(css, theme: theme)
    }

    @Test("a link rule that takes the underline away and gives no other cue loses the none; one with a cue keeps it",
          arguments: [
              ("a { color: #3d578c; text-decoration: none }", "a { color: #3d578c; }"),
              ("a.el, a:link { text-decoration: none; font-weight: normal }", "a.el, a:link { font-weight: normal }"),
              ("a { text-decoration: none; border-bottom: 1px dotted var(--dim) }", "a { text-decoration: none; border-bottom: 1px dotted var(--dim) }"),
              ("a.el { text-decoration: none; font-weight: bold }", "a.el { text-decoration: none; font-weight: bold }"),
              ("a { text-decoration: none; border: 0 }", "a { border: 0 }"),
              ("a:hover { text-decoration: none }", "a:hover { text-decoration: none }"),
              (".button { text-decoration: none }", ".button { text-decoration: none }"),
              ("a::after { text-decoration: none }", "a::after { text-decoration: none }"),
          ])
    func linkCues(input: String, output: String) {
        let rewritten = rewrite(input, theme: .keep)
        #expect(rewritten.css == output)
        #expect(rewritten.findings.contains { $0.id == .styleLinkUnderline } == (input != output))
    }

    @Test("viewport heights go from the page and from containers; images keep theirs", arguments: [
        ("html, body { height: 100%; }", "html, body { }"),
        (".app { min-height: 100vh; color: inherit }", ".app { color: inherit }"),
        ("body { max-height: 40em; }", "body { }"),
        ("img { max-height: 90vh; }", "img { max-height: 90vh; }"),
        (".box { height: 3em; }", ".box { height: 3em; }"),
    ])
    func viewportHeights(input: String, output: String) {
        #expect(rewrite(input).css == output)
    }

    @Test("scroll boxes lose their overflow and what sized them; wide rules become max-widths", arguments: [
        (".content { flex: 1; overflow-y: auto; height: 30em; }", ".content { flex: 1; }"),
        (".t { overflow: hidden; text-overflow: ellipsis; white-space: nowrap }", ".t { }"),
        ("img { overflow: hidden }", "img { overflow: hidden }"),
        (".page { width: 1100px; }", ".page { max-width: 1100px; }"),
        (".page { color: #c00000; width: 60em }", ".page { color: #c00000; max-width: 60em; }"),
        (".page { width: 1100px; max-width: 90% }", ".page { max-width: 90% }"),
        (".full { width: 100vw; margin: 0 }", ".full { width: 100%; margin: 0 }"),
        (".w { width: calc(50vw - 1em) }", ".w { width: calc(50% - 1em) }"),
        (".n { width: 12em }", ".n { width: 12em }"),
        ("div.bodywrapper { margin: 0 0 0 230px }", "div.bodywrapper { margin: 0 0 0 0 }"),
        (".b { margin: 0 calc(230px + 10px) 0 0 }", ".b { margin: 0 0 0 0 }"),
        (".side { padding-left: 15em; padding-top: 200px }", ".side { padding-left: 0; padding-top: 200px }"),
        (".poem { margin-left: 30% }", ".poem { margin-left: 30% }"),
        ("blockquote { margin: 1em 40px }", "blockquote { margin: 1em 40px }"),
        ("body { margin: 0 80px 0 80px }", "body { margin: 0 0 0 0 }"),
        ("#main-wrapper { float: left; width: 66.66666667%; padding: 0 15px }", "#main-wrapper { padding: 0 15px }"),
        (".pull { float: right; width: 35% }", ".pull { float: right; width: 35% }"),
        (".half { float: left; width: 50% }", ".half { float: left; width: 50% }"),
        ("img.wide { float: left; width: 60% }", "img.wide { float: left; width: 60% }"),
        (".col { width: 60% }", ".col { width: 60% }"),
    ])
    func scrollBoxesAndWidths(input: String, output: String) {
        #expect(rewrite(input).css == output)
    }

    @Test("fixed positions, app shells, no-wrap code, page-leaving offsets and glows", arguments: [
        ("header { position: fixed; top: 0 }", "header { top: 0 }"),
        ("body { display: flex; flex-direction: column }", "body { flex-direction: column }"),
        (".row { display: flex }", ".row { display: flex }"),
        ("pre { white-space: pre }", "pre { white-space: pre-wrap }"),
        ("td.sig { white-space: nowrap }", "td.sig { white-space: normal }"),
        (".paramname { white-space: nowrap }", ".paramname { white-space: normal }"),
        ("span.pre, tt.literal { white-space: nowrap }", "span.pre, tt.literal { white-space: normal }"),
        ("pre code { overflow-wrap: normal; word-wrap: normal }", "pre code { overflow-wrap: break-word; word-wrap: break-word }"),
        ("img.icon { white-space: nowrap }", "img.icon { white-space: nowrap }"),
        ("p { white-space: normal; overflow-wrap: anywhere }", "p { white-space: normal; overflow-wrap: anywhere }"),
        (".t { text-indent: -9999px }", ".t { }"),
        (".hang { text-indent: -1em; padding-left: 1em }", ".hang { text-indent: -1em; padding-left: 1em }"),
        (".pull { margin: 0 -200px 1em }", ".pull { margin: 0 0 1em }"),
        ("p { text-shadow: 0 0 2px #ffb000 }", "p { }"),
        ("h1 { text-shadow: 1px 1px 0 #ccc }", "h1 { text-shadow: 1px 1px 0 #ccc }"),
    ])
    func layoutPasses(input: String, output: String) {
        #expect(rewrite(input).css == output)
    }

    @Test("fixed heights on text boxes become minimum heights; images, SVG and names used on them keep theirs", arguments: [
        ("#definition { padding: 5px 0; height: 61px }", "#definition { padding: 5px 0; min-height: 61px }"),
        ("div.col { height: 55em !important; max-height: 60em }", "div.col { min-height: 55em !important; }"),
        ("p.x { height: 3em; min-height: 2em }", "p.x { min-height: 2em }"),
        (".box { min-height: 2em; height: 3em }", ".box { min-height: 2em; }"),
        (".icon { height: 16px }", ".icon { height: 16px }"),
        ("#logo, .banner { height: 40px }", "#logo, .banner { height: 40px }"),
        (".icon.banner { height: 16px }", ".icon.banner { min-height: 16px }"),
        ("img.banner, svg { height: 40px }", "img.banner, svg { height: 40px }"),
        ("rect.bar { height: 20px }", "rect.bar { height: 20px }"),
        ("[role=img] { height: 20px }", "[role=img] { height: 20px }"),
        ("hr { height: 1px }", "hr { height: 1px }"),
        (".badge { width: 2.4rem; height: 2.4rem; border-radius: 50% }", ".badge { width: 2.4rem; height: 2.4rem; border-radius: 50% }"),
        (".card { width: 20em; height: 8em }", ".card { width: 20em; min-height: 8em }"),
        ("tr.pcap { height: 10px }", "tr.pcap { height: 10px }"),
        (".banner::before { height: 2px }", ".banner::before { height: 2px }"),
        (".banner { height: auto; height: 0 }", ".banner { height: auto; height: 0 }"),
        (".brand { height: 50px } .brand > img { height: 100% }", ".brand { height: 50px } .brand > img { height: 100% }"),
        ("div.top { height: 50px } div img { max-height: 80% }", "div.top { height: 50px } div img { max-height: 80% }"),
        (".brand { height: 50px } .brand + img { height: 100% }", ".brand { min-height: 50px } .brand + img { height: 100% }"),
    ])
    func fixedHeights(input: String, output: String) {
        var replaced = ReplacedNames()
        replaced.classes = ["icon"]
        replaced.ids = ["logo"]
        #expect(ReadingSystemStyles.rewrite(input, theme: .reader, replaced: replaced).css == output)
    }

    @Test("without the pages' names only rules naming a text element change; a style attribute knows its element")
    func fixedHeightsUnknownNames() {
        #expect(rewrite(".box { height: 3em }").css == ".box { height: 3em }")
        #expect(rewrite("dd.row { height: 3em }").css == "dd.row { min-height: 3em }")
        #expect(rewrite("dd.row { height: 3em }").findings.map(\.id) == [.styleFixedHeight])
        #expect(ReadingSystemStyles.rewriteAttribute("height: 20px", element: "div", theme: .reader).css == "min-height: 20px")
        #expect(ReadingSystemStyles.rewriteAttribute("height: 20px", element: "img", theme: .reader).findings.isEmpty)
    }

    @Test("a book's stylesheets and style blocks: classes and ids on its images and inside its SVG keep their heights")
    func fixedHeightsInABook() throws {
        let css = ".icon { height: 16px } .banner { height: 61px } #chart rect, .bar { height: 3px } #title { height: 2em }"
        let vault = try TestVault([
            "a.html": html("<h1 id=\"title\">A</h1><div class=\"banner\">Text</div><img class=\"icon x\" src=\"i.svg\" alt=\"\">",
                           head: "<link rel=\"stylesheet\" href=\"s.css\"><style>\(css)</style>"),
            "b.html": html("<p>B</p><svg width=\"9\" height=\"9\"><rect class=\"bar\" width=\"9\" height=\"3\"/></svg>"),
            "s.css": css,
            "i.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>",
        ])
        let book = try vault.book()
        let expected = ".icon { height: 16px } .banner { min-height: 61px } #chart rect, .bar { height: 3px } #title { min-height: 2em }"
        #expect(vault.entry("OEBPS/s.css", in: book) == expected)
        let block = book.entries.first { $0.path.hasPrefix("OEBPS/styles/page-") }.flatMap(\.contents)
        #expect(block.map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(book.diagnostics.ids.contains("style.fixed-height"))
    }

    @Test("print-only rules lose their declarations; rules for screen and print stay", arguments: [
        ("@media print { #top { display: none } }", "@media print { #top { } }"),
        ("@media only print and (color) { .nav { display: none } }", "@media only print and (color) { .nav { } }"),
        ("@media screen, print { .nav { color: #c00000 } }", "@media screen, print { .nav { color: #c00000 } }"),
        ("@media (min-width: 40em) { .nav { color: #c00000 } }", "@media (min-width: 40em) { .nav { color: #c00000 } }"),
    ])
    func printOnly(input: String, output: String) {
        #expect(rewrite(input).css == output)
        #expect(rewrite(input).findings.map(\.id.rawValue) == (input == output ? [] : ["style.print-only"]))
    }

    @Test("a dark app theme: page colours and its dark boxes go, illegible colours go, legible ones and borders stay")
    func darkTheme() {
        let css = """
            :root { --bg: #000; --fg: #FFB000; --code: #1a0d00; --dim: #996600; }
            body { background: var(--bg); color: var(--fg); font-family: monospace; }
            h1 { color: #FFD060; border-bottom: 1px solid #664500; }
            pre { background: var(--code); border: 1px solid #3a2400; }
            .note { color: var(--dim); }
            .swatch { background: #80FF60; }
            """
        let result = rewrite(css)
        #expect(result.css == """
            :root { --bg: #000; --fg: #FFB000; --code: #1a0d00; --dim: #996600; }
            body { font-family: monospace; }
            h1 { border-bottom: 1px solid #664500; }
            pre { border: 1px solid #3a2400; }
            .note { color: var(--dim); }
            .swatch { background: #80FF60; }
            """)
        #expect(result.findings.map(\.id.rawValue) == ["style.dark-background", "style.page-colors", "style.text-color"])
        #expect(result.findings.first { $0.id.rawValue == "style.page-colors" }?.line == 2)
        #expect(rewrite(css, theme: .keep).css == css)
    }

    @Test("a light theme keeps its boxes; a dark box on a light page gets a legible text colour")
    func lightTheme() {
        let css = "body { color: #3e4349; } .admonition { background: #eee; } .k { color: #007020; } pre.dark { background: #272822; }"
        #expect(rewrite(css).css == "body { } .admonition { background: #eee; } .k { color: #007020; } pre.dark { background: #272822; color: #ffffff; }")
    }

    @Test("the theme never leaves text below 4.5:1: every colour it keeps or adds meets WCAG AA on its box, or on a white page")
    func themeContrast() throws {
        let shades = stride(from: 0, through: 255, by: 17).flatMap { red in
            stride(from: 0, through: 255, by: 51).map { green in String(format: "#%02x%02x%02x", red, green, (red + green) / 2 % 256) }
        }
        let parse = { (text: String) in CSSColor(tokens: CSSTokenizer.tokenize(Array(text.utf8)).filter { $0.kind != .whitespace }) }
        for text in shades {
            for box in ["", "#ffffff", "#f6f8fa", "#fff3cd", "#272822", "#336699"] {
                let css = "p.x { color: \(text);\(box.isEmpty ? "" : " background: \(box);") }"
                let result = rewrite(css).css
                guard let kept = result.range(of: #"color: (#[0-9a-f]{6})"#, options: .regularExpression).map({ String(result[$0].dropFirst(7)) }),
                      let color = parse(kept) else { continue }
                let ground = try #require(box.isEmpty ? CSSColor.white : parse(box))
                #expect(color.contrast(on: ground) >= 4.5, "\(css) -> \(result)")
            }
        }
    }

    @Test("style attributes are rewritten as a rule for their element")
    func attributes() {
        #expect(ReadingSystemStyles.rewriteAttribute("height: 100vh; color: #c00000", element: "div", theme: .reader).css == "color: #c00000")
        #expect(ReadingSystemStyles.rewriteAttribute("color: red", element: "div", theme: .reader).css == "") // 4.0:1 on white
        #expect(ReadingSystemStyles.rewriteAttribute("background: black; color: white", element: "body", theme: .reader).css == "")
        #expect(ReadingSystemStyles.rewriteAttribute("margin: 0", element: "div", theme: .reader).findings.isEmpty)
    }

    @Test("the named colour table is generated from Qt's and has CSS Color 4's names")
    func namedColors() {
        #expect(CSSNamedColors.rgb.count == 148)
        #expect(CSSNamedColors.rgb["rebeccapurple"] == 0x663399)
        #expect(CSSNamedColors.rgb["cornflowerblue"] == 0x6495ED)
    }
}

@Suite("Stylesheet media")
struct StylesheetMediaTests {
    @Test("a stylesheet for printing only is not linked (nor packaged); one for the screen keeps its media query as written")
    func media() throws {
        let vault = try TestVault([
            "a.html": html("<h1>A</h1><pre><code>x = 1</code></pre>", head: """
                <link rel="stylesheet" href="screen.css">
                <link rel="stylesheet" href="print.css" media="print">
                <link rel="stylesheet" href="narrow.css" media="screen and (max-width: 600px)">
                <link rel="stylesheet" href="all.css" media="all">
                <style media="print">code { background-color: #666666 }</style>
                """),
            "screen.css": "p { margin: 0 }", "print.css": "code { background-color: #666666 }",
            "narrow.css": "p { margin: 1px }", "all.css": "p { padding: 0 }",
        ])
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(!page.contains("print.css") && vault.entry("OEBPS/print.css", in: book) == nil)
        #expect(page.contains(#"href="narrow.css" media="screen and (max-width: 600px)""#))
        #expect(page.contains(#"href="all.css"/>"#) && page.contains(#"href="screen.css"/>"#))
        #expect(!book.entries.contains { $0.path.hasSuffix(".css") && ($0.contents.map { String(decoding: $0, as: UTF8.self) } ?? "").contains("#666666") })
        #expect(book.diagnostics.with("style.print-only").count == 2)
    }
}

@Suite("EPUB style restrictions")
struct EPUBStyleRestrictionTests {
    @Test("what CSS Syntax drops as parse errors and what EPUB forbids is removed; the rest stays byte for byte")
    func syntaxAndForbidden() {
        let css = "p { color: #c00000; 2 %zz; direction: rtl }\nh1 { margin: 0 }\ntrailing garbage"
        let rewritten = ReadingSystemStyles.rewrite(css, theme: .keep)
        #expect(rewritten.css.hasPrefix("p { color: #c00000;"))
        #expect(rewritten.css.contains("h1 { margin: 0 }"))
        #expect(!rewritten.css.contains("%zz") && !rewritten.css.contains("direction") && !rewritten.css.contains("trailing"))
        #expect(Set(rewritten.findings.map(\.id.rawValue)) == ["style.syntax-error", "style.epub-forbidden"])
        #expect(rewritten.findings.first { $0.id.rawValue == "style.syntax-error" }?.count == 2)
        let attribute = ReadingSystemStyles.rewriteAttribute("2 %zz, bad", element: "p", theme: .keep)
        #expect(attribute.css.isEmpty && attribute.findings.map(\.id.rawValue) == ["style.syntax-error"])
        #expect(ReadingSystemStyles.rewrite("p { color: #c00000 }", theme: .keep).findings.isEmpty)
        let lastSemicolon = ReadingSystemStyles.rewrite("p { margin: 0 };", theme: .keep) // a prelude with no block
        #expect(lastSemicolon.css == "p { margin: 0 }" && lastSemicolon.findings.map(\.id.rawValue) == ["style.syntax-error"])
        // A template the theme left unrendered (rsyslog's Sphinx theme): a block in a value, which EPUBCheck rejects.
        let template = ReadingSystemStyles.rewrite("div.sidebar {\n    float: left;\n    width: {{ theme_sidebarwidth|toint }}px;\n}", theme: .keep)
        #expect(template.css == "div.sidebar {\n    float: left;\n}")
        #expect(template.findings.map(\.id.rawValue) == ["style.syntax-error"])
        // A property with no value (openstackdocstheme's `background: ;`), which EPUBCheck rejects; a custom property's may be empty.
        let empty = ReadingSystemStyles.rewrite("a.btn {\n    background: ;\n    color: red;\n    margin: !important;\n    --gap: ;\n}", theme: .keep)
        #expect(empty.css == "a.btn {\n    color: red;\n    --gap: ;\n}")
        #expect(empty.findings.map(\.id.rawValue) == ["style.syntax-error"] && empty.findings.first?.count == 2)
        #expect(CSSPostcondition.check("p { background: ; }") != nil && CSSPostcondition.check("p { --gap: ; }") == nil)
    }

    @Test("a ';' that ends no declaration goes from a stylesheet (EPUBCheck rejects it), in @font-face and @page too; a style attribute keeps it")
    func emptyDeclarations() {
        // Pure Data's manual: `background: #ffffff;;`, then the theme took the declaration and left `;` opening the block.
        let stray = ReadingSystemStyles.rewrite("BODY {\n\tbackground: #ffffff;;\n\tcolor: red; ;\n}\nb { ; top: 0 }", theme: .keep)
        #expect(stray.css == "BODY {\n\tbackground: #ffffff;\n\tcolor: red;\n}\nb { top: 0 }")
        #expect(stray.findings.map(\.id.rawValue) == ["style.syntax-error"] && stray.findings.first?.count == 3)
        let atRules = ReadingSystemStyles.rewrite("@font-face { font-family: x;; src: url(a.woff) }\n@page { margin: 1in;; @top-center { content: \"a\";; } }", theme: .keep)
        #expect(atRules.css == "@font-face { font-family: x; src: url(a.woff) }\n@page { margin: 1in; @top-center { content: \"a\"; } }")
        #expect(atRules.findings.first?.count == 3)
        let clean = "@page { margin: 1in; @top-center { content: \"a\" } }\np { top: 0; }"
        #expect(ReadingSystemStyles.rewrite(clean, theme: .keep).css == clean && CSSPostcondition.check(clean) == nil)
        #expect(CSSPostcondition.check("p { top: 0;; }")?.id.rawValue == "build.css-postcondition")
        #expect(CSSPostcondition.check("p { top: 0;; }", inAttribute: true) == nil)
        #expect(ReadingSystemStyles.rewriteAttribute("color: red;; margin: 0", element: "p", theme: .keep).findings.isEmpty)
        // A declaration added after a comment that follows the block's last `;` (Pure Data's `/*font-family: …*/`).
        let added = ReadingSystemStyles.rewrite("BODY {\n\twidth: 6.5in;\n\tfont-family: serif;\n\t/*font-family: Times;*/\n}", theme: .keep)
        #expect(added.css.contains("max-width: 6.5in") && !added.css.contains("*/;"))
        #expect(CSSPostcondition.check(added.css) == nil)
    }

    @Test("selectors EPUBCheck's grammar cannot read: :-webkit-any( and :-moz-any( become :is(, a case flag goes, the rest is removed", arguments: [
        ("a:-webkit-any(:focus,:hover):after { left: 0 }", "a:is(:focus,:hover):after { left: 0 }"),
        ("a:-moz-any(.b) , a:matches(.c) { left: 0 }", "a:is(.b) , a:is(.c) { left: 0 }"),
        ("a:not(:-webkit-any(.b)) { left: 0 }", "a:not(:is(.b)) { left: 0 }"),
        ("ol[type=\"a\" i] { list-style: lower-alpha }", "ol[type=\"a\"] { list-style: lower-alpha }"),
        ("a:nth-child(2n+1 of .x) { left: 0 }\np { left: 0 }", "p { left: 0 }"),
        ("a::slotted(.b), h1, x:host(:focus), y:lang(en, fr) { left: 0 }", "h1 { left: 0 }"),
        ("h1, a:is() { left: 0 }", "h1 { left: 0 }"),
        ("@media screen { a:foo(.b) { height: 100vh } p { left: 0 } }", "@media screen { p { left: 0 } }"),
        ("a:not(.b .c), a:is(b :focus), a:has(> b), a:nth-child(-n+3), a:lang(en), a::part(x), [x=y] { left: 0 }",
         "a:not(.b .c), a:is(b :focus), a:has(> b), a:nth-child(-n+3), a:lang(en), a::part(x), [x=y] { left: 0 }"),
   
        // Not selectors by Selectors Level 4's grammar: every browser drops them, EPUBCheck rejects them (CSS-008).
        ("ol.1 { list-style-type: decimal }\np { left: 0 }", "p { left: 0 }"),
        ("@media screen { .9c { color: green } p { margin: 1px } }", "@media screen { p { margin: 1px } }"),
        ("div#2x, h2 { left: 0 }", "h2 { left: 0 }"),
        ("a { left: 0 }\n{}\n  { color: red }\nb { left: 0 }", "a { left: 0 }\nb { left: 0 }"), // styled-components' `{}`
        ("a, b, {}\n, c { left: 0 }\nd,, e { left: 0 }\nf { left: 0 }", "f { left: 0 }"),
        ("#m {\n};\np { left: 0 }\nq { left: 0 }", "#m {\n}\nq { left: 0 }"), // a `;` opens a rule: `; p` is none
        ("a:has(> b), c:has(.x, ~ .y), d:has(+ e, f), g { left: 0 }", "a:has(> b),d:has(+ e, f), g { left: 0 }"),
        ("a:is(b,), h1 { left: 0 }", "h1 { left: 0 }"),
        ("a > > b, a +, > a, a..b, a.b[x]c, a:, a:1, \"s\", a & b, a ! b, h3 { left: 0 }", "h3 { left: 0 }"),
        ("html>/**/body p, a >b+c~d, *.x, svg|rect, #\\31 23, .-a, #-b, a::before:hover, :root { left: 0 }",
         "html>/**/body p, a >b+c~d, *.x, svg|rect, #\\31 23, .-a, #-b, a::before:hover, :root { left: 0 }"),
    ])
    func selectorGrammar(input: String, output: String) {
        let rewritten = ReadingSystemStyles.rewrite(input, theme: .keep)
        #expect(rewritten.css == output)
        #expect(rewritten.findings.map(\.id.rawValue) == (input == output ? [] : ["style.selector-unsupported"]))
    }

    @Test("the post-condition: a rewritten stylesheet with a parse error, an open block or an unreadable selector is reported")
    func postcondition() {
        #expect(CSSPostcondition.check("p { left: 0 }\n@media print { h1 { top: 0 } }") == nil)
        #expect(CSSPostcondition.check("p { left: 0 }\nol.1 { top: 0 }")?.line == 2)
        #expect(CSSPostcondition.check("p { left: 0 }\n{ top: 0 }")?.line == 2)
        #expect(CSSPostcondition.check("p { left: 0 }\nq, { top: 0 }")?.line == 2)
        #expect(CSSPostcondition.check("p { left: 0 };\nq { top: 0 }") != nil)
        #expect(CSSPostcondition.check("a:has(.b, > c) { top: 0 }") != nil)
        #expect(CSSPostcondition.check("p { left: 0 }\n@media print { h1 { top: 0 }")?.id.rawValue == "build.css-postcondition")
        #expect(CSSPostcondition.check("p { left: 0; 2 %zz }") != nil)
    }

    @Test("data: URLs in CSS and attributes are percent-encoded as the URL parser wants them; url() reads quoted parentheses")
    func dataURLs() {
        let svg = #"url('data:image/svg+xml;charset=utf-8,<svg xmlns="http://www.w3.org/2000/svg"><path d="m1 1h3" transform="rotate(4)"/></svg>')"#
        let rewritten = CSSRewriter.rewrite("p { background: \(svg) no-repeat }") { $0 }
        #expect(rewritten == #"p { background: url("data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E%3Cpath%20d=%22m1%201h3%22%20transform=%22rotate(4)%22/%3E%3C/svg%3E") no-repeat }"#)
        #expect(CSSRewriter.rewrite("p { background: url(data:image/png;base64,iVBO) }") { $0 } == "p { background: url(data:image/png;base64,iVBO) }")
        #expect(CSSRewriter.references(in: #"a { b: url("x(1).png") } c { d: url( 'y\'z.png' ) }"#) == ["x(1).png", "y'z.png"])
        #expect(WebURL.dataURL("data:image/svg+xml,<svg>\n</svg>") == "data:image/svg+xml,%3Csvg%3E%3C/svg%3E")
    }

    @Test("blocks, brackets and functions left open at the end are closed there, as CSS Syntax does; braces in a style attribute")
    func openBlocksClosed() {
        let sheet = ReadingSystemStyles.rewrite("\n:root {", theme: .keep)
        #expect(sheet.css == "\n:root {}" && sheet.findings.map(\.id.rawValue) == ["style.syntax-error"])
        #expect(ReadingSystemStyles.rewrite("@media screen { p { width: calc(1px + 2px", theme: .keep).css
            == "@media screen { p { width: calc(1px + 2px)}}")
        // A block inside a dropped declaration gets no closer: the declaration goes, with its opener.
        #expect(ReadingSystemStyles.rewrite("p { color: #c00000;\n h1 { x", theme: .keep).css == "p { color: #c00000;\n}")
        #expect(ReadingSystemStyles.rewriteAttribute("width: calc(1px + 2px", element: "p", theme: .keep).css == "width: calc(1px + 2px)")
        #expect(ReadingSystemStyles.rewriteAttribute("color: #c00000; {", element: "p", theme: .keep).css == "color: #c00000;")
        let braced = ReadingSystemStyles.rewriteAttribute("color: #c00000} q {x: y}", element: "p", theme: .keep)
        #expect(braced.css == "color: #c00000" && braced.findings.map(\.id.rawValue) == ["style.syntax-error"])
        #expect(ReadingSystemStyles.rewriteAttribute("color: #c00000", element: "p", theme: .keep).findings.isEmpty)
        // A brace in a string or inside a function is no stray one.
        #expect(ReadingSystemStyles.rewriteAttribute("font-family: 'A}B'; color: #c00000", element: "p", theme: .keep).findings.isEmpty)
        #expect(ReadingSystemStyles.firstStrayClosingBrace(in: Array("a: f(}) } b".utf8)) == 8)
    }
}

@Suite("Content a script was to show")
struct ScriptHiddenTests {
    static let tree = """
        <table><tr><td>src</td></tr><tr style="display:none;"><td>dbus-address.c</td></tr>\
        <tr style="color: #c00000; display: none"><td>dbus-auth.c</td></tr></table>
        """

    @Test("on a page that ran scripts, style=\"display: none\" goes (scripts are removed): the rows show, reported once")
    func revealed() throws {
        let (page, diagnostics) = try normalize(Self.tree + "<script>toggle()</script>")
        #expect(!page.contains("display") && page.contains("dbus-auth.c") && page.contains("color: #c00000"))
        let found = diagnostics.with("style.script-hidden")
        #expect(found.count == 1 && found.first?.message.contains(": 2 parts hidden") == true)
    }

    @Test("without scripts, or with scripts kept, the author's display: none stays")
    func kept() throws {
        let (plain, plainFindings) = try normalize(Self.tree)
        #expect(plain.contains("display:none") && plainFindings.with("style.script-hidden").isEmpty)
        let (kept, keptFindings) = try normalize(Self.tree + "<SCRIPT>toggle()</SCRIPT>", config: "scripts: keep\n")
        #expect(kept.contains("display:none") && keptFindings.with("style.script-hidden").isEmpty)
        #expect(ScriptHiddenStyles.hasScripts(Array("<p>x</p><SCRIPT src=a.js>".utf8)))
        #expect(!ScriptHiddenStyles.hasScripts(Array("<p>a <scrip</p>".utf8)))
    }
}
