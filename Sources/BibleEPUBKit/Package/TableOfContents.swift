/// One entry of the book's table of contents.
public struct TOCEntry: Sendable, Equatable, Codable {
    /// Text shown in the reader's contents.
    public var label: String
    /// Vault path of the page the entry opens; nil for a folder without a landing page.
    public var page: String?
    /// Nested entries.
    public var children: [TOCEntry]

    /// The page the entry opens, or its first descendant's page (what NCX needs).
    public var firstPage: String? { page ?? children.lazy.compactMap(\.firstPage).first }
}

/// The hierarchy Part > Book/Chapter > Page, built once and rendered as nav.xhtml and toc.ncx.
public struct TableOfContents: Sendable, Equatable {
    /// Top-level entries in reading order.
    public var entries: [TOCEntry]
    /// Which rule gave the reading order, and why (nil for a tree built from a given list).
    public var source: OrderSource?
    /// Pages the author's contents page does not reach, placed at the end (`toc` marks them).
    package var outsideContents: Set<String> = []
    /// What else the build inferred about the pages, one line each (`toc` prints them under the order).
    package var notes: [String] = []
    /// The vault's pages that are not in the book, in natural order, each with the ID of the finding that says why.
    public var leftOut: [LeftOutPage] = []
    /// Top-level folders whose pages sit at the top of the contents instead of under a heading.
    package static let flattenedFolders: Set<String> = ["front-of-book", "front-matter", "frontmatter", "back-of-book", "back-matter"]

    /// Builds the tree from the reading order; `label` gives each page's label. `wholeBook` (not one Part, which
    /// keeps its folder as its heading) lets the tree leave out folders that only hold the book (`unwrappingLeadingFolders`).
    package static func build(order: [String], wholeBook: Bool = true, label: (String) -> String) -> TableOfContents {
        let root = Builder(folder: "", label: "")
        var stack = [root]
        var foldersByDirectory: [String: [String]] = [:] // pages of one folder share its groups
        for page in order {
            let directory = VaultPath.directory(of: page)
            let folders: [String]
            if let known = foldersByDirectory[directory] {
                folders = known
            } else {
                folders = groupFolders(of: page)
                foldersByDirectory[directory] = folders
            }
            while stack.count > 1, !folders.contains(stack.last!.folder) { stack.removeLast() }
            // Each of `folders` is a prefix of the next and the stack's top is one of them (or the root): comparing
            // byte counts orders them as comparing character counts would.
            for folder in folders where folder.utf8.count > stack.last!.folder.utf8.count {
                if let page = pageNamedLike(folder, endingChildrenOf: stack.last!) { // Sphinx's `install.html` beside `install/`
                    page.folder = folder
                    stack.append(page)
                    continue
                }
                let node = Builder(folder: folder, label: VaultPath.prettify(VaultPath.fileName(of: folder)))
                stack.last!.children.append(node)
                stack.append(node)
            }
            let top = stack.last!
            if !top.folder.isEmpty, top.page == nil, top.children.isEmpty, NaturalOrder.isLandingPage(page, of: top.folder) {
                top.page = page
                top.label = label(page)
            } else {
                top.children.append(Builder(folder: top.folder, label: label(page), page: page))
            }
        }
        return TableOfContents(entries: (wholeBook ? unwrappingLeadingFolders(root.children) : root.children).map { $0.entry() })
    }

    /// The entries inside the folders that hold the whole book one in the other, none with a page of its own
    /// (`usr/share/doc/cmake-data/` in an unpacked package: Usr > Share > Doc > Cmake Data around every page; `docs/`
    /// around a site): such a folder names where the files were put, not a part of the book, whose title stands above
    /// its contents. A folder named as a numbered division (`Part-I`, `Chapter-3`) is one and stays.
    private static func unwrappingLeadingFolders(_ entries: [Builder]) -> [Builder] {
        var entries = entries
        while entries.count == 1, entries[0].page == nil, !entries[0].children.isEmpty,
              !Ordering.namesNumberedDivision(VaultPath.fileName(of: entries[0].folder)) {
            entries = entries[0].children
        }
        return entries
    }

    /// The last entry of `parent` when it is a page named like `folder` in the folder around it, with no entries of its
    /// own (`install.html` just before `install/`'s pages): the folder's pages become its entries, not a group beside it.
    private static func pageNamedLike(_ folder: String, endingChildrenOf parent: Builder) -> Builder? {
        guard let last = parent.children.last, let page = last.page, last.children.isEmpty, last.folder == parent.folder,
              VaultPath.directory(of: page) == VaultPath.directory(of: folder),
              VaultPath.stem(of: page).lowercased() == VaultPath.fileName(of: folder).lowercased() else { return nil }
        return last
    }

    /// Builds the tree from pages and their outline depths (a `contents` hierarchy); `label` gives each page's label.
    package static func build(order: [String], depths: [Int], label: (String) -> String) -> TableOfContents {
        let root = Builder(folder: "", label: "")
        var stack = [root]
        for (page, depth) in zip(order, depths) {
            stack.removeLast(stack.count - 1 - min(max(depth, 0), stack.count - 1))
            let node = Builder(folder: "", label: label(page), page: page)
            stack.last!.children.append(node)
            stack.append(node)
        }
        return TableOfContents(entries: root.children.map { $0.entry() })
    }

    /// Every entry depth-first with its depth (0 for top level).
    public func flattened() -> [(entry: TOCEntry, depth: Int)] {
        var result: [(TOCEntry, Int)] = []
        func walk(_ entries: [TOCEntry], _ depth: Int) {
            for entry in entries {
                result.append((entry, depth))
                walk(entry.children, depth + 1)
            }
        }
        walk(entries, 0)
        return result
    }

    /// The folders a page is grouped under, outermost first.
    static func groupFolders(of page: String) -> [String] {
        let components = VaultPath.components(of: page).dropLast().map(String.init)
        var result: [String] = []
        var current = ""
        for (index, name) in components.enumerated() {
            current = current.isEmpty ? name : current + "/" + name
            if index == 0 && flattenedFolders.contains(name.lowercased()) { continue }
            result.append(current)
        }
        return result
    }

    private final class Builder {
        var folder: String
        var label: String
        var page: String?
        var children: [Builder] = []

        init(folder: String, label: String, page: String? = nil) {
            self.folder = folder
            self.label = label
            self.page = page
        }

        func entry() -> TOCEntry {
            TOCEntry(label: label, page: page, children: children.map { $0.entry() })
        }
    }
}

/// A page of the vault the book leaves out, and why.
public struct LeftOutPage: Sendable, Equatable {
    /// The page's vault path.
    public var page: String
    /// The ID of the finding that says why (`order.copied-page`, `order.excluded-pages`); nil when the order simply
    /// does not hold it (a `spine:` that does not list it).
    public var why: String?
}
