import ArgumentParser
import Foundation

/// `bible-epub manual`: prints the man page (mdoc), built from the same help the commands print, plus the exit
/// status, environment and examples sections. `Scripts/bible-epub.1` is its output, kept in sync by a test.
struct Manual: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual", abstract: "Print the man page (mdoc; man -l - reads it).", shouldDisplay: false)

    func run() {
        print(Self.page(), terminator: "")
    }

    /// The whole man page.
    static func page() -> String {
        var lines = [
            ".Dd November 25, 2026", ".Dt BIBLE-EPUB 1", ".Os",
            ".Sh NAME", ".Nm bible-epub", ".Nd " + BibleEPUB.configuration.abstract,
            ".Sh SYNOPSIS", ".Nm", ".Cm build | lint | toc | init", ".Op Ar vault", ".Op Ar options",
            ".Sh DESCRIPTION",
            "Turns a vault, a folder tree of standalone HTML pages (or a Markdown workspace), into an EPUB 3 book:",
            "the folder tree is the table of contents, every page is validated and repaired to XHTML, and the book",
            "passes EPUBCheck. Each command's options follow.",
        ]
        for command in BibleEPUB.configuration.subcommands where command.configuration.shouldDisplay {
            lines += [".Ss " + command._commandName, ".Bd -literal"]
            lines += BibleEPUB.helpMessage(for: command, columns: 78).split(separator: "\n", omittingEmptySubsequences: false)
                .map { literal(String($0)) }
            lines.append(".Ed")
        }
        lines += sections
        return lines.joined(separator: "\n") + "\n"
    }

    /// A line of a literal display: backslashes doubled, and a line that would start a request kept as text.
    private static func literal(_ line: String) -> String {
        let escaped = line.replacingOccurrences(of: "\\", with: "\\e")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static let sections = [
        ".Sh EXIT STATUS",
        ".Bl -tag -width Ds",
        ".It 0", "The book was written; lint found no error (no warning either with --strict).",
        ".It 1", "build: the book was not written because of errors (with --strict, warnings), or --check found problems; lint: findings at error level (with --strict, warnings).",
        ".It 2", "Bad input: the vault or config is missing or invalid, EPUBCheck is missing for --check, an unknown store or rule.",
        ".It 64", "A usage error: an unknown or mistyped command (answered with the one meant), an unknown option, contradictory options, an --output naming another kind of file.",
        ".El",
        ".Sh ENVIRONMENT",
        ".Bl -tag -width Ds",
        ".It Ev SOURCE_DATE_EPOCH", "Seconds since 1970: the book's dcterms:modified and the archive's file times, so that a build is byte-for-byte reproducible.",
        ".It Ev EPUBCHECK_JAR", "The epubcheck.jar that build --check runs (else the epubcheck Python package's jar); a path to no file is an error.",
        ".It Ev NO_COLOR", "Set: lint's text output is never coloured.",
        ".El",
        ".Sh EXAMPLES",
        "Build the book into dist/, then check it with EPUBCheck and the render check:",
        ".Dl bible-epub build MyVault",
        ".Dl bible-epub build MyVault -o book.epub --check",
        "Send Part II out for review, or every Part at once:",
        ".Dl bible-epub build MyVault --part II -o review/",
        ".Dl bible-epub build MyVault --per-part -o parts/",
        "Build a Diaryx workspace's book for one audience, or one book per audience its notes name:",
        ".Dl bible-epub build MyWorkspace --audience family",
        ".Dl bible-epub build MyWorkspace --per-audience -o audiences/",
        "Lint in CI, failing on warnings, with annotations on the pull request:",
        ".Dl bible-epub lint MyVault --strict --format github",
        "See what a zero-configuration build would infer, and the contents it would write:",
        ".Dl bible-epub init MyVault",
        ".Dl bible-epub toc MyVault",
        ".Sh SEE ALSO",
        ".Xr zip 1",
        "and the README of the bible-epub repository.",
    ]
}
