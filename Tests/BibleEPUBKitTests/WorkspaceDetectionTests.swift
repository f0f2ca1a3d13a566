@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Markdown workspaces with zero configuration")
struct WorkspaceDetectionTests {
    @Test("a root index makes the notes the pages; a stray HTML export is reported, never a 1-page book")
    func rootIndexWins() throws {
        let vault = try TestVault([
            "README.md": note("Garden", contents: ["[Soil](/soil.md)", "[Seeds](/seeds.md)"]),
            "soil.md": note("Soil", partOf: "[Garden](/README.md)"),
            "seeds.md": note("Seeds", partOf: "[Garden](/README.md)"),
            "old-export.html": html("<h1>Old</h1>"),
            "_attachments/demo.html": html("<h1>Demo</h1>"),
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["README.md", "soil.md", "seeds.md"])
        let ignored = analysis.diagnostics.filter { $0.id == "vault.ignored-pages" }
        #expect(ignored.map(\.file) == ["old-export.html"])
        #expect(ignored.first?.message.hasPrefix("1 HTML files") == true)
    }

    @Test("the root index is found among root notes that open without frontmatter, and one whose '---' starts a rule is not one")
    func rootIndexAmongPlainNotes() throws {
        let vault = try TestVault([
            "a-long-chapter.md": "# Chapter\n\n" + String(repeating: "Words of the chapter. ", count: 2_000),
            "b-rule.md": "---\n\n# Not frontmatter\n",
            "index.md": note("Garden", contents: ["[Soil](/soil.md)"]),
            "soil.md": note("Soil", partOf: "[Garden](/index.md)"),
        ])
        #expect(try vault.analyze().workspaceRoot == "index.md")
        let inventory = try VaultScanner.scan(vault.root).0
        #expect(FileBytes.file(try #require(inventory.byPath["index.md"]), startsWith: Array("---".utf8)))
        #expect(!FileBytes.file(try #require(inventory.byPath["a-long-chapter.md"]), startsWith: Array("---".utf8)))
        let missing = VaultFile(path: "missing.md", absolutePath: vault.root + "/missing.md", size: 0, modified: 0)
        #expect(!FileBytes.file(missing, startsWith: Array("---".utf8)))
    }

    @Test("mostly Markdown without a root index: both kinds are pages")
    func mostlyMarkdown() throws {
        let vault = try TestVault(["a.md": "# A\n", "b.md": "# B\n", "c.html": html("<h1>C</h1>")])
        #expect(Set(try vault.analyze().order.pages) == ["a.md", "b.md", "c.html"])
    }

    @Test("mostly HTML: Markdown files are left out, reported once")
    func mostlyHTML() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>"), "b.html": html("<h1>B</h1>"), "notes.md": "# Notes\n"])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["a.html", "b.html"])
        #expect(analysis.diagnostics.filter { $0.id == "vault.ignored-pages" }.map(\.file) == ["notes.md"])
    }

    @Test("a dead contents entry: the build warns and writes the book; lint keeps it an error")
    func deadEntryNotFatal() throws {
        let vault = try TestVault([
            "index.md": note("Book", contents: ["[A](/a.md)", "[Gone](/gone.md)"]),
            "a.md": note("A", partOf: "[Book](/index.md)"),
        ])
        let outcome = try BuildAction.run(vault.options, output: vault.output + "/book.epub", format: .epub)
        #expect(outcome.outputPath != nil)
        #expect(outcome.book.diagnostics.contains { $0.id == "workspace.dead-contents-entry" && $0.severity == .warning })
        let report = try Linter.run(vault.options)
        #expect(report.diagnostics.contains { $0.id == "workspace.dead-contents-entry" && $0.severity == .error })
    }
}

