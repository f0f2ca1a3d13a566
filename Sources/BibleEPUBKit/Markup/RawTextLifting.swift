import Foundation

/// Takes the contents of `<style>` and `<script>` out of a page before libxml2 reads it, and puts them back into
/// the tree afterwards. libxml2 copies raw text one character at a time; the real vault's style blocks are 45% of
/// its bytes. Each lifted block leaves its newlines (and its last line as spaces), so libxml2 reports the same
/// lines and columns. Only blocks libxml2 would copy verbatim and silently are lifted, and the result is checked:
/// unless the tree has exactly the raw-text elements the scan found, each lifted one holding its placeholder,
/// the caller parses the original bytes instead.
struct RawTextLifting {
    /// One lifted block: where its content is in the source, the placeholder libxml2 sees instead, and which
    /// raw-text element it is.
    struct Block {
        /// Byte range of the content in `source`.
        let content: Range<Int>
        /// What libxml2 reads instead.
        let placeholder: [UInt8]
        /// Which of the scanned `<style>`/`<script>` elements (0-based, document order) holds it.
        let ordinal: Int
    }

    /// The page as given.
    let source: [UInt8]
    /// The bytes with placeholders for libxml2.
    let bytes: [UInt8]
    /// The lifted blocks in document order.
    let blocks: [Block]
    /// How many `<style>` and `<script>` elements the scan found, lifted or not.
    let rawTextElementCount: Int

    /// Blocks shorter than this stay where they are (lifting them saves less than it costs).
    static let minimumLength = 64

    /// The page with its large raw-text blocks replaced, or nil when there is nothing worth lifting.
    static func lift(_ source: [UInt8]) -> RawTextLifting? {
        var output: [UInt8] = []
        var blocks: [Block] = []
        var copied = 0
        var scanner = RawTextScanner(source)
        var ordinal = -1
        while let found = scanner.nextRawTextElement() {
            ordinal += 1
            guard let range = found, range.count >= minimumLength,
                  let placeholder = source.withUnsafeBufferPointer({ placeholder(for: UnsafeBufferPointer(rebasing: $0[range])) })
            else { continue }
            if output.isEmpty { output.reserveCapacity(source.count) }
            source.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[copied..<range.lowerBound])) }
            output.append(contentsOf: placeholder)
            copied = range.upperBound
            blocks.append(Block(content: range, placeholder: placeholder, ordinal: ordinal))
        }
        guard !blocks.isEmpty else { return nil }
        source.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[copied...])) }
        return RawTextLifting(source: source, bytes: output, blocks: blocks, rawTextElementCount: ordinal + 1)
    }

    /// Puts the blocks back into `elements`, the tree's `<style>` and `<script>` elements in document order (the
    /// tree builder lists them as it makes them); false (then discard the tree) when the parser did not see the
    /// raw-text elements the scan found, each lifted one holding exactly its placeholder.
    func restore(into elements: [Element]) -> Bool {
        guard elements.count == rawTextElementCount else { return false }
        for block in blocks {
            let children = elements[block.ordinal].children
            let text: String
            switch (children.count, children.first) {
            case (0, _): text = ""
            case (1, .text(let only)?): text = only
            default: return false
            }
            guard text.utf8.elementsEqual(block.placeholder) else { return false }
        }
        for block in blocks {
            elements[block.ordinal].children = [.text(String(decoding: source[block.content], as: UTF8.self))]
        }
        return true
    }

    /// True for the elements whose content the scan may lift: `style` and `script`.
    static func holdsRawText(_ name: String) -> Bool { name == "style" || name == "script" }

    /// The `<style>` and `<script>` elements under `root` in document order (the reference for the builder's list).
    static func rawTextElements(in root: Element) -> [Element] {
        var elements: [Element] = []
        root.forEachDescendant { element in
            if holdsRawText(element.name) { elements.append(element) }
        }
        return elements
    }

    /// The placeholder for `content`: its newlines, then its last line's characters as spaces; nil unless libxml2
    /// would copy `content` unchanged and without a message (no `</`, no carriage return, which becomes a newline,
    /// no control character or non-character, which it reports).
    private static func placeholder(for content: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let base = content.baseAddress, !hasUnsafeByte(content) else { return nil }
        var newlines = 0
        var lastLineStart = 0
        var cursor = 0
        while let found = memchr(base + cursor, 0x0A, content.count - cursor) {
            newlines += 1
            cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            lastLineStart = cursor
        }
        let lastLineCharacters = content[lastLineStart...].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } // UTF-8 lead bytes
        var result = [UInt8](repeating: 0x0A, count: newlines)
        result.append(contentsOf: repeatElement(0x20, count: lastLineCharacters))
        return result
    }

    /// True when `content` has a control character other than tab and newline, a `</`, or a UTF-8 non-character
    /// (U+FFFE, U+FFFF). Eight bytes at a time: only words holding a byte below 0x20, a `<` or 0xEF are looked into.
    private static func hasUnsafeByte(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool { (word &- ones &* limit) & ~word & highs != 0 }
        func hasByte(_ word: UInt64, _ byte: UInt64) -> Bool { hasByteBelow(word ^ (ones &* byte), 1) }
        var index = 0
        let raw = UnsafeRawPointer(content.baseAddress!)
        while index + 8 <= content.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if hasByteBelow(word, 0x20) || hasByte(word, 0x3C) || hasByte(word, 0xEF) {
                for offset in index..<(index + 8) where isUnsafe(at: offset, in: content) { return true }
            }
            index += 8
        }
        for offset in index..<content.count where isUnsafe(at: offset, in: content) { return true }
        return false
    }

    private static func isUnsafe(at index: Int, in content: UnsafeBufferPointer<UInt8>) -> Bool {
        switch content[index] {
        case 0x09, 0x0A: return false
        case ..<0x20: return true
        case 0x3C: return index + 1 < content.count && content[index + 1] == 0x2F
        case 0xEF: return index + 2 < content.count && content[index + 1] == 0xBF && content[index + 2] >= 0xBE
        default: return false
        }
    }
}

