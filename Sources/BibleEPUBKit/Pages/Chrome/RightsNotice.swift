/// A copyright or licence notice inside app chrome (a site footer's "© 2020 The Qt Company Ltd. … GNU Free
/// Documentation License 1.3"): the chrome goes from every page, the notice is kept once, as the book's rights
/// (`dc:rights` and the copyright page) when the author states none.
enum RightsNotice {
    /// The sentences of `element`'s text that state a copyright or a licence, joined; nil when none does.
    static func find(in element: Element) -> String? {
        // Searched as bytes before the text is split: most chrome (a sidebar holding the whole contents) holds no
        // notice, and splitting it by Character took 1% of the real vault's build.
        let raw = element.textContent()
        guard mayHold(raw) else { return nil }
        let text = blockText(of: element).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard text.utf8.count < 2_000 else { return nil }
        let sentences = split(text).filter(states)
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// `element`'s text with `|` between its blocks and lines (a footer's "Previous" and "Next" buttons are no part of
    /// the copyright paragraph after them), scripts and styles left out.
    private static func blockText(of element: Element) -> String {
        var text = ""
        func walk(_ element: Element) {
            for child in element.children {
                switch child {
                case .text(let value): text += value
                case .element(let inner) where inner.traits.contains(.rawText): continue
                case .element(let inner) where inner.name == "br" || inner.traits.contains(.block):
                    text += " | "
                    walk(inner)
                    text += " | "
                case .element(let inner): walk(inner)
                default: continue
                }
            }
        }
        walk(element)
        return text
    }

    /// The notice most pages' chrome held, when at least half of the `pages` that lost chrome held it.
    static func common(_ notices: [String?], pages: Int) -> String? {
        var counts: [String: Int] = [:]
        for case let notice? in notices { counts[notice, default: 0] += 1 }
        guard let (notice, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
              count * 2 >= pages else { return nil }
        return notice
    }

    /// Words that make a sentence a notice.
    private static let markers = ["©", "copyright", "licence", "license", "licensed", "all rights reserved", "(c) 1", "(c) 2"]

    /// Whether `text` holds `©`, `copyright` or `licen` in any ASCII letter case.
    static func mayHold(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            bytes.firstIndex(ofIgnoringASCIICase: "\u{A9}") != nil || bytes.firstIndex(ofIgnoringASCIICase: "copyright") != nil
                || bytes.firstIndex(ofIgnoringASCIICase: "licen") != nil
        }
    }

    private static func states(_ sentence: String) -> Bool {
        let lowered = sentence.lowercased()
        return markers.contains { lowered.contains($0) }
    }

    /// `text` split into sentences and separated items (`.`, `|`, `·`, `•` followed by a space).
    private static func split(_ text: String) -> [String] {
        var sentences: [String] = [], current = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if "|·•".contains(character) {
                sentences.append(current)
                current = ""
                continue
            }
            current.append(character)
            if character == ".", characters.first == " " {
                sentences.append(current)
                current = ""
            }
        }
        sentences.append(current)
        return sentences.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