@Suite("Wiki links")
struct WikiLinkTests {
    @Test("[[Note]], [[Note|label]], [[Note#Heading]] and ![[image]] resolve by title or file name; a broken one is a missing file with a suggestion")
    func wikiLinks() throws {
        let png: [UInt8] = examplePNG(width: 4, height: 4)
        let vault = try TestVault([
            "index.md": note("Home", contents: ["[Soil Notes](/notes/soil-notes.md)"], body: """
                See [[Soil Notes]], [[soil-notes|the soil page]], [[Soil Notes#Clay Layers]] and `[[not a link]]`.

                ![[photo.png]]

                Broken: [[Compost]].
                """),
            "notes/soil-notes.md": note("Soil Notes", partOf: "[Home](/index.md)", body: "## Clay Layers\n\ntext"),
            "notes/compost-old.md": "# Old\n",
        ], binary: ["images/photo.png": png])
        let book = try vault.book()
        let page = book.entries.first { $0.path.hasSuffix("index.xhtml") }.flatMap { vault.entry($0.path, in: book) } ?? ""
        #expect(page.contains(">Soil Notes</a>"))
        #expect(page.contains(">the soil page</a>"))
        #expect(page.contains("soil-notes.xhtml#clay-layers\""))
        #expect(page.contains("<code>[[not a link]]</code>"))
        #expect(page.contains("photo.png\""))
        #expect(!page.contains("wiki:"))
        #expect(book.diagnostics.contains { $0.id == "link.missing-file" && $0.file == "index.md" })
    }
}

@Suite("Workspace metadata")
struct WorkspaceMetadataTests {
    @Test("the root note's authors, description, tags and updated date become the book's metadata")
    func frontmatterMetadata() throws {
        let root = """
            ---
            title: Garden
            authors: [Ann Gardener, Bo Digger]
            description: Notes on soil.
            tags: [gardening, soil]
            updated: 2024-05-06
            contents:
              - '[Soil](/soil.md)'
            ---
            # Garden
            """
        let vault = try TestVault(["index.md": root, "soil.md": note("Soil", partOf: "[Garden](/index.md)")])
        let analysis = try vault.analyze()
        #expect(MetadataResolver.creators(analysis) == ["Ann Gardener", "Bo Digger"])
        #expect(MetadataResolver.description(analysis) == "Notes on soil.")
        #expect(MetadataResolver.subjects(analysis) == ["gardening", "soil"])
        let modified = try MetadataResolver.modified(analysis, sourceDateEpoch: nil)
        #expect(modified == ISO8601DateFormatter().date(from: "2024-05-06T00:00:00Z"))
    }
}

@Suite("Audiences")
struct AudienceTests {
    /// Root (family), a public chapter with a private child, an untagged note inheriting public, a private note.
    static func workspace(defaultAudience: String? = nil) throws -> TestVault {
        var files = [
            "index.md": "---\ntitle: Home\naudience: [family, public]\ncontents:\n  - '[Trips](/trips.md)'\n  - '[Diary](/diary.md)'\n---\n# Home\n\nHi :vis[cousins]{family}. See [diary](diary.md).\n\n:::vis{public}\nPublic words.\n:::\n",
            "trips.md": "---\ntitle: Trips\naudience: public\npart_of: '[Home](/index.md)'\ncontents:\n  - '[Camp](/camp.md)'\n---\n# Trips\n",
            "camp.md": note("Camp", partOf: "[Trips](/trips.md)"),
            "diary.md": "---\ntitle: Diary\naudience: [Me]\npart_of: '[Home](/index.md)'\n---\n# Diary\n",
        ]
        if let defaultAudience { files["book.yaml"] = "default-audience: \(defaultAudience)\n" }
        return try TestVault(files)
    }

    func pages(_ vault: TestVault, _ audience: String?) throws -> [String] {
        var options = vault.options
        options.audience = audience
        return try VaultAnalyzer.analyze(options).order.pages
    }

    @Test("a note is in an audience's book when its own or its nearest parent's audience admits it; * admits all")
    func inheritance() throws {
        let vault = try Self.workspace()
        #expect(try pages(vault, "public") == ["index.md", "trips.md", "camp.md"])
        #expect(try pages(vault, " FAMILY ") == ["index.md"])
        #expect(try pages(vault, "me") == [])
        #expect(try pages(vault, "*") == ["index.md", "trips.md", "camp.md", "diary.md"])
    }

