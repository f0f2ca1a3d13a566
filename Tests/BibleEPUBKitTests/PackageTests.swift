import BibleEPUBKit
import Foundation
import Testing

@Suite("Package documents")
struct PackageTests {
    let files: [String: String] = [
        "Front-of-Book/table-of-contents.html": html(#"<h1>Contents</h1><a href="../Part-I-One/p.html">p</a>"#),
        "Part-I-One/Part-I-One.html": html("<h1>Part I — One</h1>"),
        "Part-I-One/p.html": html("<h1>Page P</h1><math><mi>x</mi></math>"),
        "Part-II-Two/q.html": html(#"<h1>Page Q</h1><svg viewBox="0 0 1 1"></svg>"#),
    ]

    @Test("the OPF has identifier, language, modified from SOURCE_DATE_EPOCH, and exact manifest properties")
    func opf() throws {
        let vault = try TestVault(files, binary: ["cover.png": TestImage.png])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        #expect(opf.contains(#"<meta property="dcterms:modified">2023-11-14T22:13:20Z</meta>"#))
        #expect(opf.contains("<dc:language>en</dc:language>"))
        #expect(opf.contains(MetadataResolver.uuidURN(for: MetadataResolver.title(try vault.analyze()))))
        #expect(opf.contains(#"href="Part-I-One/p.xhtml" media-type="application/xhtml+xml" properties="mathml""#))
        #expect(opf.contains(#"href="Part-II-Two/q.xhtml" media-type="application/xhtml+xml" properties="svg""#))
        #expect(opf.contains(#"href="cover.png" media-type="image/png" properties="cover-image""#))
        #expect(opf.contains(#"<meta name="cover" content="x-cover-png"/>"#))
        #expect(opf.contains(#"<meta property="schema:accessibilitySummary">"#))
        #expect(!opf.contains(#"properties="scripted""#))
    }

    @Test("the identifier is a stable UUIDv5 of the title")
    func identifier() {
        #expect(MetadataResolver.uuidURN(for: "python.org") == "urn:uuid:7af94e2b-4dd9-50f0-9c9a-8a48519bdef0")
    }

    @Test("nav order equals spine order; landmarks name toc, bodymatter and cover; NCX uid equals the identifier")
    func navigation() throws {
        let vault = try TestVault(files, binary: ["cover.png": TestImage.png])
        let book = try vault.book()
        let opf = try #require(vault.entry("OEBPS/content.opf", in: book))
        let nav = try #require(vault.entry("OEBPS/nav.xhtml", in: book))
        let ncx = try #require(vault.entry("OEBPS/toc.ncx", in: book))
        let spine = opf.components(separatedBy: "<itemref idref=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(spine.first == "x-cover-xhtml")
        let navTargets = nav.components(separatedBy: "<nav epub:type=\"landmarks\"")[0]
            .components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(navTargets == ["Front-of-Book/table-of-contents.xhtml", "Part-I-One/Part-I-One.xhtml", "Part-I-One/p.xhtml", "Part-II-Two/q.xhtml"])
        #expect(nav.contains(#"<a epub:type="toc" href="Front-of-Book/table-of-contents.xhtml">"#))
        #expect(nav.contains(#"<a epub:type="bodymatter" href="Part-I-One/Part-I-One.xhtml">"#))
        #expect(nav.contains(#"<a epub:type="cover" href="cover.xhtml">"#))
        #expect(nav.contains("<span>Part II: Two</span>"))
        #expect(ncx.contains(#"<meta name="dtb:uid" content="\#(book.metadata.identifier)"/>"#))
        #expect(ncx.contains("<text>Part I — One</text>"))
    }

    @Test("accessibility: alternativeText only when every image has alt")
    func accessibility() throws {
        let described = try TestVault(["a.html": html(#"<img src="a.png" alt="A">"#)], binary: ["a.png": TestImage.png])
        #expect(try described.book().metadata.accessibility.features.contains("alternativeText"))
        let undescribed = try TestVault(["a.html": html(#"<img src="a.png">"#)], binary: ["a.png": TestImage.png])
        let book = try undescribed.book()
        #expect(!book.metadata.accessibility.features.contains("alternativeText"))
        #expect(book.diagnostics.ids == ["image.missing-alt"])
    }

    @Test("package paths are ASCII, space-free and unique after case folding")
    func packagePaths() {
        let paths = PackagePaths(vaultPaths: ["Shots/Screenshot 1.png", "a.html", "A.html", "nav.xhtml", "styles/x.css", "é.png", "日本.png"],
                                 pages: ["a.html", "A.html", "nav.xhtml"])
        #expect(paths.packagePath(for: "Shots/Screenshot 1.png") == "Shots/Screenshot-1.png")
        #expect(paths.packagePath(for: "A.html") == "A.xhtml")
        #expect(paths.packagePath(for: "a.html") == "a-2.xhtml")
        #expect(paths.packagePath(for: "nav.xhtml") == "nav-2.xhtml")
        #expect(paths.packagePath(for: "styles/x.css") == "styles-vault/x.css")
        #expect(paths.packagePath(for: "é.png") == "e.png")
        #expect(paths.packagePath(for: "日本.png") == "file.png")
    }
}
