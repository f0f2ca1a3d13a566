@testable import BibleEPUBKit
import Testing

@Suite("Links")
struct LinkTests {
    let pages: [String: String] = [
        "Part-I/a.html": html(#"""
            <p><a href="b.html#sec">ok</a> <a href="/Part-I/b.html">rooted</a> <a href="vault://Part-I/b.html">vault</a>
            <a href="B.html">case</a> <a href="gone.html">missing</a> <a href="b.html#nope">fragment</a>
            <a href="../../../etc/passwd">escape</a> <a href="https://example.com/a b">web</a>
            <a href="mailto:me@example.com">mail</a> <a href="javascript:void(0)">js</a> <a href="pic.png">picture</a>
            <a href="b.html?x=1#sec">query</a> <a href="My%20Page.html">spaces</a></p>
            """#),
        "Part-I/b.html": html(#"<h1 id="sec">B</h1>"#),
        "Part-I/My Page.html": html("<h1>Spaces</h1>"),
        "Part-I/pic.png": "png",
    ]

    func build() throws -> (String, [Diagnostic]) {
        let vault = try TestVault(pages)
        let book = try vault.book()
        return (vault.entry("OEBPS/Part-I/a.xhtml", in: book) ?? "", book.diagnostics.filter { $0.file == "Part-I/a.html" })
    }

    @Test("intra-vault links are rewritten to the packaged page and keep their fragment")
    func rewritten() throws {
        let (xhtml, _) = try build()
        #expect(xhtml.contains(#"<a href="b.xhtml#sec">ok</a>"#))
        #expect(xhtml.contains(#"<a href="b.xhtml">rooted</a>"#))
        #expect(xhtml.contains(#"<a href="b.xhtml">vault</a>"#))
        #expect(xhtml.contains(#"<a href="b.xhtml#sec">query</a>"#))
        #expect(xhtml.contains(#"<a href="My-Page.xhtml">spaces</a>"#))
    }

    @Test("an id written with percent escapes is found by the fragment that names it as written (HTML's indicated part)")
    func percentEscapedID() throws {
        let vault = try TestVault([
            "a.html": html(#"<h1>A</h1><p><a href="b.html#symbol%27">symbol'</a> <a href="b.html#x%2Dy">x-y</a></p>"#),
            "b.html": html(#"<h1>B</h1><pre><span id="symbol%27">symbol'</span> <span id="x-y">x</span></pre>"#),
        ])
        let book = try vault.book()
        let xhtml = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        #expect(xhtml.contains(#"<a href="b.xhtml#symbol-27">symbol'</a>"#))
        #expect(xhtml.contains(#"<a href="b.xhtml#x-y">x-y</a>"#))
        #expect(!book.diagnostics.contains(where: { $0.id == DiagnosticID.linkMissingFragment.rawValue }))
    }

    @Test("web and mail links are kept (spaces encoded)")
    func external() throws {
        let (xhtml, _) = try build()
        #expect(xhtml.contains(#"<a href="https://example.com/a%20b">web</a>"#))
        #expect(xhtml.contains(#"<a href="mailto:me@example.com">mail</a>"#))
    }

    @Test("broken links are unwrapped, keep their text, and are reported with line and column")
    func unwrapped() throws {
        let (xhtml, diagnostics) = try build()
        for text in ["case", "missing", "fragment", "escape", "js", "picture"] {
            #expect(xhtml.contains(text) && !xhtml.contains(">\(text)</a>"), "\(text) kept as plain text")
        }
        #expect(Set(diagnostics.ids) == ["link.case-mismatch", "link.missing-file", "link.missing-fragment",
                                         "link.outside-vault", "link.script", "link.to-resource"])
        let caseMismatch = try #require(diagnostics.with("link.case-mismatch").first)
        #expect(caseMismatch.hint?.contains("Part-I/b.html") == true)
        #expect(caseMismatch.target == "B.html")
        #expect(caseMismatch.line == 10 && caseMismatch.column > 1)
    }

    @Test("an unwrapped link keeps its id, which other links target (lynx's help: <a id href=\"gone.html.gz\">)")
    func unwrappedLinkKeepsID() throws {
        let vault = try TestVault(["a.html": html(##"""
            <p><a href="#movement">jump</a></p><h2><a name="movement" href="gone.html" id="movement">Movement</a></h2>
            """##)])
        let book = try vault.book()
        let xhtml = vault.entry("OEBPS/a.xhtml", in: book) ?? ""
        #expect(xhtml.contains(##"<a href="#movement">jump</a>"##))
        #expect(xhtml.contains(#"<span id="movement"></span>Movement"#))
        #expect(book.diagnostics.ids.contains("link.missing-file"))
    }

    @Test("links to pages outside the reading order are unwrapped and reported")
    func notInBook() throws {
        let vault = try TestVault(["a.html": html(#"<a href="b.html">b</a>"#), "b.html": html("B"), "book.yaml": "spine: [a.html]\n"])
        let book = try vault.book()
        #expect(book.diagnostics.ids == ["link.not-in-book"])
        #expect(vault.entry("OEBPS/a.xhtml", in: book)?.contains("<body>\n<span>") == false)
    }

    @Test("the resolver never leaves the vault")
    func resolver() throws {
        let vault = try TestVault(["a.html": html("a")])
        let resolver = try vault.analyze().resolver
        #expect(resolver.resolve("../x.png", from: "a.html") == .outsideVault)
        #expect(resolver.resolve("%2e%2e/%2e%2e/etc/passwd", from: "a.html") == .outsideVault)
        #expect(resolver.resolve("file:///etc/hosts", from: "a.html") == .outsideVault)
        #expect(resolver.resolve("/etc/hosts", from: "a.html") == .missing(path: "etc/hosts", suggestions: []))
        #expect(resolver.resolve("C:\\x.png", from: "a.html") == .outsideVault)
    }

    @Test("a scheme is ASCII letters, digits, +, - and . before the first colon, starting with a letter")
    func schemes() {
        #expect(ReferenceResolver.scheme(of: "HTTPS://example.org/a:b") == "https")
        #expect(ReferenceResolver.scheme(of: "x-man+page.1:ls") == "x-man+page.1")
        #expect(ReferenceResolver.scheme(of: "C:\\x.png") == "file")
        for relative in ["Data-Vector.html#v:map", "1a:b", ":x", "a b:c", "é:x", "page.html", ""] {
            #expect(ReferenceResolver.scheme(of: relative) == nil, "\(relative)")
        }
    }
}

@Suite("Figures and resources")
struct ResourceTests {
    @Test("a <source> without type gets the media type of its file (EPUBCheck OPF-013); declared types stay")
    func sourceType() throws {
        let vault = try TestVault([
            "a.html": html(#"""
                <picture><source srcset="fig/d.png 1x, fig/e.png 2x" media="(prefers-color-scheme: dark)">
                <source srcset="fig/g.gif, fig/d.png 2x"><source srcset="fig/e.png" type="image/png"><img src="fig/d.png" alt="d"></picture>
                """#),
            "fig/d.png": "d", "fig/e.png": "e", "fig/g.gif": "g",
        ])
        let page = try #require(try vault.book().entries.first { $0.path == "OEBPS/a.xhtml" }?.contents)
        let xhtml = String(decoding: page, as: UTF8.self)
        // Each srcset is its largest candidate (one file packaged per source), whose type the source then declares.
        #expect(xhtml.contains(#"<source srcset="fig/e.png" media="(prefers-color-scheme: dark)" type="image/png"/>"#))
        #expect(xhtml.contains(#"<source srcset="fig/d.png" type="image/png"/>"#))
        #expect(SourceSet.largest(of: "fig/g.gif, fig/d.png 2x", fitting: 1) { _ in nil }?.url == "fig/d.png")
        #expect(xhtml.contains(#"<source srcset="fig/e.png" type="image/png"/>"#))
    }

    @Test("img, srcset, picture, poster, audio, SVG image and CSS url() are packaged once with their media type")
    func collected() throws {
        let vault = try TestVault([
            "a.html": html(#"""
                <img src="fig/a.png" alt="A"><img src="fig/a.png" alt="again" srcset="fig/a.png 1x, fig/b.webp 2x">
                <picture><source srcset="fig/c.gif"><img src="fig/a.png" alt="p"></picture>
                <video poster="fig/p.jpg" src="m/v.mp4"></video><audio src="m/s.mp3"></audio>
                <svg><image href="fig/d.svg" width="1" height="1"/></svg>
                <p style="background: url('fig/e.png')">x</p>
                """#, head: #"<style>body { background: url(fig/f.png); }</style><link rel="stylesheet" href="css/x.css">"#),
            "css/x.css": "@font-face { font-family: F; src: url(../fonts/f.woff2); }",
            "fonts/f.woff2": "w", "fig/a.png": "a", "fig/b.webp": "b", "fig/c.gif": "c", "fig/p.jpg": "p",
            "fig/d.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>", "fig/e.png": "e", "fig/f.png": "f",
            "m/v.mp4": "v", "m/s.mp3": "s", "fig/unused.png": "u",
        ])
        let book = try vault.book()
        let paths = book.entries.map(\.path)
        for file in ["fig/a.png", "fig/b.webp", "fig/c.gif", "fig/p.jpg", "fig/d.svg", "fig/e.png", "fig/f.png",
                     "m/v.mp4", "m/s.mp3", "css/x.css", "fonts/f.woff2"] {
            #expect(paths.filter { $0 == "OEBPS/" + file }.count == 1, "\(file) packaged once")
        }
        #expect(!paths.contains("OEBPS/fig/unused.png"))
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(#"href="fig/b.webp" media-type="image/webp""#))
        #expect(opf.contains(#"href="fonts/f.woff2" media-type="font/woff2""#))
        #expect(opf.contains(#"properties="svg""#))
        #expect(book.diagnostics.filter { $0.severity >= .warning }.isEmpty)
    }

    @Test("missing images become their alt text; remote resources are removed; both reported")
    func dropped() throws {
        let (xhtml, diagnostics) = try normalize(#"<p><img src="figures/gone.png" alt="A chart"><img src="https://x.org/a.png" alt="remote"></p>"#,
                                                 head: #"<link rel="stylesheet" href="https://fonts.example.com/css">"#,
                                                 extra: ["shots/gone.png": "x"])
        #expect(xhtml.contains("<p>A chartremote</p>"))
        #expect(diagnostics.ids.sorted() == ["resource.missing", "resource.remote", "resource.remote"])
        #expect(diagnostics.with("resource.missing").first?.hint == "did you mean shots/gone.png?")
    }

    @Test("the boxes that held only a dropped image go with it; a box holding more, or with an id, stays")
    func droppedImageWrappers() throws {
        let (xhtml, _) = try normalize(#"""
            <figure><div class="ratio" style="position:relative"><div class="overlay" style="position:absolute;top:0"><picture><source srcset="https://x.org/a.webp"><img src="https://x.org/a.jpg" alt="Vans at a checkpoint"></picture></div></div><figcaption>Forces near a checkpoint.</figcaption></figure>
            <div class="card"><img src="https://x.org/b.jpg" alt="Map"><p>Beside it.</p></div>
            <div id="lead"><img src="https://x.org/c.jpg" alt="Portrait"></div>
            """#)
        #expect(xhtml.contains("<figure>Vans at a checkpoint<figcaption>"), "the alt text flows before the caption, outside the overlay")
        #expect(!xhtml.contains("overlay") && !xhtml.contains("ratio") && !xhtml.contains("<source"))
        #expect(xhtml.contains(#"<div class="card">Map<p>Beside it.</p></div>"#))
        #expect(xhtml.contains(#"<div id="lead">Portrait</div>"#))
    }

    @Test("a source that points into the page is dropped in HTML; in SVG it stays when the page has the id (fuzz seed 15)")
    func sameDocumentSources() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <h1 id="top">T</h1><audio src="#top" controls>sound</audio><p><img src="#top" srcset="#top 2x" alt="pic"></p>
            <svg width="9" height="9"><defs><circle id="dot" r="2"/></defs><use href="#dot"/><use href="#gone"/></svg>
            """#)
        #expect(xhtml.contains(#"<audio controls="">sound</audio>"#) && xhtml.contains("<p>pic</p>"))
        #expect(xhtml.contains(##"<use href="#dot"/>"##) && !xhtml.contains("#gone"))
        #expect(diagnostics.with("resource.unsupported-url").count == 3)
        #expect(diagnostics.with("resource.missing").count == 1)
    }

    @Test("a data: URL stays when a book can embed its media type; text and untyped data are dropped (fuzz seed 17)")
    func dataSources() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"><img src="data:text/html,<b>x</b>" alt="html"></p>
            <video src="data:,x" controls>film</video><audio src="data:audio/mpeg;base64,AAAA" controls>sound</audio>
            """#)
        #expect(xhtml.contains(#"src="data:image/png;base64,iVBORw0KGgo=""#) && xhtml.contains("html</p>"))
        #expect(xhtml.contains(#"<video controls="">film</video>"#) && xhtml.contains(#"src="data:audio/mpeg;base64,AAAA""#))
        #expect(diagnostics.with("resource.unsupported-type").count == 2)
        let (svg, _) = try normalize(#"<p><img alt="i" src='data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'></p>"#)
        #expect(svg.contains(#"src="data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E""#))
    }

    @Test("an embed or object pointing at the web: the embed goes, the object gives way to its fallback content; both reported")
    func embeddedWebContent() throws {
        let (xhtml, diagnostics) = try normalize(#"""
            <p>Before <embed src="https://player.example.com/v.swf"> after.</p>
            <object data="https://maps.example.com/map" type="text/html"><param name="zoom" value="3"><p>The map shows the harbour.</p></object>
            """#)
        #expect(!xhtml.contains("<embed") && !xhtml.contains("<object") && !xhtml.contains("<param"))
        #expect(xhtml.contains("The map shows the harbour.") && xhtml.contains("Before  after."))
        #expect(diagnostics.ids.filter { $0 == "resource.remote" }.count == 2)
    }

    @Test("manifest properties come from the final page: kept scripts, forms and handlers are scripted; inline SVG and MathML are declared; nothing removed is")
    func manifestProperties() throws {
        func properties(_ body: String, config: String? = nil) throws -> String {
            var files = ["a.html": html(body)]
            if let config { files["book.yaml"] = config }
            let vault = try TestVault(files)
            let opf = try #require(vault.entry("OEBPS/content.opf", in: try vault.book()))
            let item = try #require(opf.split(separator: "\n").first { $0.contains(#"href="a.xhtml""#) })
            return item.firstMatch(of: /properties="([^"]*)"/).map { String($0.output.1) } ?? ""
        }
        #expect(try properties("<p>Hi<script>x()</script></p>") == "")
        #expect(try properties("<p>Hi<script>x()</script></p>", config: "scripts: keep\n") == "scripted")
        #expect(try properties(#"<p onclick="x()">Hi</p>"#, config: "scripts: keep\n") == "scripted")
        #expect(try properties("<form><p>Name <input name=n></p></form>") == "")
        #expect(try properties("<form><p>Name <input name=n></p></form>", config: "forms: keep\n") == "scripted")
        #expect(try properties(#"<p>A <svg width="4" height="4"><rect width="4" height="4"/></svg> and <math><mi>x</mi></math></p>"#) == "mathml svg")
    }

    @Test("with scripts removed, a noscript asking for JavaScript is removed, one holding content is unwrapped; both reported")
    func noscript() throws {
        let (xhtml, diagnostics) = try normalize("""
            <noscript><div id="js">JavaScript is disabled on your browser.</div></noscript><p><a href="#js">Text</a></p>
            <noscript><img src="a.png" alt="The real figure"></noscript><noscript><p>Plain fallback</p></noscript>
            """, extra: ["a.png": "png"])
        #expect(!xhtml.contains("JavaScript is disabled") && !xhtml.contains("noscript"))
        // A link into the removed chrome still lands (the page's links were checked against the ids it was parsed with).
        #expect(xhtml.contains(#"<span id="js"></span>"#) && xhtml.contains(##"<a href="#js">Text</a>"##))
        #expect(xhtml.contains(#"alt="The real figure""#) && xhtml.contains("<p>Plain fallback</p>"))
        let reported = diagnostics.with("web.noscript")
        #expect(reported.map(\.severity) == [.warning, .info] && reported[1].message.contains("2 times"))
    }

    @Test("with scripts removed, a button outside a form (a menu toggle) is removed, reported; a tab's stays, and any with scripts kept")
    func scriptButtons() throws {
        let page = #"<div class="topbar"><button id="t" onclick="toggle()"><svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg></button><h1>Myths</h1></div><p>Text</p>"#
        let (xhtml, diagnostics) = try normalize(page)
        #expect(!xhtml.contains("<button") && xhtml.contains(#"<span id="t"></span>"#) && xhtml.contains("<h1>Myths</h1>"))
        #expect(diagnostics.with("web.form-control").count == 1)
        let (kept, _) = try normalize(page, config: "scripts: keep\n")
        #expect(kept.contains("<button"))
        let (tabs, _) = try normalize(#"<div role="tablist"><button role="tab" aria-controls="p">Bash</button></div><div id="p"><p>ls</p></div>"#)
        #expect(tabs.contains(">Bash</button>"))
    }

    @Test("with scripts removed, a select outside a form is written out as its options, its id kept; in a form it goes")
    func selectsOutsideForms() throws {
        let page = #"<p><select id="fx"><option value="b">Blind</option><optgroup label="More"><option>Bounce  twice</option></optgroup></select></p>"#
        let (xhtml, diagnostics) = try normalize(page)
        #expect(xhtml.contains(#"<span id="fx">Blind, Bounce twice</span>"#) && !xhtml.contains("<select"))
        #expect(diagnostics.with("web.form-control").map(\.severity) == [.info])
        let (kept, _) = try normalize(page, config: "scripts: keep\n")
        #expect(kept.contains("<select"))
        let (inForm, _) = try normalize(#"<form><p>Pick <select><option>Blind</option></select></p></form>"#)
        #expect(!inForm.contains("Blind") && inForm.contains("Pick"))
    }

    @Test("a cookie banner is removed and reported; an element named for cookies that asks nothing, offers no choice, or holds most of the text, stays")
    func cookieBanners() throws {
        let article = String(repeating: "The article's own words run on for a while here. ", count: 8)
        let (xhtml, diagnostics) = try normalize("""
            <div id="CybotCookiebotDialog"><p>We use cookies. <a href="#k">Accept all</a></p></div>
            <h1 id="k">Article</h1><p>\(article)</p><div class="Cookie-Recipe"><p>Cookies: mix flour and butter.</p></div>
            <section class="consent"><p>Cookies, consent and privacy: \(article)</p></section>
            <section id="cookies"><h2>Cookies</h2><p>A cookie jar applies its policy: which cookies to accept.</p>
            <p><a href="#k">RequestsCookieJar</a></p></section>
            """)
        #expect(!xhtml.contains("We use cookies") && xhtml.contains("mix flour") && xhtml.contains("Cookies, consent and privacy"))
        #expect(xhtml.contains("which cookies to accept"))
        #expect(diagnostics.with("web.cookie-banner").count == 1 && diagnostics.with("web.cookie-banner")[0].line > 0)
    }
}
