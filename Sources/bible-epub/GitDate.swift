import Foundation

/// The date of the vault's last commit, when it is in a git checkout: the CLI's answer to `EPUBBuilder.Options.lastChange`
/// (the kit never starts git itself; a sandboxed app cannot).
enum GitDate {
    /// The committer time of the last commit touching `folder`, or nil outside a checkout or without git.
    static func lastCommit(of folder: String) -> Date? {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        guard isInCheckout(absolute) else { return nil }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", absolute, "log", "-1", "--format=%ct", "--", "."]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let seconds = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// True when `folder` or a folder above it has `.git` (saves starting git for vaults outside a checkout).
    private static func isInCheckout(_ folder: String) -> Bool {
        var current = URL(fileURLWithPath: folder)
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return true }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }
}
