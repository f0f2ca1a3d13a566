import Foundation

/// The kit's front door for an app: build, lint or outline a vault, off the caller's thread, with progress and
/// cooperative cancellation (`Task.cancel()` stops the run at the next page and leaves no file behind).
///
/// ```swift
/// let builder = EPUBBuilder(vault: vaultURL)
/// let result = try await builder.build(to: outputURL) { progress in print(progress) }
/// ```
public struct EPUBBuilder: Sendable {
    /// What a build may be told besides the vault.
    public struct Options: Sendable {
        /// A config file to read instead of `book.yaml` at the vault root.
        public var config: URL?
        /// A folder whose templates override the built-in ones.
        public var templates: URL?
        /// The book's modification date when neither `SOURCE_DATE_EPOCH` nor book.yaml's `modified:` gives one
        /// (default: the date of the vault's newest file).
        public var modified: Date?
        /// Build only this Part: its folder, number (`II`, `2`) or a unique prefix.
        public var part: String?

        /// Creates options.
        public init(config: URL? = nil, templates: URL? = nil, modified: Date? = nil, part: String? = nil) {
            self.config = config
            self.templates = templates
            self.modified = modified
            self.part = part
        }
    }

    /// How far a build has come.
    public enum Progress: Sendable, Equatable {
        /// The vault is being read and every page parsed.
        case reading
        /// `done` of `total` pages are normalized; `page` is the vault path of the last one.
        case normalized(done: Int, total: Int, page: String)
        /// The book is being written.
        case writing
    }

    /// What a build produced.
    public struct BuildResult: Sendable {
        /// The EPUB written, or nil when errors stopped the write (they are in `diagnostics`).
        public var output: URL?
        /// Every finding, sorted by file and line.
        public var diagnostics: [Diagnostic]
        /// Pages in the book's reading order.
        public var pageCount: Int
        /// The book's title.
        public var title: String
    }

    /// The vault folder.
    public let vault: URL
    /// What the build is told besides the vault.
    public let options: Options

    /// A builder for the vault at `vault`.
    public init(vault: URL, options: Options = Options()) {
        self.vault = vault
        self.options = options
    }

    /// Builds the EPUB at `output` (a `.epub` file, or a folder that gets `<slug-of-title>.epub`).
    public func build(to output: URL, progress: (@Sendable (Progress) -> Void)? = nil) async throws -> BuildResult {
        try await run { flag in
            var kitOptions = buildOptions(flag)
            if let progress {
                progress(.reading)
                kitOptions.progress = { done, total, page in
                    progress(.normalized(done: done, total: total, page: page))
                    if done == total { progress(.writing) }
                }
            }
            let outcome = try options.part.map {
                try BuildAction.runParts(kitOptions, request: .one($0), output: output.path, format: .epub)[0]
            } ?? BuildAction.run(kitOptions, output: output.path, format: .epub)
            return BuildResult(output: outcome.outputPath.map { URL(fileURLWithPath: $0) }, diagnostics: outcome.book.diagnostics,
                               pageCount: outcome.book.pageCount, title: outcome.book.metadata.title)
        }
    }

    /// Lints the vault (with the rules of `store` when given) without writing anything.
    public func lint(store: StoreProfile? = nil) async throws -> LintReport {
        try await run { flag in try Linter.run(buildOptions(flag), store: store) }
    }

    /// The table of contents the build would write, from the vault's folders and pages.
    public func contents() async throws -> TableOfContents {
        try await run { flag in try TOCAction.tree(buildOptions(flag)) }
    }

    private func buildOptions(_ flag: CancellationFlag) -> BuildOptions {
        var kitOptions = BuildOptions(vault: vault.path, configPath: options.config?.path, templatesPath: options.templates?.path,
                                      sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"])
        if let modified = options.modified { kitOptions.lastChange = { modified } }
        kitOptions.cancellation = flag
        return kitOptions
    }

    /// Runs `work` on a dispatch queue (the stages block while their pages are processed in parallel), and
    /// turns the task's cancellation into the flag the stages look at.
    private func run<Value: Sendable>(_ work: @escaping @Sendable (CancellationFlag) throws -> Value) async throws -> Value {
        let flag = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: Result<Value, Error> { try flag.check(); return try work(flag) })
                }
            }
        } onCancel: {
            flag.cancel()
        }
    }
}
