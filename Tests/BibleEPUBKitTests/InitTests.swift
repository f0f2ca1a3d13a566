import BibleEPUBKit
import Foundation
import Testing

@Suite("init")
struct InitTests {
    static let vaults = ["sample": Repository.sampleVault, "x26-bible": Repository.realVault]

    @Test("bible-epub init infers the golden book.yaml for the sample and the real vault", arguments: ["sample", "x26-bible"])
    func golden(name: String) throws {
        if name == "x26-bible" && !Repository.hasRealVault { return }
        let (status, yaml, stderr) = try runCLI(["init", Self.vaults[name]!, "--output", "-"])
        #expect(status == 0)
        #expect(stderr.contains("inferred title:"))
        let golden = Repository.root + "/Tests/Fixtures/golden/init-\(name).yaml"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil {
            try yaml.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(yaml == (try String(contentsOfFile: golden, encoding: .utf8)))
        #expect(yaml == (try InitAction.propose(BuildOptions(vault: Self.vaults[name]!))).yaml)
        let (config, diagnostics) = try ConfigLoader.parse(yaml, file: "book.yaml")
        #expect(diagnostics.isEmpty)
        #expect(config.strip == nil && config.unwrap == nil) // the build finds the chrome itself; init says what it found
        #expect(yaml.contains("#   //footer[@class='page']") && yaml.contains("#   //header[@class='page']"))
    }

    @Test("init never overwrites a book.yaml without --force")
    func noOverwrite() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>", title: "A — Book"), "b.html": html("<h1>B</h1>", title: "B — Book")])
        let (first, _, _) = try runCLI(["init", vault.root])
        #expect(first == 0)
        try "title: Mine\n".write(toFile: vault.root + "/book.yaml", atomically: true, encoding: .utf8)
        let (second, _, stderr) = try runCLI(["init", vault.root])
        #expect(second == 2 && stderr.contains("--force"))
        #expect(try String(contentsOfFile: vault.root + "/book.yaml", encoding: .utf8) == "title: Mine\n")
        #expect(try runCLI(["init", vault.root, "--force"]).status == 0)
        #expect(try String(contentsOfFile: vault.root + "/book.yaml", encoding: .utf8).contains("title: Book"))
    }
}

@Suite("README tutorial")
struct TutorialTests {
    @Test("the tutorial's commands run in a temp folder and build an EPUB (EPUBCheck gates it in .ci/run)")
    func tutorial() throws {
        let work = FileManager.default.temporaryDirectory.path + "/bible-epub-tutorial-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: work) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Repository.root + "/Scripts/run-tutorial", try #require(Hostile.binary), work]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let entries = try ZipReader.entries(of: path).map(\.name)
        #expect(entries.first == "mimetype")
        #expect(entries.contains("OEBPS/Part-I-Basics/figures/diagram.svg"))
        #expect(FileManager.default.fileExists(atPath: work + "/my-book/Vault/book.yaml"))
    }
}
