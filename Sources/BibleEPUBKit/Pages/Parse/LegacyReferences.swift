/// HTML5 decodes 106 legacy named references without their semicolon (`&lt`, `&amp`, `&copy`: HTML 4's Latin-1
/// names and a few capitals); libxml2 2.9 leaves them as text, so a page that writes `&ltnumber&gt` would show the
/// reader `&ltnumber&gt`. Before parsing, such a reference is written as a numeric one wherever the HTML Standard
/// decodes it: in text always, in an attribute value unless an ASCII letter, digit or `=` follows (`?a=1&copy=2`
/// stays as written). Comments and the raw text of `script` and `style` are left alone.
enum LegacyReferences {
    /// `bytes` with each legacy reference the HTML Standard decodes written as `&#N;` (the input when there is none).
    static func decoded(_ bytes: [UInt8]) -> [UInt8] {
        guard mayHaveAny(bytes) else { return bytes }
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        return scanner.copied == 0 ? bytes : scanner.output + bytes[scanner.copied...]
    }

    /// Whether some `&` starts a legacy name not followed by `;` (most pages have none: then no tokenizing).
    private static func mayHaveAny(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let ampersand = bytes.firstIndex(ofByte: UInt8(ascii: "&"), from: index) {
            index = ampersand + 1
            if let (_, end) = match(in: bytes, at: ampersand), end >= bytes.count || bytes[end] != UInt8(ascii: ";") { return true }
        }
        return false
    }

    /// The legacy names by their first byte: a reference is compared with the few that can match, not all 106 (a
    /// page of 4,000,000 references spent most of its build in those comparisons).
    private static let legacyByFirstByte: [[(name: [UInt8], codePoint: UInt32)]] = {
        var buckets = Array(repeating: [(name: [UInt8], codePoint: UInt32)](), count: 256)
        for entry in HTML5Entities.legacy { buckets[Int(entry.name[0])].append(entry) }
        return buckets
    }()

    /// The longest legacy name right after the `&` at `start`: its code point and the index after the name.
    static func match(in bytes: [UInt8], at start: Int) -> (codePoint: UInt32, end: Int)? {
        guard start + 1 < bytes.count else { return nil }
        var best: (UInt32, Int)?
        for (name, point) in legacyByFirstByte[Int(bytes[start + 1])] {
            let end = start + 1 + name.count
            guard end <= bytes.count, bytes[(start + 1)..<end].elementsEqual(name) else { continue }
            if best == nil || end > best!.1 { best = (point, end) }
        }
        return best
    }

    /// A small HTML tokenizer that knows text from tags, comments and raw text: enough to tell where `&` decodes.
    private struct Scanner {
        let bytes: [UInt8]
        var output: [UInt8] = []
        var copied = 0
        private var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "<") where index + 1 < bytes.count && startsMarkup(bytes[index + 1]): tag()
                case UInt8(ascii: "&"): reference(inAttribute: false)
                default: index += 1
                }
            }
        }

        /// A tag, comment or declaration from its `<`; after `script` and `style` start tags, their raw text too.
        private mutating func tag() {
            if starts(with: "<!--") {
                index = find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                return
            }
            index += 1
            var name: [UInt8] = []
            while index < bytes.count, isLetterOrDigit(bytes[index]) { name.append(bytes[index] | 0x20); index += 1 }
            var quote: UInt8 = 0
            while index < bytes.count {
                let byte = bytes[index]
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                if byte == UInt8(ascii: "&") { reference(inAttribute: true) } else { index += 1 }
            }
            index += 1
            if name == Array("script".utf8) || name == Array("style".utf8) { skipRawText(closing: name) }
        }

        /// Moves past the raw text of an element named `name`, to its end tag.
        private mutating func skipRawText(closing name: [UInt8]) {
            while let open = find("</", from: index) {
                let end = open + 2 + name.count
                if end <= bytes.count, bytes[(open + 2)..<end].map({ $0 | 0x20 }) == name { index = open; return }
                index = open + 2
            }
            index = bytes.count
        }

        /// Writes the legacy reference at `index` (an `&`) as a numeric one where the HTML Standard decodes it.
        private mutating func reference(inAttribute: Bool) {
            let start = index
            index += 1
            guard let (point, end) = LegacyReferences.match(in: bytes, at: start) else { return }
            if end < bytes.count {
                let next = bytes[end]
                if next == UInt8(ascii: ";") { return }
                if inAttribute && (isLetterOrDigit(next) || next == UInt8(ascii: "=")) { return }
            }
            output += bytes[copied..<start]
            output += Array("&#\(point);".utf8)
            copied = end
            index = end
        }

        /// Whether `<` then `byte` opens a tag, an end tag, a comment or a declaration (else the `<` is text).
        private func startsMarkup(_ byte: UInt8) -> Bool {
            isLetterOrDigit(byte) && byte > 0x39 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
        }

        private func starts(with text: String) -> Bool {
            let needle = Array(text.utf8)
            return index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
        }

        private func find(_ text: String, from start: Int) -> Int? {
            bytes.firstIndex(ofBytes: Array(text.utf8), in: start..<bytes.count)
        }

        private func isLetterOrDigit(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }
}
