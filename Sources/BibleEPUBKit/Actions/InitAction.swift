import Foundation

/// `bible-epub init`: a commented `book.yaml` inferred from the vault, with the reason for each value.
package enum InitAction {
    /// Infers a config for the vault in `options` (any existing book.yaml is ignored).
    package static func propose(_ options: BuildOptions) throws -> ConfigProposal {
        var bare = options
        bare.readsConfig = false
        let analysis = try VaultAnalyzer.analyze(bare, preparingStyles: false)
        var lines = ["# book.yaml for bible-epub, inferred by `bible-epub init`. Every key is optional;",
                     "# see the README's configuration reference. Lines starting with # are suggestions.", ""]
        var reasons: [String] = []
        let title = MetadataResolver.title(analysis)
        lines.append("title: \(quoted(title))")
        reasons.append("title: '\(title)', " + titleReason(analysis))
        lines.append("language: \(MetadataResolver.language(analysis))")
        reasons.append("language: \(MetadataResolver.language(analysis)), "
            + (analysis.package?.language != nil ? "from \(analysis.package!.path)" : "the most common lang attribute of the pages"))
        let creators = MetadataResolver.creators(analysis)
        if creators.isEmpty {
            lines.append(ConfigProposal.authorPlaceholder)
            reasons.append("creators: none found (no author metadata); write creators: [Your Name] in book.yaml: stores need an author")
        } else {
            lines.append("creators: [\(creators.map(quoted).joined(separator: ", "))]")
            reasons.append("creators: \(creators.joined(separator: ", ")), " + (analysis.package.map { "from \($0.path)" }
                ?? (MetadataResolver.articles(analysis).isEmpty ? "from the start page's author metadata" : "the saved articles' authors")))
        }
        lines.append("# publisher: Your Press")
        if let notice = analysis.rightsNotice {
            lines.append("rights: \(quoted(notice))")
            reasons.append("rights: '\(notice)', the notice in the footer most pages repeat (removed as chrome, kept once)")
        } else {
            lines.append("# rights: Copyright 2026 Your Name")
        }
        lines.append("")
        let source = analysis.order.source
        lines.append("# Reading order (bible-epub toc shows it): \(source.rule.rawValue) — \(source.reason)")
        reasons.append("reading order: \(source.rule.rawValue) — \(source.reason)")
        if let cover = CoverResolver.resolve(analysis).image {
            lines.append("cover: \(cover)")
            reasons.append("cover: \(cover), found at the vault root")
        } else {
            lines.append("# cover: cover.jpg   # no cover.jpg or cover.png at the vault root")
        }
        if let toc = analysis.tocPage {
            let keepsInference = analysis.order.source.rule != .natural ? "# " : "" // order: natural would override it
            lines += ["toc: \(toc)", keepsInference + "order: natural   # or: toc, to follow the link order of \(toc)"]
            reasons.append("toc: \(toc), a table-of-contents page")
        }
        let (excludeLines, excludeReasons) = exclusions(analysis)
        lines += excludeLines
        reasons += excludeReasons
        let parts = Parts.all(in: analysis)
        if !parts.isEmpty {
            lines.append("")
            lines.append("# Parts found (build one with --part NAME, all with --per-part):")
            lines += parts.map { "#   \($0.folder): \($0.label), \($0.pages.count) pages" }
            reasons.append("\(parts.count) Parts: \(parts.map(\.folder).joined(separator: ", "))")
        }
        let extracted = ExtractionSummary.lines(analysis)
        if !extracted.isEmpty {
            lines += ["", "# Pages that keep only their own content (extract: off keeps whole pages):"] + extracted.map { "#   " + $0 }
            reasons += extracted.map { "extract: auto, " + $0 }
        }
        let (chromeLines, chromeReasons) = chrome(analysis)
        lines += chromeLines
        reasons += chromeReasons
        lines += ["", "scripts: remove   # or keep", "forms: remove     # or keep (the page is then marked scripted)", "styles: page     # page, template or both", ""]
        return ConfigProposal(yaml: lines.joined(separator: "\n"), reasons: reasons)
    }

    /// The pages the author's contents page does not reach, proposed as a commented-out `exclude:` with the reason for
    /// each group: uncommented, the book holds the pages the contents page reaches, and no other.
    static func exclusions(_ analysis: VaultAnalysis) -> (lines: [String], reasons: [String]) {
        guard let toc = analysis.order.contentsPage, !analysis.order.outsideContents.isEmpty else { return ([], []) }
        let groups = OutsideContents.groups(analysis.order.outsideContents)
        let column = groups.map(\.glob.count).max()! + 2
        var lines = ["", "# Not reached from \(toc) (bible-epub toc marks them); uncomment to leave them out of the book:",
                     "# exclude:"]
        lines += groups.map { group in
            let reason = group.glob.hasSuffix("/**")
                ? "\(group.pages) page\(group.pages == 1 ? "" : "s"); the contents page links nothing in \(group.glob.dropLast(3))/"
                : "a root page the contents page does not link"
            return "#   - " + quoted(group.glob).padding(toLength: column, withPad: " ", startingAt: 0) + "# " + reason
        }
        return (lines, ["exclude: proposed for " + groups.map(\.phrase).joined(separator: ", ") + ", which \(toc) does not reach"])
    }

    /// The app chrome and wrappers the build removes by default, and the chrome it keeps for the author to decide.
    static func chrome(_ analysis: VaultAnalysis) -> (lines: [String], reasons: [String]) {
        let total = analysis.inventory.pages.filter { !$0.path.lowercased().hasSuffix(".md") }.count
        var counts: [ChromeChange.Kind: [String: Int]] = [:]
        for page in analysis.pages.values {
            for change in page.chrome where !change.configured { counts[change.kind, default: [:]][change.pattern, default: 0] += 1 }
        }
        let removed = (counts[.removed] ?? [:]).sorted { $0.key < $1.key }
        let unwrapped = (counts[.unwrapped] ?? [:]).sorted { $0.key < $1.key }
        let candidates = ChromeCandidate.find(in: analysis.order.pages.compactMap { path in analysis.pages[path]?.body.map { (path, $0) } })
        var lines: [String] = [], reasons: [String] = []
        let column = (removed + unwrapped).map(\.key.count).max().map { $0 + 2 } ?? 0
        let entry = { (pattern: String, pages: Int) in "#   " + pattern.padding(toLength: max(column, pattern.count + 1), withPad: " ", startingAt: 0) + "on \(pages) of \(total) pages" }
        if !removed.isEmpty {
            lines += ["", "# App chrome on nearly every page, removed by default (strip: [] keeps it; a strip: list replaces it):"]
            lines += removed.map { entry($0.key, $0.value) }
            reasons.append("strip: not set, so app chrome is removed: " + removed.map { "\($0.key) (on \($0.value) pages)" }.joined(separator: ", "))
        }
        if !unwrapped.isEmpty {
            lines += ["", "# Presentation wrappers (lists of the page's own paragraphs), unwrapped by default (unwrap: [] keeps them):"]
            lines += unwrapped.map { entry($0.key, $0.value) }
            reasons.append("unwrap: not set, so presentation wrappers are unwrapped: " + unwrapped.map { "\($0.key) (on \($0.value) pages)" }.joined(separator: ", "))
        }
        if !candidates.isEmpty {
            lines += ["", "# Chrome kept, on too few pages to be sure; to remove some, list them in strip: (with the chrome above):"]
            lines += candidates.map { "#   \($0.pattern.xpath)   on \($0.pages) of \(total) pages: \($0.sample)" }
            reasons.append("chrome candidates kept: " + candidates.map { "\($0.pattern.xpath) (on \($0.pages) pages)" }.joined(separator: ", "))
        }
        return (lines, reasons)
    }

    private static func titleReason(_ analysis: VaultAnalysis) -> String {
        if let stated = MetadataResolver.statedTitle(analysis) { return "from \(stated.source)" }
        let articles = MetadataResolver.articles(analysis)
        if articles.count > 1 {
            let sites = Set(articles.compactMap(\.site)).count
            return "from the vault folder's name (a collection of \(articles.count) saved articles from \(sites) site\(sites == 1 ? "" : "s"): no article's own title or site names it)"
        }
        if analysis.titleAffixes.bookName != nil {
            return "the name \(analysis.order.pages.count > 1 ? "most page titles share" : "the page title holds")"
        }
        if let frameset = MetadataResolver.framesetTitle(analysis) { return "the title of the frameset \(frameset.page) the manual opens in" }
        if MetadataResolver.startPageTitle(analysis) != nil { return "the title of the start page \(analysis.order.pages[0])" }
        return "from the vault folder's name (the page titles share no book name)"
    }

    private static func quoted(_ text: String) -> String {
        let needsQuotes = text.contains(":") || text.contains("#") || text.hasPrefix("'") || text.hasPrefix("\"") || text.hasPrefix("*")
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
    }
}
