import BibleEPUBKit
import Foundation
import Testing

/// What the app's "Build EPUB" action sees: the front door only (`import BibleEPUBKit`, no `@testable`).
@Suite("Front door (EPUBBuilder)")
struct FrontDoorTests {
    @Test("a build reports reading, every page normalized, then writing; the book is the CLI's book")
    func buildWithProgress() async throws {
        let output = try TestVault([:]).output
        let events = EventLog()
        let builder = EPUBBuilder(vault: URL(fileURLWithPath: Repository.sampleVault), options: .init(modified: Date(timeIntervalSince1970: 1_700_000_000)))
        let result = try await builder.build(to: URL(fileURLWithPath: output + "/sample.epub")) { events.append($0) }
        let output2 = try #require(result.output)
        #expect(FileManager.default.fileExists(atPath: output2.path))
        let seen = events.all
        #expect(seen.first == .reading && seen.last == .writing)
        #expect(seen.filter { if case .normalized = $0 { true } else { false } }.count == result.pageCount)
        #expect(result.diagnostics.allSatisfy { $0.severity < .error })
        // Both read SOURCE_DATE_EPOCH from the same environment, else the sample vault's `modified:`.
        #expect(try runCLI(["build", Repository.sampleVault, "-o", output + "/cli.epub", "-q"]).status == 0)
        #expect(FileManager.default.contents(atPath: output + "/cli.epub") == FileManager.default.contents(atPath: output2.path))
        let toc = try await builder.contents()
        #expect(toc.flattened().compactMap { $0.0.page }.count == result.pageCount)
        #expect(try await builder.lint().exitCode(strict: false) == 0)
    }

    @Test("cancelling halfway stops the build: CancellationError, no book, no temporary file")
    func cancelHalfway() async throws {
        var files: [String: String] = [:]
        for number in 1...400 { files["Part-I-A/page-\(number).html"] = html("<h1>Page \(number)</h1><p>\(String(repeating: "text ", count: 200))</p>") }
        let vault = try TestVault(files)
        let target = URL(fileURLWithPath: vault.output + "/cancelled.epub")
        let handle = TaskHandle()
        let task = Task {
            try await EPUBBuilder(vault: URL(fileURLWithPath: vault.root)).build(to: target) { progress in
                if case .normalized(let done, let total, _) = progress, done * 2 >= total { handle.cancel() }
            }
        }
        handle.set(task)
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.output).isEmpty)
    }

    @Test("the real vault builds through the front door, and a second build cancelled halfway leaves nothing",
          .enabled(if: Repository.hasRealVault))
    func realVault() async throws {
        let output = try TestVault([:]).output
        let builder = EPUBBuilder(vault: URL(fileURLWithPath: Repository.realVault))
        let events = EventLog()
        let first = try await builder.build(to: URL(fileURLWithPath: output + "/book.epub")) { events.append($0) }
        #expect(first.output != nil && first.pageCount > 200)
        #expect(events.all.count == first.pageCount + 2)
        let handle = TaskHandle()
        let second = Task {
            try await builder.build(to: URL(fileURLWithPath: output + "/again.epub")) { progress in
                if case .normalized(let done, let total, _) = progress, done * 2 >= total { handle.cancel() }
            }
        }
        handle.set(second)
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["book.epub"])
    }
}

@Suite("Public surface")
struct PublicSurfaceTests {
    /// The kit's public types: the front door, its option, result, report and error types, `Diagnostic` and the
    /// catalog, the TOC types. Everything else is `package` (the CLI and the tests) or internal.
    static let allowed: Set<String> = [
        "EPUBBuilder", "BuildResult", "ConfigProposal", "OutputFormat", "LintReport", "StoreProfile",
        "Diagnostic", "DiagnosticID", "Severity", "TableOfContents", "TOCEntry", "LeftOutPage", "OrderSource",
        "VaultError", "ConfigError", "OutputError", "PartSelectionError", "TemplateError", "CheckError", "ArchiveError",
        "ExplainedError", "BookSettings",
    ]

    @Test("only the front door and its types are public")
    func publicTypes() throws {
        let declaration = try Regex(#"(?m)^public (?:final )?(?:struct|enum|class|protocol|actor|typealias|func|let|var) ([A-Za-z_]+)"#)
        var found: Set<String> = []
        let sources = Repository.root + "/Sources/BibleEPUBKit"
        for file in FileManager.default.enumerator(atPath: sources)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for match in text.matches(of: declaration) { found.insert(String(match.output[1].substring ?? "")) }
        }
        #expect(found == Self.allowed, "new: \(found.subtracting(Self.allowed).sorted()), gone: \(Self.allowed.subtracting(found).sorted())")
    }
}

/// Progress events collected from any thread.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [EPUBBuilder.Progress] = []

    func append(_ event: EPUBBuilder.Progress) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    var all: [EPUBBuilder.Progress] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}

/// The build's task, cancelled from its own progress callback (which may run before `set`, so it waits for it).
private final class TaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<BuildResult, Error>?

    func set(_ task: Task<BuildResult, Error>) {
        lock.lock()
        self.task = task
        lock.unlock()
    }

    func cancel() {
        for _ in 0..<1000 {
            lock.lock()
            let known = task
            lock.unlock()
            if let known { known.cancel(); return }
            usleep(1000)
        }
    }
}
