import BibleEPUBKit
import Foundation
import Testing

@Suite("Metadata sources")
struct MetadataTests {
    @Test("modified: SOURCE_DATE_EPOCH, else config, else the caller's last change, never the clock")
    func modifiedSources() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>")])
        var options = BuildOptions(vault: vault.root)
        let lastChange: @Sendable () -> Date? = { Date(timeIntervalSince1970: 1_706_933_106) }
        #expect(BookMetadata.format(try MetadataResolver.modified(VaultAnalyzer.analyze(options), sourceDateEpoch: nil,
                                                                  lastChange: lastChange)) == "2024-02-03T04:05:06Z")
        try "modified: 2025-01-02\n".write(toFile: vault.root + "/book.yaml", atomically: true, encoding: .utf8)
        #expect(BookMetadata.format(try MetadataResolver.modified(VaultAnalyzer.analyze(options), sourceDateEpoch: nil,
                                                                  lastChange: lastChange)) == "2025-01-02T00:00:00Z")
        options.sourceDateEpoch = "86400"
        #expect(BookMetadata.format(try MetadataResolver.modified(VaultAnalyzer.analyze(options), sourceDateEpoch: "86400")) == "1970-01-02T00:00:00Z")
    }

    @Test("the CLI dates a book in a git checkout by its last commit (the kit never starts git)")
    func gitDateFromCLI() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>")])
        try run(["git", "init", "-q"], in: vault.root)
        try run(["git", "add", "."], in: vault.root)
        try run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "x"], in: vault.root,
                environment: ["GIT_COMMITTER_DATE": "2024-02-03T04:05:06Z", "GIT_AUTHOR_DATE": "2024-02-03T04:05:06Z"])
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = nil
        let book = vault.output + "/git.epub"
        #expect(try runCLI(["build", vault.root, "-o", book, "-q"], environment: environment).status == 0)
        let opf = String(decoding: try #require(try ZipReader.contents(of: book)["OEBPS/content.opf"]), as: UTF8.self)
        #expect(opf.contains("<meta property=\"dcterms:modified\">2024-02-03T04:05:06Z</meta>"))
    }

    @Test("modified falls back to the newest input file outside git")
    func newestFile() throws {
        let vault = try TestVault(["a.html": html("<p>x</p>")])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: vault.root + "/a.html")
        let analysis = try VaultAnalyzer.analyze(BuildOptions(vault: vault.root))
        #expect(BookMetadata.format(try MetadataResolver.modified(analysis, sourceDateEpoch: nil)) == "2020-09-13T12:26:40Z")
    }

    @Test("styles: both links the page CSS first, then the template")
    func stylesBoth() throws {
        let (xhtml, _) = try normalize("<p>a</p>", head: "<style>p { color: red; }</style>", config: "styles: both\n")
        let page = try #require(xhtml.range(of: "styles/page-")), template = try #require(xhtml.range(of: "styles/book.css"))
        #expect(page.lowerBound < template.lowerBound)
    }

    private func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments.joined(separator: " "))")
    }

    @Test("a site generator's front matter (Jekyll's YAML, Go's JSON comment) gives the page's title and is not shown")
    func generatorFrontMatter() throws {
        let vault = try TestVault([
            "a.html": "---\nlayout: default\ntitle: Getting started\nauthor: Ann Lee\n---\n<h2>Install</h2>\n<p>Run <img src=\"gone.png\" alt=\"it\">.</p>\n",
            "b.html": "<!--{\n\t\"Title\": \"The Go Spec\",\n\t\"Path\": \"/ref/spec\"\n}-->\n<h2>Introduction</h2>\n",
            "c.html": "---\nnot: [closed\n---\n<p>Text</p>\n",
        ])
        let analysis = try vault.analyze()
        #expect(analysis.label(for: "a.html") == "Getting started" && analysis.label(for: "b.html") == "The Go Spec")
        let book = try vault.book()
        let page = try #require(vault.entry("OEBPS/a.xhtml", in: book))
        #expect(!page.contains("layout") && page.contains("<title>Getting started</title>"))
        #expect(book.diagnostics.with("markup.front-matter").map(\.file) == ["a.html", "b.html"])
        #expect(book.diagnostics.with("resource.missing").first?.line == 7, "the page's lines keep their numbers")
        #expect(try #require(vault.entry("OEBPS/c.xhtml", in: book)).contains("not:"), "what is not YAML stays text")
    }
}

@Suite("Digests")
struct DigestTests {
    private func hex(_ bytes: [UInt8]) -> String { Digests.hex(bytes) }

    @Test("SHA-1 and SHA-256 give FIPS 180's test vectors, the empty input included; UUIDv5 gives RFC 4122's example")
    func vectors() {
        #expect(hex(Digests.sha1(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Digests.sha1([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(Digests.sha256(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(Digests.sha256([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Python: uuid.uuid5(uuid.NAMESPACE_URL, "https://example.org/book")
        #expect(MetadataResolver.uuidURN(for: "https://example.org/book") == "urn:uuid:0966d62d-2133-582d-b0ce-63f420cb7a00")
        #expect(Digests.hex([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
    }
}
