import ArgumentParser

/// The `bible-epub` command: subcommands only.
@main
struct BibleEPUB: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bible-epub",
        abstract: "Turn a vault of HTML pages into a store-ready EPUB 3 book.",
        version: Version.forConfiguration,
        subcommands: [Init.self, Build.self, Lint.self, TOC.self])

    /// Tunes the allocator, then parses and runs the subcommand.
    static func main() async {
        MemoryTuning.apply()
        await main(nil)
    }
}