    @Test("an excluded note takes its contents subtree; a note with no audience anywhere is private unless default-audience names one")
    func subtreeAndDefault() throws {
        let vault = try TestVault([
            "index.md": note("Home", contents: ["[A](/a.md)"]),
            "a.md": "---\ntitle: A\naudience: [family]\npart_of: '[Home](/index.md)'\ncontents:\n  - '[B](/b.md)'\n---\n# A\n",
            "b.md": "---\ntitle: B\naudience: [public]\npart_of: '[A](/a.md)'\n---\n# B\n",
        ])
        #expect(try pages(vault, "public") == [])
        let withDefault = try TestVault([
            "book.yaml": "default-audience: public\n",
            "index.md": note("Home", contents: ["[A](/a.md)"]),
            "a.md": note("A", partOf: "[Home](/index.md)"),
        ])
        #expect(try pages(withDefault, "public") == ["index.md", "a.md"])
    }

    @Test("without an audience, notes limited to audiences are left out with a warning naming them; a note no contents reaches is not in the book")
    func noAudienceIsSafe() throws {
        let vault = try TestVault([
            "index.md": note("Home", contents: ["[Open](/open.md)", "[Family](/family.md)"]),
            "open.md": note("Open", partOf: "[Home](/index.md)"),
            "family.md": "---\ntitle: Family\naudience: [family]\npart_of: '[Home](/index.md)'\n---\n# Family\n",
        ])
        let analysis = try vault.analyze()
        #expect(analysis.order.pages == ["index.md", "open.md"])
        let warning = analysis.diagnostics.first { $0.id == "workspace.audience-excluded" }
        #expect(warning?.severity == .warning)
        #expect(warning?.message.contains("family: 1") == true)
        let tagged = try TestVault([
            "index.md": "---\ntitle: Home\naudience: [public]\ncontents:\n  - '[Open](/open.md)'\n---\n# Home\n",
            "open.md": note("Open", partOf: "[Home](/index.md)"),
            "loose.md": "# Loose\n",
        ])
        let withLoose = try tagged.analyze()
        #expect(withLoose.order.pages == ["index.md", "open.md"], "a note no contents list reaches is not in the book")
        #expect(withLoose.diagnostics.with("workspace.unreached-page").map(\.file) == ["loose.md"])
    }

    @Test(":vis directives keep their content for a matching audience, drop it otherwise, lose only the markers without one; links to excluded notes are unwrapped as info")
    func directives() throws {
        #expect(AudienceDirectives.admits([" Family "], "family"), "names as written are trimmed and compared without case")
        #expect(AudienceDirectives.apply("Hi :vis[cousins]{family public}!", audience: "public") == "Hi cousins!")
        #expect(AudienceDirectives.apply("Hi :vis[cousins]{family}!", audience: "public") == "Hi !")
        #expect(AudienceDirectives.apply("Hi :vis[cousins]{family}!", audience: nil) == "Hi cousins!")
        #expect(AudienceDirectives.apply("a\n:::vis{family}\nsecret\n:::\nb", audience: "public") == "a\nb")
        #expect(AudienceDirectives.apply("a\n:::vis{family}\nsecret\n:::\nb", audience: nil) == "a\nsecret\nb")
        let vault = try Self.workspace()
        var options = vault.options
        options.audience = "public"
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        #expect(book.diagnostics.contains { $0.id == "link.excluded-note" && $0.severity == .info })
        #expect(!book.diagnostics.contains { $0.id == "link.not-in-book" })
    }
}

@Suite("Attachment listings")
struct AttachmentListingTests {
    @Test("attachments: listings appends a note's source files; one a symlink leads out of the vault to is never read")
    func listingsStayInTheVault() throws {
        let outside = FileManager.default.temporaryDirectory.path + "/bible-epub-outside-\(UUID().uuidString).swift"
        try "let secret = 42\n".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let root = "---\ntitle: Home\ncontents:\n  - '[A](/a.md)'\nattachments:\n  - '[tool.swift](/_attachments/tool.swift)'\n  - '[leak.swift](/_attachments/leak.swift)'\n---\n# Home\n"
        let vault = try TestVault(["book.yaml": "attachments: listings\n", "index.md": root, "a.md": note("A", partOf: "[Home](/index.md)"),
                                   "_attachments/tool.swift": "let tool = 1\n"])
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/_attachments/leak.swift", withDestinationPath: outside)
        let book = try vault.book()
        let page = book.entries.first { $0.path.hasSuffix("index.xhtml") }.flatMap { vault.entry($0.path, in: book) } ?? ""
        #expect(page.contains("let tool = 1"))
        #expect(!page.contains("secret"))
    }
}
