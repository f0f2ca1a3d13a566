import Crypto
import Foundation

/// Names a generated stylesheet after its content (`styles/page-<12 hex digits of SHA-256>.css`), so identical
/// `<style>` blocks share one file. Most pages of a vault repeat the same block: each distinct text is hashed once
/// per build, by whichever worker meets it first.
public final class StyleSheetNames: @unchecked Sendable {
    private var known: [StyleSheetKey: String] = [:]
    private let lock = NSLock()

    /// Creates an empty table (one per build).
    public init() {}

    /// The package path of the stylesheet holding `css`.
    public func path(for css: String) -> String {
        lock.lock()
        let key = StyleSheetKey(css: css)
        let cached = known[key]
        lock.unlock()
        if let cached { return cached }
        let digest = SHA256.hash(data: Array(css.utf8)).prefix(6).flatMap { [Self.hexDigits[Int($0 >> 4)], Self.hexDigits[Int($0 & 0x0F)]] }
        let path = "\(PageNormalizer.stylesFolder)/page-\(String(digest)).css"
        lock.lock()
        known[key] = path
        lock.unlock()
        return path
    }

    private static let hexDigits = Array("0123456789abcdef")
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
