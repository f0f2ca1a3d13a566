@testable import BibleEPUBKit
import Testing

/// Findings point at their own reference even when a line repeats it.
@Suite("Finding columns")
struct FindingColumnTests {
    @Test("identical missing links on one line are each reported at their own href; link text repeating the href is not taken for it")
    func repeatedLinks() throws {
        let line = #"<p><a href="gone.html">one</a> <a href="ok.html">ok</a> <a href="gone.html">gone.html</a> <a href='gone.html'>three</a></p>"#
        let vault = try TestVault(["ok.html": html("<h1>OK</h1>"),
                                   "a.html": "<!DOCTYPE html><html lang=\"en\"><head><title>A</title></head><body>\n" + line + "\n</body></html>"])
        let columns = try vault.book().diagnostics.filter { $0.id == DiagnosticID.linkMissingFile.rawValue }.map(\.column)
        let expected = line.ranges(of: "gone.html").map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 }
        #expect(expected.count == 4)
        #expect(columns == [expected[0], expected[1], expected[3]])
    }
}
