import Foundation

/// `exclude:`: globs of vault paths that are never pages of the book. A pattern matches a page's vault path, or a
/// folder above it (`Reference` and `Reference/**` both leave out the folder); `*` and `?` stay within one path
/// component, `**` spans any number of them. Left-out pages are still link targets: a link to one is reported as
/// not in the book (`link.not-in-book`) and unwrapped.
enum ExcludedPages {
    /// The pages of `pages` that `config`'s patterns name, and the findings: one for the pages left out, one for each
    /// pattern that names no page (a typo leaves the page in).
    static func find(in pages: [String], config: BookConfig) -> (Set<String>, [Diagnostic]) {
        guard !config.exclude.isEmpty else { return ([], []) }
        var excluded: Set<String> = [], diagnostics: [Diagnostic] = []
        for (index, pattern) in config.exclude.enumerated() {
            let location = index < config.excludeLocations.count ? config.excludeLocations[index] : SourceLocation(file: "book.yaml")
            let matched = pages.filter { matches(pattern, $0) }
            if matched.isEmpty {
                diagnostics.append(Diagnostic(.configInvalidValue, .warning, at: location, "exclude pattern '\(pattern)' names no page of the vault"))
            }
            excluded.formUnion(matched)
        }
        if let first = pages.first(where: excluded.contains) {
            let location = config.excludeLocations.first ?? SourceLocation(file: "book.yaml")
            diagnostics.append(Diagnostic(.orderExcludedPages, .info, at: location,
                                          "exclude: leaves \(excluded.count) page\(excluded.count == 1 ? "" : "s") out of the book (first: \(first))"))
        }
        return (excluded, diagnostics)
    }

    /// Whether `pattern` names the vault path `path` or a folder above it.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.trimmingCharacters(in: CharacterSet(charactersIn: "/")).split(separator: "/").map(String.init)
        let pathParts = path.split(separator: "/").map(String.init)
        guard !patternParts.isEmpty else { return false }
        // A pattern naming a folder leaves out everything in it.
        return (1...pathParts.count).contains { matchParts(patternParts[...], pathParts[..<$0]) }
    }

    private static func matchParts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (path.startIndex...path.endIndex).contains { matchParts(pattern.dropFirst(), path[$0...]) }
        }
        guard let name = path.first, fnmatch(first, name, 0) == 0 else { return false }
        return matchParts(pattern.dropFirst(), path.dropFirst())
    }
}
