import Foundation

/// `bible-epub biuld`: the argument parser would call the word an unexpected argument; a near miss of a
/// subcommand's name is answered with the name instead.
enum CommandSuggestion {
    /// The subcommand `arguments[1]` was probably meant to be, when it is no subcommand but one edit or two away.
    static func suggestion(for arguments: [String], commands: [String]) -> String? {
        guard arguments.count > 1 else { return nil }
        let word = arguments[1].lowercased()
        guard !word.hasPrefix("-"), !commands.contains(word), word != "help" else { return nil }
        // Nearest first; on a tie the name that starts with the same letter (`lnit` is `lint` before `init`).
        let ranked = commands.map { (name: $0, distance: distance(word, $0)) }
            .min { ($0.distance, $0.name.first == word.first ? 0 : 1) < ($1.distance, $1.name.first == word.first ? 0 : 1) }
        guard let ranked, ranked.distance <= min(2, ranked.name.count / 2) else { return nil }
        return ranked.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours
    /// (`biuld` is one swap from `build`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }
}
