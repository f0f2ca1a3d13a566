import Foundation

/// Diaryx's visibility directives in a note's Markdown: inline `:vis[text]{a b}` and block `:::vis{a b}` … `:::`.
/// Their content stays for a matching audience and goes otherwise; without an audience the markers go and all
/// content stays.
enum AudienceDirectives {
    /// Whether `audiences` (as written: names separated by spaces or commas) admit `audience` (`*` admits all).
    static func admits(_ audiences: [String], _ audience: String) -> Bool {
        let wanted = audience.trimmingSpaces.lowercased()
        return wanted == "*" || audiences.contains { $0.trimmingSpaces.lowercased() == wanted }
    }

    /// Names in a directive's braces or a frontmatter string: split on spaces and commas.
    static func names(_ written: String) -> [String] {
        written.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    }

    private static let inline = try! NSRegularExpression(pattern: #":vis\[([^\]\n]*)\]\{([^}\n]*)\}"#)
    private static let blockStart = try! NSRegularExpression(pattern: #"^\s*:::\s*vis\s*\{([^}]*)\}\s*$"#)

    /// `markdown` with the directives applied for `audience` (nil: markers removed, content kept).
    static func apply(_ markdown: String, audience: String?) -> String { applyMapped(markdown, audience: audience).text }

    /// The directives applied, and for each line of the result the 1-based line of `markdown` it comes from (empty
    /// when no line was removed), so that findings still point at the line the author wrote.
    static func applyMapped(_ markdown: String, audience: String?) -> (text: String, sourceLines: [Int]) {
        guard markdown.contains(":vis") else { return (markdown, []) }
        var result: [String] = [], sourceLines: [Int] = [], hiding: [Bool] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            if let match = blockStart.firstMatch(in: line, range: range), let names = Range(match.range(at: 1), in: line) {
                hiding.append((hiding.last ?? false) || audience.map { !admits(Self.names(String(line[names])), $0) } ?? false)
                continue
            }
            if !hiding.isEmpty, line.trimmingSpaces == ":::" {
                hiding.removeLast()
                continue
            }
            guard hiding.last != true else { continue }
            result.append(replacingInline(line, audience: audience))
            sourceLines.append(index + 1)
        }
        return (result.joined(separator: "\n"), sourceLines)
    }

    private static func replacingInline(_ line: String, audience: String?) -> String {
        var output = "", last = line.startIndex
        for match in inline.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
            guard let whole = Range(match.range, in: line), let text = Range(match.range(at: 1), in: line),
                  let names = Range(match.range(at: 2), in: line) else { continue }
            let keeps = audience.map { admits(Self.names(String(line[names])), $0) } ?? true
            output += line[last..<whole.lowerBound] + (keeps ? line[text] : "")
            last = whole.upperBound
        }
        return output + line[last...]
    }
}
