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

    /// The candidate with the largest width (`w`) or density (`x`) descriptor whose image `size` gives no more than
    /// `limit` pixels (an unknown size counts as fitting); nil when `value` has fewer than two candidates or some
    /// candidate's descriptor is not a number (the choice is then the reading system's).
    static func largest(of value: String, fitting limit: Int, size: (String) -> ImageSize?) -> Candidate? {
        let all = candidates(value)
        guard all.count > 1 else { return nil }
        var measured: [(Candidate, Double)] = []
        for candidate in all {
            let descriptor = candidate.descriptors.isEmpty ? "1x" : candidate.descriptors.lowercased()
            guard let unit = descriptor.last, unit == "w" || unit == "x", let number = Double(descriptor.dropLast()) else { return nil }
            measured.append((candidate, number))
        }
        let ranked = measured.sorted { $0.1 > $1.1 }.map(\.0)
        return ranked.first { (size($0.url)?.pixels ?? 0) <= limit } ?? ranked.last
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
