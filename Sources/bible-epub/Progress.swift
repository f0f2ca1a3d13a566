import BibleEPUBKit
import Foundation

/// A one-line progress display on a terminal for builds longer than a second; silent in CI and pipes.
final class ProgressLine: @unchecked Sendable {
    private let start = Date()
    private let lock = NSLock()
    private var shown = false
    let enabled: Bool

    init(quiet: Bool) {
        let environment = ProcessInfo.processInfo.environment
        enabled = !quiet && isatty(STDERR_FILENO) == 1 && environment["CI"] == nil && environment["TERM"] != "dumb"
    }

    /// Shows `done/total` and the current Part once the build has run for a second.
    func update(done: Int, total: Int, page: String) {
        guard enabled, Date().timeIntervalSince(start) > 1 else { return }
        let part = page.split(separator: "/").first.map(String.init) ?? page
        lock.lock()
        shown = true
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(PrintableText.escaped(part))".utf8))
        lock.unlock()
    }

    /// Clears the line before other output.
    func finish() {
        lock.lock()
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
        lock.unlock()
    }

    /// Seconds since the build started.
    var elapsed: Double { Date().timeIntervalSince(start) }
}
