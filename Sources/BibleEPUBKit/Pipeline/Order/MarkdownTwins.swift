/// A Markdown page beside the HTML page made from it: Node.js ships `api/buffer.md` next to `api/buffer.html`, so
/// every chapter came twice, one after the other. The HTML is the form the generator published and the other pages
/// link to, so it stays; the Markdown is left out as a copy when most of its text is in the HTML's (a note that only
/// shares its name with a page says something else and stays).
enum MarkdownTwins {
    /// Least share of the Markdown's text (in runs of `shortestRun` bytes or more) the HTML page must hold.
    static let sharedShare = 0.5
    /// Shortest text run compared ("Returns", "Example" repeat anyway).
    static let shortestRun = 20
    /// The HTML extensions a Markdown page's rendering may have, in the order they are looked for.
    static let renderedExtensions = ["html", "htm", "xhtml"]

    /// The Markdown pages among `candidates` whose HTML rendering is a candidate too, each as a copy of it.
    static func find(among candidates: [String], pages: [String: ParsedPage]) -> [CopiedPages.Copy] {
        let pool = Set(candidates)
        return candidates.compactMap { path in
            guard VaultPath.hasExtension(path, "md"), let rendered = rendering(of: path, in: pool),
                  let source = pages[path]?.body, let published = pages[rendered]?.body,
                  holds(published, mostOf: source) else { return nil }
            return CopiedPages.Copy(page: path, kept: rendered, isCompilation: false)
        }
    }

    /// The HTML page with the Markdown page's name in its folder, if it is in `pool`.
    static func rendering(of markdown: String, in pool: Set<String>) -> String? {
        let stem = VaultPath.stemPath(of: markdown)
        return renderedExtensions.lazy.map { stem + "." + $0 }.first(where: pool.contains)
    }

    /// Whether `published` holds `sharedShare` of the prose of `source` or more, compared run by run with white space
    /// collapsed (the Markdown's line breaks are not the HTML's); code blocks are not compared (the HTML's are
    /// highlighted, split into runs of their own).
    private static func holds(_ published: Element, mostOf source: Element) -> Bool {
        let own = CopiedPages.runs(of: source, shortest: shortestRun, collapsing: true, skipping: ["pre"])
        let theirs = Set(CopiedPages.runs(of: published, shortest: shortestRun, collapsing: true, skipping: ["pre"]).map(\.hash))
        let total = own.reduce(0) { $0 + $1.bytes }
        let found = own.reduce(0) { $0 + (theirs.contains($1.hash) ? $1.bytes : 0) }
        return total > 0 && Double(found) >= Double(total) * sharedShare
    }
}
