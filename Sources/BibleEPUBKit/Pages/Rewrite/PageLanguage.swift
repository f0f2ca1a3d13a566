/// The language of a page that states none, from the vault's own signals, never guessed between languages that share
/// a script: the language folder it stands in when the vault holds the book in several (`ja/`, `de/`), else the one
/// language its text's script is written in (kana: Japanese; Hangul: Korean; Greek; Hebrew; Thai) when most of its
/// letters are in it. Han alone (Chinese or Japanese), Cyrillic or Arabic letters (many languages each) decide nothing.
enum PageLanguage {
    /// How `language` was found, for the finding.
    enum Source: Equatable {
        /// The language folder the page stands in.
        case folder(String)
        /// The script most of its letters are written in.
        case script(String)
    }

    /// The language of `page` when it states none and differs from `bookLanguage`, and how it was found.
    static func inferred(path: String, body: Element?, languageFolders: [String], bookLanguage: String) -> (language: String, source: Source)? {
        let primary = LanguageVersions.primaryLanguage
        if let folder = path.split(separator: "/").first.map(String.init), path.contains("/"), languageFolders.contains(folder) {
            return primary(folder) == primary(bookLanguage) ? nil : (LanguageVersions.languageTag(ofFolder: folder), .folder(folder))
        }
        guard let body, let (language, script) = scriptLanguage(of: body), language != primary(bookLanguage) else { return nil }
        return (language, .script(script))
    }

    /// The language and script name of the one script most (half or more) of the first letters of `body`'s text are in,
    /// when it has `minimumLetters` letters or more.
    static func scriptLanguage(of body: Element, minimumLetters: Int = 20) -> (String, String)? {
        var counts = Counts()
        count(body, into: &counts)
        guard counts.letters >= minimumLetters else { return nil }
        let half = { (n: Int) in n * 2 >= counts.letters }
        if counts.kana > 0 && half(counts.kana + counts.han) && counts.kana * 10 >= counts.kana + counts.han { return ("ja", "kana and kanji") }
        if half(counts.hangul) { return ("ko", "Hangul") }
        if half(counts.greek) { return ("el", "Greek") }
        if half(counts.hebrew) { return ("he", "Hebrew") }
        if half(counts.thai) { return ("th", "Thai") }
        return nil
    }

    /// An ASCII letter, or a non-ASCII scalar Unicode calls alphabetic (the property looked up only for those).
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A : scalar.properties.isAlphabetic
    }

    private struct Counts {
        var letters = 0, kana = 0, han = 0, hangul = 0, greek = 0, hebrew = 0, thai = 0
    }

    /// Counts the letters of the text under `element` by script, up to 2,000 letters.
    private static func count(_ element: Element, into counts: inout Counts) {
        for child in element.children where counts.letters < 2_000 {
            switch child {
            case .text(let text):
                for scalar in text.unicodeScalars where isLetter(scalar) {
                    counts.letters += 1
                    if counts.letters >= 2_000 { break }
                    switch scalar.value {
                    case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: counts.kana += 1
                    case 0x4E00...0x9FFF, 0x3400...0x4DBF: counts.han += 1
                    case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: counts.hangul += 1
                    case 0x0370...0x03FF, 0x1F00...0x1FFF: counts.greek += 1
                    case 0x0590...0x05FF: counts.hebrew += 1
                    case 0x0E00...0x0E7F: counts.thai += 1
                    default: break
                    }
                }
            case .element(let inner) where !["script", "style", "code", "pre"].contains(inner.name):
                count(inner, into: &counts)
            default: break
            }
        }
    }
}
