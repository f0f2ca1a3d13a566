import Foundation

/// Turns a Markdown page (optional YAML frontmatter + CommonMark/GFM) into an HTML document for the
/// normal page pipeline, and maps element lines back to the `.md` file.
enum MarkdownPage {
    /// Parses the Markdown file at vault path `path` into a page.
    /// `attachments`: the vault's files, and whether source-file attachments become listings.
    static func parse(_ bytes: [UInt8], path: String, strip: [String], unwrap: [String] = [], audience: String? = nil,
                      attachments: (inventory: VaultInventory, listings: Bool)? = nil) -> ParsedPage {
        let text = String(decoding: bytes, as: UTF8.self)
        var frontmatter = Frontmatter.read(text, path: path)
        let sources = attachments.map { AttachmentListings.sourceFiles(frontmatter.attachments, note: path, inventory: $0.inventory) } ?? []
        if let attachments, attachments.listings { frontmatter.body += AttachmentListings.markdown(sources) }
        let title = frontmatter.title.map { "<title>\(XHTMLSerializer.escapeText($0))</title>" } ?? ""
        let language = frontmatter.language.map { " lang=\"\(XHTMLSerializer.escapeAttribute($0))\"" } ?? ""
        let body = AudienceDirectives.applyMapped(frontmatter.body, audience: audience)
        let html = "<!DOCTYPE html>\n<html\(language)><head><meta charset=\"utf-8\">\(title)</head><body>\n\(CMark.html(WikiLinks.rewrite(body.text)))</body></html>\n"
        let page = PageParser.parse(bytes: Array(html.utf8), path: path, strip: strip, unwrap: unwrap)
        assignSourceLines(page.root, inherited: 0, lines: BodyLines(offset: frontmatter.bodyLineOffset, sourceLines: body.sourceLines))
        var idMap = page.idMap
        assignHeadingAnchors(page.root, ids: &idMap)
        let parsed = ParsedPage(path: path, root: page.root, source: bytes, title: page.title, heading: page.heading,
                                language: page.language, idMap: idMap, workspace: frontmatter.workspace,
                                diagnostics: frontmatter.diagnostics + page.diagnostics.filter { $0.id != DiagnosticID.markupParserRepair.rawValue })
        parsed.chrome = page.chrome
        parsed.replacedNames = page.replacedNames
        parsed.signals.metadata = frontmatter.metadata
        parsed.signals.authors = frontmatter.authors
        parsed.audience = frontmatter.audience
        parsed.sourceAttachments = attachments?.listings == true ? [] : sources.map(\.path)
        return parsed
    }

    /// Gives headings without an id GitHub's anchor (`## Soil Texture` -> `soil-texture`), as Markdown authors expect.
    private static func assignHeadingAnchors(_ root: Element, ids: inout [String: String]) {
        var used = Set(ids.values)
        for heading in root.descendants() where ["h1", "h2", "h3", "h4", "h5", "h6"].contains(heading.name) && heading[attribute: "id"] == nil {
            let slug = githubSlug(heading.textContent())
            guard !slug.isEmpty else { continue }
            var id = IDSanitizer.sanitized(slug), counter = 1
            while used.contains(id) { id = IDSanitizer.sanitized("\(slug)-\(counter)"); counter += 1 }
            used.insert(id)
            heading[attribute: "id"] = id
            if ids[slug] == nil { ids[slug] = id }
        }
    }

    /// GitHub's heading anchor: lowercase, punctuation removed, spaces to hyphens.
    static func githubSlug(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    /// Sets each element's line from cmark's `data-sourcepos` (`3:1-5:10`), inherited by inline children;
    /// writes table column alignment as CSS.
    private static func assignSourceLines(_ element: Element, inherited: Int, lines: BodyLines) {
        var line = inherited
        if let position = element[attribute: "data-sourcepos"] {
            line = lines.fileLine(Int(position.prefix { $0.isNumber }) ?? 0)
            element[attribute: "data-sourcepos"] = nil
        }
        element.line = line
        if element.name == "th" || element.name == "td", let conversion = ObsoleteAttributes.convert(element.name, element.attributes) {
            element.attributes = conversion.attributes // GFM column alignment: CSS, as EPUB 3 requires; the author wrote no HTML to report
        }
        for child in element.childElements { assignSourceLines(child, inherited: line, lines: lines) }
    }
}

/// Where a line of the Markdown cmark read lies in the `.md` file: below the frontmatter, and past the lines the
/// audience directives removed.
private struct BodyLines {
    /// Lines of frontmatter above the body.
    var offset: Int
    /// For each line cmark read, its line in the body (empty: the same line).
    var sourceLines: [Int]

    /// The file's line for cmark's 1-based `line` (lines past the map, e.g. appended listings, follow the last one).
    func fileLine(_ line: Int) -> Int {
        guard !sourceLines.isEmpty, line > 0 else { return line + offset }
        let mapped = line <= sourceLines.count ? sourceLines[line - 1] : sourceLines[sourceLines.count - 1] + line - sourceLines.count
        return mapped + offset
    }
}
