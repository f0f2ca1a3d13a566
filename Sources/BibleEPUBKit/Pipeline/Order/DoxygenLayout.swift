import Foundation

/// Doxygen's menu where it wrote none: with `DISABLE_INDEX` (and in versions before `menudata.js`) its pages carry
/// no menu bar, and the index pages it still writes (File List, Data Structures, Globals) are reached from nowhere.
/// Its default layout (`templates/general/layout_default.xml`, the `<navindex>` tabs) orders them: Main Page,
/// Related Pages, Topics, Modules, Namespaces, Concepts, Interfaces, Classes, Structs, Exceptions, Files, Examples;
/// each tab's file is the one Doxygen names it, and each member index is followed by its kinds and letters.
enum DoxygenLayout {
    /// The files of the layout's tabs, in its order: one group per top-level tab.
    static let tabs: [[String]] = [
        ["index.html"], ["pages.html"], ["topics.html"], ["modules.html", "modulemembers.html"],
        ["namespaces.html", "namespacemembers.html"], ["concepts.html"],
        ["interfaces.html", "interfacehierarchy.html"],
        ["annotated.html", "classes.html", "hierarchy.html", "inherits.html", "functions.html"],
        ["structs.html"], ["exceptions.html", "exceptionhierarchy.html"], ["files.html", "globals.html"], ["examples.html"],
    ]
    /// The kinds a member index is split into (`functions_func.html`, `globals_defs.html`), in the menu's order.
    static let memberKinds = ["func", "vars", "type", "enum", "eval", "rela", "prop", "evnt", "defs"]

    /// The menu of the one folder whose `index.html` Doxygen wrote, nil when none or several do, or when fewer than
    /// two of the layout's pages are there.
    static func menu(in analysis: VaultAnalysis) -> NavigationTree? {
        let homes = analysis.pages.keys.filter { VaultPath.fileName(of: $0) == "index.html" && isDoxygen(analysis.pages[$0]) }
        guard homes.count == 1, let home = homes.first else { return nil }
        let folder = VaultPath.directory(of: home)
        let names = Set(analysis.pages.keys.filter { VaultPath.directory(of: $0) == folder }.map { VaultPath.fileName(of: $0) })
        let path = { (file: String) in folder.isEmpty ? file : folder + "/" + file }
        var entries: [(page: String, position: [Int])] = []
        for (group, files) in tabs.enumerated() {
            for (index, file) in files.enumerated() where names.contains(file) {
                entries.append((path(file), [group, index]))
                let members = memberPages(of: file, among: names)
                for (offset, member) in members.enumerated() { entries.append((path(member), [group, index, offset])) }
            }
        }
        return GeneratorMenus.tree(entries, folder: folder, source: "Doxygen's default menu (its layout's index pages: \(home) has no menudata.js) and the lists of its index pages", analysis: analysis)
    }

    /// The pages a member index (`functions.html`, `globals.html`) is split into, in the menu's order: its letters
    /// (`globals_a.html`), then each kind (`globals_func.html`) and its letters (`globals_func_a.html`).
    static func memberPages(of index: String, among names: Set<String>) -> [String] {
        guard index.hasSuffix("members.html") || index == "functions.html" || index == "globals.html" else { return [] }
        let stem = String(index.dropLast(5)) + "_"
        let ranked = names.compactMap { name -> (rank: Int, letter: String, name: String)? in
            guard name.hasPrefix(stem), name.hasSuffix(".html") else { return nil }
            let parts = name.dropFirst(stem.count).dropLast(5).split(separator: "_", omittingEmptySubsequences: false).map(String.init)
            let kind = parts.first.flatMap { memberKinds.firstIndex(of: $0) }
            let letters = kind == nil ? parts : Array(parts.dropFirst())
            guard letters.count <= 1, letters.allSatisfy(isLetterLabel) else { return nil }
            return ((kind ?? -1) + 1, letters.first ?? "", name)
        }
        return ranked.sorted { ($0.rank, $0.letter) < ($1.rank, $1.letter) }.map(\.name)
    }

    /// A letter page's label: one character (`a`, a destructor's `~`), or Doxygen's hex for another (`0x5f`). Not a
    /// file reference's `8h` (`functions_8h.html` documents `functions.h`).
    private static func isLetterLabel(_ label: String) -> Bool {
        label.count == 1
            || (label.hasPrefix("0x") && label.count == 4 && label.dropFirst(2).allSatisfy(\.isHexDigit))
    }

    /// How deep a row of Doxygen's index tables (`table.directory`: File List, Class List, Related Pages) stands in
    /// the tree it draws: its id is its path (`row_1_` a folder, `row_1_0_` its first file); 0 for any other element.
    static func rowLevel(of element: Element) -> Int {
        guard element.name == "tr", let id = element[attribute: "id"], id.hasPrefix("row_"), id.hasSuffix("_") else { return 0 }
        let steps = id.dropFirst(4).dropLast().split(separator: "_", omittingEmptySubsequences: false)
        return steps.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) ? steps.count - 1 : 0
    }

    /// Whether Doxygen wrote the page: its `generator` meta, or its footer's link to doxygen.org.
    private static func isDoxygen(_ page: ParsedPage?) -> Bool {
        guard let page else { return false }
        let source = String(decoding: page.source.prefix(65_536) + page.source.suffix(4_096), as: UTF8.self).lowercased()
        return source.contains("content=\"doxygen") || source.contains("generated by doxygen") || source.contains("www.doxygen.org")
    }
}
