/// `epub:type` values keep their vocabularies: a prefixed value (`z3998:fiction`) stays when its prefix is
/// declared by the page (`epub:prefix` on its root) or is a published vocabulary the build knows, and the page's
/// root then declares every prefix it uses; a value with an unknown, undeclared prefix is dropped and reported
/// (EPUBCheck: OPF-028 "Undeclared prefix").
extension PageNormalizer {
    /// Filters `element`'s `epub:type` tokens by their prefixes, recording the prefixes kept.
    func checkEpubType(of element: Element) {
        guard let value = element[attribute: "epub:type"] else { return }
        let tokens = value.split(whereSeparator: \.isWhitespace)
        let kept = tokens.filter { token in
            guard let colon = token.firstIndex(of: ":") else { return true }
            let prefix = String(token[..<colon])
            if let uri = sourcePrefixes[prefix] ?? EpubVocabularies.published[prefix] {
                usedPrefixes[prefix] = uri
                return true
            }
            webChrome.record(.markupEpubTypePrefix, .warning, line: element.line,
                             "epub:type values with the undeclared prefix '\(prefix):' were dropped",
                             hint: "declare it on the page's root: epub:prefix=\"\(prefix): URI\"")
            return false
        }
        guard kept.count != tokens.count else { return }
        element[attribute: "epub:type"] = kept.isEmpty ? nil : kept.joined(separator: " ")
    }

    /// The root's `epub:prefix`, declaring the prefixes the page's `epub:type` values use (nil: none used).
    func prefixAttribute() -> Attribute? {
        guard !usedPrefixes.isEmpty else { return nil }
        return Attribute("epub:prefix", usedPrefixes.keys.sorted().map { "\($0): \(usedPrefixes[$0]!)" }.joined(separator: " "))
    }
}

/// Vocabulary prefixes for `epub:type`.
enum EpubVocabularies {
    /// Published vocabularies a page may use without declaring them (the build declares them): the DAISY
    /// structural semantics vocabulary, which EPUB 3.0 recommended for terms its own vocabulary lacks.
    static let published: [String: String] = ["z3998": "http://www.daisy.org/z3998/2012/vocab/structure/#"]

    /// The prefix mappings of an `epub:prefix` value (`p1: uri1 p2: uri2`); malformed pairs are skipped.
    static func mappings(_ value: String) -> [String: String] {
        let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
        var result: [String: String] = [:]
        var index = 0
        while index + 1 < words.count {
            let word = words[index]
            if word.hasSuffix(":"), word.count > 1, XMLNames.isNCName(String(word.dropLast())) {
                result[String(word.dropLast())] = words[index + 1]
                index += 2
            } else {
                index += 1
            }
        }
        return result
    }
}
