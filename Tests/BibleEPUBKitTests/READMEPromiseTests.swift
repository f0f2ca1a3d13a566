@testable import BibleEPUBKit
import Foundation
import Testing

/// What the README promises about the command line, executed: every option its usage blocks show, and every exit code
/// its Usage and Lint sections name (issue: a CLI that tells the truth). The Actions job is run by Scripts/author-ci-check.
@Suite("README promises", .serialized)
struct READMEPromiseTests {
    /// Each subcommand's options as the README's usage blocks write them (`bible-epub build … --strict …`).
    static func documentedOptions() throws -> [String: Set<String>] {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        var options: [String: Set<String>] = [:], command: String?, inBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock.toggle(); command = nil; continue }
            guard inBlock else { continue }
            let words = line.split(separator: " ")
            if words.first == "bible-epub", words.count > 1, words[1].first?.isLetter == true {
                command = String(words[1])
            } else if words.first?.hasPrefix("[") != true { // a usage line's continuation starts with an option in brackets
                command = nil
            }
            guard let command else { continue }
            let code = line.split(separator: "#", maxSplits: 1).first ?? ""
            for match in code.matches(of: /--[a-z][a-z-]*/) { options[command, default: []].insert(String(match.output)) }
        }
        return options
    }

    @Test("the README, lint's rules and the manual page say every store's numbers as the store profiles hold them (one source of truth)")
    func coverSizes() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let flowed = readme.replacingOccurrences(of: "\n  ", with: " ")
        #expect(flowed.contains("large enough (" + StoreProfile.coverSizesSummary + ")"))
        #expect(flowed.contains("images above the store's limit (" + StoreProfile.imageLimitsSummary + ")"))
        #expect(flowed.contains("size limit (" + StoreProfile.bookSizeSummary + ")"))
        #expect(StoreProfile.bookSizeSummary == "Apple: 2 GB; KDP: 650 MB; Kobo: 200 MB")
        let manual = try String(contentsOfFile: Repository.root + "/Scripts/bible-epub.1", encoding: .utf8)
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words(manual).contains(words(StoreProfile.optionHelp)), "the manual's --store text comes from the profiles")
        #expect(StoreProfile.named("kdp")?.coverSizes == "at least 625x1000 px (width x height), 1600x2560 recommended")
        #expect(!readme.contains("2560x1600"))
    }

    @Test("every option the README's usage blocks show is one its command's --help lists")
    func optionsExist() throws {
        let documented = try Self.documentedOptions()
        #expect(Set(documented.keys).isSuperset(of: ["build", "lint", "toc"]), "\(documented.keys.sorted())")
        for (command, options) in documented {
            let help = try runCLI([command, "--help"]).stdout
            for option in options.sorted() { #expect(help.contains(option), "bible-epub \(command) \(option)") }
        }
    }

    @Test("build exits 0 written, 1 not written (a spine entry naming no page; a warning with --strict), 2 bad input, 64 usage")
    func buildExitCodes() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1><p><a href=\"gone.html\">gone</a></p>")])
        let spine = vault.output + "/spine.txt"
        try "a.html\nnothing-here.html\n".write(toFile: spine, atomically: true, encoding: .utf8)
        let cases: [(arguments: [String], status: Int32)] = [
            (["build", vault.root, "-o", vault.output + "/ok.epub", "-q"], 0),
            (["build", vault.root, "-o", vault.output + "/strict.epub", "--strict", "-q"], 1),
            (["build", vault.root, "--spine", spine, "-o", vault.output + "/spine.epub", "-q"], 1),
            (["build", vault.root + "/missing", "-o", vault.output + "/missing.epub", "-q"], 2),
            (["build", vault.root, "--config", vault.output + "/no-such.yaml", "-q"], 2),
            (["build", vault.root, "--no-such-option"], 64),
            (["biuld", vault.root], 64),
            (["build", vault.root, "--quiet", "--verbose"], 64),
        ]
        for (arguments, status) in cases { #expect(try runCLI(arguments).status == status, "\(arguments)") }
        #expect(FileManager.default.fileExists(atPath: vault.output + "/ok.epub"))
        #expect(!FileManager.default.fileExists(atPath: vault.output + "/strict.epub"))
    }

    @Test("lint exits 0 without errors (warnings allowed unless --strict), 1 on errors, 2 bad input, 64 usage")
    func lintExitCodes() throws {
        let clean = try TestVault(["a.html": html("<h1>A</h1><p>Fine.</p>")])
        let broken = try TestVault(["a.html": html("<h1>A</h1><p><a href=\"gone.html\">gone</a></p>")])
        let cases: [(arguments: [String], status: Int32)] = [
            (["lint", clean.root], 0),
            (["lint", broken.root], 1),
            (["lint", clean.root + "/missing"], 2),
            (["lint", clean.root, "--store", "no-such-store"], 2),
            (["lint", "--explain", "no.such-rule"], 2),
            (["lint", clean.root, "--no-such-option"], 64),
        ]
        for (arguments, status) in cases { #expect(try runCLI(arguments).status == status, "\(arguments)") }
    }
}
