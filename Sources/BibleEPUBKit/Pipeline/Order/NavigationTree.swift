import Foundation

/// The navigation tree a documentation generator writes as data beside its pages, for a sidebar its scripts draw:
/// Doxygen's `navtreeindex*.js`, one `"page.html":[3,0,12],` line per entry, the numbers the entry's path from the
/// tree's root (`index.html` is `[]`). Its order is the generator's own, where the file names are hashes
/// (`CREATE_SUBDIRS`: `d0/d2b/…`) or sort a reference before its guide.
struct NavigationTree {
    /// The vault folder holding the data (the pages' paths in it are relative to this folder).
    var folder: String
    /// Each page's path from the root, the first where a page is entered more than once.
    var positions: [String: [Int]]
    /// Where the tree was read, for the order's reason.
    var source = "the navigation tree navtreeindex*.js (Doxygen's sidebar data)"

    /// The tree of the one folder whose files hold one, nil when none or several do (separate projects in one site).
    static func find(in inventory: VaultInventory) -> NavigationTree? {
        let files = inventory.files.filter { isIndexFile(VaultPath.fileName(of: $0.path)) }
        let folders = Set(files.map { VaultPath.directory(of: $0.path) })
        guard folders.count == 1, let folder = folders.first else { return nil }
        var positions: [String: [Int]] = [:]
        for file in files {
            guard let data = FileBytes.contents(of: file) else { continue }
            for (page, position) in entries(String(decoding: data, as: UTF8.self)) {
                let path = folder.isEmpty ? page : folder + "/" + page
                if positions[path].map({ position.lexicographicallyPrecedes($0) }) ?? true { positions[path] = position }
            }
        }
        return positions.isEmpty ? nil : NavigationTree(
            folder: folder, positions: positions, source: "the navigation tree \(folder.isEmpty ? "" : folder + "/")navtreeindex*.js (Doxygen's sidebar data)")
    }

    /// The pages of `candidates` the tree holds, in tree order (candidates' order between equal paths).
    func ordered(_ candidates: [String]) -> [String] {
        let held = candidates.enumerated().compactMap { index, page in positions[page].map { (page, $0, index) } }
        return held.sorted { $0.1 == $1.1 ? $0.2 < $1.2 : $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// Moves the pages of the tree's own folder that it holds together, in tree order, to where the first of them
    /// stands in `order` (a manual's pages before example projects the tree does not hold: Doxygen's own); returns
    /// how many there are.
    func sortingItsFolder(_ order: inout [String]) -> Int {
        let held = { (page: String) in VaultPath.directory(of: page) == folder && positions[page] != nil }
        guard let first = order.firstIndex(where: held) else { return 0 }
        let pages = ordered(order.filter(held))
        order.removeAll(where: held)
        order.insert(contentsOf: pages, at: first)
        return pages.count
    }

    /// Each page's outline depth: how many of the entries above it in the tree are pages of `order` (a group with no
    /// page of its own, Doxygen's "Data Structures" over its lists, adds no level).
    func depths(of order: [String]) -> [Int] {
        let placed = Set(order.compactMap { positions[$0] })
        return order.map { page in
            guard let position = positions[page] else { return 0 }
            let above = (1..<max(position.count, 1)).filter { placed.contains(Array(position.prefix($0))) }.count
            return min(above, WorkspaceOrder.maxDepth)
        }
    }

    /// `navtreeindex0.js`, `navtreeindex12.js`.
    private static func isIndexFile(_ name: String) -> Bool {
        name.hasPrefix("navtreeindex") && name.hasSuffix(".js") && name.dropFirst(12).dropLast(3).allSatisfy(\.isNumber)
            && name.count > 15
    }

    /// The `"page":[numbers]` lines of a file, pages without a `#fragment` (a section of a page) only.
    private static func entries(_ text: String) -> [(String, [Int])] {
        text.split(separator: "\n").compactMap { line in
            guard line.first == "\"", let close = line.range(of: "\":["), let end = line.lastIndex(of: "]") else { return nil }
            let page = String(line[line.index(after: line.startIndex)..<close.lowerBound])
            guard !page.contains("#"), !page.contains("\""), !page.hasPrefix("/"), !page.contains("://") else { return nil }
            let numbers = line[close.upperBound..<end].split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.allSatisfy({ $0 != nil }) else { return nil }
            return (page, numbers.map { $0! })
        }
    }
}
