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

    @Option(help: "A Diaryx workspace's book for one audience (its notes' audience tags; '*' for every note).")
    var audience: String?

    /// The kit's front door for these flags; the book is dated by the vault's last commit when nothing else dates it.
    func builder(templates: String? = nil, exitsAfterBuild: Bool = false, strict: Bool = false, recordsSourceLines: Bool = false,
                 pagesFromPrint: Bool = false) -> EPUBBuilder {
        var options = EPUBBuilder.Options(config: config.map(URL.init(fileURLWithPath:)), spine: spine.map(URL.init(fileURLWithPath:)),
                                          templates: templates.map(URL.init(fileURLWithPath:)))
        options.lastChange = { [vault] in GitDate.lastCommit(of: vault) }
        options.processExitsAfterBuild = exitsAfterBuild
        options.strict = strict
        options.audience = audience
        options.recordsSourceLines = recordsSourceLines
        options.pagesFromPrint = pagesFromPrint
        return EPUBBuilder(vault: URL(fileURLWithPath: vault), options: options)
    }
}
