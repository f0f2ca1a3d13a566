import Foundation

/// Names a generated stylesheet after its content (`styles/page-<12 hex digits of SHA-256>.css`), so identical
/// `<style>` blocks share one file, and keeps each distinct block's reading-system rewrite. Most pages of a vault
/// repeat the same block: each distinct text is rewritten and hashed once per build, by whichever worker meets it first.
package final class StyleSheetNames: @unchecked Sendable {
    /// A `<style>` block as the book ships it.
    struct Entry {
        /// Its package path.
        var path: String
        /// Its text after the reading-system passes.
        var css: String
        /// What the passes changed.
        var findings: [StyleFinding]
    }

    private var known: [StyleSheetKey: Entry] = [:]
    private let lock = NSLock()

    /// Creates an empty table (one per build).
    package init() {}

    /// The package path of the stylesheet holding `css` (as it is).
    package func path(for css: String) -> String { entry(for: css) { StyleRewrite(css: $0, findings: []) }.path }

    /// The shipped form of the block `css`: `rewrite` runs once per distinct text.
    func entry(for css: String, rewrite: (String) -> StyleRewrite) -> Entry {
        lock.lock()
        let key = StyleSheetKey(css: css)
        let cached = known[key]
        lock.unlock()
        if let cached { return cached }
        let rewritten = rewrite(css)
        let digest = Digests.hex(Digests.sha256(Array(rewritten.css.utf8)).prefix(6))
        let entry = Entry(path: "\(PageNormalizer.stylesFolder)/page-\(digest).css", css: rewritten.css, findings: rewritten.findings)
        lock.lock()
        known[key] = entry
        lock.unlock()
        return entry
    }
}

/// A stylesheet's text as a table key, equal when the bytes are equal. Hashed by its length and its first and last
/// 256 bytes: the blocks run to tens of kilobytes, and hashing all of them on every page cost more than the rest
/// of the lookup.
struct StyleSheetKey: Hashable {
    /// The stylesheet's text.
    var css: String

    func hash(into hasher: inout Hasher) {
        var css = css
        css.withUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.prefix(256))))
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.suffix(256))))
        }
    }

    static func == (lhs: StyleSheetKey, rhs: StyleSheetKey) -> Bool {
        var left = lhs.css, right = rhs.css
        return left.withUTF8 { left in
            right.withUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}
