import Foundation

/// What the author asked for; the CLI fills it from flags and the environment.
package struct BuildOptions: Sendable {
    /// Path of the vault folder.
    package var vault: String
    /// Config file; default `book.yaml` at the vault root when present.
    package var configPath: String?
    /// Spine file overriding the reading order.
    package var spinePath: String?
    /// Folder of templates overriding the built-in ones.
    package var templatesPath: String?
    /// `SOURCE_DATE_EPOCH`, when set.
    package var sourceDateEpoch: String?
    /// When the vault last changed, as the caller knows it (the CLI asks git); asked only when neither
    /// `SOURCE_DATE_EPOCH` nor book.yaml's `modified:` dates the book, before falling back to the newest file.
    package var lastChange: (@Sendable () -> Date?)?
    /// Set by `EPUBBuilder` when its task is cancelled: the run stops at the next page and writes nothing.
    var cancellation: CancellationFlag?
    /// False to ignore any config file (`init` infers one from scratch).
    package var readsConfig = true
    /// True when the process exits right after the build (the CLI): the page trees of a book that is not too
    /// large (`ProcessLifetime.mayKeepTrees`) are then left for the OS to reclaim instead of freed one by one.
    package var keepsTreesUntilExit = false
    /// True when a warning stops the write as an error does (`build --strict`).
    package var strict = false
    /// True when an EPUB gets the print edition's page numbers (a page-list and page-break markers).
    package var pagesFromPrint = false
    /// The audience whose book is built (`--audience`); nil: the config's, else none.
    package var audience: String?
    /// True when each page keeps where its elements came from (`SourceLineMap`), so that findings about the
    /// written book point at vault lines (`build --check`).
    package var recordsSourceLines = false
    /// Values that override the config's (an app's `EPUBBuilder.Options.book`).
    package var settings = BookSettings()
    /// Called (from any thread) after each page is normalized, with pages done, total and the page's path.
    package var progress: (@Sendable (_ done: Int, _ total: Int, _ page: String) -> Void)?

    /// Creates options.
    package init(vault: String, configPath: String? = nil, spinePath: String? = nil, templatesPath: String? = nil,
                sourceDateEpoch: String? = nil) {
        self.vault = vault
        self.configPath = configPath
        self.spinePath = spinePath
        self.templatesPath = templatesPath
        self.sourceDateEpoch = sourceDateEpoch
    }
}
