import ArgumentParser
import BibleEPUBKit
import Foundation

/// The options every command that reads a vault shares.
struct VaultOptions: ParsableArguments {
    @Argument(help: "The vault folder.")
    var vault: String = "./Vault"

    @Option(help: "Config file (default: book.yaml at the vault root).")
    var config: String?

    @Option(help: "Reading-order file: vault-relative paths, one per line.")
    var spine: String?

    /// Kit options from these flags and the environment.
    func buildOptions(templates: String? = nil) -> BuildOptions {
        var options = BuildOptions(vault: vault, configPath: config, spinePath: spine, templatesPath: templates,
                                   sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"])
        options.lastChange = { [vault] in GitDate.lastCommit(of: vault) }
        return options
    }
}
