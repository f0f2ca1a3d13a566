@testable import BibleEPUBKit
import Foundation
import Testing

/// What the command line refuses before any work, and what `build --strict` changes (issue: a CLI that tells the truth).
@Suite("Command line: options", .serialized)
struct CLIOptionTests {
    @Test("contradictory options and an output naming another kind of file are refused with exit 64, writing nothing")
    func refusedOptions() throws {
        let vault = try TestVault(["Part-I/a.html": html("<h1>A</h1>"), "Part-II/b.html": html("<h1>B</h1>")])
        let refused = [["-q", "-v"], ["--part", "II", "--per-part"], ["-o", vault.output + "/out.pdf"],
                       ["--per-part", "-o", vault.output + "/pp.epub"], ["--per-audience", "-o", vault.output + "/pa.epub"],
                       ["--per-audience", "--per-part"], ["--per-audience", "--audience", "family"]]
        for arguments in refused {
            let (status, _, stderr) = try runCLI(["build", vault.root] + arguments)
            #expect(status == 64, "\(arguments)")
            #expect(stderr.contains("Error:"), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: vault.output + "/out.pdf"))
        #expect(!FileManager.default.fileExists(atPath: vault.output + "/pp.epub"))
        for folder in ["/v1.2", "/out.pdf/"] {
            #expect(try runCLI(["build", vault.root, "-o", vault.output + folder, "-q"]).status == 0, "\(folder)")
        }
        #expect(try runCLI(["build", vault.root, "-o", vault.output + "/book.epub", "-q"]).status == 0)
    }

    @Test("build --per-audience writes one book per audience into the folder; a vault naming none exits 2 with the reason")
    func perAudience() throws {
        let vault = try AudienceTests.workspace()
        let (status, _, stderr) = try runCLI(["build", vault.root, "--per-audience", "-o", vault.output + "/books/"])
        #expect(status == 0, "\(stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: vault.output + "/books").sorted()
        #expect(written == ["home-family.epub", "home-public.epub"])
        #expect(stderr.contains("'Me'"))
        let plain = try TestVault(["a.md": "# A\n"])
        let none = try runCLI(["build", plain.root, "--per-audience", "-o", plain.output + "/"])
        #expect(none.status == 2 && none.stderr.contains("names an audience"))
    }

    @Test("a mistyped subcommand is answered with the one meant (exit 64); an unrelated word is not")
    func mistypedCommand() throws {
        let build = try runCLI(["biuld", "Vault"])
        #expect(build.status == 64 && build.stderr.contains("did you mean 'build'?"))
        #expect(try runCLI(["lnit"]).stderr.contains("did you mean 'lint'?"))
        let unrelated = try runCLI(["qqqq"])
        #expect(unrelated.status == 64 && !unrelated.stderr.contains("did you mean"))
    }

    @Test("build --strict: a warning stops the write (exit 1, no book); without it the book is written and counted")
    func strictBuild() throws {
        let vault = try TestVault(["a.html": html(#"<h1>A</h1><p><a href="missing.html">gone</a></p>"#)])
        let strict = try runCLI(["build", vault.root, "-o", vault.output + "/strict.epub", "--strict"])
        #expect(strict.status == 1 && strict.stderr.contains("link.missing-file") && strict.stderr.contains("(--strict)"))
        #expect(!FileManager.default.fileExists(atPath: vault.output + "/strict.epub"))
        let plain = try runCLI(["build", vault.root, "-o", vault.output + "/plain.epub"])
        #expect(plain.status == 0 && plain.stderr.contains("0 errors, 1 warnings, 0 notes"))
        #expect(FileManager.default.fileExists(atPath: vault.output + "/plain.epub"))
    }
}

/// `--check` says what it checked and what it could not.
@Suite("Command line: --check", .serialized)
struct CLICheckTests {
    @Test("EPUBCHECK_JAR naming no file stops --check with that path (exit 2) instead of falling back to another EPUBCheck")
    func missingJar() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let environment = ProcessInfo.processInfo.environment.merging(["EPUBCHECK_JAR": "/nonexistent/epubcheck.jar"]) { $1 }
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--check"], environment: environment)
        #expect(status == 2 && stderr.contains("EPUBCHECK_JAR names no file: /nonexistent/epubcheck.jar"))
    }

    @Test("--format directory --check runs EPUBCheck on the unzipped tree (skipped with a notice when EPUBCheck is absent)")
    func checksDirectory() throws {
        guard epubCheckInstalled(skipping: "the directory --check run") else { return }
        let vault = try TestVault(["a.html": html("<h1>A</h1><p>Text.</p>")])
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/tree", "--format", "directory", "--check"])
        #expect(status == 0, "\(stderr)")
        #expect(stderr.contains("EPUBCheck: \(vault.output)/tree: 0 errors and warnings"))
    }
}

/// Config problems are named once, at their file, line and entry.
@Suite("Command line: config locations", .serialized)
struct CLIConfigLocationTests {
    @Test("invalid YAML given with --config is printed once as file:line:col: error, without a second 'error:' prefix")
    func invalidYAML() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>"), "../bad.yaml": "title: X\norder: [1, 2\n"])
        let config = vault.root + "/../bad.yaml"
        let (status, _, stderr) = try runCLI(["build", vault.root, "--config", config, "-o", vault.output + "/a.epub"])
        #expect(status == 2)
        #expect(stderr.contains("bad.yaml:3:") && stderr.contains("[config.invalid-yaml]"))
        #expect(!stderr.contains("error: " + config))
    }

    @Test("a spine whose every entry names no page is reported at its entry's line in the config given, not as a vault without pages")
    func spineNamingNoPage() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>"), "../spine.yaml": "title: X\nspine:\n  - nothere.html\n"])
        let (status, _, stderr) = try runCLI(["build", vault.root, "--config", vault.root + "/../spine.yaml", "-o", vault.output + "/a.epub"])
        #expect(status == 2)
        #expect(stderr.contains("spine.yaml:3:") && stderr.contains("[spine.missing-entry]"))
        #expect(!stderr.contains("no HTML pages"))
        #expect(!FileManager.default.fileExists(atPath: vault.output + "/a.epub"))
    }
}

/// Lint reports that CI reads stay valid and readable.
@Suite("Command line: lint reports", .serialized)
struct CLILintReportTests {
    @Test("a missing vault still gives valid JSON and SARIF holding the error (exit 2); text prints the error only")
    func reportOnFailure() throws {
        let json = try runCLI(["lint", "/nonexistent-vault", "--format", "json"])
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let ids = ((object["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        #expect(ids == ["vault.unreadable"])
        let sarif = try runCLI(["lint", "/nonexistent-vault", "--format", "sarif"])
        let runs = try #require((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])
        #expect(((runs.first?["results"] as? [[String: Any]]) ?? []).count == 1)
        let text = try runCLI(["lint", "/nonexistent-vault"])
        #expect(text.status == 2 && text.stdout.isEmpty && text.stderr.contains("vault not found"))
    }

    @Test("github output lists warnings and errors by default, info with --min-severity info, and ends with one summary notice")
    func githubSeverities() throws {
        let vault = try TestVault(["a.html": html(#"<h1>A</h1><p><a href="missing.html">gone</a></p><p style="overflow: auto">x</p>"#)])
        let plain = try runCLI(["lint", vault.root, "--format", "github"])
        let lines = plain.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("::notice title=bible-epub::1 error") == true)
        #expect(!lines.dropLast().contains { $0.hasPrefix("::notice") })
        #expect(lines.contains { $0.hasPrefix("::error") && $0.contains("link.missing-file") })
        let all = try runCLI(["lint", vault.root, "--format", "github", "--min-severity", "info"])
        #expect(all.stdout.split(separator: "\n").dropLast().contains { $0.hasPrefix("::notice") })
        let errorsOnly = try runCLI(["lint", vault.root, "--format", "json", "--min-severity", "error"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(errorsOnly.stdout.utf8)) as? [String: Any])
        let severities = Set(((object["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["severity"] as? String })
        #expect(severities == ["error"])
    }
}

/// The man page ships with the repository and says what --help cannot.
@Suite("Command line: man page", .serialized)
struct CLIManualTests {
    @Test("Scripts/bible-epub.1 is what bible-epub manual prints, with every command and the exit status, environment and examples")
    func manual() throws {
        let (status, stdout, _) = try runCLI(["manual"])
        #expect(status == 0)
        let shipped = try String(contentsOfFile: Repository.root + "/Scripts/bible-epub.1", encoding: .utf8)
        #expect(stdout == shipped, "regenerate with: .build/debug/bible-epub manual > Scripts/bible-epub.1")
        for section in [".Sh EXIT STATUS", ".Sh ENVIRONMENT", ".Sh EXAMPLES", ".Ss build", ".Ss lint", ".Ss toc", ".Ss init",
                        ".It Ev SOURCE_DATE_EPOCH", ".It Ev EPUBCHECK_JAR", ".It 64"] {
            #expect(stdout.contains(section), "\(section)")
        }
        #expect(!(try runCLI(["--help"])).stdout.contains("manual"), "the manual command is not listed in --help")
    }
}

/// The README's promises about CI are the files CI runs.
@Suite("README: the Actions job")
struct ReadmeJobTests {
    @Test("the README shows Scripts/author-ci.yml verbatim (Scripts/author-ci-check runs that file's steps in CI)")
    func jobIsTheCheckedFile() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let job = try String(contentsOfFile: Repository.root + "/Scripts/author-ci.yml", encoding: .utf8)
        #expect(readme.contains("```yaml\n" + job + "```"))
        #expect(job.contains("--format sarif") && job.contains("--format github --strict") && job.contains("--per-part") && job.contains("--check"))
    }
}

/// EPUBCheck's findings point at the vault page the author edits.
@Suite("EPUBCheck findings in the vault")
struct EPUBCheckPlacementTests {
    @Test("a finding about a page goes to its vault page (the place in the book kept in the message); others keep the book's path")
    func placed() {
        let findings = [
            Diagnostic(toolID: "epubcheck.RSC-005", severity: .error, file: "OEBPS/Part-I/a.xhtml", line: 12, column: 7, message: "bad"),
            Diagnostic(toolID: "epubcheck.OPF-001", severity: .error, file: "OEBPS/content.opf", message: "odd"),
        ]
        let placed = EPUBCheck.placedInVault(findings, book: "dist/b.epub", pages: ["Part-I/a.xhtml": "Part-I/a.html"])
        #expect(placed[0].file == "Part-I/a.html" && placed[0].message == "bad (in the book: OEBPS/Part-I/a.xhtml:12:7)")
        #expect(placed[1].file == "dist/b.epub/OEBPS/content.opf" && placed[1].message == "odd")
    }

    @Test("with the build's source-line maps, a finding at a line and column of the book's XHTML gets the vault line its element came from")
    func placedAtTheVaultLine() throws {
        let page = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>A</title></head>\n<body>\n<h1>A</h1>\n<p>one</p>\n\n\n<p>two <em id=\"x\">three</em> \u{e9}t\u{e9}</p>\n<p>four</p>\n</body></html>\n"
        let vault = try TestVault(["Part-I/a.html": page])
        var options = vault.options
        options.recordsSourceLines = true
        let outcome = try BuildAction.run(options, output: vault.output + "/b.epub", format: .epub)
        let epub = try #require(outcome.outputPath)
        let xhtml = try #require(try ZipReader.contents(of: epub)["OEBPS/Part-I/a.xhtml"])
        let text = String(decoding: xhtml, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Where an XML parser reports an element: just after its start tag.
        func position(of tag: String) throws -> (line: Int, column: Int) {
            let index = try #require(lines.firstIndex { $0.contains(tag) })
            let range = try #require(lines[index].range(of: tag))
            return (index + 1, lines[index].distance(from: lines[index].startIndex, to: range.upperBound) + 1)
        }
        let maps = outcome.book.sourceLines
        #expect(maps["Part-I/a.xhtml"] != nil)
        for (tag, vaultLine) in [("<em id=\"x\">", 8), ("<p>four", 9), ("<h1>", 4)] {
            let (line, column) = try position(of: tag)
            let finding = Diagnostic(toolID: "epubcheck.RSC-005", severity: .error, file: "OEBPS/Part-I/a.xhtml", line: line, column: column, message: "bad")
            let placed = EPUBCheck.placedInVault([finding], book: epub, pages: outcome.book.pagePaths, sourceLines: maps)
            #expect(placed[0].file == "Part-I/a.html" && placed[0].line == vaultLine, "\(tag)")
        }
        var plain = vault.options
        plain.recordsSourceLines = false
        #expect(try BuildAction.run(plain, output: vault.output + "/c.epub", format: .epub).book.sourceLines.isEmpty, "recorded only when asked")
    }
}
