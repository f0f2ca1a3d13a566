import BibleEPUBKit
import Foundation
import Testing

/// Pins what a careful reader finds by hand in ../shared/vaults/x26-bible (skipped when it is absent).
@Suite("Lint on the real vault")
struct RealVaultLintTests {
    static let report: LintReport? = {
        guard Repository.hasRealVault else { return nil }
        return try? Linter.run(BuildOptions(vault: Repository.realVault))
    }()

    func findings(_ id: String, targetContaining fragment: String) -> [Diagnostic] {
        (Self.report?.diagnostics ?? []).filter { $0.id == id && ($0.target ?? "").contains(fragment) }
    }

    @Test("lint exits 1")
    func exitCode() throws {
        guard Repository.hasRealVault else { return }
        let report = try #require(Self.report)
        #expect(report.exitCode(strict: false) == 1)
    }

    @Test("case-mismatched links name the file that exists")
    func caseMismatch() {
        guard Repository.hasRealVault else { return }
        for (written, actual) in [("Page-Any.html", "Page-any.html"), ("Page-error.html", "Page-Error.html"), ("Page-self.html", "Page-Self.html")] {
            let found = findings("link.case-mismatch", targetContaining: written)
            #expect(!found.isEmpty, "\(written)")
            #expect(found.allSatisfy { $0.hint?.contains(actual) == true && $0.severity == .error && $0.line > 0 }, "\(written) -> \(actual)")
        }
    }

    @Test("the missing Page-nonisolated.html and the missing appendix pages of claudex26-index.html")
    func missingPages() {
        guard Repository.hasRealVault else { return }
        #expect(!findings("link.missing-file", targetContaining: "Page-nonisolated.html").isEmpty)
        let appendices = findings("link.missing-file", targetContaining: "Appendices/Appendix-").filter { $0.file == "claudex26-index.html" }
        #expect(appendices.count >= 3)
    }

    @Test("the 10 ../../figures/au-*.png images of BuildAlong-04, with the hint to its screenshots folder")
    func missingFigures() {
        guard Repository.hasRealVault else { return }
        let figures = findings("resource.missing", targetContaining: "../../figures/au-")
        #expect(figures.count == 10)
        #expect(figures.allSatisfy { $0.file.hasSuffix("BuildAlong-04-Claudes-Audio-Universe.html") })
        #expect(figures.allSatisfy { $0.hint?.contains("BuildAlong-04-Claudes-Audio-Universe/screenshots/au-") == true })
    }

    @Test("the remote stylesheet, the script, and the pages the author's contents page does not reach")
    func remoteScriptAndTOC() throws {
        guard Repository.hasRealVault else { return }
        let report = try #require(Self.report)
        #expect(report.diagnostics.contains { $0.id == "resource.remote" && $0.file == "appendix-github-setup.html" })
        #expect(report.diagnostics.contains { $0.id == "script.element" && $0.file.contains("BuildAlong-04") })
        // The contents page gives the order: the unreached page of a reached folder is reported once, the rest as one group.
        #expect(report.diagnostics.with("toc.unreached-page").isEmpty)
        #expect(report.diagnostics.with("order.unreached-page").map(\.file) == ["Part-II-The-Swift-Language/Chapter-C/Page-concurrency.html"])
        let outside = report.diagnostics.with("order.outside-contents")
        #expect(outside.map(\.file) == ["Front-of-Book/table-of-contents.html"])
        #expect(outside.first?.message.hasPrefix("3 root pages (appendix-github-setup.html, claudex26-roadmap.html, swift-section-mapping.html) and Reference/ (7 pages)") == true)
    }
}
