/// Pages the author's contents page does not reach, told as the author would leave them out: whole top-level
/// folders (`Reference/**`) and single root pages. One finding for the build, one `exclude:` proposal for `init`.
enum OutsideContents {
    /// A group of unreached pages: a folder's every page, or one root page.
    struct Group: Equatable {
        /// The `exclude:` glob that names the group (`Reference/**`, `roadmap.html`).
        let glob: String
        /// How many pages it holds.
        let pages: Int
        /// The group as a phrase (`Reference/ (7 pages)`, `roadmap.html`).
        var phrase: String { glob.hasSuffix("/**") ? "\(glob.dropLast(2)) (\(pages) page\(pages == 1 ? "" : "s"))" : glob }
    }

    /// `pages` (outside the contents, natural order) grouped: folders in order of their first page, then root pages.
    static func groups(_ pages: [String]) -> [Group] {
        var folders: [(String, Int)] = [], roots: [Group] = []
        for page in pages {
            guard let folder = AuthorContentsOrder.topFolder(page) else {
                roots.append(Group(glob: page, pages: 1))
                continue
            }
            if let index = folders.firstIndex(where: { $0.0 == folder }) { folders[index].1 += 1 } else { folders.append((folder, 1)) }
        }
        return folders.map { Group(glob: $0.0 + "/**", pages: $0.1) } + roots
    }

    /// The one finding about `pages`, placed at the contents page.
    static func finding(_ pages: [String], tocPage: String) -> Diagnostic {
        let groups = groups(pages)
        let roots = groups.filter { !$0.glob.hasSuffix("/**") }, folders = groups.filter { $0.glob.hasSuffix("/**") }
        var parts = folders.map(\.phrase)
        if roots.count == 1 { parts.append("the root page \(roots[0].glob)") }
        if roots.count > 1 { parts.insert("\(roots.count) root pages (\(roots.map(\.glob).joined(separator: ", ")))", at: 0) }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.joined()
        return Diagnostic(id: .orderOutsideContents, severity: .warning, file: tocPage,
                          message: "\(list) \(pages.count == 1 ? "is" : "are") not reached from \(tocPage); placed at the end of the book",
                          hint: "leave them out with exclude: in book.yaml (bible-epub init proposes it), or link them from \(tocPage)")
    }
}
