/// The order javadoc keeps as data: its `element-list` (javadoc 11 and later; `package-list` before) names the
/// packages in the overview's order; each package's `package-summary.html` lists its classes in order. Read as a
/// `NavigationTree`: the overview, then each package summary followed by its classes, each class followed by its
/// "Uses of" page (`class-use/`), and the package's tree and uses pages last (the generator's own apparatus, kept
/// beside what it documents instead of a folder of its own).
enum JavadocPackages {
    /// Where a package's own apparatus pages (`package-tree.html`, `package-use.html`) sit among its children.
    static let apparatusOffset = 1_000_000

    /// javadoc's lists of its packages (`element-list`, `package-list`) in the vault.
    static func packageLists(in inventory: VaultInventory) -> [VaultFile] {
        inventory.files.filter { ["element-list", "package-list"].contains(VaultPath.fileName(of: $0.path)) }
    }

    /// The tree of the one folder holding an `element-list` or `package-list` beside an `index.html`, nil otherwise.
    static func tree(in analysis: VaultAnalysis) -> NavigationTree? {
        let lists = packageLists(in: analysis.inventory)
        let folders = Set(lists.map { VaultPath.directory(of: $0.path) })
        guard folders.count == 1, let folder = folders.first,
              let list = lists.first(where: { VaultPath.fileName(of: $0.path) == "element-list" }) ?? lists.first,
              let data = FileBytes.contents(of: list) else { return nil }
        let packages = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces }.filter { !$0.isEmpty && !$0.hasPrefix("module:") }
        var positions: [String: [Int]] = [:]
        let path = { (file: String) in VaultPath.resolve(file, from: folder) }
        for overview in ["index.html", "overview-summary.html"] {
            if let page = path(overview), analysis.pages[page] != nil, positions[page] == nil { positions[page] = [] }
        }
        for (index, package) in packages.enumerated() {
            let directory = package.replacingOccurrences(of: ".", with: "/")
            guard let summary = path(directory + "/package-summary.html"), analysis.pages[summary] != nil else { continue }
            positions[summary] = [index]
            add(classesOf: summary, in: VaultPath.directory(of: summary), at: [index], analysis: analysis, into: &positions)
            for (offset, name) in ["package-tree.html", "package-use.html"].enumerated() {
                if let page = path(directory + "/" + name), analysis.pages[page] != nil { positions[page] = [index, apparatusOffset + offset] }
            }
        }
        guard positions.count > packages.count else { return nil }
        return NavigationTree(folder: folder, positions: positions,
                              source: "javadoc's \(VaultPath.fileName(of: list.path)) and package summaries")
    }

    /// The classes `summary` lists (pages of its own package folder, in link order), each followed by its uses page.
    private static func add(classesOf summary: String, in directory: String, at position: [Int], analysis: VaultAnalysis,
                            into positions: inout [String: [Int]]) {
        let listed = ContentsPageOrder.entries(of: summary, pages: analysis.pages, resolver: analysis.resolver)
            .map(\.page).filter { VaultPath.directory(of: $0) == directory && !VaultPath.fileName(of: $0).hasPrefix("package-") }
        for (offset, page) in listed.enumerated() where positions[page] == nil {
            positions[page] = position + [offset]
            let uses = directory + "/class-use/" + VaultPath.fileName(of: page)
            if analysis.pages[uses] != nil, positions[uses] == nil { positions[uses] = position + [offset, 0] }
        }
    }
}
