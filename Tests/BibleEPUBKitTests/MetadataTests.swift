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
}
