/// "Did you mean" suggestions by edit distance.
package enum Suggestions {
    /// The candidate closest to `word` when it is close enough to be a plausible typo.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = candidates.map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        return best.distance <= max(2, word.count / 3) ? best.candidate : nil
    }

    /// Levenshtein distance between two strings.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
