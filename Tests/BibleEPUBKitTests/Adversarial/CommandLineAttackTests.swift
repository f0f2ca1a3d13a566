import BibleEPUBKit
import Foundation
import Testing

/// Hostile input, third round: what the command prints, and command lines built to make it slow.
@Suite("Command-line output and arguments under attack")
struct CommandLineAttackTests {
    static let injected = "::error title=injected::pwned"

    @Test("names holding a newline and a workflow command, or ESC, print as one escaped line in every format")
    func injectedNames() throws {
        let hostile = "p\n\(Self.injected)\u{1B}[31m.html"
        let vault = try TestVault(["a.html": html("<a href=\"missing.html\">m</a>")])
        try vault.write(hostile, Array(html("<a href=\"gone\u{1B}[2J.html\">x</a>").utf8))
        for arguments in [["build", vault.root, "-o", vault.output + "/"], ["lint", vault.root], ["lint", vault.root, "--format", "github"],
                          ["toc", vault.root]] {
            let (_, stderr, stdout) = try Self.run(arguments)
            for line in (stderr + stdout).split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.hasPrefix("::error title=injected"), "\(arguments[0]): a line starts with the injected command")
            }
            #expect(!(stderr + stdout).contains("\u{1B}"), "\(arguments): ESC reached the output")
            #expect((stderr + stdout).contains("\\u{1B}") || arguments[0] == "build", "\(arguments): the name is shown escaped")
        }
        #expect(PrintableText.escaped("a\nb\u{1B}c\u{202E}d\te") == "a\\u{A}b\\u{1B}c\\u{202E}d\te")
    }

    @Test("100,000 repeated flags or 30,000 repeated options are refused at once (ArgumentParser's work is quadratic)")
    func repeatedArguments() throws {
        let started = Date()
        let (status, stderr, _) = try Self.run(["build", "Vault"] + Array(repeating: "-v", count: 100_000))
        #expect(status == 64 && stderr.contains("too many arguments"))
        let (again, _, _) = try Self.run(["build"] + Array(repeating: ["--output", "o/"], count: 30_000).flatMap { $0 })
        #expect(again == 64)
        #expect(Date().timeIntervalSince(started) < 60, "ArgumentParser took ten minutes on 50,000 flags")
    }

    /// Runs the binary; exit status, standard error and standard output.
    static func run(_ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary, "bible-epub binary not built"))
        process.arguments = arguments
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        let outText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errText, outText)
    }
}
