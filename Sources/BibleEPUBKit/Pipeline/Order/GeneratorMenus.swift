import Foundation

/// Navigation a documentation generator writes as data, read as a `NavigationTree` (never run): Doxygen's
/// `menudata.js`, the menu bar over every page (Main Page, Related Pages, Namespaces, Classes, Files, each with its
/// lists), and Qt's help project (`*.qhp`, the `<toc>` of nested `<section title ref>` Qt Assistant shows).
/// A menu names only the index pages; the pages each index lists follow it, in its link order, before the menu's
/// next entry (Class List, the classes, then Class Hierarchy), so the menu orders the whole book.
enum GeneratorMenus {
    /// The tree of the one folder holding a help project or a menu, nil when none or several do.
    static func tree(in analysis: VaultAnalysis) -> NavigationTree? {
        helpProject(in: analysis) ?? JavadocPackages.tree(in: analysis) ?? menu(in: analysis)
    }

    /// Qt's help project: each `<section>` of its `<toc>` at its path in the nesting.
    static func helpProject(in analysis: VaultAnalysis) -> NavigationTree? {
        let files = analysis.inventory.files.filter { $0.path.lowercased().hasSuffix(".qhp") }
        guard files.count == 1, let file = files.first, let data = FileBytes.contents(of: file),
              let toc = LibXML2.parseXML(data).root?.descendants().first(where: { $0.name == "toc" }) else { return nil }
        let folder = VaultPath.directory(of: file.path)
        var positions: [String: [Int]] = [:]
        func visit(_ element: Element, at path: [Int]) {
            for (index, section) in element.childElements.filter({ $0.name == "section" }).enumerated() {
                let position = path + [index]
                if let page = page(section[attribute: "ref"], in: folder), positions[page] == nil { positions[page] = position }
                visit(section, at: position)
            }
        }
        visit(toc, at: [])
        return positions.isEmpty ? nil : NavigationTree(folder: folder, positions: positions,
                                                        source: "the help project \(file.path) (Qt Assistant's contents)")
    }

    /// Doxygen's menu, each index page followed by the pages it lists; where it wrote no `menudata.js`, the menu of
    /// its default layout (`DoxygenLayout`).
    static func menu(in analysis: VaultAnalysis) -> NavigationTree? {
        let files = analysis.inventory.files.filter { VaultPath.fileName(of: $0.path) == "menudata.js" }
        guard !files.isEmpty else { return DoxygenLayout.menu(in: analysis) }
        guard files.count == 1, let file = files.first, let data = FileBytes.contents(of: file) else { return nil }
        let folder = VaultPath.directory(of: file.path)
        let entries = MenuScript.entries(String(decoding: data, as: UTF8.self)).compactMap { entry in
            page(entry.url, in: folder).map { ($0, entry.position) }
        }
        return tree(entries, folder: folder, source: "the menu \(file.path) (Doxygen's menu bar) and the lists of its index pages", analysis: analysis)
    }

    /// The tree of a menu's `entries` (pages with their paths in its nesting), each index page (the menu's home page
    /// aside: its prose links anything) followed by the pages it lists, in its link order and nesting; nil under two pages.
    static func tree(_ entries: [(page: String, position: [Int])], folder: String, source: String,
                     analysis: VaultAnalysis) -> NavigationTree? {
        var positions: [String: [Int]] = [:]
        for (page, position) in entries where positions[page] == nil { positions[page] = position }
        guard positions.count >= 2 else { return nil }
        for (page, position) in entries.dropFirst() where positions[page] == position {
            // Nested as the index nests them (a folder's files under it in the File List), each under the entry before
            // it in a shallower place.
            var open: [(depth: Int, position: [Int])] = []
            for (offset, entry) in ContentsPageOrder.entries(of: page, pages: analysis.pages, resolver: analysis.resolver).enumerated() {
                while let last = open.last, last.depth >= entry.depth { open.removeLast() }
                let placed = (open.last?.position ?? position) + [MenuScript.listedOffset + offset]
                open.append((entry.depth, placed))
                if positions[entry.page] == nil { positions[entry.page] = placed }
            }
        }
        return NavigationTree(folder: folder, positions: positions, source: source)
    }

    /// The vault path `reference` (relative to `folder`, a fragment dropped) names, nil for a remote one.
    private static func page(_ reference: String?, in folder: String) -> String? {
        guard let reference, !reference.isEmpty, !reference.contains("://"), !reference.hasPrefix("/") else { return nil }
        let file = String(reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        guard !file.isEmpty else { return nil }
        return VaultPath.resolve(file.removingPercentEncoding ?? file, from: folder)
    }
}

/// The entries of Doxygen's `menudata.js`: `var menudata={children:[{text:"Main Page",url:"index.html"},
/// {text:"Classes",url:"annotated.html",children:[…]}]}`, scanned as data, with each entry's path in the nesting.
enum MenuScript {
    /// Where the pages an index lists start among its children: before the menu's own children (the Class List's
    /// classes, then the Class Hierarchy).
    static let listedOffset = -1_000_000

    /// Each entry's `url` and its path in the nesting, in document order.
    static func entries(_ script: String) -> [(url: String, position: [Int])] {
        guard let start = script.range(of: "children:[") else { return [] }
        var result: [(url: String, position: [Int])] = []
        var path: [Int] = [], counters: [Int] = [0], current: [Int]?
        var index = start.upperBound
        while index < script.endIndex {
            let rest = script[index...]
            if rest.hasPrefix("children:[") {
                path = current ?? path
                counters.append(0)
                index = script.index(index, offsetBy: 10)
                continue
            }
            switch script[index] {
            case "{":
                current = path + [counters[counters.count - 1]]
                counters[counters.count - 1] += 1
            case "]":
                guard counters.count > 1 else { return result }
                counters.removeLast()
                current = path
                path.removeLast()
            case "\"":
                let (string, end) = quoted(script, from: index)
                if let current, script[..<index].hasSuffix("url:") { result.append((string, current)) }
                index = end
                continue
            default:
                break
            }
            index = script.index(after: index)
        }
        return result
    }

    /// The string literal starting at `start` (a `"`), unescaped, and the index after its closing quote.
    private static func quoted(_ script: String, from start: String.Index) -> (String, String.Index) {
        var value = "", index = script.index(after: start), escaped = false
        while index < script.endIndex {
            let character = script[index]
            index = script.index(after: index)
            if escaped { value.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { break } else { value.append(character) }
        }
        return (value, index)
    }
}
