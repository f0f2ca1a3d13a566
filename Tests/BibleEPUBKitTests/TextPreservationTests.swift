import BibleEPUBKit
import Foundation
import Testing

/// The visible text of every page's body survives normalization (the app chrome the build reports removing, and
/// dropped-image alt text, aside).
@Suite("Text preservation")
struct TextPreservationTests {
    @Test("sample vault: every page keeps its visible text")
    func sampleVault() throws {
        try assertTextPreserved(vault: Repository.sampleVault)
    }

    @Test("messy fixture vault: every page keeps its visible text")
    func messyVault() throws {
        try assertTextPreserved(vault: Repository.root + "/Tests/Fixtures/messy-vault")
    }

    @Test("real vault: every page keeps its visible text")
    func realVault() throws {
        guard Repository.hasRealVault else { return }
        try assertTextPreserved(vault: Repository.realVault)
    }

    func assertTextPreserved(vault: String) throws {
        let options = BuildOptions(vault: vault, sourceDateEpoch: "0")
        let analysis = try VaultAnalyzer.analyze(options)
        let book = try BookAssembler.assemble(analysis, options: options, templates: .builtIn)
        let paths = PackagePaths(vaultPaths: analysis.inventory.files.map(\.path), pages: Set(analysis.inventory.pages.map(\.path)))
        #expect(!analysis.order.pages.isEmpty)
        for page in analysis.order.pages {
            let file = try #require(analysis.inventory.byPath[page])
            let source = TextDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: file.absolutePath))), file: page)
            let bytes = HTML5Entities.replacingNamedReferences(in: source.bytes.filter { $0 != 0 })
            let removed = analysis.pages[page]?.chrome.filter { $0.kind == .removed }.map(\.pattern) ?? []
            let original = LibXML2.parseHTML(bytes, encoding: source.encoding, strip: removed).root
            let packaged = try #require(paths.packagePath(for: page))
            let entry = try #require(book.entries.first { $0.path == "OEBPS/" + packaged })
            guard let xhtml = entry.contents else { Issue.record("\(page) is not generated"); continue }
            let output = try #require(LibXML2.parseXML(xhtml).root, "\(page) output is well-formed XML")
            #expect(visibleText(of: output) == visibleText(of: original), "text of \(page)")
        }
    }

    /// Body text without script/style, with each image standing for its alt text; whitespace collapsed.
    func visibleText(of root: Element) -> String {
        let body = root.firstDescendant(named: "body") ?? root
        var text = ""
        func walk(_ element: Element) {
            for child in element.children {
                switch child {
                case .text(let value): text += value
                case .element(let inner) where inner.name == "img": text += inner[attribute: "alt"] ?? ""
                case .element(let inner) where !["script", "style", "template", "title", "meta", "link"].contains(inner.name):
                    walk(inner)
                default: break
                }
            }
        }
        walk(body)
        return SourceText.collapseWhitespace(text)
    }
}
