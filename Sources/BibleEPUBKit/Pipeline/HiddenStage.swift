import Foundation

/// The step after the chrome stage that takes out what a page's own stylesheets hide for good (`markup.css-hidden`,
/// see `HiddenStyles`): Doxygen's code tooltips, shown by a script on hover. Only when the book's scripts are
/// removed (a kept script may still show them) and the page's styles ship (`styles:` page or both). An element
/// whose `style` attribute sets its own `display` stays. Runs before the pages are indexed, so that links to ids
/// inside removed elements are unwrapped like links into removed chrome.
enum HiddenStage {
    /// Removes the hidden elements of the HTML `pages` and reports them once per page and selector.
    static func apply(to pages: [ParsedPage], config: BookConfig, resolver: ReferenceResolver) -> [Diagnostic] {
        guard config.scripts == .remove, config.styles != .template else { return [] }
        let sheets = StylesheetCompounds()
        return Parallel.map(pages.filter { !$0.path.lowercased().hasSuffix(".md") }) { page -> [Diagnostic] in
            let compounds = hiddenCompounds(of: page, sheets: sheets, resolver: resolver)
            guard !compounds.isEmpty, let body = page.body else { return [] }
            return remove(compounds, from: body, page: page)
        }.flatMap { $0 }
    }

    /// The compounds hidden by the page's `<style>` blocks and linked vault stylesheets.
    private static func hiddenCompounds(of page: ParsedPage, sheets: StylesheetCompounds, resolver: ReferenceResolver) -> [HiddenCompound] {
        guard let head = page.head else { return [] }
        var found: [HiddenCompound] = []
        for case .element(let element) in head.children {
            if element.name == "style" { found += sheets.compounds(inBlock: element.textContent()) }
            guard PageNormalizer.linksAppliedStylesheet(element), let href = element[attribute: "href"],
                  case .local(let path, _) = resolver.resolve(href, from: page.path),
                  let file = resolver.inventory.byPath[path] else { continue }
            found += sheets.compounds(vaultPath: path, absolutePath: file.absolutePath)
        }
        return found
    }

    private static func remove(_ compounds: [HiddenCompound], from body: Element, page: ParsedPage) -> [Diagnostic] {
        var removed: [HiddenCompound: (line: Int, count: Int)] = [:], ids: Set<String> = []
        var outer: [Element] = []
        func prune(_ element: Element) {
            element.children.removeAll { node in
                guard case .element(let child) = node else { return false }
                guard let compound = compounds.first(where: { $0.matches(child, inside: outer) }) else { return false }
                let ownStyle = child[attribute: "style"]?.lowercased() ?? ""
                guard !ownStyle.contains("display") && !ownStyle.contains("visibility") else { return false }
                removed[compound] = (removed[compound]?.line ?? child.line, (removed[compound]?.count ?? 0) + 1)
                ids.formUnion(child.idsInTree())
                return true
            }
            outer.append(element)
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

/// The hidden compounds of each vault stylesheet and each distinct `<style>` block (pages of one site repeat the
/// same block), worked out once per build and shared by the pages.
private final class StylesheetCompounds: @unchecked Sendable {
    private enum Source: Hashable { case file(String), block(StyleSheetKey) }
    private var known: [Source: [HiddenCompound]] = [:]
    private let lock = NSLock()

    /// The compounds hidden by the stylesheet at `vaultPath` (its file at `absolutePath`).
    func compounds(vaultPath: String, absolutePath: String) -> [HiddenCompound] {
        cached(.file(vaultPath)) {
            HiddenStyles.compounds(in: FileManager.default.contents(atPath: absolutePath).map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
    }

    /// The compounds hidden by a `<style>` block.
    func compounds(inBlock css: String) -> [HiddenCompound] {
        guard HiddenStyles.mayHide(css) else { return [] }
        return cached(.block(StyleSheetKey(css: css))) { HiddenStyles.compounds(in: css) }
    }

    private func cached(_ source: Source, _ work: () -> [HiddenCompound]) -> [HiddenCompound] {
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
