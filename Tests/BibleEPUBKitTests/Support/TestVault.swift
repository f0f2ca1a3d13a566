import BibleEPUBKit
import Foundation

/// A throwaway vault written into a temp folder from a dictionary of files; removed on deinit.
final class TestVault {
    let root: String
    let output: String
    /// A file beside the vault (outside it) holding `secretToken`: no book may ever contain it (`Hostile.build`).
    let secret: String
    /// What the secret file holds.
    static let secretToken = "SECRET-TOKEN-4F7A"

    /// Text given for a raster image (`"a.png": "png"`) stands for an image: a real 1x1 image of the type its name
    /// says is written (`TestImage`), as a build drops a file whose bytes are not its type. `binary` is written as given.
    init(_ files: [String: String], binary: [String: [UInt8]] = [:]) throws {
        let base = FileManager.default.temporaryDirectory.path + "/bible-epub-tests/" + UUID().uuidString
        root = base + "/vault"
        output = base + "/out"
        secret = base + "/secret.txt"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Self.secretToken.write(toFile: secret, atomically: false, encoding: .utf8)
        for (path, text) in files { try write(path, TestImage.standIn(for: path) ?? Array(text.utf8)) }
        for (path, bytes) in binary { try write(path, bytes) }
    }

    deinit { try? FileManager.default.removeItem(atPath: VaultPath.directory(of: root)) }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: VaultPath.directory(of: full), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    var options: BuildOptions { BuildOptions(vault: root, sourceDateEpoch: "1700000000") }

    func analyze() throws -> VaultAnalysis { try VaultAnalyzer.analyze(options) }

    func book() throws -> Book { try BookAssembler.assemble(analyze(), options: options, templates: .builtIn) }

    /// The text of a built entry.
    func entry(_ path: String, in book: Book) -> String? {
        guard let entry = book.entries.first(where: { $0.path == path }), let bytes = entry.contents else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Real 1x1 images, one of each raster type a build checks (`Tests/Fixtures/images/stand-in.*`).
enum TestImage {
    /// The stand-in image for `path`'s extension (png, jpg/jpeg, gif, webp), or nil for another kind of file.
    static func standIn(for path: String) -> [UInt8]? {
        let kind = VaultPath.fileExtension(of: path) == "jpeg" ? "jpg" : VaultPath.fileExtension(of: path)
        guard ["png", "jpg", "gif", "webp"].contains(kind) else { return nil }
        return FileManager.default.contents(atPath: Repository.root + "/Tests/Fixtures/images/stand-in." + kind).map { [UInt8]($0) }
    }

    /// A 1x1 PNG.
    static var png: [UInt8] { standIn(for: "a.png")! }
}

/// A minimal HTML5 page with `body` inside.
func html(_ body: String, title: String = "Page", head: String = "", lang: String = "en") -> String {
    """
    <!DOCTYPE html>
    <html lang="\(lang)">
    <head>
    <meta charset="utf-8">
    <title>\(title)</title>
    \(head)
    </head>
    <body>
    \(body)
    </body>
    </html>
    """
}

/// A Diaryx-style note: frontmatter with title, optional part_of and contents, then a heading and `body`.
func note(_ title: String, partOf: String? = nil, contents: [String] = [], body: String = "") -> String {
    var yaml = "title: \(title)\n"
    if let partOf { yaml += "part_of: '\(partOf)'\n" }
    if !contents.isEmpty { yaml += "contents:\n" + contents.map { "  - '\($0)'\n" }.joined() }
    return "---\n\(yaml)---\n# \(title)\n" + (body.isEmpty ? "" : body + "\n")
}

/// Paths of the repository, found from this file's location.
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()
    static var sampleVault: String { root + "/Vault" }
    static var realVault: String { root + "/../shared/vaults/x26-bible" }
    static var hasRealVault: Bool {
        let available = FileManager.default.fileExists(atPath: realVault)
        if !available { print("notice: ../shared/vaults/x26-bible is absent; skipping real-vault tests") }
        return available
    }
}

extension Array where Element == Diagnostic {
    /// The IDs, for asserting on what was reported.
    var ids: [String] { map(\.id) }
    /// Diagnostics with `id`.
    func with(_ id: String) -> [Diagnostic] { filter { $0.id == id } }
}

/// Whether EPUBCheck is installed for a test that runs it; without it the test says what it skips (a notice).
func epubCheckInstalled(skipping run: String) -> Bool {
    guard EPUBCheck.locate(environment: ProcessInfo.processInfo.environment) != nil else {
        print("notice: EPUBCheck is not installed; skipping \(run) (Scripts/setup installs it)")
        return false
    }
    return true
}

/// A page whose head names its neighbours with `<link rel>`.
func linked(_ heading: String, _ relations: [String: String], body: String = "<p>text</p>") -> String {
    let links = relations.sorted { $0.key < $1.key }.map { "<link rel=\"\($0.key)\" href=\"\($0.value)\">" }.joined()
    return html("<h1>\(heading)</h1>\(body)", title: heading, head: links)
}

/// Pages linked in `chain`'s order by relative `prev`/`next` links (as Sphinx writes them), each with its body from
/// `bodies` (a paragraph when none is given).
func chained(_ chain: [String], bodies: [String: String] = [:]) -> [String: String] {
    var files: [String: String] = [:]
    for (position, page) in chain.enumerated() {
        let up = String(repeating: "../", count: page.split(separator: "/").count - 1)
        var relations: [String: String] = [:]
        if position > 0 { relations["prev"] = up + chain[position - 1] }
        if position + 1 < chain.count { relations["next"] = up + chain[position + 1] }
        files[page] = linked("Page \(page)", relations, body: bodies[page] ?? "<p>text</p>")
    }
    return files
}

/// Whether the print engine is there (CI installs it); without it a test that lays out a PDF says what it skips.
enum WeasyPrint {
    /// True when WeasyPrint is installed; else prints a notice that `what` is skipped.
    static func isInstalled(skipping what: String) -> Bool {
        guard PrintEngine.locate(environment: ProcessInfo.processInfo.environment) == nil else { return true }
        print("notice: WeasyPrint is not installed; skipping \(what) (Scripts/setup --print installs it)")
        return false
    }
}
