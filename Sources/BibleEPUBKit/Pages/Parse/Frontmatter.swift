import Yams

/// One link of a Diaryx-style `contents` list or `part_of` field, with where it was written.
package struct WorkspaceLink: Sendable, Equatable {
    /// The label of `[Label](target)`, when written.
    package var label: String?
    /// The link target as written (`/part/child.md`, `child.md`).
    package var target: String
    /// Where the entry was written in the `.md` file.
    package var location: SourceLocation

    /// Parses `[Label](target)`, `[Label](<target with spaces>)`, `<target>` or a bare path.
    static func parse(_ raw: String, at location: SourceLocation) -> WorkspaceLink? {
        var text = raw.trimmingSpaces
        var label: String?
        if text.hasPrefix("["), let close = text.range(of: "]("), text.hasSuffix(")") {
            label = String(text[text.index(after: text.startIndex)..<close.lowerBound])
            text = String(text[close.upperBound..<text.index(before: text.endIndex)]).trimmingSpaces
        }
        if text.hasPrefix("<"), text.hasSuffix(">"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        guard !text.isEmpty else { return nil }
        return WorkspaceLink(label: label, target: text, location: location)
    }
}

/// The Diaryx-style hierarchy of a Markdown page: its `contents` (children) and `part_of` (parent).
package struct WorkspaceLinks: Sendable, Equatable {
    /// Child pages, in order.
    package var contents: [WorkspaceLink]
    /// The parent page.
    package var partOf: WorkspaceLink?
    /// Diaryx's root index: `contents` and no `part_of`.
    package var isRootIndex: Bool { partOf == nil && !contents.isEmpty }
}

/// The YAML frontmatter of a Markdown page and the body after it.
struct Frontmatter {
    /// `title`.
    var title: String?
    /// `lang` or `language`.
    var language: String?
    /// `author`/`authors`, `description`, `tags` and `updated`/`created` under the names the start page's `<meta>`
    /// would use (`author`, `description`, `keywords`, `dcterms.modified`), for the book's metadata.
    var metadata: [String: String] = [:]
    /// `author` or `authors`, in order.
    var authors: [String] = []
    /// `audience`: the audiences the note is for (nil when not written).
    var audience: [String]?
    /// `attachments`: files the note carries (`[name](/_attachments/file)` or a path), as written.
    var attachments: [WorkspaceLink] = []
    /// `contents` and `part_of`, when either is written.
    var workspace: WorkspaceLinks?
    /// The Markdown after the frontmatter.
    var body: String
    /// How many lines the frontmatter took (added to the body's line numbers).
    var bodyLineOffset = 0
    /// A finding when the frontmatter is not valid YAML.
    var diagnostics: [Diagnostic] = []
    /// Whether the frontmatter is a YAML mapping (`key: value` lines).
    var isMapping = false

    /// Splits `text` (the whole `.md` file at vault path `path`) into frontmatter and body.
    static func read(_ text: String, path: String) -> Frontmatter {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return Frontmatter(body: text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            return Frontmatter(body: text)
        }
        var result = Frontmatter(body: lines[(end + 1)...].joined(separator: "\n"), bodyLineOffset: end + 1)
        let yaml = lines[1..<end].joined(separator: "\n")
        do {
            guard let mapping = try Yams.compose(yaml: yaml)?.mapping else { return result }
            result.isMapping = true
            result.readFields(mapping, path: path)
        } catch {
            let mark = (error as? YamlError).flatMap(Self.mark(of:))
            result.diagnostics.append(Diagnostic(
                DiagnosticID.markdownInvalidFrontmatter, .warning,
                at: SourceLocation(file: path, line: (mark?.line ?? 0) + 1, column: mark?.column ?? 0),
                "the frontmatter is not valid YAML, so its title and contents are ignored",
                hint: "quote values that contain ': ' or start with '[', e.g. '[Child](/child.md)'"))
        }
        return result
    }

    private mutating func readFields(_ mapping: Yams.Node.Mapping, path: String) {
        title = mapping["title"]?.string
        language = (mapping["lang"] ?? mapping["language"])?.string
        let texts = { (node: Yams.Node?) -> [String] in
            (node?.sequence.map(Array.init) ?? node.map { [$0] } ?? []).compactMap(\.string).map(\.trimmingSpaces).filter { !$0.isEmpty }
        }
        let fields: [(String, [String])] = [("author", texts(mapping["author"] ?? mapping["authors"])), ("description", texts(mapping["description"])),
                                            ("keywords", texts(mapping["tags"])), ("dcterms.modified", texts(mapping["updated"] ?? mapping["created"]))]
        for (name, values) in fields where !values.isEmpty { metadata[name] = values.joined(separator: ", ") }
        authors = fields[0].1
        if let node = mapping["attachments"] {
            attachments = (node.sequence.map(Array.init) ?? [node]).compactMap { item in
                item.string.flatMap { WorkspaceLink.parse($0, at: SourceLocation(file: path, line: (item.mark?.line ?? 0) + 1, column: item.mark?.column ?? 0)) }
            }
        }
        if let node = mapping["audience"] {
            audience = texts(node).flatMap(AudienceDirectives.names)
        }
        let contentNodes = mapping["contents"].map { $0.sequence.map(Array.init) ?? [$0] } ?? []
        let partOfNode = mapping["part_of"].flatMap { $0.sequence?.first ?? $0 }
        guard !contentNodes.isEmpty || partOfNode != nil else { return }
        func link(_ node: Yams.Node) -> WorkspaceLink? {
            guard let raw = node.string else { return nil }
            return WorkspaceLink.parse(raw, at: SourceLocation(file: path, line: (node.mark?.line ?? 0) + 1, column: node.mark?.column ?? 0))
        }
        workspace = WorkspaceLinks(contents: contentNodes.compactMap(link), partOf: partOfNode.flatMap(link))
    }

    private static func mark(of error: YamlError) -> Mark? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark
        default: return nil
        }
    }
}
