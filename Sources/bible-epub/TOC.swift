import ArgumentParser
import BibleEPUBKit

/// `bible-epub toc`: prints the reading order as the nav tree the build would write.
struct TOC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toc", abstract: "Print the reading order as the contents tree the build would write.")

    /// Output formats of `toc`.
    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var source: VaultOptions

    @Option(help: "text (indented, page path beside each label) or json.")
    var format: Format = .text

    func run() throws {
        let toc: TableOfContents
        do {
            toc = try TOCAction.tree(source.buildOptions())
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
        print(format == .json ? TOCAction.json(toc) : TOCAction.text(toc), terminator: "")
    }
}
