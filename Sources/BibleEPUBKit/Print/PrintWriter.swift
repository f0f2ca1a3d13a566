import Foundation

/// Writes the print edition of a built book: its package laid out in a private folder (never the vault, never the
/// output's), the print document made from it, WeasyPrint run on it into the temp file `BookWriter` renames.
enum PrintWriter {
    /// The Python with WeasyPrint; throws with the install command when there is none (before anything is written).
    /// A Python found is remembered for its `PATH` (finding it imports WeasyPrint: 0.7 s of CPU, once per Part else).
    static func engine() throws -> String {
        let environment = ProcessInfo.processInfo.environment, path = environment["PATH"] ?? ""
        // Held while looking: Parts laid out side by side wait for the first one's answer rather than each looking.
        let python = found.withLock { known in
            if known[path] == nil { known[path] = PrintEngine.locate(environment: environment) }
            return known[path]
        }
        guard let python else { throw PrintError.engineMissing }
        return python
    }

    /// The Python found with WeasyPrint, by the `PATH` it was found on (none found is not remembered).
    private static let found = Locked<[String: String]>([:])

    /// The print edition's layout of `book` (the PDF made in a private folder and removed): what the EPUB's
    /// page-list is made from.
    static func layout(_ book: Book, templates: TemplateSet) throws -> PrintEngine.Layout {
        let python = try engine()
        return try PrivateFolder.with("bible-epub-pages", failing: { PrintError.engineFailed(reason: $0) }) { folder in
            try write(book, to: folder + "/book.pdf", templates: templates, python: python)
        }
    }

    /// Lays out `book` into the PDF at `path` with `python`.
    static func write(_ book: Book, to path: String, templates: TemplateSet, python: String) throws -> PrintEngine.Layout {
        guard let document = PrintDocument.make(book, templates: templates, settings: book.print) else { throw PrintError.unreadableBook }
        return try PrivateFolder.with("bible-epub-print", failing: { OutputError.cannotWrite(path: path, reason: $0) }) { folder in
            try BookWriter.writeTree(book.entries, to: folder)
            let content = folder + "/" + PackagePaths.contentFolder
            for (name, bytes) in document.files { try OutputFiles.createFile(content + "/" + name, holding: bytes) }
            return try PrintEngine.render(folder: content, output: path, settings: book.print, estimatedPages: document.estimatedPages,
                                          python: python)
        }
    }
}
