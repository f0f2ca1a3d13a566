import Foundation

/// A folder of the process's own in the system's temp folder, for work nothing else may see or share.
enum PrivateFolder {
    /// Runs `body` with a new folder in the system's temp folder (`<prefix>-XXXXXX`, created by `mkdtemp`: private,
    /// unguessable), removed afterwards and on an interrupt; `failing` makes the error when it cannot be created.
    static func with<Result>(_ prefix: String, failing: (String) -> Error, _ body: (String) throws -> Result) throws -> Result {
        var template = Array((FileManager.default.temporaryDirectory.path + "/" + prefix + "-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else { throw failing(String(cString: strerror(errno))) }
        let folder = String(cString: created)
        TemporaryFiles.register(folder)
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            TemporaryFiles.unregister(folder)
        }
        return try body(folder)
    }
}
