import Foundation

/// Set once when the caller cancels a run; the stages look at it between pages and stop at the next one
/// (`EPUBBuilder` sets it from `Task.cancel()`).
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    /// True once `cancel()` was called.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Asks the run to stop.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Throws `CancellationError` once the run was cancelled.
    func check() throws {
        if isCancelled { throw CancellationError() }
    }
}
