/// The pages' `<link rel>` relations and redirects, resolved to pages of the vault.
struct PageRelations {
    /// The page each page names as `next` (or that names it as `prev`).
    private(set) var next: [String: String] = [:]
    /// The page each page names as `up`.
    private(set) var up: [String: String] = [:]
    /// Pages named as the book's start (`start`, `first`, `home`, `top`), with how many pages name each.
    private(set) var starts: [String: Int] = [:]
    /// Pages named as the contents (`contents`, `toc`), with how many pages name each.
    private(set) var contents: [String: Int] = [:]
    /// The fragment the first link naming each contents page gives (where on the page its contents stand).
    private(set) var contentsFragments: [String: String] = [:]
    /// Pages that only redirect to another page, with the target.
    private(set) var redirects: [String: RedirectTarget] = [:]

    /// Resolves the relations of `pages` (vault paths) against the vault.
    init(pages: [String], parsed: [String: ParsedPage], resolver: ReferenceResolver) {
        func place(_ href: String?, from path: String) -> RedirectTarget? {
            guard let href, case .local(let target, let fragment) = resolver.resolve(href, from: path),
                  target != path, parsed[target] != nil else { return nil }
            return RedirectTarget(page: target, fragment: fragment)
        }
        func page(_ href: String?, from path: String) -> String? { place(href, from: path)?.page }
        // A next or previous page, or the path of the missing page the link names (resolved once).
        func neighbour(_ href: String?, from path: String) -> (page: String?, gap: String?) {
            guard let href else { return (nil, nil) }
            switch resolver.resolve(href, from: path) {
            case .local(let target, _) where target != path && parsed[target] != nil: return (target, nil)
            case .missing(let target, _): return (nil, target)
            default: return (nil, nil)
            }
        }
        var previous: [String: String] = [:]
        var gaps = ChainGaps()
        var severalNext: [String: [String]] = [:]
        for path in pages {
            guard let signals = parsed[path]?.signals else { continue }
            if let target = place(signals.redirect, from: path) { redirects[path] = target }
            let following = neighbour(signals.target(PageSignals.nextNames), from: path)
            next[path] = following.page
            let later = signals.laterNext.compactMap { page($0, from: path) }.filter { $0 != next[path] }
            if !later.isEmpty, let first = next[path] { severalNext[path] = [first] + later }
            let preceding = neighbour(signals.target(PageSignals.previousNames), from: path)
            previous[path] = preceding.page
            gaps.note(path, before: following.gap)
            gaps.note(path, after: preceding.gap)
            up[path] = page(signals.relations["up"], from: path)
            if let start = page(signals.target(PageSignals.startNames), from: path) { starts[start, default: 0] += 1 }
            if let contents = place(signals.target(["contents", "toc"]), from: path) {
                self.contents[contents.page, default: 0] += 1
                if contentsFragments[contents.page] == nil, let fragment = contents.fragment { contentsFragments[contents.page] = fragment }
            }
        }
        for (path, before) in previous where next[before] == nil { next[before] = path }
        for (before, after) in gaps.joins where next[before] == nil { next[before] = after }
        chooseAmong(severalNext)
    }

    /// Of several pages a page names as next, the one the others follow (by the first-named next links): the next
    /// page itself, not the next sibling section after it (LaTeX2HTML names both).
    private mutating func chooseAmong(_ severalNext: [String: [String]]) {
        let firstNamed = next // each choice reads the first-named links only, so the order of the pages is free
        for (path, candidates) in severalNext {
            // Later-named first: the following page leads to the sibling in a few steps; the sibling never back.
            let leading = candidates.reversed().first { candidate in
                Self.leads(from: candidate, to: Set(candidates).subtracting([candidate]), in: firstNamed)
            }
            if let leading { next[path] = leading }
        }
    }

    /// Whether following `links` from `start` reaches every page of `targets`.
    private static func leads(from start: String, to targets: Set<String>, in links: [String: String]) -> Bool {
        var missing = targets, seen: Set<String> = [start], current = start
        while !missing.isEmpty, let following = links[current], seen.insert(following).inserted {
            missing.remove(following)
            current = following
        }
        return missing.isEmpty
    }

    /// Treats `copies` as redirects to the pages kept, and the relations through them as the kept pages' own.
    mutating func leaveOut(_ copies: [CopiedPages.Copy]) {
        guard !copies.isEmpty else { return }
        let kept = Dictionary(copies.map { ($0.page, $0.kept) }) { first, _ in first }
        for copy in copies {
            redirects[copy.page] = RedirectTarget(page: copy.kept, fragment: nil)
            if !copy.isCompilation, next[copy.kept] == nil { next[copy.kept] = next[copy.page] }
        }
        next = next.filter { kept[$0.key] == nil }.mapValues { kept[$0] ?? $0 }.filter { $0.key != $0.value }
        up = up.filter { kept[$0.key] == nil }.mapValues { kept[$0] ?? $0 }.filter { $0.key != $0.value }
    }

    /// Whether any page names a next, previous or up page.
    var isEmpty: Bool { next.isEmpty && up.isEmpty }

    /// The page most pages name as their start (ties: natural order), if any.
    var start: String? { Self.mostNamed(starts) }

    /// The page most pages name as their contents, if any.
    var contentsPage: String? { Self.mostNamed(contents) }

    private static func mostNamed(_ counts: [String: Int]) -> String? {
        counts.max { ($0.value, Ordering.NaturalKey($1.key)) < ($1.value, Ordering.NaturalKey($0.key)) }?.key
    }
}

/// Pages on either side of a page the vault lacks: one names it as `next`, another as `prev` (Debian ships Sphinx's
/// changelog as `changelog.html.gz`; an author deletes a page). The chain goes on across the gap, as it would have.
private struct ChainGaps {
    private var before: [String: [String]] = [:], after: [String: [String]] = [:]

    /// Notes that `page` names the missing page `gap` as its next.
    mutating func note(_ page: String, before gap: String?) { if let gap { before[gap, default: []].append(page) } }

    /// Notes that `page` names the missing page `gap` as its previous.
    mutating func note(_ page: String, after gap: String?) { if let gap { after[gap, default: []].append(page) } }

    /// Each page before a gap with the page after it, where one page stands on each side.
    var joins: [(before: String, after: String)] {
        before.compactMap { gap, pages in
            guard pages.count == 1, let following = after[gap], following.count == 1, following[0] != pages[0] else { return nil }
            return (pages[0], following[0])
        }
    }
}
