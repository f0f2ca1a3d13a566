/// Where the elements of a serialized page came from: for each element start in the XHTML (a byte offset), the
/// line of the vault file it was parsed from, so that a finding about the written book (EPUBCheck's, at a line and
/// column of the XHTML) can point at the line the author wrote. Recorded only when asked (`build --check`).
package struct SourceLineMap: Sendable, Equatable {
    /// Byte offsets of element starts in the XHTML, ascending; a mark is kept only where the source line changes.
    package private(set) var offsets: [Int32] = []
    /// The source line of the element starting at the same index of `offsets`.
    package private(set) var lines: [Int32] = []

    /// Creates an empty map.
    package init() {}

    /// Notes that an element from source `line` starts at byte `offset` (ignored without a line).
    mutating func mark(offset: Int, line: Int) {
        guard line > 0, lines.last != Int32(truncatingIfNeeded: line) else { return }
        offsets.append(Int32(truncatingIfNeeded: offset))
        lines.append(Int32(truncatingIfNeeded: line))
    }

    /// The source line of the element that holds byte `offset` (the last one starting at or before it).
    package func sourceLine(atOffset offset: Int) -> Int? {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if Int(offsets[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : Int(lines[low - 1])
    }

    /// The source line for a 1-based `line` and `column` of `xhtml` (a column counts characters, as XML parsers do).
    package func sourceLine(line: Int, column: Int, in xhtml: [UInt8]) -> Int? {
        guard line > 0 else { return nil }
        var offset = 0, currentLine = 1
        while currentLine < line, offset < xhtml.count {
            if xhtml[offset] == 0x0A { currentLine += 1 }
            offset += 1
        }
        var characters = 1
        while characters < column, offset < xhtml.count, xhtml[offset] != 0x0A {
            offset += 1
            while offset < xhtml.count, xhtml[offset] & 0xC0 == 0x80 { offset += 1 } // continuation bytes
            characters += 1
        }
        return sourceLine(atOffset: offset)
    }
}
