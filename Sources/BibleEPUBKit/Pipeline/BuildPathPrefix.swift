/// The build folder a generator wrote into page titles: Doxygen without `STRIP_FROM_PATH` titles ALSA's file pages
/// "/build/alsa-lib-aVNupx/alsa-lib-1.2.8/include/asoundef.h File Reference" (117 of its pages). The folder most
/// titles written as an absolute path share is left out of the labels, as the generator's own option leaves it out:
/// "include/asoundef.h File Reference".
package struct BuildPathPrefix: Equatable, Sendable {
    /// The shared folder with its closing slash (`/build/alsa-lib-aVNupx/alsa-lib-1.2.8/`); empty when there is none.
    package let folder: String

    /// Fewest folders the shared one must have (`/build/x/`: one folder, such as `/etc/`, names a place, not a build).
    static let fewestFolders = 2

    /// The deepest folder that nine in ten of the paths starting `titles` (two or more) are in or name (a folder or
    /// file a path names itself, `/build/x/src Directory Reference`, gives the folder above it: the page keeps its name),
    /// whatever other paths some titles start with (ALSA's examples: "/test/timer.c").
    package init(titles: [String]) {
        let paths = titles.filter { $0.hasPrefix("/") }.map { title in title.prefix { !$0.isWhitespace }.split(separator: "/")[...] }
        var counts: [ArraySlice<Substring>: Int] = [:]
        for path in paths where path.count >= Self.fewestFolders {
            for end in (path.startIndex + Self.fewestFolders)...path.endIndex { counts[path[..<end], default: 0] += 1 }
        }
        var shared = counts.filter { paths.count >= 2 && $0.value * 10 >= paths.count * 9 }.keys.max { $0.count < $1.count }
        let named = Set(paths)
        while let folder = shared, named.contains(folder) { shared = folder.count > Self.fewestFolders ? folder.dropLast() : nil }
        folder = shared.map { "/" + $0.joined(separator: "/") + "/" } ?? ""
    }

    /// The prefix of the pages' first headings and their titles without the names the book's and their folder's
    /// titles share (what their labels are made of).
    init(pages: [ParsedPage], book: TitleAffixes, folders: [String: TitleAffixes]) {
        self.init(titles: pages.flatMap { page in
            [page.heading, page.title.map { title in
                let stripped = book.strip(title)
                return folders[VaultPath.directory(of: page.path)]?.strip(stripped) ?? stripped
            }].compactMap { $0 }
        })
    }

    /// `label` without the shared folder it starts with.
    package func strip(_ label: String) -> String {
        guard !folder.isEmpty, label.hasPrefix(folder), label.count > folder.count else { return label }
        return String(label.dropFirst(folder.count))
    }
}
