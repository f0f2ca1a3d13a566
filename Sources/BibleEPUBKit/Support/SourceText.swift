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
        let lineText = String(decoding: source[start..<end], as: UTF8.self)
        guard let range = lineText.range(of: needle) else { return 0 }
        return lineText.distance(from: lineText.startIndex, to: range.lowerBound) + 1
    }

    /// Collapses runs of whitespace to one space and trims the ends.
    public static func collapseWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
