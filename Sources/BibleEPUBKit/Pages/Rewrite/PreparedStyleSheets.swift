import Dispatch

/// The reading-system rewrites of the pages' `<style>` blocks, started on another thread as soon as the pages are
/// parsed: the steps between parsing and normalizing run mostly on one core, and the rewrites (a sixth of
/// normalizing the real vault) fill the other. Normalizing then finds each block it meets already rewritten, or
/// rewrites it itself; either way the result is the same, so the book is too.
package struct PreparedStyleSheets: @unchecked Sendable {
    /// The table the rewrites fill.
    let names = StyleSheetNames()
    /// The policy the blocks were rewritten under.
    let theme: ThemePolicy
    /// The names of replaced elements they were rewritten for.
    let replaced: ReplacedNames
    private let group = DispatchGroup()

    /// Starts rewriting the distinct `<style>` blocks in the heads of `pages` under `theme`, for the replaced-element
    /// names of all of them (what normalizing gives each block, unless a block holds references: those are rewritten
    /// per page first, so they are left for normalizing). Only the blocks' texts are taken here (the stages after
    /// this one edit the trees); telling them apart, a scan and a hash of every byte, is the other thread's work.
    package static func start(for pages: [ParsedPage], theme: ThemePolicy) -> PreparedStyleSheets {
        let prepared = PreparedStyleSheets(theme: theme, replaced: ReplacedNames(of: pages))
        var texts: [String] = []
        for page in pages {
            for case .element(let element) in page.head?.children ?? [] where element.name == "style" {
                texts.append(element.textContent())
            }
        }
        guard !texts.isEmpty else { return prepared }
        Parallel.background.async(group: prepared.group) { [names = prepared.names, replaced = prepared.replaced, texts] in
            HeapAdvice.adviseCallingThreadsHeap()
            for css in distinctBlocks(texts) {
                _ = names.entry(for: css) { ReadingSystemStyles.rewrite($0, theme: theme, replaced: replaced) }
            }
        }
        return prepared
    }

    /// The texts normalizing rewrites as they are (more than white space, no references), first occurrence each.
    static func distinctBlocks(_ texts: [String]) -> [String] {
        var seen: Set<String> = [], blocks: [String] = []
        for css in texts where PageNormalizer.holdsStyles(css) && !CSSRewriter.mayContainReference(css) {
            if seen.insert(css).inserted { blocks.append(css) }
        }
        return blocks
    }

    /// The table, when its blocks were rewritten as a build under `theme` for `replaced` rewrites them; else nil.
    func names(theme: ThemePolicy, replaced: ReplacedNames?) -> StyleSheetNames? {
        theme == self.theme && replaced == self.replaced ? names : nil
    }

    /// Waits until the rewrites started are done (none outlives the build that started them).
    func wait() { group.wait() }
}
