import Foundation

/// The spine: vault-relative page paths in reading order.
package struct ReadingOrder: Sendable, Equatable {
    /// Page paths, each once, in reading order.
    package var pages: [String]
    /// Each page's outline depth when a `contents` hierarchy gives the outline; nil when the folders do.
    package var depths: [Int]?
    /// Which rule gave the order, and why.
    package var source: OrderSource
    /// Pages left out because they only redirect to another page, with where links to them go instead.
    package var redirects: [String: RedirectTarget] = [:]
    /// Notes left out because they are not for the book's audience (links to them are unwrapped, as intended).
    package var excluded: Set<String> = []
    /// Other pages left out on purpose (a site's search page), with why: links to them are unwrapped, as intended.
    package var leftOut: [String: String] = [:]
    /// Each page of the vault a rule left out of the book (a redirect, a copy, a search page, `exclude:`...), by the
    /// finding that says why: what `toc` lists as left out.
    package var leftOutBy: [String: DiagnosticID] = [:]
    /// Labels a contents page gives pages (its link texts), for pages without a heading.
    package var labels: [String: String] = [:]
    /// Pages that head the book's Parts when the order itself gives them (a workspace root's `contents` entries);
    /// empty when Parts are `Part-<n>` folders.
    package var partHeads: [String] = []
    /// Pages outside the reading order that its pages link (HTML attachments): in the spine with `linear="no"`.
    package var nonLinear: [NonLinearPage] = []
    /// The top-level folders that hold the book in one language each (`LanguageVersions`: `de/`, `ja/`).
    package var languageFolders: [String] = []
    /// The author's contents page, when its links give the order.
    package var contentsPage: String?
    /// Pages that contents page does not reach (root pages, folders it links nothing in), placed at the end.
    package var outsideContents: [String] = []

    /// Creates a reading order.
    package init(pages: [String], depths: [Int]? = nil, source: OrderSource = OrderSource(rule: .natural, reason: "folder and file names")) {
        self.pages = pages
        self.depths = depths
        self.source = source
    }
}

extension ReadingOrder {
    /// The order without `left` (depths kept aligned; source, labels, redirects and exclusions carried over).
    package func removing(_ left: Set<String>) -> ReadingOrder {
        var result = self
        result.pages = []
        result.depths = depths == nil ? nil : []
        result.partHeads = partHeads.filter { !left.contains($0) }
        result.outsideContents = outsideContents.filter { !left.contains($0) }
        for (index, page) in pages.enumerated() where !left.contains(page) {
            result.pages.append(page)
            if let depths { result.depths!.append(depths[index]) }
        }
        return result
    }
}

/// Where a page that only redirects sends the reader: a page of the vault and an optional fragment.
package struct RedirectTarget: Sendable, Equatable {
    /// Vault path of the target page.
    package var page: String
    /// The fragment the redirect names, if any.
    package var fragment: String?
}

/// Decides the reading order: spine list, then TOC-page order, then natural order.
package enum ReadingOrderResolver {
    /// A spine list entry and the line it came from (for diagnostics).
    package struct SpineEntry: Sendable {
        /// Vault-relative page or folder path.
        package var path: String
        /// Where the entry was written.
        package var location: SourceLocation
        /// Creates an entry.
        package init(path: String, location: SourceLocation) {
            self.path = path
            self.location = location
        }
    }

    /// Parses a spine file: one path per line, `#` comments and blank lines ignored.
    package static func parseSpineFile(_ text: String, file: String) -> [SpineEntry] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, raw in
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let path = line.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else { return nil }
            return SpineEntry(path: path, location: SourceLocation(file: file, line: index + 1, column: 1))
        }
    }

    /// Expands spine entries (pages or folders) against the vault's pages.
    package static func fromSpine(_ entries: [SpineEntry], pages: [String]) -> (ReadingOrder, [Diagnostic]) {
        let pageSet = Set(pages)
        var result: [String] = [], seen: Set<String> = [], diagnostics: [Diagnostic] = []
        for entry in entries {
            let path = entry.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            var expanded: [String] = []
            if pageSet.contains(path) {
                expanded = [path]
            } else {
                expanded = NaturalOrder.order(pages.filter { $0.hasPrefix(path + "/") })
            }
            if expanded.isEmpty {
                diagnostics.append(Diagnostic(.spineMissingEntry, .error, at: entry.location,
                                              "spine entry '\(entry.path)' names no page or folder of pages in the vault"))
            }
            for page in expanded {
                if seen.insert(page).inserted {
                    result.append(page)
                } else if pageSet.contains(path) {
                    diagnostics.append(Diagnostic(.spineDuplicateEntry, .warning, at: entry.location,
                                                  "'\(page)' is already in the reading order; the later entry is ignored"))
                }
            }
        }
        return (ReadingOrder(pages: result, source: OrderSource(rule: .spine, reason: "the spine list (\(entries.count) entries)")), diagnostics)
    }

    /// Just after the last page of `order` that shares the most leading folders with `page` (at least one); the end
    /// when none shares a folder.
    package static func insertionIndex(of page: String, in order: [String]) -> Int {
        let folders = Self.folders(of: page)
        var best = (depth: 0, index: order.count)
        for (index, other) in order.enumerated() {
            let depth = sharedCount(folders, other)
            if depth > 0 && depth >= best.depth { best = (depth, index + 1) }
        }
        return best.index
    }

    /// How many leading folders the vault paths `page` and `other` share (`a/b/x.html` and `a/c/y.html`: 1).
    package static func sharedFolders(_ page: String, _ other: String) -> Int {
        sharedCount(folders(of: page), other)
    }

    private static func folders(of path: String) -> ArraySlice<Substring> { path.split(separator: "/").dropLast() }

    /// How many of `folders`, in order, lead the vault path `other` too.
    private static func sharedCount(_ folders: ArraySlice<Substring>, _ other: String) -> Int {
        zip(folders, Self.folders(of: other)).prefix { $0 == $1 }.count
    }
}
