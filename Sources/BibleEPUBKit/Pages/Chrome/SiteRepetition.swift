/// Repetition across a site's pages, as the chrome stages count it: in the whole vault and in each folder of three
/// pages or more (a package's website beside its reference manual, whose pages repeat other things), a block on nine
/// pages in ten is the site's, not the page's.
enum SiteRepetition {
    /// Least pages a group is counted in.
    static let leastPages = 3

    /// The groups pages are counted in, as indices into `paths`: the vault (folder nil), and each folder of
    /// `leastPages` pages or more that is not the whole vault; a vault of fewer pages has none.
    static func groups(_ paths: [String]) -> [(folder: String?, members: [Int])] {
        guard paths.count >= leastPages else { return [] }
        let folders = Dictionary(grouping: paths.indices) { VaultPath.directory(of: paths[$0]) }
            .filter { $0.value.count >= leastPages && $0.value.count < paths.count }
            .sorted { $0.key < $1.key }
        return [(nil, Array(paths.indices))] + folders.map { ($0.key, $0.value) }
    }

    /// The keys on `AppChrome.repeatShare` of the `members` pages, small (`small`, by page) on a quarter of them at
    /// least; `found` gives each page's keys.
    static func repeated<Key: Hashable>(among members: [Int], found: [Set<Key>], small: [Set<Key>]) -> Set<Key> {
        var pages: [Key: Int] = [:], smallOn: [Key: Int] = [:]
        for index in members {
            for key in found[index] { pages[key, default: 0] += 1 }
            for key in small[index] { smallOn[key, default: 0] += 1 }
        }
        let needed = Int((Double(members.count) * AppChrome.repeatShare).rounded(.up))
        return Set(pages.filter { $0.value >= needed && (smallOn[$0.key] ?? 0) * 4 >= members.count }.keys)
    }
}
