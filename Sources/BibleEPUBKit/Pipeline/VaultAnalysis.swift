import Foundation

/// The first half of the pipeline, shared by build and lint: config, scan, parse, reading order.
package struct VaultAnalysis: @unchecked Sendable {
    /// The configuration in force.
    package var config: BookConfig
    /// Every file of the vault.
    package var inventory: VaultInventory
    /// Every page of the vault, parsed (pages outside the reading order included).
    package var pages: [String: ParsedPage]
    /// The reading order.
    package var order: ReadingOrder
    /// The book name common to the pages' titles (`Array — My Book` -> `My Book`).
    package var titleAffixes: TitleAffixes
    /// By folder, the name its pages' titles share besides the book's: a project's name in a site of several
    /// (Doxygen's `AfterDocs: Class List` beside `Author Command: Class List`).
    package var folderTitleAffixes: [String: TitleAffixes] = [:]
    /// The build folder the titles written as absolute paths share (Doxygen's file pages), left out of the labels.
    package var buildPathPrefix = BuildPathPrefix(titles: [])
    /// Findings from config, scan and ordering (page findings stay on the pages).
    package var diagnostics: [Diagnostic]
    /// The EPUB package document found in the vault (an unzipped EPUB), if any.
    package var package: PackageSource?
    /// The links of the root index page (else of the first page: a sidebar every page repeats, Erlang's manuals) as
    /// it was before its app chrome went (a site's navigation sidebar lists every page in order: mdBook, the Node.js
    /// documentation), for the order when nothing else gives one.
    package var siteNavigation: (page: String, entries: [ContentsPageOrder.Entry])?
    /// The root index of a Diaryx-style workspace, when its `contents` give the reading order.
    package var workspaceRoot: String?
    /// The copyright or licence notice the app chrome of most pages held (removed with it, kept once as the rights).
    package var rightsNotice: String?
    /// The audience whose book this is (`--audience`, else `audience:`); nil for the book every audience may see.
    package var audience: String?
    /// Every audience the vault's notes name in their `audience` lists, and `default-audience:`, sorted, each once
    /// (compared without case; `*` is not an audience).
    package var namedAudiences: [String] {
        let named = pages.keys.sorted().flatMap { pages[$0]?.audience ?? [] } + [config.defaultAudience].compactMap { $0 }
        var seen: Set<String> = [], result: [String] = []
        for name in named.map(\.trimmingSpaces) where !name.isEmpty && name != "*" && seen.insert(name.lowercased()).inserted {
            result.append(name)
        }
        return result.sorted { $0.lowercased() < $1.lowercased() }
    }
    /// The first page of the reading order: the book's start, whose metadata speaks for the book.
    package var startPage: ParsedPage? { order.pages.first.flatMap { pages[$0] } }
    /// Resolves references against the vault.
    package var resolver: ReferenceResolver { ReferenceResolver(inventory: inventory) }

    /// Every page of the vault in natural order (`NaturalOrder`), worked out once for the stages that start from it.
    package var naturalOrder: [String]

    /// The `<style>` blocks' rewrites, started when the pages were parsed (nil when the book uses the template's styles).
    package var preparedStyleSheets: PreparedStyleSheets?

    /// The first `h1`s nearly every page of the vault or of a folder shares (`SiteHeadingStage`): poor labels
    /// (pod2html's NAME, a site's name).
    package var sharedHeadings: Set<String> = []
    /// First `h1`s that several pages with different titles share (Haddock's "Documentation" on a module without
    /// sections): the generator's word, not the page's name.
    package var repeatedHeadings: Set<String> = []
    /// A title three pages or more and three quarters of the pages share (a site's name on every page: HTTrack's "HTTrack Website
    /// Copier - Offline Browser"): a page without an `h1` is named by its first subheading instead.
    package var repeatedTitles: Set<String> = []
    /// Whether the pages number their sections from 1 on each page (`SectionNumbers`): a first `h1` numbered 1 then
    /// names the page's first section, not the page.
    package var numbersSectionsPerPage = false

    /// The contents label of `page`: its h1 (unless nearly every page shares it, or it is the first of several and
    /// unrelated to the title: then the title), else the contents page's link text, else (when several pages share
    /// its title, or it ends in an empty field) its first subheading, else its title, without the book
    /// name the titles share; else its file name.
    package func label(for page: String) -> String {
        let parsed = pages[page]
        if let parsed, let named = HeaderTitle.find(in: parsed), !sharedHeadings.contains(named) { return stripAffixes(named, of: page) }
        if let parsed, let title = titleOverFirstHeading(parsed) { return title }
        let heading = parsed?.heading.flatMap { sharedHeadings.contains($0) ? nil : RunTogetherHeadings.spelledOut($0, title: parsed?.title.map { stripAffixes($0, of: page) }) }
        if let label = heading ?? order.labels[page] ?? subheadingOverSharedTitle(parsed) ?? parsed?.title ?? parsed?.heading {
            return stripAffixes(label, of: page)
        }
        return VaultPath.prettify(VaultPath.stem(of: page))
    }

    /// `label` without the book name the titles share, then without the name its folder's titles share and the build
    /// folder of a path it opens with, and said once where it is written twice (gtk-doc titles its index "libatspi Reference Manual: libatspi Reference Manual").
    private func stripAffixes(_ label: String, of page: String) -> String {
        let stripped = titleAffixes.strip(MetadataResolver.collapsingRepeat(label))
        return buildPathPrefix.strip(folderTitleAffixes[VaultPath.directory(of: page)]?.strip(stripped) ?? stripped)
    }

    /// The first subheading (`h2`-`h4`) of a page without an `h1` whose title several pages share or ends in an
    /// empty field (`libxslt: `).
    private func subheadingOverSharedTitle(_ page: ParsedPage?) -> String? {
        guard let page, page.heading == nil, let title = page.title, let body = page.body,
              repeatedTitles.contains(title) || page.head?.firstChild(named: "title").map({ TitleAffixes.endsInEmptyField($0.textContent()) }) == true
        else { return nil }
        return DuplicateLabels.firstSubheading(of: body)
    }

    /// The page's title (without the book name) when its first `h1` is one of several, or one other pages with other
    /// titles share, and unrelated to the title: it names the first section only (Doxygen's "Introduction" on "Special
    /// Commands", pod2html's "NAME") or the generator's fixed heading (Haddock's "Documentation"). A first `h1`
    /// the title holds (texinfo's "Top (The Libgcrypt Reference Manual)") or that holds the title is the page's own,
    /// unless it is section 1 of a site that numbers each page's sections ("1. Introduction to Window Functions").
    private func titleOverFirstHeading(_ page: ParsedPage) -> String? {
        guard let first = page.heading, let written = page.title else { return nil }
        let firstSection = numbersSectionsPerPage && SectionNumbers.leading(of: first) == "1"
        guard firstSection || page.hasSeveralTopHeadings || repeatedHeadings.contains(first) else { return nil }
        let heading = first.lowercased()
        let title = stripAffixes(written, of: page.path)
        guard !title.isEmpty, !written.lowercased().contains(heading), firstSection || !heading.contains(title.lowercased()) else { return nil }
        return title
    }

    /// The contents tree of `spine`: the order's outline (a workspace's `contents`, a contents page's nesting) for
    /// the book or a Part of it, raised so that its shallowest page is at the top; else the folders.
    /// `labels` gives pages' labels already worked out (`label(for:)`'s). The pages' trees must still be whole: their
    /// subheadings tell same-named entries apart.
    package func tableOfContents(spine: [String], labels: [String: String] = [:]) -> TableOfContents {
        let labelOf = { (page: String) in labels[page] ?? label(for: page) }
        var toc: TableOfContents
        if let depths = outlineDepths(of: spine) {
            toc = .build(order: spine, depths: depths, label: labelOf)
        } else {
            toc = .build(order: spine, wholeBook: spine == order.pages, label: labelOf)
        }
        toc.entries = ParentNameLabels.shortened(DuplicateLabels.toldApart(toc.entries) { page in pages[page]?.body.flatMap(DuplicateLabels.firstSubheading) })
        toc.source = order.source
        return toc
    }

    /// Each page of `spine` at its outline depth in the order, less the shallowest one's; nil when the order has
    /// no outline or does not hold every page of `spine`.
    private func outlineDepths(of spine: [String]) -> [Int]? {
        guard let depths = order.depths else { return nil }
        if spine == order.pages { return depths }
        let depthOf = Dictionary(zip(order.pages, depths)) { first, _ in first }
        let found = spine.compactMap { depthOf[$0] }
        guard found.count == spine.count, let shallowest = found.min() else { return nil }
        return found.map { $0 - shallowest }
    }

    /// The table-of-contents page: `toc:` in the config, else `Front-of-Book/table-of-contents.html` when present.
    package var tocPage: String? {
        if let configured = config.toc { return pages[configured] != nil ? configured : nil }
        return inventory.pages.map(\.path).first {
            let lowered = $0.lowercased()
            return lowered.hasSuffix("table-of-contents.html") || lowered.hasSuffix("contents.html") || lowered.hasSuffix("toc.html")
        }
    }
}
