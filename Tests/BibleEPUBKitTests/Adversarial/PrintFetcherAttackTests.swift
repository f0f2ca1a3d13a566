@testable import BibleEPUBKit
import Foundation
import Testing

@Suite("Hostile input: the print engine reads only the book's folder")
struct PrintFetcherAttackTests {
    @Test("a print document naming a file beside its folder, plainly or percent-escaped (%2e%2e), gets none of it")
    func escapedTraversal() throws {
        guard WeasyPrint.isInstalled(skipping: "the print engine's fetcher") else { return }
        let python = try #require(PrintEngine.locate(environment: ProcessInfo.processInfo.environment))
        let base = FileManager.default.temporaryDirectory.path + "/bible-epub-fetcher-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/book", withIntermediateDirectories: true)
        // A 480 x 320 image beside the book's folder: printed, it would be reported under 300 ppi.
        try FileManager.default.copyItem(atPath: Repository.sampleVault + "/Part-III-Build-Along/BuildAlong-01-Tiny-Notes/figures/tiny-notes-empty.png",
                                         toPath: base + "/secret.png")
        try FileManager.default.copyItem(atPath: base + "/secret.png", toPath: base + "/book/inside.png")
        let page = #"<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body><p>Text</p>"#
            + #"<img src="%2e%2e/secret.png" alt="a"><img src="../secret.png" alt="b"><img src="..%2fsecret.png" alt="c"><img src="inside.png" alt="d"></body></html>"#
        try page.write(toFile: base + "/book/print.html", atomically: false, encoding: .utf8)
        for sheet in ["print-author.css", "print.css"] { try "".write(toFile: base + "/book/" + sheet, atomically: false, encoding: .utf8) }
        let layout = try PrintEngine.render(folder: base + "/book", output: base + "/out.pdf", settings: .standard, estimatedPages: 1, python: python)
        #expect(Array(layout.lowResolutionImages.keys) == ["inside.png"], "only the image inside the folder is printed")
    }
}
