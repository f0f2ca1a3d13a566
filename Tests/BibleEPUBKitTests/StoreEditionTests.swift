@testable import BibleEPUBKit
import Foundation
import Testing

/// The real vault as a store would take it (#49): zero config opens with cover, title page and the author's contents;
/// init's proposed `exclude:`, taken as it is, leaves exactly the pages the contents page reaches.
@Suite("Store edition of the real vault")
struct StoreEditionTests {
    static func book(config: String? = nil) throws -> Book {
        let options = BuildOptions(vault: Repository.realVault, configPath: config, sourceDateEpoch: "0")
        return try BookAssembler.assemble(VaultAnalyzer.analyze(options), options: options, templates: .builtIn)
    }

    static func spine(_ book: Book) throws -> [String] {
        let opf = try #require(book.entries.first { $0.path == "OEBPS/content.opf" }?.contents.map { String(decoding: $0, as: UTF8.self) })
        let hrefs = Dictionary(uniqueKeysWithValues: opf.components(separatedBy: "<item id=\"").dropFirst().map { item in
            (String(item.prefix { $0 != "\"" }), String(item.components(separatedBy: "href=\"")[1].prefix { $0 != "\"" }))
        })
        return opf.components(separatedBy: "<itemref idref=\"").dropFirst().map { hrefs[String($0.prefix { $0 != "\"" })] ?? "?" }
    }

    @Test("zero config: cover, title page, the author's contents page, then Part I; landmarks cover, titlepage, toc, bodymatter")
    func opening() throws {
        guard Repository.hasRealVault else { return }
        let book = try Self.book()
        #expect(try Self.spine(book).prefix(4) == ["cover.xhtml", "title-page.xhtml", "Front-of-Book/table-of-contents.xhtml",
                                                   "Part-I-Introduction/Book-01-Introducing-Swift-And-Xcode.xhtml"])
        let nav = try #require(book.entries.first { $0.path == "OEBPS/nav.xhtml" }?.contents.map { String(decoding: $0, as: UTF8.self) })
        let types = nav.components(separatedBy: "<a epub:type=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(types == ["cover", "titlepage", "toc", "bodymatter"])
        #expect(nav.contains(#"<a epub:type="bodymatter" href="Part-I-Introduction/Book-01-Introducing-Swift-And-Xcode.xhtml">"#))
    }

    @Test("init's exclude:, uncommented, leaves every page the contents page reaches, in its order, and no other (golden)")
    func excludeProposal() throws {
        guard Repository.hasRealVault else { return }
        let proposal = try InitAction.propose(BuildOptions(vault: Repository.realVault)).yaml
        let taken = proposal.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line == "# exclude:" { return "exclude:" }
            if line.hasPrefix("#   - ") { return "  - " + line.dropFirst(6).prefix { $0 != " " } }
            return String(line)
        }.joined(separator: "\n")
        let config = FileManager.default.temporaryDirectory.path + "/bible-epub-store-\(getpid()).yaml"
        try taken.write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let book = try Self.book(config: config)
        let spine = try Self.spine(book)
        let golden = Repository.root + "/Tests/Fixtures/golden/x26-store-spine.txt"
        if ProcessInfo.processInfo.environment["BIBLE_EPUB_UPDATE_GOLDEN"] != nil {
            try (spine.joined(separator: "\n") + "\n").write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(spine.joined(separator: "\n") + "\n" == (try String(contentsOfFile: golden, encoding: .utf8)))
        // The contents page's own links, in their order, are the spine's pages (less the generated ones and the two
        // pages of reached folders it does not link: the Part VII landing page and a lexicon entry its siblings link).
        let analysis = try VaultAnalyzer.analyze(BuildOptions(vault: Repository.realVault))
        let linked = TOCLinks.pages(linkedFrom: "Front-of-Book/table-of-contents.html", analysis: analysis)
        var seen: Set<String> = []
        let expected = linked.filter { seen.insert($0).inserted }.map { VaultPath.stemPath(of: $0) + ".xhtml" }
        let reachedByFolder = ["Part-VII-Dedicated-Build-Alongs/Part-VII-Dedicated-Build-Alongs.xhtml",
                               "Part-II-The-Swift-Language/Chapter-C/Page-concurrency.xhtml"]
        #expect(Array(spine.dropFirst(3)).filter { !reachedByFolder.contains($0) } == expected)
        #expect(!spine.contains { $0.hasPrefix("Reference/") || $0 == "claudex26-roadmap.xhtml" || $0 == "swift-section-mapping.xhtml" })
    }
}
