import Foundation

/// A `srcset` attribute split as the HTML Standard's "parse a srcset attribute" algorithm splits it: a candidate is a
/// URL (a run of non-space characters, so it may hold commas: `w_424,f_webp/a.png`), then descriptors up to a comma
/// outside parentheses.
enum SourceSet {
    /// One image candidate: its URL and its descriptors as written (`424w`, `2x`).
    struct Candidate: Equatable {
        var url: String
        var descriptors: String
    }

    /// The candidates of `value`, in order.
    static func candidates(_ value: String) -> [Candidate] {
        let characters = Array(value.unicodeScalars)
        var index = 0
        var result: [Candidate] = []
        while index < characters.count {
            while index < characters.count, isSpace(characters[index]) || characters[index] == "," { index += 1 }
            guard index < characters.count else { break }
            let urlStart = index
            while index < characters.count, !isSpace(characters[index]) { index += 1 }
            var url = String(String.UnicodeScalarView(characters[urlStart..<index]))
            var descriptors = ""
            if url.hasSuffix(",") {
                while url.hasSuffix(",") { url.removeLast() }
            } else {
                let descriptorStart = index
                var depth = 0
                while index < characters.count, depth > 0 || characters[index] != "," {
                    if characters[index] == "(" { depth += 1 } else if characters[index] == ")" { depth = max(0, depth - 1) }
                    index += 1
                }
                descriptors = String(String.UnicodeScalarView(characters[descriptorStart..<index]))
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if index < characters.count { index += 1 }
            }
            if !url.isEmpty { result.append(Candidate(url: url, descriptors: descriptors)) }
        }
        return result
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }
}
