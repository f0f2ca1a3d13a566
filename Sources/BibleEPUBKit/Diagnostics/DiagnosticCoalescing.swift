extension Diagnostic {
    /// The ID families whose findings are repairs the build made (markup fixed, scripts and their attributes removed,
    /// bytes decoded): one finding per page and kind tells the author what happened; one per element, thousands
    /// on a generated page, buries everything else.
    static let repairFamilies = ["markup.", "script.", "encoding."]

    /// `diagnostics` with each repair repeated on one page (same file, ID and message) reported once, at its first
    /// place, with the count in the message; other findings (a broken link is one defect per place) and the order of
    /// first appearance are kept.
    static func coalescingRepairs(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var counts: [CoalescingKey: Int] = [:]
        for diagnostic in diagnostics where diagnostic.isRepair {
            counts[CoalescingKey(diagnostic), default: 0] += 1
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return diagnostics }
        var reported: Set<CoalescingKey> = []
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.isRepair else { return diagnostic }
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
