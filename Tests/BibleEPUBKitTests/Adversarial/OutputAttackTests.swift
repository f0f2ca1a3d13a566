@testable import BibleEPUBKit
import Foundation
import Testing

/// Hostile input, third round: files read from outside the vault, and writes outside the output.
@Suite("Confined reads and writes")
struct OutputAttackTests {
    static let token = TestVault.secretToken

    /// A secret file beside the vault (outside it), holding `text`.
    private func secret(beside vault: TestVault, _ text: String = "title: \(token)\n") throws -> String {
        let path = VaultPath.directory(of: vault.root) + "/secret.txt"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// Whether any entry of `book`, or the file it was written to, holds the token.
    private func leaks(_ book: Book, writtenTo path: String? = nil) -> Bool {
        book.entries.contains { entry in
            let bytes = entry.contents ?? (entry.source.vaultFile.flatMap(FileBytes.contents(of:)) ?? [])
            return String(decoding: bytes, as: UTF8.self).contains(Self.token)
        } || (path?.contains(Slug.make(Self.token)) ?? false)
    }

    @Test("a book.yaml linked to a file outside the vault is never read")
    func symlinkedConfig() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/book.yaml", withDestinationPath: try secret(beside: vault))
        let outcome = try Hostile.build(vault).get()
        #expect(!leaks(outcome.book, writtenTo: outcome.outputPath))
        #expect(outcome.book.metadata.title != Self.token)
        #expect(outcome.book.diagnostics.ids.contains("vault.symlink-outside"))
    }

