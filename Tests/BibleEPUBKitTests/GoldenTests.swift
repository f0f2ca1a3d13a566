import BibleEPUBKit
import Foundation
import Testing

/// End-to-end: a fixture vault in, the extracted EPUB tree and diagnostics compared with a golden folder.
/// Set BIBLE_EPUB_UPDATE_GOLDEN=1 to rewrite the golden folders after an intended change.
@Suite("Golden EPUB trees")
struct GoldenTests {
    static let diaryx = Repository.root + "/Tests/Fixtures/diaryx-workspace"
    /// Golden folder name -> fixture vault and the audience built (`diaryx-workspace@public`: that audience's book).
    static let fixtures: [String: (vault: String, audience: String?)] = [
        "sample": (Repository.sampleVault, nil), "messy-vault": (Repository.root + "/Tests/Fixtures/messy-vault", nil),
        "markdown-workspace": (MarkdownTests.workspace, nil), "diaryx-workspace": (diaryx, nil),
        "diaryx-workspace@public": (diaryx, "public"), "diaryx-workspace@family": (diaryx, "family"),
        "diaryx-workspace@all": (diaryx, "*"), "web-articles": (WebArticleTests.fixture, nil),
    ]

    @Test("each fixture vault builds exactly its golden tree", arguments: fixtures.keys.sorted())
    func golden(name: String) throws {
        var options = BuildOptions(vault: Self.fixtures[name]!.vault, sourceDateEpoch: "1767225600")
        options.audience = Self.fixtures[name]!.audience
        let book = try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
        let actual = Self.render(book, vaultRoot: options.vault)
        let folder = Repository.root + "/Tests/Fixtures/golden/" + name
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil {
            try? FileManager.default.removeItem(atPath: folder)
            for (path, text) in actual {
                let target = folder + "/" + path
                try FileManager.default.createDirectory(atPath: VaultPath.directory(of: target), withIntermediateDirectories: true)
                try text.write(toFile: target, atomically: true, encoding: .utf8)
            }
        }
        let expectedPaths = try Self.files(under: folder)
        #expect(expectedPaths == actual.keys.sorted(), "golden file list of \(name)")
        for path in expectedPaths {
            let expected = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            #expect(actual[path] == expected, "\(name)/\(path) differs from golden")
        }
    }

    /// Text entries as files, plus ENTRIES.txt (every entry, method, size) and DIAGNOSTICS.txt.
    static func render(_ book: Book, vaultRoot: String) -> [String: String] {
        var files: [String: String] = [:]
        var listing = ""
        for entry in book.entries {
            let method = entry.compression == .stored ? "stored" : "deflated"
            switch entry.source {
            case .bytes, .deflated:
                let bytes = entry.contents ?? []
                listing += "\(entry.path) \(method) \(bytes.count)\n"
                files["tree/" + entry.path] = String(decoding: bytes, as: UTF8.self)
            case .file(let file):
                let size = (try? FileManager.default.attributesOfItem(atPath: file.absolutePath)[.size] as? Int) ?? -1
                listing += "\(entry.path) \(method) \(size ?? -1) from vault\n"
            }
        }
        files["ENTRIES.txt"] = listing
        files["DIAGNOSTICS.txt"] = book.diagnostics.map { $0.formatted + ($0.hint.map { "\n    hint: \($0)" } ?? "") }
            .joined(separator: "\n") + "\n"
        return files
    }

    static func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }
}
