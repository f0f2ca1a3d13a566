import Foundation

/// The same book in several languages, one top-level folder per language (`en/`, `de/`, `pt-br/`, Publican's
/// `en-US/`), the folders holding the same file names: Apache's manual, Publican and Sphinx builds per locale. The
/// book opens with the language the vault's root index sends a reader to (its redirect), else the root index's own
/// language, else the one book.yaml's `language:` names, else English; the other versions follow, reported once.
enum LanguageVersions {
    /// The language folders found, the one that opens the book first, and why it does.
    struct Found: Equatable {
        /// Every language folder, the first one first, the others in natural order.
        var folders: [String]
        /// Why the first folder opens the book.
        var reason: String
    }

    /// The language versions among `paths` (natural order), nil unless two folders or more are versions of one book
    /// and one of them can be chosen; `rootIndex` is the vault's root index page, whose redirect or language may.
    static func find(among paths: [String], rootIndex: String?, analysis: VaultAnalysis, redirects: [String: String]) -> Found? {
        var pagesByFolder: [String: Set<String>] = [:], folders: [String] = [], isLanguage: [Substring: Bool] = [:]
        for path in paths {
            let components = path.split(separator: "/", maxSplits: 1)
            guard components.count == 2 else { continue }
            if isLanguage[components[0]] == nil { isLanguage[components[0]] = isLanguageTag(components[0]) }
            guard isLanguage[components[0]]! else { continue }
            let folder = String(components[0])
            if pagesByFolder[folder] == nil { folders.append(folder) }
            pagesByFolder[folder, default: []].insert(String(components[1]))
        }
        // How many language folders hold each file name: a name held by two or more is in another folder too.
        var holders: [String: Int] = [:]
        for names in pagesByFolder.values { for name in names { holders[name, default: 0] += 1 } }
        let versions = folders.filter { folder in
            let names = pagesByFolder[folder]!
            return names.count >= 2 && names.filter { holders[$0]! > 1 }.count * 2 >= names.count
        }
        guard versions.count >= 2,
              let (first, reason) = opening(versions, rootIndex: rootIndex, analysis: analysis, redirects: redirects) else { return nil }
        return Found(folders: [first] + versions.filter { $0 != first }, reason: reason)
    }

    /// `paths` with the pages of the opening language's folder moved to where the first language folder's pages begin.
    static func ordered(_ paths: [String], _ found: Found) -> [String] {
        let prefix = found.folders[0] + "/"
        let opening = paths.filter { $0.hasPrefix(prefix) }, rest = paths.filter { !$0.hasPrefix(prefix) }
        let start = rest.firstIndex { path in found.folders.contains { path.hasPrefix($0 + "/") } } ?? rest.count
        return Array(rest[..<start]) + opening + rest[start...]
    }

    /// The finding that says which languages the book holds and which comes first.
    static func finding(_ found: Found) -> Diagnostic {
        Diagnostic(id: .orderLanguageVersions, severity: .info, file: found.folders[0],
                   message: "the vault holds the book in \(found.folders.count) languages (\(found.folders.joined(separator: ", "))); "
                       + "the '\(found.folders[0])' version comes first (\(found.reason)), the others follow it",
                   hint: "to make the book of one language, build its folder (bible-epub build <vault>/\(found.folders[0]))")
    }

    /// The folder that opens the book, and why.
    private static func opening(_ folders: [String], rootIndex: String?, analysis: VaultAnalysis,
                                redirects: [String: String]) -> (String, String)? {
        if let target = rootIndex.flatMap({ redirects[$0] }), let folder = folders.first(where: { target.hasPrefix($0 + "/") }) {
            return (folder, "\(rootIndex!) redirects to it")
        }
        let wanted: [(String?, String)] = [
            (rootIndex.flatMap { analysis.pages[$0]?.language }, "the language of \(rootIndex ?? "")"),
            (analysis.config.language, "language: in book.yaml"),
            ("en", "English"),
        ]
        for case let (language?, reason) in wanted {
            if let folder = matching(language, in: folders) { return (folder, reason) }
        }
        return nil
    }

    /// The folder named `language` exactly (`pt-br`, `en_US`), else the first of its language (`de` for `de-DE`).
    private static func matching(_ language: String, in folders: [String]) -> String? {
        let key = { (tag: String) in tag.lowercased().replacingOccurrences(of: "_", with: "-") }
        return folders.first { key($0) == key(language) } ?? folders.first { primaryLanguage($0) == primaryLanguage(language) }
    }

    /// A tag's language without region or script, lowercased (`pt` for `pt_BR` or `pt-br`).
    static func primaryLanguage(_ tag: String) -> String {
        tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
    }

    /// A folder's name as a BCP 47 language tag (`pt_BR` -> `pt-BR`): what a page's `lang` may say.
    static func languageTag(ofFolder folder: String) -> String {
        folder.replacingOccurrences(of: "_", with: "-")
    }

    /// A two-letter ISO 639-1 language, alone or with a region or script (`de`, `pt-br`, `zh_CN`, `sr-Latn`).
    private static func isLanguageTag(_ name: Substring) -> Bool {
        let subtags = name.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard subtags.count <= 2, subtags[0].count == 2, subtags[0].allSatisfy(\.isLetter),
              Locale.LanguageCode(String(subtags[0]).lowercased()).isISOLanguage else { return false }
        return subtags.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}
