import Crypto
import Foundation

/// Names a generated stylesheet after its content (`styles/page-<12 hex digits of SHA-256>.css`), so identical
/// `<style>` blocks share one file. Most pages of a vault repeat the same block: each distinct text is hashed once
/// per build, by whichever worker meets it first.
public final class StyleSheetNames: @unchecked Sendable {
    private var known: [String: String] = [:]
    private let lock = NSLock()

    /// Creates an empty table (one per build).
    public init() {}

    /// The package path of the stylesheet holding `css`.
    public func path(for css: String) -> String {
        lock.lock()
        let cached = known[css]
        lock.unlock()
        if let cached { return cached }
        let digest = SHA256.hash(data: Array(css.utf8)).prefix(6).flatMap { [Self.hexDigits[Int($0 >> 4)], Self.hexDigits[Int($0 & 0x0F)]] }
        let path = "\(PageNormalizer.stylesFolder)/page-\(String(digest)).css"
        lock.lock()
        known[css] = path
        lock.unlock()
        return path
    }

    private static let hexDigits = Array("0123456789abcdef")
}
