import Foundation

/// Wiki links as Diaryx, Obsidian and most Markdown vaults write them: `[[Note]]`, `[[Note|label]]`,
/// `[[Note#Heading]]`, embeds `![[image.png]]`. Before CommonMark they become ordinary links to a `wiki:` target;
/// after every page is parsed, each target resolves by note title or file name like any Markdown link.
enum WikiLinks {
    /// The scheme that marks an unresolved wiki target in a parsed page.
    static let scheme = "wiki:"

    /// `markdown` with wiki links written as Markdown links (code fences and code spans left alone).
    static func rewrite(_ markdown: String) -> String {
        guard markdown.contains("[[") else { return markdown }
        var inFence = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); return String(line) }
            return inFence || !line.contains("[[") ? String(line) : rewriteLine(String(line))
        }.joined(separator: "\n")
    }

    private static let pattern = try! NSRegularExpression(pattern: #"(`+)[^`]*?\1|(!?)\[\[([^\[\]|\n]+?)(?:\|([^\[\]\n]+?))?\]\]"#)

    private static func rewriteLine(_ line: String) -> String {
        let range = NSRange(line.startIndex..., in: line)
        var result = "", last = line.startIndex
        for match in pattern.matches(in: line, range: range) {
            guard match.range(at: 3).location != NSNotFound, let whole = Range(match.range, in: line),
                  let targetRange = Range(match.range(at: 3), in: line) else { continue }
            let embed = Range(match.range(at: 2), in: line).map { !line[$0].isEmpty } ?? false
            let target = line[targetRange].trimmingSpaces
            let label = Range(match.range(at: 4), in: line).map { line[$0].trimmingSpaces }
                ?? target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
            result += line[last..<whole.lowerBound] + "\(embed ? "!" : "")[\(label)](<\(scheme)\(target)>)"
            last = whole.upperBound
        }
        return result + line[last...]
    }

    /// Resolves the `wiki:` targets of every Markdown page: a note by title or file name (`Note`, `Note.md`), any
    /// other file by name; `#Heading` becomes the heading's anchor. An unresolved one becomes a plain relative link,
    /// so the build reports it as a missing file with "did you mean".
    static func resolve(_ pages: [ParsedPage], inventory: VaultInventory) {
        var notes: [String: String] = [:]
        for page in pages where page.path.hasSuffix(".md") {
            if let title = page.title { notes[title.lowercased()] = notes[title.lowercased()] ?? page.path }
            notes[VaultPath.stem(of: page.path).lowercased()] = notes[VaultPath.stem(of: page.path).lowercased()] ?? page.path
        }
        for page in pages where page.path.hasSuffix(".md") {
            page.body?.forEachDescendant { element in
                let attribute = element.name == "a" ? "href" : element.name == "img" ? "src" : nil
                guard let attribute, let written = element[attribute: attribute], written.hasPrefix(scheme) else { return }
                element[attribute: attribute] = target(String(written.dropFirst(scheme.count)), from: page.path, notes: notes, inventory: inventory)
            }
        }
    }

    private static func target(_ written: String, from page: String, notes: [String: String], inventory: VaultInventory) -> String {
        let decoded = written.removingPercentEncoding ?? written
        let parts = decoded.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0]).trimmingSpaces
        let fragment = parts.count > 1 ? "#" + MarkdownPage.githubSlug(String(parts[1])) : ""
        let found = name.isEmpty ? page : notes[name.lowercased()] ?? notes[VaultPath.stem(of: name).lowercased()]
            ?? inventory.byFileName[VaultPath.fileName(of: name).lowercased()]?.first
        let path = found ?? (VaultPath.fileExtension(of: name).isEmpty ? name + ".md" : name)
        let relative = found.map { PackagePaths.href(from: page, to: $0) } ?? path
        return relative + fragment
    }
}
