/// Helpers for finding positions and normalizing text in page sources.
public enum SourceText {
    /// The 1-based column of `needle` on 1-based `line` of `source`, or 0 when it is not found there.
    public static func column(of needle: String, onLine line: Int, in source: [UInt8]) -> Int {
        guard line > 0, !needle.isEmpty else { return 0 }
        var currentLine = 1, start = 0
        if line > 1 {
            for (offset, byte) in source.enumerated() where byte == 0x0A {
                currentLine += 1
                if currentLine == line { start = offset + 1; break }
            }
            guard currentLine == line else { return 0 }
        }
        let end = source[start...].firstIndex(of: 0x0A) ?? source.endIndex
        let pattern = Array(needle.utf8)
        guard end - start >= pattern.count else { return 0 }
        for offset in start...(end - pattern.count) where source[offset] == pattern[0] {
            if source[offset..<(offset + pattern.count)].elementsEqual(pattern) {
                return String(decoding: source[start..<offset], as: UTF8.self).count + 1
            }
        }
        return 0
    }

    /// Collapses runs of whitespace to one space and trims the ends.
    public static func collapseWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
