/// The book one audience sees, with Diaryx's export rules: a note is in it when its `audience` (or, when it names
/// none, its parent's, up the hierarchy; else `default-audience:`; else none: private) admits the audience; `*`
/// admits every note; an excluded note takes its whole `contents` subtree with it. Without an audience, the book is
/// what every audience of the root note may see: a note limited to fewer audiences than the root (or, under an
/// untagged root, to any) is left out, and so is a note with no audience anywhere under a tagged root (private, as
/// Diaryx has it), so none is published by accident, and the build says which.
enum AudienceFilter {
    /// `order` for `audience`, the notes left out, and one finding that says how many and why.
    static func apply(_ order: ReadingOrder, pages: [String: ParsedPage], graph: WorkspaceGraph, audience: String?,
                      defaultAudience: String?) -> (ReadingOrder, [Diagnostic]) {
        guard audience != nil || order.pages.contains(where: { pages[$0]?.audience?.isEmpty == false }) else { return (order, []) }
        var parents: [String: String] = graph.parents
        for (parent, children) in graph.children { for child in children { parents[child.page] = parent } }
        var memo: [String: [String]?] = [:]
        func effective(_ page: String, depth: Int = 0) -> [String]? {
            if let known = memo[page] { return known }
            let own = pages[page]?.audience.flatMap { $0.isEmpty ? nil : $0 }
            let result = own ?? (depth < 64 ? parents[page].flatMap { effective($0, depth: depth + 1) } : nil) ?? defaultAudience.map { [$0] }
            memo[page] = result
            return result
        }
        let rootAudiences = order.pages.first.flatMap { effective($0) }
        var excluded: Set<String> = []
        for page in order.pages where !excluded.contains(page) {
            let admitted = audience.map { wanted in effective(page).map { AudienceDirectives.admits($0, wanted) } ?? (wanted.trimmingSpaces == "*") }
                ?? effective(page).map { own in rootAudiences?.allSatisfy { AudienceDirectives.admits(own, $0) } ?? false }
                ?? (rootAudiences == nil) // no audience anywhere: private under a tagged root (Diaryx's rule)
            if !admitted { excludeSubtree(page, graph: graph, into: &excluded) }
        }
        guard !excluded.isEmpty else { return (order, []) }
        var kept = order.removing(excluded)
        kept.excluded = excluded
        return (kept, [finding(excluded, order: order.pages, audience: audience, effective: { effective($0) })])
    }

    private static func excludeSubtree(_ page: String, graph: WorkspaceGraph, into excluded: inout Set<String>) {
        var stack = [page]
        while let next = stack.popLast() {
            guard excluded.insert(next).inserted else { continue }
            stack += (graph.children[next] ?? []).map(\.page)
        }
    }

    private static func finding(_ excluded: Set<String>, order: [String], audience: String?,
                                effective: (String) -> [String]?) -> Diagnostic {
        let first = order.first(where: excluded.contains) ?? ""
        guard let audience else {
            var counts: [String: Int] = [:]
            for page in excluded { for name in effective(page) ?? ["no audience, so private"] { counts[name.lowercased(), default: 0] += 1 } }
            let named = counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return Diagnostic(id: .workspaceAudienceExcluded, severity: .warning, file: first,
                              message: "\(excluded.count) notes are limited to fewer audiences than the whole book (\(named)) and left out, this one first",
                              hint: "build one audience's book with --audience NAME, every note with --audience '*'")
        }
        return Diagnostic(id: .workspaceAudienceExcluded, severity: .info, file: first,
                          message: "\(excluded.count) notes are not for the audience '\(audience)' and are left out, this one first")
    }
}
