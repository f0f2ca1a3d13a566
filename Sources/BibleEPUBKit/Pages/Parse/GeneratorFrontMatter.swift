import Foundation
import Yams

/// The metadata a site generator's source page carries before its HTML, which the generator reads and never shows:
/// Jekyll's, Hugo's and Eleventy's YAML front matter between `---` lines, and Go's JSON comment
/// (`<!--{ "Title": "The Go Programming Language Specification" }-->`). A tree of such sources, built as it is,
/// would show the YAML as the page's first paragraph and label its pages by file name.
struct GeneratorFrontMatter {
    /// `title` (`Title` in Go's comment).
    var title: String?
    /// The `<meta>`-named fields Markdown front matter gives too (`author`, `description`, `keywords`, …).
    var metadata: [String: String] = [:]
    /// `author` or `authors`, in order.
    var authors: [String] = []
    /// Which kind was read, for the report.
    var kind: String

    /// Reads the front matter at the start of the decoded page `bytes` and blanks YAML front matter out of them
    /// (its lines become empty lines, so the page's line numbers stay); nil when the page starts with none.
    static func read(_ bytes: inout [UInt8], path: String) -> GeneratorFrontMatter? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if bytes[start...].starts(with: Array("---".utf8)) { return yaml(&bytes, from: start, path: path) }
        if bytes[start...].starts(with: Array("<!--{".utf8)) { return goComment(bytes, from: start) }
        return nil
    }

    /// YAML between a first line `---` and the next line `---`, when it reads as a mapping.
    private static func yaml(_ bytes: inout [UInt8], from start: Int, path: String) -> GeneratorFrontMatter? {
        let head = String(decoding: bytes[start..<min(bytes.count, start + 64 * 1024)], as: UTF8.self)
        let read = Frontmatter.read(head.replacingOccurrences(of: "\r\n", with: "\n"), path: path)
        guard read.bodyLineOffset > 0, read.diagnostics.isEmpty, read.isMapping else { return nil }
        var newlines = 0, end = start
        while end < bytes.count, newlines < read.bodyLineOffset {
            if bytes[end] == 0x0A { newlines += 1 }
            end += 1
        }
        for index in start..<end where bytes[index] != 0x0A { bytes[index] = 0x20 }
        return GeneratorFrontMatter(title: read.title, metadata: read.metadata, authors: read.authors, kind: "YAML front matter")
    }

    /// Go's template metadata: a JSON object in a comment that opens the file.
    private static func goComment(_ bytes: [UInt8], from start: Int) -> GeneratorFrontMatter? {
        guard let close = bytes[start...].firstIndex(ofBytes: Array("}-->".utf8)),
              let object = try? JSONSerialization.jsonObject(with: Data(bytes[(start + 4)...close])) as? [String: Any] else { return nil }
        let title = object.first { $0.key.lowercased() == "title" }?.value as? String
        return GeneratorFrontMatter(title: title?.trimmingSpaces, kind: "JSON metadata comment")
    }
}

extension ParsedPage {
    /// Takes the front matter's fields the page's head does not give, and reports that it was read and not shown.
    func take(_ front: GeneratorFrontMatter) {
        for (name, value) in front.metadata where signals.metadata[name] == nil { signals.metadata[name] = value }
        if signals.authors.isEmpty { signals.authors = front.authors }
        let title = front.title.map { " (title '\($0)')" } ?? ""
        diagnostics.append(Diagnostic(id: .markupFrontMatter, severity: .info, file: path, line: 1,
                                      message: "the site generator's \(front.kind) was read as the page's metadata\(title), not shown as text"))
    }
}
