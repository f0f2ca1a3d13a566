import ArgumentParser
import BibleEPUBKit
import Foundation

extension OutputFormat: ExpressibleByArgument {}

/// `bible-epub build`: turns options into a `BuildAction` call and prints its findings.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build the vault into an EPUB 3 book.")

    @OptionGroup var source: VaultOptions

    @Option(name: .shortAndLong, help: "A .epub file, or a folder that gets <slug-of-title>.epub (default: dist/).")
    var output: String?

    @Option(help: "Folder whose files override the built-in templates.")
    var templates: String?

    @Option(help: "epub, or directory for the unzipped tree.")
    var format: OutputFormat = .epub

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func run() throws {
        let options = source.buildOptions(templates: templates)
        Interrupts.install()
        let outcome: BuildAction.Outcome
        do {
            outcome = try BuildAction.run(options, output: output, format: format)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
        let shown = outcome.book.diagnostics.filter { !quiet || $0.severity == .error }
        Console.printDiagnostics(shown)
        guard let path = outcome.outputPath else {
            Console.error("error: the book was not written because of the errors above")
            throw ExitCode(1)
        }
        let warnings = outcome.book.diagnostics.filter { $0.severity == .warning }.count
        if !quiet {
            Console.error("wrote \(path): \(outcome.book.pageCount) pages, \(outcome.book.resourceCount) files, \(warnings) warnings")
        }
    }
}
