/// A class's list of all its members, inherited ones included: Doxygen's and QDoc's `X-members.html` beside the class
/// page `X.html`, which links it ("List of all members"). An index of the class page, not a chapter: where the order
/// does not reach it (Doxygen's menu leaves it out: 98 of log4cplus's 451 pages), it is kept outside the reading order
/// for the class page's link instead of being appended after its folder's pages, each with a warning. One finding.
enum MemberLists {
    /// Why the pages are outside the reading order, said once.
    static let suffix = "-members.html"

    /// The pages among `unreached` that are member lists of a class page in `placed` that links them.
    static func find(among unreached: [String], placed: Set<String>, analysis: VaultAnalysis) -> [NonLinearPage] {
        let resolver = analysis.resolver
        return unreached.compactMap { page in
            let name = VaultPath.fileName(of: page)
            guard name.count > suffix.count, name.lowercased().hasSuffix(suffix) else { return nil }
            let folder = VaultPath.directory(of: page)
            let ownerName = String(name.dropLast(suffix.count)) + ".html"
            let owner = folder.isEmpty ? ownerName : folder + "/" + ownerName
            guard placed.contains(owner) else { return nil }
            var links = false
            analysis.forEachLink(from: owner, resolver: resolver) { _, target, _ in links = links || target == page }
            return links ? NonLinearPage(page: page, linkedFrom: [owner]) : nil
        }
    }

    /// The one finding about the lists found.
    static func finding(_ lists: [NonLinearPage]) -> Diagnostic {
        Diagnostic(id: .orderMemberLists, severity: .info, file: lists[0].page,
                   message: "\(lists.count) lists of a class's members (\(lists[0].page), ...) the order does not reach are kept outside the reading order, linked from their class pages",
                   hint: "list them under spine: in book.yaml to read them as chapters")
    }
}
