import ArgumentParser
import BibleEPUBKit

/// `bible-epub toc`: prints the reading order as the nav tree the build would write.
struct TOC: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toc", abstract: "Print the reading order as the contents tree the build would write.")

    /// Output formats of `toc`.
    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var source: VaultOptions

    @Option(help: "text (indented, page path beside each label) or json.")
    var format: Format = .text

    func run() async throws {
        let toc: TableOfContents
        do {
            toc = try await source.builder().contents()
        } catch {
            Console.failure(error)
            throw ExitCode(2)
        }
        print(format == .json ? toc.json : toc.outline, terminator: "")
    }
}
