/// A site's menu as the order of its folder's pages when nothing else orders the book: the largest list on the site's
/// index page, with the lists beside it, as the site shows it, chrome and all (`VaultAnalysis.siteNavigation`, read before the chrome stage takes
/// the menu out of every page). A hand-written site names its sections there in its author's order (libxslt's "Main
/// Menu": Home, Introduction, Documentation, Reporting bugs, …; the Node.js API index: About this documentation,
/// Usage and example, Assertion testing, …), which file names do not give.
enum SiteMenuOrder {
    /// Fewest pages of the menu's own folder the menu must list.
    static let leastPages = 3

    /// The menu as a navigation tree of its page's folder, nil when its page is no index page (`index.html`: a
    /// site's home, not the first of its pages by name) or it lists fewer than `leastPages` pages of that folder in
    /// `pool`.
    static func tree(_ navigation: (page: String, entries: [ContentsPageOrder.Entry]), pool: Set<String>) -> NavigationTree? {
        guard OrderInference.isIndexName(navigation.page) else { return nil }
        let folder = VaultPath.directory(of: navigation.page)
        var positions: [String: [Int]] = [navigation.page: [-1]]
        for (index, entry) in navigation.entries.enumerated() where pool.contains(entry.page) && positions[entry.page] == nil {
            positions[entry.page] = [index]
        }
        let listed = positions.keys.filter { $0 != navigation.page && VaultPath.directory(of: $0) == folder }
        guard listed.count >= leastPages else { return nil }
        return NavigationTree(folder: folder, positions: positions, source: "the site's menu on \(navigation.page)")
    }
}