    @Test("a file swapped for a link (or another file) after the scan is not read or packaged")
    func swappedAfterScan() throws {
        let vault = try TestVault(["a.html": html("<img src=\"race.png\" alt=\"r\">")], binary: ["race.png": TestImage.png])
        let secretPath = try secret(beside: vault, Self.token)
        let (inventory, _) = try VaultScanner.scan(vault.root)
        let file = try #require(inventory.byPath["race.png"])
        #expect(FileBytes.contents(of: file) != nil)
        try FileManager.default.removeItem(atPath: vault.root + "/race.png")
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/race.png", withDestinationPath: secretPath)
        #expect(FileBytes.contents(of: file) == nil)
        let entry = ArchiveEntry(path: "OEBPS/race.png", source: .file(file), compression: .stored)
        let descriptor = open(vault.output + "/race.zip", O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(throws: ArchiveError.self) { try ZipWriter.write([entry], into: descriptor, modified: Date(timeIntervalSince1970: 0)) }
        // A regular file put in its place is another file too.
        try FileManager.default.removeItem(atPath: vault.root + "/race.png")
        try Self.token.write(toFile: vault.root + "/race.png", atomically: false, encoding: .utf8)
        #expect(FileBytes.contents(of: file) == nil)
    }

    @Test("a link planted at the temp file's name is never written through")
    func plantedTemporaryLink() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let victim = try secret(beside: vault, "victim")
        for name in [".book.epub.partial-\(getpid())", ".book.epub.partial-\(getpid())-a", ".book.epub.partial"] {
            try FileManager.default.createSymbolicLink(atPath: vault.output + "/" + name, withDestinationPath: victim)
        }
        _ = try Hostile.build(vault).get()
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "victim")
        #expect(try ZipReader.entries(of: vault.output + "/book.epub").first?.name == "mimetype")
    }

    @Test("an existing file or folder that is not a book is never replaced")
    func replacesOnlyBooks() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let notes = vault.output + "/NOTES"
        try "my notes".write(toFile: notes, atomically: false, encoding: .utf8)
        #expect(throws: OutputError.notABook(path: notes)) { try BuildAction.run(vault.options, output: notes, format: .directory) }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes")
        // An existing folder is where the book goes; the folder named like the book there is not a book either.
        let folder = vault.output + "/photos"
        try FileManager.default.createDirectory(atPath: folder + "/vault", withIntermediateDirectories: true)
        try "x".write(toFile: folder + "/vault/keep.jpg", atomically: false, encoding: .utf8)
        #expect(throws: OutputError.notABook(path: folder + "/vault")) { try BuildAction.run(vault.options, output: folder, format: .directory) }
        #expect(FileManager.default.fileExists(atPath: folder + "/vault/keep.jpg"))
        // A book this tool wrote is replaced.
        let book = vault.output + "/unzipped"
        _ = try BuildAction.run(vault.options, output: book, format: .directory)
        let again = try BuildAction.run(vault.options, output: book, format: .directory)
        #expect(again.outputPath != nil && FileManager.default.fileExists(atPath: book + "/META-INF/container.xml"))
    }

    @Test("an output inside the vault is refused before any folder is made")
    func insideVaultMakesNothing() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        #expect(throws: OutputError.self) { try BuildAction.run(vault.options, output: vault.root + "/new/deeper/", format: .epub) }
        #expect(!FileManager.default.fileExists(atPath: vault.root + "/new"))
        #expect(throws: OutputError.self) { try BuildAction.run(vault.options, output: vault.output + "/../vault/x/../y/b.epub", format: .epub) }
        #expect(!FileManager.default.fileExists(atPath: vault.root + "/y"))
    }

    @Test("an output path of 60,000 components is refused as too long, at once")
    func overlongOutput() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let deep = vault.output + "/" + Array(repeating: "d", count: 60_000).joined(separator: "/") + "/"
        #expect(throws: OutputError.pathTooLong(path: deep + "vault.epub")) { try BuildAction.run(vault.options, output: deep, format: .epub) }
        let longName = vault.output + "/" + String(repeating: "n", count: 300) + ".epub"
        #expect(throws: OutputError.pathTooLong(path: longName)) { try BuildAction.run(vault.options, output: longName, format: .epub) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.output).isEmpty)
    }

    @Test("temp files of a killed build are removed by the next; a live process's are kept")
    func staleTemporaries() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let dead = try Self.deadProcessID()
        let stale = [".book.epub.partial-\(dead)", ".book.epub.partial-\(dead)-x1y2z3"]
        for name in stale { try "partial".write(toFile: vault.output + "/" + name, atomically: false, encoding: .utf8) }
        try FileManager.default.createDirectory(atPath: vault.output + "/.book.epub.partial-\(dead)-dir", withIntermediateDirectories: false)
        let live = ".book.epub.partial-\(getppid())-live"
        let other = ".other.epub.partial-\(dead)"
        for name in [live, other] { try "x".write(toFile: vault.output + "/" + name, atomically: false, encoding: .utf8) }
        _ = try Hostile.build(vault).get()
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: vault.output)) == ["book.epub", live, other])
    }

    @Test("a title of sixty words gives a file name the system takes")
    func longTitleSlug() throws {
        let title = Array(repeating: "Wonderful", count: 60).joined(separator: " ")
        let vault = try TestVault(["a.html": html("<h1>A</h1>"), "book.yaml": "title: \(title)\n"])
        let outcome = try BuildAction.run(vault.options, output: vault.output + "/", format: .epub)
        let name = VaultPath.fileName(of: try #require(outcome.outputPath))
        #expect(name.utf8.count <= 120 && name.hasSuffix(".epub") && name.hasPrefix("wonderful-wonderful"))
    }

    /// A process ID no process has: a child that has exited and been reaped.
    static func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

extension ArchiveEntry.Source {
    /// The vault file a `.file` source streams.
    var vaultFile: VaultFile? {
        if case .file(let file) = self { file } else { nil }
    }
}

/// Hostile input, third round: names and images that crashed the build.
@Suite("Names and images that crashed the build")
struct CrashingInputTests {
    @Test("two files named café.html, composed and decomposed: one is read, the other reported, no trap")
    func normalizationTwins() throws {
        let composed = "caf\u{E9}.html", decomposed = "cafe\u{301}.html"
        #expect(Array(composed.utf8) != Array(decomposed.utf8) && composed == decomposed)
        let vault = try TestVault([composed: html("<h1>One</h1>"), "index.html": html("<a href=\"\(composed)\">c</a>")])
        try vault.write(decomposed, Array(html("<h1>Two</h1>").utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.root).count == 3)
        let outcome = try Hostile.build(vault).get()
        #expect(outcome.outputPath != nil)
        #expect(outcome.book.diagnostics.ids.filter { $0 == "vault.name-collision" }.count == 1)
        #expect(try TOCAction.tree(vault.options).flattened().count == 2)
        _ = try Linter.run(vault.options)
    }

    @Test("a page whose file name is not UTF-8 is reported (vault.invalid-name) by build and lint, never silently left out")
    func invalidUTF8Name() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".html".utf8) // Latin-1 é: not UTF-8
        let descriptor = (vault.root + "/").withCString { folder in
            (Array(UnsafeBufferPointer(start: UnsafeRawPointer(folder).assumingMemoryBound(to: UInt8.self), count: strlen(folder))) + name + [0])
                .withUnsafeBufferPointer { path in open(UnsafeRawPointer(path.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let outcome = try Hostile.build(vault).get()
        #expect(outcome.book.diagnostics.ids.contains("vault.invalid-name"))
        #expect(try Linter.run(vault.options).diagnostics.ids.contains("vault.invalid-name"))
    }

    @Test("a PNG whose header says 4294967295 x 4294967295, and text named .png, are left out and reported; lint --store survives")
    func impossibleImages() throws {
        let vault = try TestVault(["a.html": html(#"<img src="huge.png" alt="h"><img src="fake.png" alt="f"><img src="ok.png" alt="o">"#),
                                   "fake.png": "placeholder"],
                                  binary: ["huge.png": examplePNG(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF), "cover.png": examplePNG(width: 0xFFFF_FFFF, height: 1),
                                           "ok.png": TestImage.png])
        try vault.write("fake.png", Array("this is text, not a PNG".utf8))
        let outcome = try Hostile.build(vault).get()
        let ids = outcome.book.diagnostics.ids
        #expect(ids.filter { $0 == "resource.corrupt-image" }.count == 3)
        #expect(ids.contains("resource.missing"))
        let packaged = outcome.book.entries.map(\.path)
        #expect(packaged.contains("OEBPS/ok.png") && !packaged.contains("OEBPS/huge.png") && !packaged.contains("OEBPS/fake.png"))
        _ = try Linter.run(vault.options, store: StoreProfile.named("apple"))
    }
}

/// Hostile input, third round: messages that named the wrong file or none an app can show.
@Suite("Messages that name the right place")
struct PlacedMessageTests {
    @Test("a cover finding from --config names that file and the line of cover:, not book.yaml")
    func coverFromConfig() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let config = vault.output + "/cfg.yaml"
        try "title: A\ncover: nope.png\n".write(toFile: config, atomically: false, encoding: .utf8)
        let book = try BookAssembler.assemble(try VaultAnalyzer.analyze(BuildOptions(vault: vault.root, configPath: config)),
                                              options: vault.options, templates: .builtIn)
        let finding = try #require(book.diagnostics.first { $0.id == "cover.missing" })
        #expect(finding.file == config && finding.line == 2)
    }

    @Test("findings point at the reference's own line: in a <style> block, a Markdown paragraph's second line, raw HTML in Markdown, an SVG file")
    func referenceLines() throws {
        let vault = try TestVault([
            "a.html": "<!DOCTYPE html><html lang=\"en\"><head><title>A</title>\n<style>\np { color: blue }\n.c { background: url(gone-css.png) }\n</style></head>\n<body><h1>A</h1><img src=\"f.svg\" alt=\"f\"></body></html>",
            "f.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n<image href=\"gone-svg.png\"/>\n</g></svg>",
        ])
        let book = try Hostile.build(vault).get().book
        #expect(book.diagnostics.first { $0.target == "gone-css.png" }?.line == 4)
        #expect(book.diagnostics.first { $0.file == "f.svg" && $0.id == "resource.missing" }?.line == 3)
        let notes = try TestVault(["n.md": "# N\n\nFirst line of a paragraph\nsecond line with ![img](gone-md.png) here.\n\n<p>\n<img src=\"gone-raw.png\" alt=\"r\">\n</p>\n",
                                   "m.md": "# M\n\ntext\n"])
        let noted = try Hostile.build(notes).get().book
        #expect(noted.diagnostics.first { $0.target == "gone-md.png" }?.line == 4)
        #expect(noted.diagnostics.first { $0.target == "gone-raw.png" }?.line == 7)
    }

    @Test("an output that cannot be written: one line naming the target and what to do, never the temp file")
    func unwritableOutputs() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        try "x".write(toFile: vault.output + "/afile", atomically: false, encoding: .utf8)
        for (output, format) in [(vault.output + "/afile/x.epub", OutputFormat.epub), ("/dev/null", .epub), (vault.output + "/afile/dir", .directory)] {
            do {
                _ = try BuildAction.run(vault.options, output: output, format: format)
                Issue.record("\(output) was written")
            } catch let error as OutputError {
                let text = error.description
                #expect(!text.contains(".partial") && !text.contains("\n") && !text.contains("NSCocoaErrorDomain"), "\(text)")
                #expect(text.contains(output) && text.contains("choose"), "\(text)")
            }
        }
    }
}
