/// A built book: the archive entries in order plus everything worth reporting.
package struct Book: Sendable {
    /// Resolved metadata.
    package var metadata: BookMetadata
    /// The contents tree rendered into nav and NCX.
    package var toc: TableOfContents
    /// Entries in archive order, `mimetype` first.
    package var entries: [ArchiveEntry]
    /// Every finding, sorted.
    package var diagnostics: [Diagnostic]
    /// Number of spine pages from the vault.
    package var pageCount: Int
    /// Vault paths of the packaged files that are not pages.
    package var packagedFiles: Set<String>
    /// The vault page of each page in the book, by its path under `OEBPS/`.
    package var pagePaths: [String: String] = [:]
    /// Each page's source-line map by its path under `OEBPS/`, when the build recorded them.
    package var sourceLines: [String: SourceLineMap] = [:]
    /// The print edition's page (book.yaml's `print:`).
    package var print = PrintSettings.standard

    /// File-name slug of the title: `Claude's Xcode 26 Bible` -> `claude-s-xcode-26-bible`.
    package var slug: String { Slug.make(metadata.title) }
}

/// Lowercase ASCII slugs for file names.
package enum Slug {
    /// The longest slug, in characters (ASCII: bytes too).
    package static let maximumLength = 80

    /// The slug of `text`.
    package static func make(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSetting.isAlphanumeric(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") && !result.isEmpty {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        // A file name has at most 255 bytes, and Part and audience builds add to the slug: cut at a word's end.
        if result.utf8.count > maximumLength {
            result = String(result.prefix(maximumLength))
            if let lastHyphen = result.lastIndex(of: "-") { result = String(result[..<lastHyphen]) }
        }
        return result.isEmpty ? "book" : result
    }
}
