import BibleEPUBKit
import Foundation
import Testing

/// Lints an example vault and returns the report.
func lint(_ example: RuleExample) throws -> LintReport {
    let vault = try TestVault(example.files, binary: example.binaryFiles)
    return try Linter.run(vault.options, store: example.store.flatMap(StoreProfile.named))
}

@Suite("Lint rules")
struct LintRuleTests {
    @Test("every rule fires on its triggering example and stays silent on its clean one",
          arguments: RuleRegistry.ids)
    func examples(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let triggered = try lint(rule.description.triggering).diagnostics.with(id)
        #expect(!triggered.isEmpty, "\(id) does not fire on its triggering example")
        #expect(triggered.allSatisfy { $0.severity == rule.description.severity })
        #expect(try lint(rule.description.clean).diagnostics.with(id).isEmpty, "\(id) fires on its clean example")
    }

    @Test("rule IDs are unique, and each rule explains itself")
    func registry() {
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.ids.count)
        for id in RuleRegistry.ids { #expect(RuleDocumentation.explain(id)?.contains("Triggers:") == true) }
        #expect(RuleDocumentation.explain("no.such-rule") == nil)
    }

    @Test("the sample vault lints clean: exit 0, nothing at warning or above")
    func sampleVaultIsClean() throws {
        let report = try Linter.run(BuildOptions(vault: Repository.sampleVault))
        #expect(report.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(report.diagnostics.map(\.formatted))")
        #expect(report.exitCode(strict: true) == 0)
    }

    @Test("severity overrides, suppressions with reasons, and unused suppressions")
    func configuration() throws {
        let vault = try TestVault([
            "a.html": Example.page("<h1>A</h1><a href=\"gone.html\">x</a>\n<a href=\"gone2.html\">y</a><script>x()</script>"),
            "book.yaml": """
                lint:
                  severity:
                    script.element: off
                    link.missing-file: warning
                  suppress:
                    - rule: link.missing-file
                      path: a.html
                      line: 2
                      reason: written before the page existed
                    - rule: link.missing-fragment
                      path: a.html
                      reason: stale
                """,
        ])
        let report = try Linter.run(vault.options)
        #expect(report.diagnostics.ids.sorted() == ["link.missing-file", "lint.unused-suppression"])
        #expect(report.diagnostics.with("link.missing-file").first?.severity == .warning)
        #expect(report.diagnostics.with("lint.unused-suppression").first?.line == 10)
        #expect(report.exitCode(strict: false) == 0)
        #expect(report.exitCode(strict: true) == 1)
    }

    @Test("a suppression without a reason is a config error")
    func suppressionNeedsReason() throws {
        let vault = try TestVault(["a.html": Example.page("x"), "book.yaml": "lint:\n  suppress:\n    - rule: link.missing-file\n      path: a.html\n"])
        #expect(throws: ConfigError.self) { try Linter.run(vault.options) }
    }
}

/// Builds example pages in tests the same way rule examples do.
enum Example {
    static func page(_ body: String) -> String {
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Page</title></head><body>\n\(body)\n</body></html>"
    }
}

@Suite("Lint rule goldens")
struct LintRuleGoldenTests {
    @Test("each rule's triggering example gives exactly the golden findings (ID, file, line, column)")
    func golden() throws {
        var text = ""
        for rule in RuleRegistry.all {
            let description = rule.description
            let findings = try lint(description.triggering).diagnostics.filter { $0.id == description.id.rawValue }
            text += "## \(description.id)\n"
            for finding in findings {
                text += "\(finding.id) \(finding.severity.rawValue) \(finding.file.isEmpty ? "<book>" : finding.file):\(finding.line):\(finding.column)\n"
            }
        }
        let golden = Repository.root + "/Tests/Fixtures/golden/lint-rule-examples.txt"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    @Test("lint of the messy fixture vault gives the golden report")
    func messyVault() throws {
        let report = try Linter.run(BuildOptions(vault: Repository.root + "/Tests/Fixtures/messy-vault"))
        let text = DiagnosticRenderer().render(report, as: .text)
        let golden = Repository.root + "/Tests/Fixtures/golden/lint-messy-vault.txt"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
    }
}
