/// The step after parsing that takes the web app out of the pages: the app chrome they share is removed and
/// presentation wrappers are unwrapped (unless `strip:` / `unwrap:` say what to do), and every pattern, detected or
/// configured, is reported once with the number of pages.
enum ChromeStage {
    /// Whether the stage has anything to find: it needs each page's outline, measured while the page is parsed.
    static func needsOutlines(_ config: BookConfig) -> Bool { config.strip == nil || config.unwrap == nil || config.extract == .auto }

    /// Cleans the HTML `pages` (Markdown pages carry no app chrome; their outline is nil) and reports what changed,
    /// with the copyright or licence notice most pages' removed chrome held (kept once as the book's rights).
    /// `resolver` reads the pages' links; `keepingSpentNodes` hands unwrapped lists to `ProcessLifetime` instead of
    /// freeing them (builds that exit next).
    static func apply(to pages: [ParsedPage], outlines: [PageOutline?], config: BookConfig, resolver: ReferenceResolver,
                      keepingSpentNodes: Bool = false) -> (diagnostics: [Diagnostic], notice: String?) {
        var notice: String?
        let html = zip(pages, outlines).filter { page, _ in !page.path.lowercased().hasSuffix(".md") }
        if needsOutlines(config) {
            // A page that only redirects (a moved page's stub) shows no chrome and is no page of the book: not counted.
            let shownHTML = html.filter { page, _ in page.signals.redirect == nil }
            let patterns = config.strip == nil ? Set(AppChrome.detect(in: shownHTML.compactMap(\.1))) : []
            let banners = config.strip == nil ? SiteBanners.byPage(shownHTML, resolver: resolver) : [:]
            let cells = config.strip == nil ? LayoutChrome.byPage(shownHTML, resolver: resolver) : [:]
            let unwraps = config.unwrap == nil
            let extracts = config.extract == .auto
            let shown = shownHTML.map(\.0)
            // Where repetition found no chrome at all, a page linked with none of the others may be judged on its own.
            let lone = extracts && config.strip == nil && patterns.isEmpty && banners.isEmpty && cells.isEmpty
                ? LonePages.find(shown, resolver: resolver) : []
            let decides = Dictionary(zip(shown.map(ObjectIdentifier.init), ArticleStage.repetitionDecides(shown, lone: lone)), uniquingKeysWith: { $1 })
            let microdataCounts = extracts && ArticleStage.microdataCounts(shown, resolver: resolver)
            let done = Parallel.map(html, cost: { $0.0.source.count }) { page, outline -> (unwrapped: Set<ElementPattern>, removal: ChromeRemoval) in
                guard let outline else { return ([], ChromeRemoval()) }
                let removal = patterns.isEmpty ? ChromeRemoval() : removeChrome(patterns, page, outline)
                if let found = banners[ObjectIdentifier(page)] { removeBanners(found, page) }
                if unwraps, page.mayHaveOutsideHead(.table), let body = page.body {
                    page.chrome += LayoutTables.linearize(in: body).map {
                        ChromeChange(kind: .linearized, pattern: $0.key.xpath, line: $0.value, configured: false)
                    }
                }
                if let found = cells[ObjectIdentifier(page)] { removeCells(found, page) }
                let unwrapped = unwraps ? unwrapWrappers(page, outline, keepingSpentNodes) : []
                if extracts {
                    ArticleStage.apply(to: page, repetitionDecides: decides[ObjectIdentifier(page)] ?? (shown.count >= ArticleStage.repetitionPages),
                                       microdataCounts: microdataCounts)
                }
                return (unwrapped, removal)
            }
            nameRemovedApart(done.map(\.removal), pages: html.map(\.0))
            let removals = done.map(\.removal).filter { !$0.lines.isEmpty }
            notice = RightsNotice.common(removals.map(\.notice), pages: removals.count)
            if unwraps { unwrapKnownWrappers(html, done.map(\.unwrapped), keepingSpentNodes) }
        }
        return (report(html.map(\.0)), notice)
    }

    private static func removeChrome(_ patterns: Set<ElementPattern>, _ page: ParsedPage, _ outline: PageOutline) -> ChromeRemoval {
        let removed = AppChrome.remove(patterns, from: outline)
        page.forgetIDs(removed.ids)
        page.chrome += removed.lines.map { ChromeChange(kind: .removed, pattern: $0.key.xpath, line: $0.value, configured: false) }
        return removed
    }

    private static func removeBanners(_ banners: [SiteBanners.Candidate], _ page: ParsedPage) {
        page.forgetIDs(banners.reduce(into: Set<String>()) { $0.formUnion($1.element.idsInTree()) })
        page.chrome += SiteBanners.remove(banners)
    }

    /// Removes a layout table's repeated cells (after the table is linearized: it is judged with them).
    private static func removeCells(_ cells: [LayoutChrome.Cell], _ page: ParsedPage) {
        page.forgetIDs(cells.reduce(into: Set<String>()) { $0.formUnion($1.element.idsInTree()) })
        page.chrome += LayoutChrome.remove(cells)
    }

