/// Helpers for finding positions and normalizing text in page sources.
package enum SourceText {
    /// The 1-based column of `needle` on 1-based `line` of `source`, or 0 when it is not found there.
    package static func column(of needle: String, onLine line: Int, in source: [UInt8], lineStarts: [Int]? = nil) -> Int {
        guard line > 0, !needle.isEmpty, let start = lineStart(line, in: source, lineStarts: lineStarts) else { return 0 }
        let end = source.firstIndex(ofByte: 0x0A, from: start) ?? source.endIndex
        guard let found = source.firstIndex(ofBytes: Array(needle.utf8), in: start..<end) else { return 0 }
        return characters(source[start..<found]) + 1
    }

    /// The 1-based column of the `occurrence`-th (from 0) place on `line` where `value` is written as an attribute
    /// value (right after `=` or a quote), so that a link whose text repeats its href is not taken for it; the
    /// last such place when there are fewer, the first plain occurrence when there is none, 0 when it is absent.
    /// `lineStarts` (from `lineStarts(in:)`) saves scanning the lines above, for a page with many findings.
    package static func column(ofValue value: String, onLine line: Int, in source: [UInt8], occurrence: Int,
                               lineStarts: [Int]? = nil) -> Int {
        valuePlaces(of: value, onLine: line, in: source, lineStarts: lineStarts).column(occurrence: occurrence)
    }

    /// Every place on 1-based `line` where `value` is written, read in one pass over the line.
    package static func valuePlaces(of value: String, onLine line: Int, in source: [UInt8], lineStarts: [Int]? = nil) -> ValuePlaces {
        guard line > 0, !value.isEmpty, let start = lineStart(line, in: source, lineStarts: lineStarts) else { return ValuePlaces() }
        let end = source.firstIndex(ofByte: 0x0A, from: start) ?? source.endIndex
        let needle = Array(value.utf8)
        var places = ValuePlaces(), cursor = start, counted = (offset: start, column: 1)
        while let found = source.firstIndex(ofBytes: needle, in: cursor..<end) {
            if places.first == 0 { places.first = characters(source[start..<found]) + 1 }
            if found > start, [UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(source[found - 1]) {
                counted = (found, counted.column + characters(source[counted.offset..<found]))
                places.attributeValues.append(counted.column)
            }
            cursor = found + 1
        }
        return places
    }

    /// Where `value` is written on `line`, or when it is absent there, on the first line below that holds it (within
    /// 200 lines; any line below when `line` is 0, an element with no line); `line` with no places when neither.
    package static func valuePlaces(of value: String, near line: Int, in source: [UInt8],
                                    lineStarts: [Int]? = nil) -> (line: Int, places: ValuePlaces) {
        let places = valuePlaces(of: value, onLine: line, in: source, lineStarts: lineStarts)
        guard places.first == 0, let below = lineBelow(line, holding: value, in: source, within: line > 0 ? 200 : Int.max / 2,
                                                      lineStarts: lineStarts) else { return (line, places) }
        return (below, valuePlaces(of: value, onLine: below, in: source, lineStarts: lineStarts))
    }

    /// Where a value is written on one line: as attribute values, and anywhere (1-based columns).
    package struct ValuePlaces: Sendable {
        /// The columns where it is written right after `=` or a quote, in order.
        package var attributeValues: [Int] = []
        /// The column of its first occurrence on the line, 0 when it is absent.
        package var first = 0

        /// The `occurrence`-th (from 0) attribute-value column, the last when there are fewer, else `first`.
        package func column(occurrence: Int) -> Int {
            attributeValues.isEmpty ? first : attributeValues[min(occurrence, attributeValues.count - 1)]
        }
    }

    /// The first line after `line`, and at most `within` lines after it, on which `value` is written; nil when none.
    package static func lineBelow(_ line: Int, holding value: String, in source: [UInt8], within: Int,
                                  lineStarts: [Int]? = nil) -> Int? {
        guard !value.isEmpty, let start = lineStart(line + 1, in: source, lineStarts: lineStarts) else { return nil }
        let end = within > source.count ? source.endIndex : lineStart(line + 1 + within, in: source, lineStarts: lineStarts) ?? source.endIndex
        guard start < end, let found = source.firstIndex(ofBytes: Array(value.utf8), in: start..<end) else { return nil }
        return line + 1 + source[start..<found].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The number of characters in `bytes` (part of one line, so never a CR LF pair): the byte count when all
    /// are ASCII, else what `String` counts.
    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        let isASCII = bytes.withUnsafeBufferPointer { buffer in !buffer.contains { $0 >= 0x80 } }
        if isASCII { return bytes.count }
        return String(decoding: bytes, as: UTF8.self).count
    }

    /// The byte offset where each line of `source` starts (line 1 at index 0).
    package static func lineStarts(in source: [UInt8]) -> [Int] {
        source.withUnsafeBufferPointer { buffer in
            var starts = [0], offset = 0
            while let newline = buffer.firstIndex(ofByte: 0x0A, from: offset) {
                offset = newline + 1
                starts.append(offset)
            }
            return starts
        }
    }

    /// Byte offset where 1-based `line` starts, or nil past the end (read from `lineStarts` when given).
    private static func lineStart(_ line: Int, in source: [UInt8], lineStarts: [Int]?) -> Int? {
        if let lineStarts { return line <= lineStarts.count ? lineStarts[line - 1] : nil }
        return source.withUnsafeBufferPointer { buffer -> Int? in
            var offset = 0
            for _ in 1..<line {
                guard let newline = buffer.firstIndex(ofByte: 0x0A, from: offset) else { return nil }
                offset = newline + 1
            }
            return offset
        }
    }

    /// Collapses runs of whitespace to one space and trims the ends.
    package static func collapseWhitespace(_ text: String) -> String {
        if isCollapsed(text) { return text }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return collapseASCIIWhitespace(text) }
        return collapseCharacterWhitespace(text)
    }

    /// `collapseWhitespace` as `split(whereSeparator: \.isWhitespace).joined(separator: " ")` does it: scalar by scalar
    /// when that gives the same result (the usual title), else character by character.
    static func collapseCharacterWhitespace(_ text: String) -> String {
        collapseScalarWhitespace(text) ?? collapseByCharacter(text)
    }

    /// Whitespace collapsed scalar by scalar; nil when a whitespace scalar borders one outside ASCII, Latin-1, Latin
    /// Extended and the common punctuation, which might join it into a larger character (a combining mark after it,
    /// a prepended mark before it) and so change what the character-based split keeps.
    private static func collapseScalarWhitespace(_ text: String) -> String? {
        var result = WhitespaceCollapser(String.UnicodeScalarView(), space: " ")
        var previousIsWhitespace = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let isWhitespace = scalar.value < 0x80 ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
                : scalar.properties.isWhitespace
            if let previous, isWhitespace != previousIsWhitespace, !isSeparateCharacter(isWhitespace ? previous : scalar) {
                return nil
            }
            result.append(scalar, isWhitespace: isWhitespace)
            previous = scalar
            previousIsWhitespace = isWhitespace
        }
        return String(result.output)
    }

    /// True for scalars that always stand as characters of their own beside whitespace (neither prepended nor extending).
    private static func isSeparateCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x80, 0xA1...0xAC, 0xAE...0x24F, 0x2010...0x2027, 0x2030...0x205E: return true
        default: return false
        }
    }

    /// `collapseWhitespace` character by character, without a Unicode property lookup for characters that start with
    /// an ASCII scalar.
    private static func collapseByCharacter(_ text: String) -> String {
        var result = WhitespaceCollapser("", space: " ")
        for character in text {
            let first = character.unicodeScalars.first!.value
            result.append(character, isWhitespace: first < 0x80 ? first == 0x20 || (0x09...0x0D).contains(first) : character.isWhitespace)
        }
        return result.output
    }

    /// `collapseWhitespace` byte by byte for ASCII text (its whitespace: tab, LF, VT, FF, CR and space).
    private static func collapseASCIIWhitespace(_ text: String) -> String {
        var result = WhitespaceCollapser([UInt8](), space: 0x20)
        result.output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 { result.append(byte, isWhitespace: byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) }
        return String(decoding: result.output, as: UTF8.self)
    }

    /// True for ASCII text with no control characters, no doubled spaces and none at either end (most titles).
    private static func isCollapsed(_ text: String) -> Bool {
        var previous = UInt8(ascii: " ")
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return previous != 0x20
    }
}

/// Builds text with each run of whitespace replaced by one space and none kept at either end.
private struct WhitespaceCollapser<Output: RangeReplaceableCollection> {
    var output: Output
    let space: Output.Element
    private var pendingSpace = false

    init(_ output: Output, space: Output.Element) {
        self.output = output
        self.space = space
    }

    mutating func append(_ item: Output.Element, isWhitespace: Bool) {
        if isWhitespace {
            pendingSpace = !output.isEmpty
            return
        }
        if pendingSpace { output.append(space) }
        pendingSpace = false
        output.append(item)
    }
}
