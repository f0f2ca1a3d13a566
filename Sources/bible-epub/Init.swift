import ArgumentParser
import BibleEPUBKit
import Foundation

/// `bible-epub init`: writes a commented book.yaml inferred from the vault.
struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "init", abstract: "Write a commented book.yaml inferred from the vault.")

    @Argument(help: "The vault folder.")
    var vault: String = "./Vault"

    @Option(name: .shortAndLong, help: "Where to write (default: VAULT/book.yaml); - prints it.")
    var output: String?

    @Flag(help: "Replace an existing file.")
    var force = false

    func run() async throws {
        do {
            var proposal = try await EPUBBuilder(vault: URL(fileURLWithPath: vault)).proposeConfig()
            if proposal.needsAuthor && isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 {
                FileHandle.standardError.write(Data("No author found in the vault. Author (for the title page and the stores; Enter to skip): ".utf8))
                proposal = proposal.naming(authors: (readLine() ?? "").split(separator: ",").map(String.init))
            }
            for reason in proposal.reasons { Console.error("inferred \(reason)") }
            let path = output ?? vault + "/book.yaml"
            if path == "-" {
                print(proposal.yaml, terminator: "")
            } else {
                try proposal.write(to: URL(fileURLWithPath: path), replacing: force)
                Console.error("wrote \(path)")
            }
        } catch {
            Console.failure(error)
            throw ExitCode(2)
        }
    }
}