/// Finds the content of each `<style>` and `<script>` element the way the HTML parser delimits it, skipping comments.
private struct RawTextScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next `<style>` or `<script>` start tag: `.some(range)` of its content up to its `</style` or
    /// `</script`, `.some(nil)` when it has no end tag; nil when there are no more.
    mutating func nextRawTextElement() -> Range<Int>?? {
        while let open = bytes.firstIndex(ofByte: 0x3C, from: position) {
            position = open + 1
            guard position < bytes.count else { return nil }
            if bytes[position] == 0x21 { // `<!`
                if matches("!--", at: position) { position = find("-->", from: position + 3).map { $0 + 3 } ?? bytes.count }
                continue
            }
            guard bytes[position] | 0x20 == 0x73, let name = rawTextName(at: position), let tagEnd = startTagEnd(from: position + name.count) else { continue }
            var close = tagEnd
            while let candidate = find("</", from: close) {
                if matchesIgnoringCase(name, at: candidate + 2) {
                    position = candidate
                    return .some(tagEnd..<candidate)
                }
                close = candidate + 2
            }
            position = bytes.count
            return .some(nil)
        }
        return nil
    }

    private static let names: [[UInt8]] = [Array("style".utf8), Array("script".utf8)]

    private func rawTextName(at index: Int) -> [UInt8]? {
        Self.names.first { name in
            guard matchesIgnoringCase(name, at: index), index + name.count < bytes.count else { return false }
            let after = bytes[index + name.count]
            return after == 0x3E || after == 0x2F || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D
        }
    }

    /// The index after the start tag's `>`, honouring quoted attribute values.
    private func startTagEnd(from index: Int) -> Int? {
        var quote: UInt8 = 0
        var cursor = index
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3E {
                return cursor + 1
            } else if byte == 0x3C {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    private func find(_ needle: String, from index: Int) -> Int? {
        bytes.firstIndex(ofBytes: Array(needle.utf8), in: min(index, bytes.count)..<bytes.count)
    }

    private func matches(_ text: String, at index: Int) -> Bool {
        let pattern = text.utf8
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private func matchesIgnoringCase(_ name: [UInt8], at index: Int) -> Bool {
        guard index + name.count <= bytes.count else { return false }
        for offset in 0..<name.count where bytes[index + offset] | 0x20 != name[offset] { return false }
        return true
    }
}
