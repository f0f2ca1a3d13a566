/// Reading order and outline from a Diaryx-style workspace: depth-first over `contents` from the root index.
package enum WorkspaceOrder {
    /// The deepest outline level kept; pages nested deeper are listed at this level.
    package static let maxDepth = 12

    /// The root index: a page with `contents` and no `part_of` (the shallowest, then the first in natural order).
    package static func root(among pages: [String: ParsedPage]) -> String? {
        let candidates = pages.values.filter { $0.workspace?.isRootIndex == true }
        return NaturalOrder.order(candidates.map(\.path)).min { depth(of: $0) < depth(of: $1) }
    }

    /// The root, then each `contents` entry depth-first; pages listed again are reported. The root and its children
    /// are the outline's top level. A note no `contents` list reaches is not in the book, as it is not in Diaryx's
    /// own export (which walks only that tree): one finding counts them, links to them are reported and unwrapped.
    package static func resolve(_ graph: WorkspaceGraph, root: String, pages: [String]) -> (ReadingOrder, [Diagnostic]) {
        var result: [String] = [], depths: [Int] = [], seen: Set<String> = [], diagnostics: [Diagnostic] = []
        var stack: [(page: String, depth: Int, entry: WorkspaceLink?)] = [(root, 0, nil)]
        while let (page, depth, entry) = stack.popLast() {
            guard seen.insert(page).inserted else {
                if let entry {
                    diagnostics.append(Diagnostic(.workspaceRepeatedContentsEntry, .warning, at: entry.location,
                                                  "\(page) is already placed earlier in the reading order; this entry is ignored",
                                                  target: entry.target, hint: "list each page in the contents of one parent only"))
                }
                continue
            }
            result.append(page)
            depths.append(min(max(depth - 1, 0), maxDepth))
            for child in (graph.children[page] ?? []).reversed() { stack.append((child.page, depth + 1, child.entry)) }
        }
        let unreached = NaturalOrder.order(pages).filter { !seen.contains($0) }
        if let first = unreached.first { diagnostics.append(unreachedFinding(unreached, first: first, root: root, graph: graph)) }
        var order = ReadingOrder(pages: result, depths: depths, source: OrderSource(
            rule: .workspace, reason: "the contents lists from the root index \(root) (\(seen.count) notes)"))
        // The root's own entries are the Parts (--per-part), as its top-level sections are a Diaryx export's.
        var heads: [String] = []
        for child in graph.children[root] ?? [] where child.page != root && !heads.contains(child.page) { heads.append(child.page) }
        order.partHeads = heads
        return (order, diagnostics)
    }

    /// The one finding about the notes no `contents` list reaches, placed at the first of them.
    private static func unreachedFinding(_ notes: [String], first: String, root: String, graph: WorkspaceGraph) -> Diagnostic {
        let shown = notes.prefix(3).joined(separator: ", ") + (notes.count > 3 ? ", …" : "")
        return Diagnostic(
            id: .workspaceUnreachedPage, severity: .warning, file: first,
            message: "\(notes.count) note\(notes.count == 1 ? "" : "s") no contents list reaches from the root index \(root) \(notes.count == 1 ? "is" : "are") not in the book, as in Diaryx's export (\(shown))",
            hint: "list \(notes.count == 1 ? "it" : "each") in the contents of \(graph.parents[first] ?? "a note the root index reaches")")
    }

    private static func depth(of path: String) -> Int { path.split(separator: "/").count }
}
