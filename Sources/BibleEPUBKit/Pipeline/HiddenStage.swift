import Foundation

/// The step after the chrome stage that settles what a page's own stylesheets keep out of sight, when the page's
/// styles ship (`styles:` page or both). With scripts removed (a kept script may still show them), it takes out what
/// they hide for good (`markup.css-hidden`, see `HiddenStyles`: Doxygen's code tooltips, shown by a script on hover)
/// and shows what a click was to open (`style.script-hidden`). Always, it shows every panel of a CSS-only tab set
/// (`markup.tabs-shown`, see `CheckedStyles`). An element whose `style` attribute sets its own `display` stays as
/// it is. Runs before the pages are indexed, so that links to ids inside removed elements are unwrapped like links
/// into removed chrome.
enum HiddenStage {
    /// Removes the hidden elements of the HTML `pages`, shows what a click or a tab was to show, and reports each once
    /// per page and selector.
    static func apply(to pages: [ParsedPage], config: BookConfig, resolver: ReferenceResolver) -> [Diagnostic] {
        guard config.styles != .template else { return [] }
        let sheets = StylesheetVisibility(), removesHidden = config.scripts == .remove
        return Parallel.map(pages.filter { !$0.path.lowercased().hasSuffix(".md") }, cost: { $0.source.count }) { page -> [Diagnostic] in
            let facts = visibility(of: page, sheets: sheets, resolver: resolver)
            guard let body = page.body else { return [] }
            var diagnostics: [Diagnostic] = []
            if removesHidden && !facts.hidden.isEmpty { diagnostics += remove(facts.hidden, from: body, page: page) }
            if removesHidden && !facts.toggled.isEmpty { diagnostics += open(facts.toggled, in: body, page: page) }
            if !facts.panels.isEmpty { diagnostics += show(facts.panels, in: body, page: page) }
            return diagnostics
        }.flatMap { $0 }
    }

    /// What the page's `<style>` blocks (in its head or body) and linked vault stylesheets hide and show.
    private static func visibility(of page: ParsedPage, sheets: StylesheetVisibility, resolver: ReferenceResolver) -> SheetVisibility {
        var found = SheetVisibility()
        if page.mayHaveOutsideHead(.style) {
            page.body?.forEachDescendant { element in
                if element.name == "style" { found += sheets.visibility(inBlock: element.textContent()) }
            }
        }
        guard let head = page.head else { return found }
        for case .element(let element) in head.children {
            if element.name == "style" { found += sheets.visibility(inBlock: element.textContent()) }
            guard PageNormalizer.linksAppliedStylesheet(element), let href = element[attribute: "href"],
                  case .local(let path, _) = resolver.resolve(href, from: page.path),
                  let file = resolver.inventory.byPath[path] else { continue }
            found += sheets.visibility(of: file)
        }
        return found
    }

    private static func remove(_ compounds: [HiddenCompound], from body: Element, page: ParsedPage) -> [Diagnostic] {
        var removed: [HiddenCompound: (line: Int, count: Int)] = [:], ids: Set<String> = []
        var outer: [Element] = []
        func prune(_ element: Element) {
            outer.append(element)
            element.children.removeAll { node in
                guard case .element(let child) = node else { return false }
                guard let compound = compounds.first(where: { $0.matches(child, inside: outer) }) else { return false }
                let ownStyle = child[attribute: "style"]?.lowercased() ?? ""
                guard !ownStyle.contains("display") && !ownStyle.contains("visibility") else { return false }
                removed[compound] = (removed[compound]?.line ?? child.line, (removed[compound]?.count ?? 0) + 1)
                ids.formUnion(child.idsInTree())
                return true
            }
            for case .element(let child) in element.children { prune(child) }
            outer.removeLast()
        }
        prune(body)
        page.forgetIDs(ids)
        return removed.sorted { $0.value.line < $1.value.line }.map { compound, place in
            Diagnostic(id: .markupCssHidden, severity: .info, file: page.path, line: place.line,
                       message: "\(place.count) \(compound.selector) removed: the stylesheet hides them (display: none or visibility: hidden) and only a script or a hover would show them; no reader can",
                       target: compound.selector, hint: "scripts: keep in book.yaml keeps them")
        }
    }
}

/// What one stylesheet hides for good and shows only under `:checked`.
struct SheetVisibility: Sendable {
    /// The compounds it hides for good.
    var hidden: [HiddenCompound] = []
    /// The tab panels it shows only under `:checked`.
    var panels: [CheckedPanel] = []
    /// The compounds it sets to `display: none`, which a script may show.
    var toggled: [HiddenCompound] = []

    /// Adds what another sheet of the page hides and shows.
    static func += (lhs: inout SheetVisibility, rhs: SheetVisibility) {
        lhs.hidden += rhs.hidden
        lhs.panels += rhs.panels
        lhs.toggled += rhs.toggled
    }
}

/// What each vault stylesheet and each distinct `<style>` block (pages of one site repeat the same block) hides and
/// shows, worked out once per build and shared by the pages.
private final class StylesheetVisibility: @unchecked Sendable {
    private enum Source: Hashable { case file(String), block(StyleSheetKey) }
    private var known: [Source: SheetVisibility] = [:]
    private let lock = NSLock()

    /// What the vault stylesheet `file` hides and shows.
    func visibility(of file: VaultFile) -> SheetVisibility {
        cached(.file(file.path)) {
            Self.visibility(in: FileBytes.contents(of: file).map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
    }

    /// What a `<style>` block hides and shows.
    func visibility(inBlock css: String) -> SheetVisibility {
        // Looked up first: most pages of a site repeat one block, and the scans `visibility(in:)` opens with read all
        // of it (about 1% of the real vault's build when each page ran them).
        cached(.block(StyleSheetKey(css: css))) { Self.visibility(in: css) }
    }

    private static func visibility(in css: String) -> SheetVisibility {
        let hides = HiddenStyles.mayHide(css), shows = CheckedStyles.mayShow(css)
        guard hides || shows else { return SheetVisibility() }
        let sheet = StyleSheet(css) // parsed once for the three questions
        return SheetVisibility(hidden: hides ? HiddenStyles.compounds(in: sheet) : [], panels: shows ? CheckedStyles.panels(in: sheet) : [],
                               toggled: hides ? HiddenStyles.toggledCompounds(in: sheet) : [])
    }

    private func cached(_ source: Source, _ work: () -> SheetVisibility) -> SheetVisibility {
        lock.lock()
        if let found = known[source] { lock.unlock(); return found }
        lock.unlock()
        let found = work()
        lock.lock()
        known[source] = found
        lock.unlock()
        return found
    }
}
