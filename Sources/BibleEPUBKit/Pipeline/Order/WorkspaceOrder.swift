/// Reading order and outline from a Diaryx-style workspace: depth-first over `contents` from the root index.
package enum WorkspaceOrder {
    /// The deepest outline level kept; pages nested deeper are listed at this level.
    package static let maxDepth = 12

    /// The root index: a page with `contents` and no `part_of` (the shallowest, then the first in natural order).
    package static func root(among pages: [String: ParsedPage]) -> String? {
        let candidates = pages.values.filter { $0.workspace?.isRootIndex == true }
        return NaturalOrder.order(candidates.map(\.path)).min { depth(of: $0) < depth(of: $1) }
    }

    /// The root, then each `contents` entry depth-first; pages listed again and pages not reached are reported.
    /// The root and its children are the outline's top level; the unreached pages follow at the top level.
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
        for page in NaturalOrder.order(pages) where !seen.contains(page) {
            result.append(page)
            depths.append(0)
            diagnostics.append(Diagnostic(
                id: .workspaceUnreachedPage, severity: .warning, file: page,
                message: "no contents list leads to this page from the root index \(root); it is placed after the pages that are",
                hint: "list it in the contents of \(graph.parents[page] ?? "its parent page")"))
        }
        var order = ReadingOrder(pages: result, depths: depths, source: OrderSource(
            rule: .workspace, reason: "the contents lists from the root index \(root) (\(seen.count) notes)"))
        // The root's own entries are the Parts (--per-part), as its top-level sections are a Diaryx export's.
        var heads: [String] = []
        for child in graph.children[root] ?? [] where child.page != root && !heads.contains(child.page) { heads.append(child.page) }
        order.partHeads = heads
        return (order, diagnostics)
    }

    private static func depth(of path: String) -> Int { path.split(separator: "/").count }
}
