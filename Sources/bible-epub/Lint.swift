import ArgumentParser
import BibleEPUBKit
import Foundation

extension DiagnosticFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// `bible-epub lint`: turns options into a call on the kit's front door (`EPUBBuilder.lint`) and prints the report.
struct Lint: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "Check the vault's links, anchors, figures and markup.",
        discussion: "Exit codes: 0 no errors (warnings allowed unless --strict), 1 findings at error level, 2 I/O failure (vault or config missing or invalid, unknown store or rule), 64 usage error.")

    @OptionGroup var source: VaultOptions

    @Option(help: "text, json, github or sarif.")
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp(StoreProfile.optionHelp))
    var store: String?

    @Option(help: "With --store kdp-print: a folder whose files override the built-in templates (print.css), as for build.")
    var templates: String?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Option(help: "Leave findings below this severity out of the listing: info, warning or error (default: warning for github, whose annotations GitHub caps per step; info otherwise). The summary counts them all.")
    var minSeverity: Severity?

    @Flag(help: "List every rule with its ID and default severity.")
    var listRules = false

    @Flag(help: "With --list-rules: print the Markdown table used in README.md.")
    var markdown = false

    @Option(help: "Explain one rule: rationale and examples.")
    var explain: String?

    func run() async throws {
        if listRules {
            print(markdown ? RuleDocumentation.markdownTable() : RuleDocumentation.list(), terminator: "")
            return
        }
        if let explain {
            guard let text = RuleDocumentation.explain(explain) else {
                Console.error("error: no rule '\(explain)'; see bible-epub lint --list-rules")
                throw ExitCode(2)
            }
            print(text, terminator: "")
            return
        }
        let profile = try store.map { name -> StoreProfile in
            guard name != "example", let profile = StoreProfile.named(name) else {
                Console.error("error: unknown store '\(name)'; use apple, kdp, kobo or \(StoreProfile.paperbackName)")
                throw ExitCode(2)
            }
            return profile
        }
        let renderer = DiagnosticRenderer(pathPrefix: source.vault, color: format == .text && Console.stdoutSupportsColor,
                                          minimum: minSeverity ?? (format == .github ? .warning : .info))
        let report: LintReport
        do {
            report = try await source.builder(templates: templates).lint(store: profile)
        } catch {
            // A report read by a machine (a SARIF upload, a JSON consumer) stays valid and says why the run stopped.
            if format != .text {
                print(renderer.render(LintReport(diagnostics: [.stopping(error, vault: source.vault)], pageCount: 0), as: format), terminator: "")
            }
            Console.failure(error)
            throw ExitCode(2)
        }
        print(renderer.render(report, as: format), terminator: "")
        let code = report.exitCode(strict: strict)
        if code != 0 { throw ExitCode(code) }
    }
}