    /// Where a pattern removed as chrome also named content some page kept, its reported XPath (which `strip:` would
    /// apply to every element it selects) is narrowed to the removed elements.
    private static func nameRemovedApart(_ removals: [ChromeRemoval], pages: [ParsedPage]) {
        var removedIDs: [ElementPattern: Set<String>] = [:], keptIDs: [ElementPattern: Set<String>] = [:]
        for removal in removals {
            removedIDs.merge(removal.removedIDs) { $0.union($1) }
            keptIDs.merge(removal.keptIDs) { $0.union($1) }
        }
        var narrowed: [String: String] = [:]
        for (pattern, kept) in keptIDs {
            guard let removed = removedIDs[pattern] else { continue }
            narrowed[pattern.xpath] = pattern.xpath(removedIDs: removed, keptIDs: kept)
        }
        guard !narrowed.isEmpty else { return }
        for page in pages where page.chrome.contains(where: { narrowed[$0.pattern] != nil }) {
            page.chrome = page.chrome.map { change in
                var change = change
                if change.kind == .removed, let xpath = narrowed[change.pattern] { change.pattern = xpath }
                return change
            }
        }
    }

    private static func unwrapWrappers(_ page: ParsedPage, _ outline: PageOutline, _ keeping: Bool) -> Set<ElementPattern> {
        let unwrapped = PresentationWrappers.unwrap(in: outline, keepingSpentLists: keeping)
        page.chrome += unwrapped.map { ChromeChange(kind: .unwrapped, pattern: $0.key.xpath, line: $0.value, configured: false) }
        return Set(unwrapped.keys)
    }

    /// On the pages where a wrapper list was not found by its shape, the lists of a pattern that was a wrapper on
    /// at least half the pages it is on (three or more): the book uses it for the same purpose everywhere.
    /// Pages are searched and unwrapped in parallel; each iteration changes its own page only.
    private static func unwrapKnownWrappers(_ html: [(ParsedPage, PageOutline?)], _ found: [Set<ElementPattern>], _ keeping: Bool) {
        var unwrappedOn: [ElementPattern: Int] = [:]
        for patterns in found { for pattern in patterns { unwrappedOn[pattern, default: 0] += 1 } }
        let candidates = Set(unwrappedOn.filter { $0.value >= 3 }.keys)
        guard !candidates.isEmpty else { return }
        // Per page: the candidates its own shape did not unwrap, and which of them its lists show.
        let pending = Parallel.map(Array(zip(html.map(\.1), found)), cost: { $0.0?.pageText ?? 0 }) { outline, done -> (missing: Set<ElementPattern>, present: Set<ElementPattern>) in
            let missing = candidates.subtracting(done)
            guard let outline, !missing.isEmpty else { return ([], []) }
            return (missing, Set(PresentationWrappers.lists(in: outline, matching: missing).map { ElementPattern($0.element) }))
        }
        var presentOn = unwrappedOn
        for page in pending { for pattern in page.present { presentOn[pattern, default: 0] += 1 } }
        let known = candidates.filter { unwrappedOn[$0]! * 2 >= presentOn[$0]! }
        guard !known.isEmpty else { return }
        _ = Parallel.map(Array(zip(html, pending)), cost: { $0.0.0.source.count }) { entry, page in
            let ((parsed, outline), patterns) = (entry, page.missing.intersection(known))
            guard let outline, !patterns.isEmpty else { return }
            let unwrapped = PresentationWrappers.unwrap(in: outline, knownPatterns: patterns, keepingSpentLists: keeping)
            parsed.chrome += unwrapped.map { ChromeChange(kind: .unwrapped, pattern: $0.key.xpath, line: $0.value, configured: false) }
        }
    }

    /// One finding per pattern: at its first page (in path order), with the number of pages.
    private static func report(_ pages: [ParsedPage]) -> [Diagnostic] {
        var seen: [ChromeKey: (page: String, line: Int, pages: Int)] = [:]
        for page in pages.sorted(by: { $0.path < $1.path }) {
            for change in page.chrome {
                let key = ChromeKey(kind: change.kind, pattern: change.pattern, configured: change.configured)
                if let known = seen[key] { seen[key]!.pages = known.pages + 1 } else { seen[key] = (page.path, change.line, 1) }
            }
        }
        return seen.sorted { $0.key < $1.key }.map { key, place in
            Diagnostic(id: key.kind == .removed ? DiagnosticID.chromeRemoved : DiagnosticID.chromeUnwrapped, severity: .info, file: place.page,
                       line: place.line, message: message(key, pages: place.pages, of: pages.count), target: key.pattern,
                       hint: hint(key))
        }
    }

    private static func message(_ key: ChromeKey, pages: Int, of total: Int) -> String {
        let verb = key.kind == .removed ? "removed from" : "unwrapped on"
        let (source, why) = switch key.kind {
        case .removed: ("app chrome ", "it repeats outside the content of nearly every page; the reading system gives the contents and page turns")
        case .unwrapped: ("presentation wrapper ", "its items are the page's own paragraphs and headings, one per item")
        case .linearized: ("layout table ", "tables in its cells lay the page out, so its rows and cells follow one another as blocks")
        }
        let reason = key.configured ? " (book.yaml)" : ": " + why
        return "\(key.configured ? "" : source)\(key.pattern) \(verb) \(pages) of \(total) pages\(reason)"
    }

    private static func hint(_ key: ChromeKey) -> String? {
        guard !key.configured else { return nil }
        return key.kind == .removed ? "to keep it, set strip: [] in book.yaml (or list what to remove)"
            : "to keep it, set unwrap: [] in book.yaml (or list what to unwrap)"
    }

    private struct ChromeKey: Hashable, Comparable {
        var kind: ChromeChange.Kind
        var pattern: String
        var configured: Bool

        static func < (lhs: ChromeKey, rhs: ChromeKey) -> Bool {
            (lhs.kind.rawValue, lhs.pattern, lhs.configured ? 1 : 0) < (rhs.kind.rawValue, rhs.pattern, rhs.configured ? 1 : 0)
        }
    }
}
