import BibleEPUBKit
import Foundation
import Testing

@Suite("Diagnostic formats")
struct DiagnosticFormatTests {
    let report = LintReport(diagnostics: [
        Diagnostic(id: .linkMissingFile, severity: .error, file: "a b.html", line: 3, column: 7,
                   message: "link target 'x.html' does not exist", target: "x.html", hint: "did you mean y.html?"),
        Diagnostic(id: .assetUnused, severity: .info, file: "f.png", message: "unused"),
    ], pageCount: 2)

    @Test("text: compiler-style lines, hint lines, a summary; no colour unless asked")
    func text() {
        let text = DiagnosticRenderer().render(report, as: .text)
        #expect(text == """
            a b.html:3:7: error: link target 'x.html' does not exist [link.missing-file]
                hint: did you mean y.html?
            f.png: info: unused [asset.unused]
            1 error, 0 warnings, 1 info in 2 pages

            """)
        #expect(DiagnosticRenderer(color: true).render(report, as: .text).contains("\u{1B}[1;31merror:"))
    }

    @Test("text and github list a finding repeated on one page once, with its count; json keeps each place")
    func repeatedFindings() throws {
        func outside(_ file: String, _ column: Int, _ target: String = "file:///doc/base.html") -> Diagnostic {
            Diagnostic(id: .linkOutsideVault, severity: .warning, file: file, line: 1, column: column,
                       message: "link '\(target)' points outside the vault; link unwrapped", target: target)
        }
        let repeated = LintReport(diagnostics: [outside("a.html", 5), outside("a.html", 90, "file:///doc/other.html"),
                                                outside("a.html", 200), outside("b.html", 7), outside("a.html", 300)], pageCount: 2)
        let text = DiagnosticRenderer().render(repeated, as: .text)
        #expect(text.components(separatedBy: "\n").filter { $0.contains("[link.outside-vault]") } == [
            "a.html:1:5: warning: link 'file:///doc/base.html' points outside the vault; link unwrapped (3 times; the first here) [link.outside-vault]",
            "a.html:1:90: warning: link 'file:///doc/other.html' points outside the vault; link unwrapped [link.outside-vault]",
            "b.html:1:7: warning: link 'file:///doc/base.html' points outside the vault; link unwrapped [link.outside-vault]",
        ])
        #expect(text.contains("5 warnings"))
        #expect(DiagnosticRenderer().render(repeated, as: .github).components(separatedBy: "::warning").count == 4)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(DiagnosticRenderer().render(repeated, as: .json).utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [[String: Any]])?.count == 5)
    }

    @Test("json: diagnostics with every key (null when absent) and a summary")
    func json() throws {
        let text = DiagnosticRenderer().render(report, as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(Set(diagnostics[0].keys) == ["id", "severity", "file", "line", "column", "message", "target", "hint"])
        #expect(diagnostics[0]["target"] as? String == "x.html")
        #expect(diagnostics[1]["target"] is NSNull)
        #expect((object["summary"] as? [String: Int])?["errors"] == 1)
    }

    @Test("github: workflow commands with repository paths and escaped data")
    func github() {
        let text = DiagnosticRenderer(pathPrefix: "Vault").render(report, as: .github)
        #expect(text == """
            ::error file=Vault/a b.html,line=3,col=7,title=link.missing-file::link target 'x.html' does not exist%0Adid you mean y.html?
            ::notice file=Vault/f.png,title=asset.unused::unused
            ::notice title=bible-epub::1 error, 0 warnings, 1 info in 2 pages

            """)
    }

    @Test("sarif: version 2.1.0, rule metadata, results with regions")
    func sarif() throws {
        let text = DiagnosticRenderer(pathPrefix: "Vault").render(report, as: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results[0]["level"] as? String == "error")
        #expect(results[1]["level"] as? String == "note")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Int])?["startLine"] == 3)
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "Vault/a b.html")
        #expect((results[1]["locations"] as? [[String: Any]])?.first.flatMap { ($0["physicalLocation"] as? [String: Any])?["region"] } == nil)
    }

    @Test("sarif: a rule axe-core also checks carries its WCAG success criteria (tags, relationships to the WCAG taxonomy)")
    func sarifAccessibility() throws {
        let text = DiagnosticRenderer(pathPrefix: "Vault").render(report, as: .sarif)
        let run = try #require(((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        func rule(_ id: DiagnosticID) throws -> [String: Any] { try #require(rules.first { $0["id"] as? String == id.rawValue }) }
        let alt = try rule(.imageMissingAlt)
        #expect((alt["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility", "WCAG 1.1.1"])
        #expect((alt["helpUri"] as? String)?.hasSuffix("/image-alt") == true)
        let target = (alt["relationships"] as? [[String: Any]])?.first?["target"] as? [String: Any]
        #expect(target?["id"] as? String == "1.1.1")
        #expect(((try rule(.styleLinkUnderline))["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility", "WCAG 1.4.1"])
        #expect((try rule(.linkMissingFile))["properties"] == nil, "a rule no WCAG criterion covers has no tags")
        let taxonomy = try #require((run["taxonomies"] as? [[String: Any]])?.first)
        #expect(taxonomy["name"] as? String == "WCAG")
        let taxa = try #require(taxonomy["taxa"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(taxa.contains("1.1.1") && taxa.contains("1.4.3") && taxa.contains("3.1.1"))
        #expect(taxa == taxa.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
    }

    @Test("README's rule reference is generated from the registry (bible-epub lint --list-rules --markdown)")
    func readmeRules() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        #expect(readme.contains(RuleDocumentation.markdownTable()), "regenerate the table with: bible-epub lint --list-rules --markdown")
    }
}
