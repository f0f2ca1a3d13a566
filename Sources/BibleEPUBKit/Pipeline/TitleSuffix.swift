/// Finds and strips the book name that page titles share (`Array — Swift Lexicon — My Book`).
package enum TitleSuffix {
    static let separators = [" — ", " – ", " - ", " | ", " :: ", " · "]

    /// The suffix most titles share after a separator, when at least two and a third of them do.
    package static func common(in titles: [String]) -> String? {
        var counts: [String: Int] = [:]
        for title in titles {
            for suffix in Set(suffixes(of: title)) { counts[suffix, default: 0] += 1 }
        }
        let threshold = max(2, (titles.count + 2) / 3)
        return counts.filter { $0.value >= threshold }
            .max { ($0.value, -$0.key.count, $0.key) < ($1.value, -$1.key.count, $1.key) }?.key
    }

    /// `title` without `suffix` and the separator before it.
    package static func strip(_ suffix: String?, from title: String) -> String {
        guard let suffix, title.hasSuffix(suffix), title.count > suffix.count else { return title }
        var stripped = String(title.dropLast(suffix.count))
        for separator in separators where stripped.hasSuffix(separator) {
            stripped = String(stripped.dropLast(separator.count))
            break
        }
        return stripped.isEmpty ? title : stripped
    }

    private static let separatorBytes = separators.map { Array($0.utf8) }

    /// Every text after a separator in `title` (found by byte search: separators are exact UTF-8 sequences).
    private static func suffixes(of title: String) -> [String] {
        let bytes = Array(title.utf8)
        var result: [String] = []
        for separator in separatorBytes {
            var remaining = bytes[...]
            while let found = remaining.firstIndex(ofBytes: separator) {
                remaining = remaining[(found + separator.count)...]
                if !remaining.isEmpty { result.append(String(decoding: remaining, as: UTF8.self)) }
            }
        }
        return result
    }
}
