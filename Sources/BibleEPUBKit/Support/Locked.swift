import Foundation

/// A value shared across threads, read and changed only under its lock (`Mutex` needs macOS 15; the kit supports 13).
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// A lock around `value`.
    init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
