import Foundation

/// `bible-epub init`: a commented `book.yaml` inferred from the vault, with the reason for each value.
public enum InitAction {
    /// The inferred config text and one line per inference explaining it.
    public struct Proposal: Sendable {
        /// The `book.yaml` text.
        public var yaml: String
        /// What was inferred and why.
        public var reasons: [String]
    }

    /// Infers a config for the vault in `options` (any existing book.yaml is ignored).
    public static func propose(_ options: BuildOptions) throws -> Proposal {
        var bare = options
        bare.readsConfig = false
        let analysis = try VaultAnalyzer.analyze(bare)
        var lines = ["# book.yaml for bible-epub, inferred by `bible-epub init`. Every key is optional;",
                     "# see the README's configuration reference. Lines starting with # are suggestions.", ""]
        var reasons: [String] = []
        let title = MetadataResolver.title(analysis)
        lines.append("title: \(quoted(title))")
        reasons.append(analysis.titleSuffix != nil
            ? "title: '\(title)', the name \(analysis.order.pages.count > 1 ? "most page titles end with" : "the page title ends with")"
            : "title: '\(title)', from the vault folder's name (the page titles share no book name)")
        lines.append("language: \(MetadataResolver.language(analysis))")
        reasons.append("language: \(MetadataResolver.language(analysis)), the most common lang attribute of the pages")
        lines += ["# creators: [Your Name]", "# publisher: Your Press", "# rights: Copyright 2026 Your Name", ""]
        if let cover = CoverResolver.resolve(analysis).image {
            lines.append("cover: \(cover)")
            reasons.append("cover: \(cover), found at the vault root")
        } else {
            lines.append("# cover: cover.jpg   # no cover.jpg or cover.png at the vault root")
        }
        if let toc = analysis.tocPage {
            lines += ["toc: \(toc)", "order: natural   # or: toc, to follow the link order of \(toc)"]
            reasons.append("toc: \(toc), a table-of-contents page")
        }
        let parts = Parts.all(in: analysis)
        if !parts.isEmpty {
            lines.append("# Parts found (build one with --part NAME, all with --per-part):")
            lines += parts.map { "#   \($0.folder): \($0.label), \($0.pages.count) pages" }
            reasons.append("\(parts.count) Parts: \(parts.map(\.folder).joined(separator: ", "))")
        }
        let chrome = sharedChrome(analysis)
        if !chrome.isEmpty {
            lines += ["", "# App chrome (nearly) every page shares, removed from the book:", "strip:"]
            lines += chrome.map { "  - \($0.xpath)   # on \($0.pages) of \(analysis.order.pages.count) pages" }
            reasons.append("strip: " + chrome.map { "\($0.xpath) (on \($0.pages) pages)" }.joined(separator: ", "))
        }
        lines += ["", "scripts: remove   # or keep", "styles: page     # page, template or both", ""]
        return Proposal(yaml: lines.joined(separator: "\n"), reasons: reasons)
    }

    /// Writes the proposal to `path` unless a file is there and `force` is false.
    public static func write(_ proposal: Proposal, to path: String, force: Bool) throws {
        if FileManager.default.fileExists(atPath: path) && !force {
            throw VaultError(description: "\(path) exists; use --force to replace it")
        }
        try proposal.yaml.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Classed `header`, `footer` and `nav` elements near the top of the body that at least 90% of pages share.
    static func sharedChrome(_ analysis: VaultAnalysis) -> [(xpath: String, pages: Int)] {
        let chromeNames: Set<String> = ["header", "footer", "nav"]
        let bodies = analysis.order.pages.compactMap { analysis.pages[$0]?.body }
        guard bodies.count >= 2 else { return [] }
        var counts: [String: Int] = [:]
        for body in bodies {
            let candidates = body.childElements + body.childElements.filter { !chromeNames.contains($0.name) }.flatMap(\.childElements)
            var seen: Set<String> = []
            for element in candidates where chromeNames.contains(element.name) {
                guard let cls = element[attribute: "class"] else { continue }
                let xpath = "//\(element.name)[@class='\(cls)']"
                if seen.insert(xpath).inserted { counts[xpath, default: 0] += 1 }
            }
        }
        return counts.filter { $0.value * 10 >= bodies.count * 9 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func quoted(_ text: String) -> String {
        let needsQuotes = text.contains(":") || text.contains("#") || text.hasPrefix("'") || text.hasPrefix("\"")
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
    }
}
