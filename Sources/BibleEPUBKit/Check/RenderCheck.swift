import Foundation

/// Runs the render check (Scripts/render-check, built in) on a written book: every content document laid out by
/// Chromium in pages, and the share of its words a reader sees.
package enum RenderCheck {
    /// How to start the check on this machine.
    package struct Installation: Sendable, Equatable {
        /// A Python 3 with PyQt6's QtWebEngine.
        package var python: String
    }

    /// The packages that provide the engine, shown when it is missing.
    package static let installHint = "apt-get install python3-pyqt6.qtwebengine poppler-utils"
    /// Share of a book's words that must be visible.
    package static let minimumVisibleShare = 99.5

    /// Finds a Python with QtWebEngine and poppler's pdftotext; nil when either is missing.
    package static func locate(environment: [String: String]) -> Installation? {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard path.contains(where: { FileManager.default.isExecutableFile(atPath: $0 + "/pdftotext") }) else { return nil }
        for python in ["/usr/bin/python3"] + path.map({ $0 + "/python3" }) where FileManager.default.isExecutableFile(atPath: python) {
            if Subprocess.run(python, ["-c", "import PyQt6.QtWebEngineWidgets"])?.status == 0 { return Installation(python: python) }
        }
        return nil
    }

    /// Renders `epub`; each problem becomes a `render.*` diagnostic at the vault page (`pages` maps package paths
    /// under `OEBPS/` to vault paths), and a book under the minimum share gets a `render.visible-words` error.
    package static func check(_ epub: String, with installation: Installation, pages: [String: String]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.path + "/bible-epub-render-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try script.write(toFile: folder + "/render-check", atomically: true, encoding: .utf8)
        try wordsModule.write(toFile: folder + "/render_check_words.py", atomically: true, encoding: .utf8)
        try geometryScript.write(toFile: folder + "/render_check_geometry.js", atomically: true, encoding: .utf8)
        _ = Subprocess.run(installation.python, [folder + "/render-check", "--quiet", "--json", folder + "/report.json", epub])
        guard let data = FileManager.default.contents(atPath: folder + "/report.json") else {
            throw CheckError.noReport(tool: "the render check", epub: epub)
        }
        return try diagnostics(fromJSON: data, pages: pages)
    }

    /// Diagnostics from a render-check `--json` report.
    package static func diagnostics(fromJSON data: Data, pages: [String: String]) throws -> [Diagnostic] {
        guard let books = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw CheckError.unreadableReport(tool: "the render check")
        }
        var result: [Diagnostic] = []
        for book in books {
            for document in book["documents"] as? [[String: Any]] ?? [] {
                let href = document["href"] as? String ?? ""
                let file = pages[String(href.drop { $0 != "/" }.dropFirst())] ?? href
                for problem in document["problems"] as? [[String: String]] ?? [] {
                    result.append(Diagnostic(toolID: "render.\(problem["kind"] ?? "problem")", severity: .warning, file: file,
                                             message: problem["message"] ?? ""))
                }
            }
            let share = book["share"] as? Double ?? 0
            if share < minimumVisibleShare {
                result.append(Diagnostic(
                    id: .renderVisibleWords, severity: .error, file: "",
                    message: String(format: "only %.2f%% of the book's words are visible in a paged rendering (at least %.1f%% needed)", share, minimumVisibleShare)))
            }
        }
        return result.sorted()
    }
}
