extension Diagnostic {
    /// The ID families whose findings are repairs the build made (markup fixed, scripts and their attributes removed,
    /// bytes decoded): one finding per page and kind tells the author what happened; one per element, thousands
    /// on a generated page, buries everything else.
    static let repairFamilies = ["markup.", "script.", "encoding."]

    /// `diagnostics` with each repair repeated on one page (same file, ID and message) reported once, at its first
    /// place, with the count in the message; other findings (a broken link is one defect per place) and the order of
    /// first appearance are kept.
    static func coalescingRepairs(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        coalescing(diagnostics, where: \.isRepair)
    }

    /// `diagnostics` with every finding repeated on one page (same file, ID and message: the same broken link a
    /// generated page writes hundreds of times) listed once, at its first place, with the count: what a terminal and
    /// a pull request's annotations show. JSON and SARIF keep each place.
    package static func coalescingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        coalescing(diagnostics) { _ in true }
    }

    private static func coalescing(_ diagnostics: [Diagnostic], where included: (Diagnostic) -> Bool) -> [Diagnostic] {
        var counts: [CoalescingKey: Int] = [:]
        for diagnostic in diagnostics where included(diagnostic) {
            counts[CoalescingKey(diagnostic), default: 0] += 1
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return diagnostics }
        var reported: Set<CoalescingKey> = []
        return diagnostics.compactMap { diagnostic in
            guard included(diagnostic) else { return diagnostic }
            let key = CoalescingKey(diagnostic)
            guard reported.insert(key).inserted else { return nil }
            guard let count = counts[key], count > 1 else { return diagnostic }
            var first = diagnostic
            first.message += repeatedSuffix(count)
            return first
        }
    }

    /// What a finding standing for `count` repeats of one repair adds to its message (nothing for one).
    static func repeatedSuffix(_ count: Int) -> String {
        count == 1 ? "" : " (\(count) times; the first here)"
    }

    private var isRepair: Bool { Self.repairFamilies.contains { id.hasPrefix($0) } }
}

/// What makes two findings the same repair: the page, the ID and the message.
private struct CoalescingKey: Hashable {
    let file: String
    let id: String
    let message: String

    init(_ diagnostic: Diagnostic) {
        file = diagnostic.file
        id = diagnostic.id
        message = diagnostic.message
    }
}
