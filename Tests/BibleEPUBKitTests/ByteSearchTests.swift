@testable import BibleEPUBKit
import Testing

@Suite("Byte searches on hot paths")
struct ByteSearchTests {
    @Test("memchr search agrees with a plain scan from every start")
    func firstIndexOfByte() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 15, 16, 17, 100, 1000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...3, using: &generator) }
            for start in 0...length {
                for needle: UInt8 in 0...4 {
                    #expect(bytes.firstIndex(ofByte: needle, from: start) == bytes[start...].firstIndex(of: needle))
                }
            }
        }
    }

    @Test("substring search on arrays, slices and ranges agrees with a plain scan, needles at every edge included")
    func firstIndexOfBytes() {
        func plain(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Int? {
            guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
            return (bytes.startIndex...(bytes.endIndex - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 3, 17, 64] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...2, using: &generator) }
            for needle in [[], [0], [1, 2], [2, 2, 2], [0, 1, 0, 1], [3]] as [[UInt8]] {
                #expect(bytes.firstIndex(ofBytes: needle) == plain(bytes[...], needle), "\(bytes) \(needle)")
                for lower in 0...length {
                    for upper in lower...length {
                        #expect(bytes[lower..<upper].firstIndex(ofBytes: needle) == plain(bytes[lower..<upper], needle))
                        #expect(bytes.firstIndex(ofBytes: needle, in: lower..<upper) == plain(bytes[lower..<upper], needle))
                    }
                }
            }
        }
    }

    @Test("url( is found in any letter case, only directly before the parenthesis", arguments: [
        ("a { background: url(x.png) }", true), ("URL(x)", true), ("b: uRl(", true), ("xurl(", true),
        ("url (x)", false), ("(url)", false), ("ur(", false), ("u\\nrl(", false), ("", false), ("(", false),
        ("calc(1px) rgba(0,0,0,1)", false),
    ])
    func mayContainURL(css: String, expected: Bool) {
        #expect(CSSRewriter.mayContainURL(css) == expected)
    }

    @Test("whitespace collapses the same with and without the fast path", arguments: [
        ("Title", "Title"), ("Two words", "Two words"), (" lead", "lead"), ("trail ", "trail"), ("a  b", "a b"),
        ("a\tb\nc", "a b c"), ("", ""), ("   ", ""), ("caf\u{E9}  au lait", "caf\u{E9} au lait"), ("a\u{A0}b", "a b"),
        ("\r\n a \u{0B}\u{0C} b\n", "a b"), ("x\u{1F}y", "x\u{1F}y"),
    ])
    func collapseWhitespace(text: String, expected: String) {
        #expect(SourceText.collapseWhitespace(text) == expected)
    }

    @Test("ASCII whitespace collapses as the character-based split does, for every mix of a few characters")
    func collapseMatchesSplit() {
        let alphabet: [Character] = ["a", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "-"]
        var texts = [""]
        for _ in 0..<4 { texts = texts.flatMap { text in alphabet.map { text + String($0) } } }
        for text in texts {
            #expect(SourceText.collapseWhitespace(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "), "\(text.debugDescription)")
        }
    }

    @Test("stylesheet names: equal text shares a name; texts equal in length, head and tail but not middle do not")
    func styleSheetNames() {
        let head = String(repeating: "a{color:red}", count: 40), tail = String(repeating: "b{margin:0}", count: 40)
        let one = head + ".x{top:0}" + tail, other = head + ".y{top:0}" + tail
        let names = StyleSheetNames()
        let first = names.path(for: one)
        #expect(names.path(for: String(one.utf8.map { Character(Unicode.Scalar($0)) })) == first)
        #expect(names.path(for: other) != first)
        #expect(StyleSheetKey(css: one).hashValue == StyleSheetKey(css: other).hashValue)
        #expect(StyleSheetKey(css: one) != StyleSheetKey(css: other))
    }

    @Test("escaping changes exactly &, <, >, control characters and, in attributes, quotes, tab, LF and CR")
    func escapedBytes() {
        for byte in UInt8(0)..<128 {
            for attribute in [false, true] {
                let text = String(Character(Unicode.Scalar(byte)))
                let output = Array((attribute ? XHTMLSerializer.escapeAttribute(text) : XHTMLSerializer.escapeText(text)).utf8)
                let kept = byte == 0x09 || byte == 0x0A || byte == 0x0D
                let special = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(byte)
                    || (byte < 0x20 && !(kept && !attribute)) || (attribute && byte == UInt8(ascii: "\""))
                #expect((output != [byte]) == special, "byte \(byte), attribute \(attribute)")
            }
        }
    }

    @Test("escaping gives what escaping scalar by scalar gives, wherever the special byte falls and however long the output")
    func escapedLongText() {
        let reference = { (text: String, attribute: Bool) -> String in
            text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"" where attribute: "&quot;"
                case "\n" where attribute: "&#10;"
                case "\t" where attribute: "&#9;"
                case "\r" where attribute: "&#13;"
                case "\n", "\t", "\r": String(scalar)
                case _ where scalar.value < 0x20: ""
                default: String(scalar)
                }
            }.joined()
        }
        let growing = String(repeating: "a&\"<", count: 5_000) // output 4.5x the input: the buffer grows several times
        #expect(XHTMLSerializer.escapeAttribute(growing) == reference(growing, true))
        for special in ["&", "<", ">", "\"", "\n", "\t", "\r", "\u{1}", "é", "\u{1F600}"] {
            for position in 0..<20 {
                let text = String(repeating: "a", count: position) + special + String(repeating: "b", count: 19 - position)
                #expect(XHTMLSerializer.escapeText(text) == reference(text, false), "\(position)")
                #expect(XHTMLSerializer.escapeAttribute(text) == reference(text, true), "\(position)")
            }
        }
    }

    @Test("Unicode whitespace collapses as the character-based split does, for every mix of a few tricky characters")
    func collapseCharacterWhitespace() {
        let pieces = ["a", " ", "\u{A0}", "\u{2003}", "\u{3000}", "\r\n", "\u{301}", "\u{600}", "—", "é", "\t", "\u{200D}",
                      "\u{2019}", "\u{AD}", "\u{903}"]
        var texts: [String] = []
        for first in pieces { for second in pieces { for third in pieces { texts.append(first + second + third) } } }
        for text in texts {
            #expect(SourceText.collapseCharacterWhitespace(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                    "\(text.debugDescription)")
        }
    }

    @Test("the common global attributes skipped by the per-attribute checks pass every one of them on every element")
    func commonGlobalAttributes() {
        let common = ["class", "id", "style", "title", "lang"]
        for name in common {
            #expect(HTMLAttributes.isCommonGlobal(name) && HTMLAttributes.global.contains(name), "\(name)")
            #expect(ObsoleteAttributes.obsolete[name] == nil && !HTMLVocabulary.idReferenceAttributes.contains(name), "\(name)")
            #expect(XHTMLSerializer.isSerializable(name) && !name.hasPrefix("xmlns") && !name.hasPrefix("aria-"), "\(name)")
            for element in HTMLVocabulary.elements { #expect(HTMLAttributes.isAllowed(name, on: element), "\(name) on \(element)") }
        }
        #expect(!["href", "align", "for", "xmlns", "aria-label", "data-x"].contains(where: HTMLAttributes.isCommonGlobal))
    }
}
