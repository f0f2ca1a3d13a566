import Foundation

/// Runs the render check (Scripts/render-check, built in) on a written book: every content document laid out by
/// Chromium in pages, and the share of its words a reader sees.
package enum RenderCheck {
    /// How to start the check on this machine.
    package struct Installation: Sendable, Equatable {
        /// A Python 3 with PyQt6's QtWebEngine.
        package var python: String
        /// axe-core's axe.min.js (`Scripts/setup --render` installs it), or nil: the check then runs without it.
        package var axe: String? = nil
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
            if Subprocess.run(python, ["-c", "import PyQt6.QtWebEngineWidgets"])?.status == 0 {
                return Installation(python: python, axe: locateAxe(environment: environment))
            }
        }
        return nil
    }

    /// axe-core's axe.min.js: `BIBLE_EPUB_AXE`, else where `Scripts/setup --render` puts it
    /// (`$XDG_DATA_HOME/bible-epub/axe.min.js`, by default under `~/.local/share`); nil when there is none.
    package static func locateAxe(environment: [String: String]) -> String? {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        let path = environment["BIBLE_EPUB_AXE"].flatMap { $0.isEmpty ? nil : $0 } ?? data + "/bible-epub/axe.min.js"
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    /// Renders `epub`; each problem becomes a `render.*` diagnostic at the vault page (`pages` maps package paths
    /// under `OEBPS/` to vault paths), and a book under the minimum share gets a `render.visible-words` error. With
    /// axe-core installed, each WCAG violation it finds is an `a11y.<rule>` diagnostic at the page's source line.
    package static func check(_ epub: String, with installation: Installation, pages: [String: String],
                              sourceLines: [String: SourceLineMap] = [:]) throws -> [Diagnostic] {
        // A folder of its own: checks run side by side (the kit's callers, the tests) must not share one.
        try PrivateFolder.with("bible-epub-render", failing: { CheckError.noReport(tool: "the render check (\($0))", epub: epub) }) { folder in
            try run(epub, with: installation, in: folder, pages: pages, sourceLines: sourceLines)
        }
    }

    /// `check` in `folder`: the scripts written there, the report read from there.
    private static func run(_ epub: String, with installation: Installation, in folder: String, pages: [String: String],
                            sourceLines: [String: SourceLineMap]) throws -> [Diagnostic] {
        try script.write(toFile: folder + "/render-check", atomically: true, encoding: .utf8)
        try wordsModule.write(toFile: folder + "/render_check_words.py", atomically: true, encoding: .utf8)
        try geometryScript.write(toFile: folder + "/render_check_geometry.js", atomically: true, encoding: .utf8)
        let axe = installation.axe.map { ["--axe", $0] } ?? ["--no-axe"]
        _ = Subprocess.run(installation.python, [folder + "/render-check", "--quiet", "--json", folder + "/report.json"] + axe + [epub])
        guard let data = FileManager.default.contents(atPath: folder + "/report.json") else {
            throw CheckError.noReport(tool: "the render check", epub: epub)
        }
        return try diagnostics(fromJSON: data, pages: pages, book: epub, sourceLines: sourceLines)
    }

    /// An error when a book claims conformance (`claim`) and axe-core found violations in it: the claim is not true.
    package static func refutedClaim(_ claim: String?, by findings: [Diagnostic]) -> Diagnostic? {
        let violations = findings.filter { $0.id.hasPrefix("a11y.") }
        guard let claim, !violations.isEmpty else { return nil }
        let rules = Set(violations.map(\.id)).sorted().joined(separator: ", ")
        return Diagnostic(id: .a11yConformanceRefused, severity: .error, file: "book.yaml",
                          message: "the book claims '\(claim)', and axe-core found \(violations.count) violations (\(rules))",
                          hint: "fix them, or remove accessibility: conforms-to: from book.yaml")
    }

    /// Diagnostics from a render-check `--json` report; `book` and `sourceLines` place axe-core's findings at lines.
    package static func diagnostics(fromJSON data: Data, pages: [String: String], book: String? = nil,
                                    sourceLines: [String: SourceLineMap] = [:]) throws -> [Diagnostic] {
        guard let books = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw CheckError.unreadableReport(tool: "the render check")
        }
        var result: [Diagnostic] = []
        let documents = BookDocuments(book: book ?? "", wanted: book != nil && !sourceLines.isEmpty)
        for report in books {
            for document in report["documents"] as? [[String: Any]] ?? [] {
                let href = document["href"] as? String ?? ""
                let inPackage = String(href.drop { $0 != "/" }.dropFirst())
                let file = pages[inPackage] ?? href
                result += AxeFindings.diagnostics(document["violations"] as? [[String: Any]] ?? [], file: file,
                                                  document: documents.bytes(of: href), lines: sourceLines[inPackage])
                for problem in document["problems"] as? [[String: String]] ?? [] where !(problem["kind"] ?? "").hasPrefix("a11y.") {
                    result.append(Diagnostic(toolID: "render.\(problem["kind"] ?? "problem")", severity: .warning, file: file,
                                             message: problem["message"] ?? ""))
                }
            }
            let share = report["share"] as? Double ?? 0
            if share < minimumVisibleShare {
                result.append(Diagnostic(
                    id: .renderVisibleWords, severity: .error, file: "",
                    message: String(format: "only %.2f%% of the book's words are visible in a paged rendering (at least %.1f%% needed)", share, minimumVisibleShare)))
            }
        }
        return result.sorted()
    }
}
