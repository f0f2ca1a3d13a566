import Foundation

/// The version string: the release number, plus the git commit when the binary sits in a checkout's .build folder.
enum Version {
    static let number = "0.1.0"

    /// What `--version` prints; the checkout is looked up only when `--version` was asked for,
    /// so other commands do not pay for reading `.git` at startup.
    static var forConfiguration: String {
        CommandLine.arguments.dropFirst().contains("--version") ? string : number
    }

    static var string: String {
        guard let commit = checkoutCommit() else { return number }
        return "\(number) (\(commit))"
    }

    /// The short commit of the git checkout that contains the running binary, read from .git without running git.
    static func checkoutCommit() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let git = folder.appendingPathComponent(".git").path
            if let head = try? String(contentsOfFile: git + "/HEAD", encoding: .utf8) {
                return resolve(head.trimmingCharacters(in: .whitespacesAndNewlines), git: git).map { String($0.prefix(12)) }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    private static func resolve(_ head: String, git: String) -> String? {
        guard head.hasPrefix("ref: ") else { return head.isEmpty ? nil : head }
        let ref = String(head.dropFirst(5))
        if let direct = try? String(contentsOfFile: git + "/" + ref, encoding: .utf8) {
            return direct.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let packed = (try? String(contentsOfFile: git + "/packed-refs", encoding: .utf8)) ?? ""
        return packed.split(separator: "\n").first { $0.hasSuffix(" " + ref) }.map { String($0.prefix(40)) }
    }
}
