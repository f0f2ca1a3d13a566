import Foundation

/// Objects a command-line build keeps until the process exits. The OS takes a process's memory back at once, while
/// freeing a book's page trees object by object cost ~4% of a build's instructions, on the workers' critical path
/// (clang's `-disable-free` skips freeing its ASTs for the same reason). Only the CLI opts in, and only for books
/// small enough that the kept trees cannot matter for peak memory (`BuildOptions.keepsTreesUntilExit`).
package enum ProcessLifetime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    /// Keeps `object` alive until the process exits (safe from several threads).
    static func keep(_ object: AnyObject) {
        lock.lock()
        kept.append(object)
        lock.unlock()
    }

    /// Keeps the value `value` (a struct holding objects) alive until the process exits.
    static func keep<Value>(value: Value) {
        keep(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// How many objects are kept.
    static var keptCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept.count
    }

    /// Whether a book whose pages total `pageBytes` may keep its trees: trees take ~3x their pages' bytes, so
    /// beyond 16 MiB of pages (the 10,000-page benchmark vault has 23) they are freed to bound peak memory.
    static func mayKeepTrees(pageBytes: Int) -> Bool { pageBytes < 16 << 20 }
}
