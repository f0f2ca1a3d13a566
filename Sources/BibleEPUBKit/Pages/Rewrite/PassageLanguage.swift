/// `lang` on the passages of a page that are in another language than the page (WCAG 3.1.2, Language of Parts), from
/// their script alone, as `PageLanguage` finds a page's: a paragraph, list item, table cell, heading, quotation or
/// caption most of whose letters (10 or more) are in a script one language writes (kana: Japanese; Hangul, Greek,
/// Hebrew, Thai). The outermost such passage is marked. An element stating a language keeps it, and what it holds is
/// read against it; code, SVG and MathML are not passages of prose. A script several languages share (Latin,
/// Cyrillic, Arabic, Han alone) decides nothing.
enum PassageLanguage {
    /// A passage marked: the element, the language it got and the script that said so.
    struct Marked {
        let element: Element
        let language: String
        let script: String
    }

    /// The elements whose language the pass decides.
    static let passages: Set<String> = [
        "p", "li", "dt", "dd", "td", "th", "blockquote", "figcaption", "caption", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// Elements whose content is no passage of the page's prose.
    private static let skipped: Set<String> = ["script", "style", "code", "pre", "kbd", "samp", "svg", "math", "template"]

    /// Marks the passages under `body` of a page in `language` whose script says they are in another; `source` is the
    /// page's text as read, which tells at once whether it holds a letter of such a script at all.
    static func mark(in body: Element, language: String, source: [UInt8]) -> [Marked] {
        guard mayHoldOtherScripts(source) else { return [] }
        var marked: [Marked] = []
        visit(body, context: language, into: &marked)
        return marked
    }

    private static func visit(_ element: Element, context: String, into marked: inout [Marked]) {
        for case .element(let child) in element.children where !skipped.contains(child.name) {
            if let own = child[attribute: "lang"] ?? child[attribute: "xml:lang"] {
                visit(child, context: own, into: &marked)
            } else if passages.contains(child.name),
                      let (language, script) = PageLanguage.scriptLanguage(of: child, minimumLetters: 10),
                      LanguageVersions.primaryLanguage(language) != LanguageVersions.primaryLanguage(context) {
                child[attribute: "lang"] = language
                child[attribute: "xml:lang"] = language
                marked.append(Marked(element: child, language: language, script: script))
            } else {
                visit(child, context: context, into: &marked)
            }
        }
    }

    /// Whether `source` (UTF-8) holds a byte that starts a letter of Greek (U+0370-03FF), Hebrew (U+0590-05FF), Thai
    /// (U+0E00-0E7F), Hangul Jamo or Greek Extended (U+1100-1FFF), kana, Han or Hangul syllables (U+3040-D7AF) or
    /// half-width kana (U+FF66-FF9D): most pages hold none, and are not walked. Eight ASCII bytes are passed over at
    /// a time.
    static func mayHoldOtherScripts(_ source: [UInt8]) -> Bool {
        source.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                if offset + 8 <= bytes.count, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                    continue
                }
                switch bytes[offset] {
                case 0xCD...0xCF, 0xD6, 0xD7, 0xE0, 0xE1, 0xE3...0xED, 0xEF: return true
                default: offset += 1
                }
            }
            return false
        }
    }
}

extension PageNormalizer {
    /// Marks the passages in another language than the page's (`PassageLanguage`), reported once for the page.
    func markPassageLanguages(in body: Element) {
        let pageLanguage = root[attribute: "lang"] ?? index.language
        let marked = PassageLanguage.mark(in: body, language: pageLanguage, source: page.source)
        guard let first = marked.first else { return }
        var seen: Set<String> = []
        let languages = marked.filter { seen.insert($0.language).inserted }.map { "lang=\"\($0.language)\" (\($0.script))" }
        let count = marked.count == 1 ? "a passage" : "\(marked.count) passages"
        report(.a11yPassageLanguage, .info, first.element,
               "\(count) marked \(languages.joined(separator: ", ")): most of their letters are in that script, not in the page's language, \(pageLanguage)",
               hint: "write lang=\"…\" on a passage to state its language yourself")
    }
}
