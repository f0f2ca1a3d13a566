/// The book name that page titles share, before or after the page's own name (`Array — My Book`,
/// `My Book: Array`, `Array (My Book 2.6)`), found and stripped so labels keep only what tells pages apart.
package struct TitleAffixes: Sendable, Equatable {
    /// The name most titles end with, after a separator or in parentheses.
    package var suffix: String?
    /// The name most titles start with, before a separator.
    package var prefix: String?

    /// Separators between a page's name and the book's: dashes (` -- `, the ASCII stand-in for an em dash: Erlang's
    /// `Erlang -- Introduction`), bars, double colons, middle dots; before the page's name a colon too.
    static let separators = [" — ", " – ", " -- ", " - ", " | ", " :: ", " · "]
    /// Separators after a prefix.
    static let prefixSeparators = [": ", " — ", " – ", " -- ", " - ", " | ", " :: ", " · "]

    /// Endings of a title whose last field is empty: a separator with nothing after it.
    static let emptyFieldEndings = [":", " —", " –", " --", " -", " |", " ·"]

    /// Whether the title as written (`raw`, not collapsed) ends in a separator and the space a template puts after
    /// it, with nothing more: a generator's "Project: Page" whose page field was empty (gtk-doc's
    /// `<title>libxslt: </title>` on its module list), so the title names no page. An author's own title ending in
    /// a colon ("The documentation team:") has no space after it.
    static func endsInEmptyField(_ raw: String) -> Bool {
        guard raw.hasSuffix(" ") else { return false }
        let trimmed = String(raw.reversed().drop { $0 == " " }.reversed())
        return trimmed.count > 1 && emptyFieldEndings.contains { trimmed.hasSuffix($0) }
    }

    /// Creates affixes.
    package init(suffix: String? = nil, prefix: String? = nil) {
        self.suffix = suffix
        self.prefix = prefix
    }

    /// The affixes of `titles`: a suffix at least two and a third of them share (the shortest of the most shared), a
    /// prefix more than half of them and at least three share (the longest of the most shared), or at least three when
    /// it is the whole of `rootTitle`, the title of the book's home page (Haddock writes the package's name before
    /// each index page's: `ormolu-0.3.1.0: A formatter for Haskell source code (Index - A)` among module pages).
    package static func common(in titles: [String], rootTitle: String? = nil) -> TitleAffixes {
        var suffixes: [String: Int] = [:], prefixes: [String: Int] = [:]
        for title in titles {
            for suffix in Set(suffixCandidates(of: title)) { suffixes[suffix, default: 0] += 1 }
            for prefix in Set(prefixCandidates(of: title)) { prefixes[prefix, default: 0] += 1 }
        }
        let third = max(2, (titles.count + 2) / 3)
        let shared = suffixes.filter { $0.value >= third }
        var suffix = shared.max { ($0.value, -$0.key.count, $0.key) < ($1.value, -$1.key.count, $1.key) }
        // What a name the same titles share ends with in parentheses qualifies it, and is part of it: Pallets' Sphinx
        // theme writes `Base API — CacheLib Documentation (0.9.x)`, whose shortest shared suffix is "0.9.x".
        if let qualifier = suffix, let named = shared.filter({ $0.value == qualifier.value && $0.key.hasSuffix(" (" + qualifier.key + ")") })
            .min(by: { ($0.key.count, $0.key) < ($1.key.count, $1.key) }) {
            suffix = named
        }
        let prefix = prefixes.filter { $0.value >= 3 && ($0.value * 2 > titles.count || $0.key == rootTitle) }
            .max { ($0.value, $0.key.count, $0.key) < ($1.value, $1.key.count, $1.key) }?.key
        return TitleAffixes(suffix: suffix?.key, prefix: prefix)
    }

    /// For each folder of three titled pages or more, the prefix most of its titles share once the book's affixes are
    /// stripped (a project's name in a site of several: Doxygen's `AfterDocs: Class List`); folders without one left out.
    package static func byFolder(_ pages: [ParsedPage], book: TitleAffixes) -> [String: TitleAffixes] {
        let titled = pages.compactMap { page in page.title.map { (folder: VaultPath.directory(of: page.path), title: book.strip($0)) } }
        var result: [String: TitleAffixes] = [:]
        for (folder, titles) in Dictionary(grouping: titled, by: \.folder) where titles.count >= 3 {
            if let prefix = common(in: titles.map(\.title)).prefix { result[folder] = TitleAffixes(prefix: prefix) }
        }
        return result
    }

    /// The book's name: the prefix when the titles share a suffix too (then most of them are the site's name and
    /// its tagline, HTTrack's "HTTrack Website Copier - Offline Browser"), else the suffix, else the prefix.
    package var bookName: String? { suffix != nil && prefix != nil ? prefix : suffix ?? prefix }

    /// `label` without the affixes and their separators; `label` itself when nothing would be left. Compared byte for
    /// byte: the affixes are cut from titles at separators, so they start and end where the titles' characters do
    /// (`String.hasSuffix` compares character by character, and made this the slowest step of writing the contents).
    package func strip(_ label: String) -> String {
        var stripped = Substring(label)
        if let suffix {
            if let rest = Self.dropping(suffix: " (" + suffix + ")", from: stripped) {
                stripped = rest
            } else if let rest = Self.dropping(suffix: suffix, from: stripped), !rest.isEmpty,
                      let cut = Self.separators.lazy.compactMap({ Self.dropping(suffix: $0, from: rest) }).first {
                stripped = cut
            }
        }
        // A prefix written twice (`FAQ: FAQ - General`) goes twice.
        for _ in 0..<2 {
            guard let prefix, let rest = Self.dropping(prefix: prefix, from: stripped), !rest.isEmpty,
                  let cut = Self.prefixSeparators.lazy.compactMap({ Self.dropping(prefix: $0, from: rest) }).first
                    ?? Self.parenthesized(rest) else { break }
            stripped = cut
        }
        let trimmed = String(stripped).trimmingSpaces
        return trimmed.isEmpty ? label : trimmed
    }

    /// `text` without `suffix`, when it ends with it (byte for byte).
    private static func dropping(suffix: String, from text: Substring) -> Substring? {
        let (bytes, ending) = (text.utf8, suffix.utf8)
        guard bytes.count >= ending.count, bytes.suffix(ending.count).elementsEqual(ending) else { return nil }
        return Substring(bytes.dropLast(ending.count))
    }

    /// What the parentheses hold when `rest` is ` (…)` and nothing else: after a name, the page's own (Haddock's
    /// `Parsers (Index - A)`).
    private static func parenthesized(_ rest: Substring) -> Substring? {
        guard rest.utf8.count > 3, let inner = dropping(prefix: " (", from: rest), inner.utf8.last == 0x29,
              openingParenthesis(closingLastIn: Array(rest.utf8)) == 1 else { return nil }
        return Substring(inner.utf8.dropLast())
    }

    /// `text` without `prefix`, when it starts with it (byte for byte).
    private static func dropping(prefix: String, from text: Substring) -> Substring? {
        let (bytes, start) = (text.utf8, prefix.utf8)
        guard bytes.starts(with: start) else { return nil }
        return Substring(bytes.dropFirst(start.count))
    }

    private static let separatorBytes = separators.map { Array($0.utf8) }

    /// Every text after a separator in `title` (found by byte search: separators are exact UTF-8 sequences), and the
    /// text of the parenthesis group that closes it (groups nested in it included).
    private static func suffixCandidates(of title: String) -> [String] {
        let bytes = Array(title.utf8)
        var result: [String] = []
        for separator in separatorBytes {
            var remaining = bytes[...]
            while let found = remaining.firstIndex(ofBytes: separator) {
                remaining = remaining[(found + separator.count)...]
                if !remaining.isEmpty, balanced(remaining) { result.append(String(decoding: remaining, as: UTF8.self)) }
            }
        }
        if title.hasSuffix(")"), let open = openingParenthesis(closingLastIn: bytes), open > 0, bytes[open - 1] == 0x20 {
            let inner = bytes[(open + 1)..<(bytes.count - 1)]
            if !inner.isEmpty { result.append(String(decoding: inner, as: UTF8.self)) }
        }
        return result
    }

    /// The `(` that the last byte of `bytes`, a `)`, closes, counting the groups nested in it (texinfo's
    /// `Top (GNU Octave (version 7.3.0))` names the manual `GNU Octave (version 7.3.0)`); nil when none does.
    private static func openingParenthesis(closingLastIn bytes: [UInt8]) -> Int? {
        var depth = 0
        for index in bytes.indices.reversed() {
            if bytes[index] == 0x29 { depth += 1 }
            if bytes[index] == 0x28 {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether every parenthesis in `bytes` is closed in it: an affix never splits a group (Haddock's
    /// `pkg: Parsers (Index - A)` has no prefix `pkg: Parsers (Index`, which left labels reading `A)`).
    private static func balanced(_ bytes: ArraySlice<UInt8>) -> Bool {
        var depth = 0
        for byte in bytes {
            if byte == 0x28 { depth += 1 } else if byte == 0x29 { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// `prefixSeparators` as UTF-8 bytes, for byte searches.
    static let prefixSeparatorBytes = prefixSeparators.map { Array($0.utf8) }

    /// Every text before a separator in `title` (by byte search, as the suffixes: Foundation's locale-aware
    /// `range(of:)` made this the slowest serial step of reading a vault).
    private static func prefixCandidates(of title: String) -> [String] {
        let bytes = Array(title.utf8)
        var result: [String] = []
        for separator in prefixSeparatorBytes {
            var searchStart = 0
            while let found = bytes.firstIndex(ofBytes: separator, in: searchStart..<bytes.count) {
                if found > 0, balanced(bytes[..<found]) { result.append(String(decoding: bytes[..<found], as: UTF8.self)) }
                searchStart = found + separator.count
            }
        }
        // A name followed by the page's own in parentheses that end the title: `Parsers (Index - A)`.
        if bytes.last == 0x29, let open = openingParenthesis(closingLastIn: bytes), open > 1, bytes[open - 1] == 0x20 {
            result.append(String(decoding: bytes[..<(open - 1)], as: UTF8.self))
        }
        return result
    }
}
