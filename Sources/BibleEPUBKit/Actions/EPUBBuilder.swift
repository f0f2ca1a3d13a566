import Foundation

/// The kit's front door, for an app and for the `bible-epub` command alike: build, lint, outline a vault or infer
/// its book.yaml, off the caller's thread, with progress and cooperative cancellation (`Task.cancel()` stops the
/// run at the next page and leaves no file behind).
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
        /// A reading-order file (vault-relative paths, one per line) that overrides every other order.
        public var spine: URL?
        /// A folder whose templates override the built-in ones.
        public var templates: URL?
        /// When the vault last changed, as the caller knows it (the CLI asks git): the book's modification date
        /// when neither `SOURCE_DATE_EPOCH` nor book.yaml's `modified:` gives one; asked only then. Without it,
        /// the date of the vault's newest file.
        public var lastChange: (@Sendable () -> Date?)?
        /// True when a warning stops the build as an error does: the book is not written (`build --strict`).
        public var strict = false
        /// True when an EPUB gets the print edition's page numbers: the print edition is laid out (WeasyPrint) and
        /// each of its pages' start is marked in the EPUB, listed in the nav's `page-list` (`build --pages-from-print`).
        public var pagesFromPrint = false
        /// The audience whose book is built from a Diaryx workspace's `audience` tags (`*`: every note).
        public var audience: String?
        /// True when the build keeps where each page's elements came from, so that findings about the written
        /// book (EPUBCheck's) can be placed at the vault file's line (`build --check`); costs a little memory.
        public var recordsSourceLines = false
        /// What book.yaml can say about the book (title, authors, language, cover, order, ...), as values that
        /// override the file's.
        public var book = BookSettings()
        /// True when the process exits right after the build (the CLI): spent page trees are left to the OS.
        package var processExitsAfterBuild = false

        /// Creates options; `modified` is a fixed `lastChange`.
        public init(config: URL? = nil, spine: URL? = nil, templates: URL? = nil, modified: Date? = nil) {
            self.config = config
            self.spine = spine
            self.templates = templates
            if let modified { lastChange = { modified } }
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

    /// Which Parts `buildParts` builds.
    public enum PartSelection: Sendable {
        /// One Part, by folder, roman or arabic number (`II`, `2`) or a unique prefix (`Part-II`).
        case one(String)
        /// Every top-level Part, each into its own file.
        case all
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

    /// Starts building, on another core, the schema tables every build and lint checks pages against (once per
    /// process), and returns at once. Optional: the first build starts it itself. A command-line tool calls it
    /// before it parses its arguments, which keep one core busy for a few milliseconds anyway.
    public static func prepare() {
        SchemaWarmUp.start()
    }

    /// Builds the book at `output` (a `.epub` file, or a folder that gets `<slug-of-title>.epub`); nothing is
    /// written when a finding is an error (the result's `output` is then nil).
    public func build(to output: URL, format: OutputFormat = .epub,
                      progress: (@Sendable (Progress) -> Void)? = nil) async throws -> BuildResult {
        try await build(to: output, formats: [format], progress: progress)[0]
    }

    /// Builds the book once and writes it in each of `formats` (`[.epub, .pdf]`: the EPUB gets the PDF's pages in its
    /// page-list) into the folder `output`, or beside a file of one of them (`book.epub` -> `book.pdf`); one result
    /// per file, in the order written (the PDF first).
    public func build(to output: URL, formats: [OutputFormat],
                      progress: (@Sendable (Progress) -> Void)? = nil) async throws -> [BuildResult] {
        try await run { flag in
            try BuildAction.run(kitOptions(flag, progress), output: Self.written(output), formats: formats)
                .map(BuildResult.init)
        }
    }

    /// Builds Parts as separate books (pages parsed once for all of them) into the folder `output`, or, for one
    /// Part, into `output` when it names a file of one of `formats`; each Part in each format.
    public func buildParts(_ selection: PartSelection, to output: URL, format: OutputFormat = .epub,
                           progress: (@Sendable (Progress) -> Void)? = nil) async throws -> [BuildResult] {
        try await buildParts(selection, to: output, formats: [format], progress: progress)
    }

    /// `buildParts(_:to:format:progress:)` in each of `formats` (the EPUBs with their PDF's page-list).
    public func buildParts(_ selection: PartSelection, to output: URL, formats: [OutputFormat],
                           progress: (@Sendable (Progress) -> Void)? = nil) async throws -> [BuildResult] {
        let request: BuildAction.PartRequest = switch selection {
        case .one(let name): .one(name)
        case .all: .all
        }
        return try await run { flag in
            try BuildAction.runParts(kitOptions(flag, progress), request: request, output: Self.written(output),
                                     formats: formats).map(BuildResult.init)
        }
    }

    /// Builds one book per audience the workspace's notes name (and `default-audience:`), each what `audience`
    /// builds, into the folder `output` as `<slug-of-title>-<audience>.epub` (and `.pdf` with `formats`).
    public func buildAudiences(to output: URL, format: OutputFormat = .epub,
                               progress: (@Sendable (Progress) -> Void)? = nil) async throws -> [BuildResult] {
        try await buildAudiences(to: output, formats: [format], progress: progress)
    }

    /// `buildAudiences(to:format:progress:)` in each of `formats`.
    public func buildAudiences(to output: URL, formats: [OutputFormat],
                               progress: (@Sendable (Progress) -> Void)? = nil) async throws -> [BuildResult] {
        try await run { flag in
            try BuildAction.runAudiences(kitOptions(flag, progress), output: Self.written(output), formats: formats)
                .map(BuildResult.init)
        }
    }

    /// Lints the vault (with the rules of `store` when given) without writing anything.
    public func lint(store: StoreProfile? = nil) async throws -> LintReport {
        try await run { flag in try Linter.run(kitOptions(flag, nil), store: store) }
    }

    /// The table of contents the build would write, from the vault's folders and pages.
    public func contents() async throws -> TableOfContents {
        try await run { flag in try TOCAction.tree(kitOptions(flag, nil)) }
    }

    /// A commented book.yaml inferred from the vault (any existing book.yaml is ignored), with the reasons.
    public func proposeConfig() async throws -> ConfigProposal {
        try await run { flag in try InitAction.propose(kitOptions(flag, nil)) }
    }

    private func kitOptions(_ flag: CancellationFlag, _ progress: (@Sendable (Progress) -> Void)?) -> BuildOptions {
        var kit = BuildOptions(vault: vault.relativePath, configPath: options.config?.relativePath,
                               spinePath: options.spine?.relativePath, templatesPath: options.templates?.relativePath,
                               sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"])
        kit.lastChange = options.lastChange
        kit.keepsTreesUntilExit = options.processExitsAfterBuild
        kit.strict = options.strict
        kit.pagesFromPrint = options.pagesFromPrint
        kit.audience = options.audience
        kit.recordsSourceLines = options.recordsSourceLines
        kit.settings = options.book
        kit.cancellation = flag
        if let progress {
            progress(.reading)
            kit.progress = { done, total, page in
                progress(.normalized(done: done, total: total, page: page))
                if done == total { progress(.writing) }
            }
        }
        return kit
    }

    /// The path as the caller wrote it (relative paths stay relative in messages), with a trailing `/` when the
    /// URL names a folder (a folder gets `<slug-of-title>.epub`).
    private static func written(_ url: URL) -> String {
        let path = url.relativePath
        return url.hasDirectoryPath && !path.hasSuffix("/") ? path + "/" : path
    }

    /// Runs `work` on a thread of its own (the stages block while their pages are processed in parallel; an app whose
    /// global queues are busy does not hold the build back), and turns the task's cancellation into the flag the
    /// stages look at.
    private func run<Value: Sendable>(_ work: @escaping @Sendable (CancellationFlag) throws -> Value) async throws -> Value {
        let flag = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Parallel.background.async {
                    continuation.resume(with: Result<Value, Error> { try flag.check(); return try work(flag) })
                }
            }
        } onCancel: {
            flag.cancel()
        }
    }
}
