/// The default reading order: front matter, Parts by number, other folders, appendices, reference.
package enum NaturalOrder {
    /// Orders `pages` (vault-relative paths) by the folder rules.
    package static func order(_ pages: [String]) -> [String] {
        let tree = Folder(path: "", pagePaths: pages)
        return tree.ordered(isRoot: true)
    }

    /// True when `page` is the landing page of `folder` (named like it, or `index`).
    package static func isLandingPage(_ page: String, of folder: String) -> Bool {
        guard !folder.isEmpty, VaultPath.directory(of: page) == folder else { return false }
        let stem = VaultPath.stem(of: page).lowercased()
        return stem == "index" || stem == VaultPath.fileName(of: folder).lowercased()
    }

    /// Top-level folder names that hold front matter.
    package static let frontMatterFolders: Set<String> = ["front-of-book", "front-matter", "frontmatter"]

    /// The first page of `order` after the front matter and the table-of-contents page: the bodymatter landmark.
    package static func firstBodyPage(in order: [String], tocPage: String?) -> String? {
        order.first { page in
            let top = page.split(separator: "/").first.map { $0.lowercased() } ?? ""
            return !(frontMatterFolders.contains(top) && page.contains("/")) && page != tocPage
        }
    }

    /// Where a top-level folder or page goes: front matter, Parts, others, appendices, back matter.
    static func topLevelRank(_ name: String) -> (Int, Int) {
        let lowered = VaultPath.stem(of: name).lowercased()
        if frontMatterFolders.contains(lowered) || lowered == "front" { return (0, 0) }
        switch lowered {
        case "index": return (-1, 0)
        case "appendices", "appendix": return (3, 0)
        case "reference", "references", "back-of-book", "back-matter", "backmatter": return (4, 0)
        default:
            if let number = Ordering.sectionNumber(name) { return (1, number.value) }
            return (2, 0)
        }
    }

    private struct Folder {
        let path: String
        var pages: [String] = []
        var subfolders: [String: Folder] = [:]

        init(path: String, pagePaths: [String] = []) {
            self.path = path
            for page in pagePaths { insert(page, remaining: VaultPath.components(of: page).map(String.init)) }
        }

        private mutating func insert(_ page: String, remaining: [String]) {
            if remaining.count == 1 {
                pages.append(page)
                return
            }
            let name = remaining[0]
            let childPath = path.isEmpty ? name : path + "/" + name
            subfolders[name, default: Folder(path: childPath)].insert(page, remaining: Array(remaining.dropFirst()))
        }

        func ordered(isRoot: Bool) -> [String] {
            var landing: [String] = []
            var items: [(rank: (Int, Int), key: Ordering.NaturalKey, isFolder: Bool, pages: () -> [String])] = []
            func add(_ name: String, isFolder: Bool, _ pages: @escaping () -> [String]) {
                items.append((isRoot ? NaturalOrder.topLevelRank(name) : (0, 0), Ordering.NaturalKey(name), isFolder, pages))
            }
            // Pages by their names without the extension, so `FAQ.html` comes before `FAQ01.html` and `toc.html`
            // before `toc-core.html`; a page before the folder of its name (`builders.html`, then `builders/`).
            for page in pages {
                if NaturalOrder.isLandingPage(page, of: path) && landing.isEmpty {
                    landing.append(page)
                } else {
                    add(VaultPath.stem(of: page), isFolder: false) { [page] }
                }
            }
            for (name, folder) in subfolders {
                add(name, isFolder: true) { folder.ordered(isRoot: false) }
            }
            items.sort { a, b in
                if a.rank != b.rank { return a.rank < b.rank }
                if a.key < b.key || b.key < a.key { return a.key < b.key }
                return !a.isFolder && b.isFolder
            }
            return landing + items.flatMap { $0.pages() }
        }
    }
}
