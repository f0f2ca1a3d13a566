/// The people a saved article's metadata names as its authors, told apart from its publisher.
///
/// Sites fill the generic `<meta name="author">` with the company (Wired: "Condé Nast", while `article:author` says
/// "Tom Bennett"), and write a list with the site's name at its end ("Dana A. Ford, … and Tom Watkins, CNN"). The
/// article's own fields (`article:author`, `citation_author`, `dc.creator`, `byl`) come first; the generic one is read
/// only when they name no one; a stated list is split into its names and the site or publisher is left out.
enum AuthorNames {
    /// The article-level fields, read before `<meta name="author">`.
    static let articleFields = ["article:author", "citation_author", "dc.creator", "dcterms.creator", "byl"]

    /// The names `articleStated` (from the article's own fields) or else `generic` give, without web addresses and
    /// repeats; of several names, those of the site or publisher (`notPeople`, compared without case) are left out (one
    /// name alone stays: a personal site is named after its author).
    static func read(articleStated: [String], generic: [String], notPeople: [String]) -> [String] {
        let excluded = Set(notPeople.map(normalized).filter { !$0.isEmpty })
        func names(_ stated: [String]) -> [String] {
            let all = stated.flatMap(split).filter { ArticleFacts.webAddress($0) == nil }
            return all.count > 1 ? all.filter { !excluded.contains(normalized($0)) } : all
        }
        let own = names(articleStated)
        return unique(own.isEmpty ? names(generic) : own)
    }

    /// "A, B and C" as its names when each is a name of two words or more (one word may be the site: "…, CNN");
    /// anything else ("Smith, John", one name) as it was written.
    static func split(_ stated: String) -> [String] {
        let cleaned = withoutBy(stated)
        let parts = cleaned.replacingOccurrences(of: " and ", with: ", ").replacingOccurrences(of: " & ", with: ", ")
            .split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty && $0 != "and" }
        let people = parts.filter { $0.split(separator: " ").count >= 2 }
        guard parts.count > 1, people.count >= 2, parts.count - people.count <= 1 else { return [cleaned.trimmingSpaces] }
        return parts
    }

    /// `name` without the "By" or "By:" a byline opens with ("By: CNN Wire").
    static func withoutBy(_ name: String) -> String {
        let trimmed = name.trimmingSpaces
        for prefix in ["by: ", "by:", "by "] where trimmed.lowercased().hasPrefix(prefix) && trimmed.count > prefix.count {
            return String(trimmed.dropFirst(prefix.count)).trimmingSpaces
        }
        return trimmed
    }

    private static func normalized(_ name: String) -> String { name.lowercased().trimmingSpaces }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert(normalized($0)).inserted }
    }
}
