@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Diagnostic catalog")
struct DiagnosticCatalogTests {
    @Test("every ID of the catalog explains itself, and rules agree with it")
    func explained() throws {
        for id in DiagnosticID.allCases {
            let text = try #require(RuleDocumentation.explain(id.rawValue), "\(id) cannot be explained")
            #expect(text.hasPrefix("\(id.rawValue): \(id.summary)\nDefault severity: \(id.defaultSeverity.rawValue)\n"))
            #expect(!id.summary.isEmpty && !id.summary.hasSuffix("."))
        }
        #expect(RuleDocumentation.explain("markup.obsolete-attribute")?.contains("Reported by the build") == true)
        #expect(RuleDocumentation.explain("link.missing-file")?.contains("Triggers:") == true)
        #expect(RuleDocumentation.explain("no.such-id") == nil)
        #expect(Set(RuleRegistry.all.map(\.description.id)).count == RuleRegistry.all.count)
    }

    @Test("every ID can be configured in book.yaml (severity and suppress) without an unknown-ID warning")
    func configurable() throws {
        let severities = DiagnosticID.allCases.map { "    \($0.rawValue): off\n" }.joined()
        let suppressions = DiagnosticID.allCases.map { "    - rule: \($0.rawValue)\n      path: a.html\n      reason: test\n" }.joined()
        let vault = try TestVault(["a.html": Example.page("<h1>A</h1>"),
                                   "book.yaml": "lint:\n  severity:\n\(severities)  suppress:\n\(suppressions)"])
        let (config, diagnostics) = try ConfigLoader.load(path: vault.root + "/book.yaml", displayPath: "book.yaml")
        #expect(diagnostics.ids.isEmpty, "\(diagnostics.map(\.formatted))")
        #expect(config.lint.severities.count == DiagnosticID.allCases.count)
        #expect(config.lint.suppressions.count == DiagnosticID.allCases.count)

        let typo = try TestVault(["a.html": Example.page("<h1>A</h1>"), "book.yaml": "lint:\n  severity:\n    markup.obsolete-atribute: off\n"])
        let (_, found) = try ConfigLoader.load(path: typo.root + "/book.yaml", displayPath: "book.yaml")
        #expect(found.ids == ["config.unknown-rule"])
        #expect(found.first?.hint == "did you mean 'markup.obsolete-attribute'?")
    }

    @Test("a finding no rule owns is re-levelled, switched off and suppressed like a rule's")
    func pipelineFindingsAreConfigurable() throws {
        let page = Example.page("<h1>A</h1>\n<center>x</center>")
        let plain = try lint(RuleExample(["a.html": page]))
        #expect(plain.diagnostics.with("markup.obsolete-element").first?.severity == DiagnosticID.markupObsoleteElement.defaultSeverity)
        let raised = try lint(RuleExample(["a.html": page, "book.yaml": "lint:\n  severity:\n    markup.obsolete-element: error\n"]))
        #expect(raised.diagnostics.with("markup.obsolete-element").first?.severity == .error)
        let off = try lint(RuleExample(["a.html": page, "book.yaml": "lint:\n  severity:\n    markup.obsolete-element: off\n"]))
        #expect(off.diagnostics.with("markup.obsolete-element").isEmpty)
        let suppressed = try lint(RuleExample(["a.html": page, "book.yaml": """
            lint:
              suppress:
                - rule: markup.obsolete-element
                  path: a.html
                  reason: kept on purpose
            """]))
        #expect(suppressed.diagnostics.isEmpty, "\(suppressed.diagnostics.map(\.formatted))")
    }

    @Test("what the build reports on the sample vault and every rule example carries a catalog ID")
    func emittedIDsAreCatalogued() throws {
        var emitted = try Linter.run(BuildOptions(vault: Repository.sampleVault)).diagnostics
        for rule in RuleRegistry.all { emitted += try lint(rule.description.triggering).diagnostics }
        for finding in emitted {
            #expect(DiagnosticID(rawValue: finding.id) != nil, "\(finding.id) is not in the catalog")
        }
    }
}
