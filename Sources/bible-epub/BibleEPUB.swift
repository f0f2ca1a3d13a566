import ArgumentParser
import BibleEPUBKit

/// The `bible-epub` command: subcommands only.
@main
struct BibleEPUB: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bible-epub",
        abstract: "Turn a vault of HTML pages into a store-ready EPUB 3 book.",
        version: Version.forConfiguration,
        subcommands: [Init.self, Build.self, Lint.self, TOC.self, Manual.self])

    /// The most arguments a run takes: ArgumentParser's work grows with the square of their number (50,000 `--verbose`
    /// took ten minutes), and no real command line comes near it.
    static let maximumArguments = 1_000

    /// Tunes the allocator, starts the kit's schema tables on the idle core, answers a mistyped subcommand with the
    /// one meant, then parses and runs the subcommand.
    static func main() async {
        if CommandLine.arguments.count > maximumArguments {
            Self.exit(withError: ValidationError("too many arguments (\(CommandLine.arguments.count - 1)); bible-epub takes at most \(maximumArguments - 1)"))
        }
        MemoryTuning.apply()
        EPUBBuilder.prepare()
        let commands = configuration.subcommands.map { $0._commandName }
        if let meant = CommandSuggestion.suggestion(for: CommandLine.arguments, commands: commands) {
            Self.exit(withError: ValidationError("unknown command '\(CommandLine.arguments[1])'; did you mean '\(meant)'?"))
        }
        await main(nil)
    }
}
