@testable import BibleEPUBKit
import Foundation
import Testing

/// What an app shows for an error is what the command prints: `localizedDescription` and `recoverySuggestion`.
@Suite("Errors an app can show")
struct ErrorMessageTests {
    /// One value of every case of every public error, with the path or name its message must show.
    static let samples: [(any ExplainedError, String)] = [
        (VaultError.notFound(path: "/books/Vault"), "/books/Vault"), (VaultError.notAFolder(path: "/books/a.html"), "/books/a.html"),
        (VaultError.noPages(), "pages"), (VaultError.noParts, "Part"), (VaultError.noAudiences, "audience"),
        (ConfigError.fileNotFound(path: "cfg.yaml"), "cfg.yaml"), (ConfigError.invalidDate("soon"), "soon"),
        (ConfigError.invalidSourceDateEpoch("x"), "SOURCE_DATE_EPOCH"), (ConfigError.orderNeedsTableOfContents, "toc"),
        (ConfigError.orderNeedsRootIndex, "root index"),
        (ConfigError.invalid(Diagnostic(id: .configInvalidYaml, severity: .error, file: "book.yaml", line: 3, message: "bad")), "book.yaml:3"),
        (OutputError.insideVault(output: "Vault/b.epub", vault: "/v"), "Vault/b.epub"),
        (OutputError.cannotMove(path: "dist/b.epub", reason: "gone"), "dist/b.epub"), (OutputError.exists(path: "book.yaml"), "book.yaml"),
        (OutputError.pathTooLong(path: "/deep/b.epub"), "/deep/b.epub"), (OutputError.notABook(path: "NOTES"), "NOTES"),
        (OutputError.cannotWrite(path: "dist/b.epub", reason: "no space left on device; free some space or choose another -o"), "dist/b.epub"),
        (PartSelectionError.noMatch(name: "IX", parts: ["Part-I"]), "IX"), (PartSelectionError.ambiguous(name: "P", parts: []), "P"),
        (TemplateError.folderNotFound(path: "tpl"), "tpl"), (CheckError.noReport(tool: "EPUBCheck", epub: "b.epub"), "b.epub"),
        (CheckError.unreadableReport(tool: "EPUBCheck"), "EPUBCheck"), (ArchiveError(description: "cannot read a.png"), "a.png"),
    ]

    @Test("every public error's localizedDescription is the CLI's line, naming the file; its recoverySuggestion says what to do")
    func localized() {
        for (error, name) in Self.samples {
            let shown = (error as Error).localizedDescription
            #expect(shown == error.description, "\(type(of: error))")
            #expect(shown.contains(name), "\(shown)")
            #expect(!shown.contains("error 0") && !shown.contains("operation could not be completed"), "\(shown)")
            #expect((error.recoverySuggestion ?? "").count > 10, "\(type(of: error)): \(shown)")
        }
    }

    @Test("an output the kit cannot write throws the kit's OutputError, never a Foundation error")
    func unwritableThroughFrontDoor() async throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        try "x".write(toFile: vault.output + "/file", atomically: false, encoding: .utf8)
        do {
            _ = try await EPUBBuilder(vault: URL(fileURLWithPath: vault.root)).build(to: URL(fileURLWithPath: vault.output + "/file/sub/b.epub"))
            Issue.record("written")
        } catch let error as OutputError {
            #expect(error.localizedDescription.contains("/file/sub/b.epub"))
            #expect(error.recoverySuggestion != nil)
        }
    }
}

/// An app's metadata as values: `EPUBBuilder.Options.book` overrides book.yaml.
@Suite("Book settings from an app")
struct BookSettingsTests {
    @Test("title, authors, language, publisher and subjects from Options reach the OPF (golden), over book.yaml's")
    func optionsReachTheOPF() async throws {
        let vault = try TestVault(["one.html": html("<h1>First article</h1><p>Text.</p>", title: "First article — Some Site"),
                                   "two.html": html("<h1>Second article</h1><p>More.</p>", title: "Second article — Other Site"),
                                   "book.yaml": "title: The File's Title\ncreators: [Somebody Else]\n"])
        var options = EPUBBuilder.Options(modified: Date(timeIntervalSince1970: 1_767_225_600))
        options.book.title = "Saved Articles, Spring 2026"
        options.book.authors = ["Ada Lovelace", "Charles Babbage"]
        options.book.language = "en-GB"
        options.book.publisher = "Reading List"
        options.book.subjects = ["Articles"]
        options.book.order = .natural
        let result = try await EPUBBuilder(vault: URL(fileURLWithPath: vault.root), options: options)
            .build(to: URL(fileURLWithPath: vault.output + "/articles.epub"))
        let book = try #require(result.output)
        let opf = String(decoding: try #require(ZipReader.contents(of: book.path)["OEBPS/content.opf"]), as: UTF8.self)
        let golden = Repository.root + "/Tests/Fixtures/golden/options-book-settings.opf"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil { try opf.write(toFile: golden, atomically: true, encoding: .utf8) }
        #expect(opf == (try String(contentsOfFile: golden, encoding: .utf8)))
        #expect(opf.contains("<dc:title id=\"title\">Saved Articles, Spring 2026</dc:title>") && !opf.contains("Somebody Else"))
    }

    @Test("exclude and front matter from Options: the page left out, no generated pages")
    func optionsExcludeAndFrontMatter() async throws {
        let vault = try TestVault(["one.html": html("<h1>One</h1><p>Text.</p>"), "two.html": html("<h1>Two</h1><p>More.</p>"),
                                   "book.yaml": "publisher: A Press\n"])
        var options = EPUBBuilder.Options(modified: Date(timeIntervalSince1970: 1_767_225_600))
        options.book.exclude = ["two.html"]
        options.book.frontMatter = BookSettings.FrontMatter.none
        let result = try await EPUBBuilder(vault: URL(fileURLWithPath: vault.root), options: options)
            .build(to: URL(fileURLWithPath: vault.output + "/one.epub"))
        let names = try ZipReader.contents(of: try #require(result.output).path).keys
        #expect(names.contains("OEBPS/one.xhtml") && !names.contains("OEBPS/two.xhtml"))
        #expect(!names.contains("OEBPS/title-page.xhtml") && !names.contains("OEBPS/copyright-page.xhtml"))
    }
}
