/// One file to put in the EPUB container.
package struct ArchiveEntry: Sendable, Hashable {
    /// Where the bytes come from.
    package enum Source: Sendable, Hashable {
        /// Bytes produced in memory (pages, package documents).
        case bytes([UInt8])
        /// A vault file streamed from disk at write time (figures, fonts), opened as `FileBytes` opens vault files.
        case file(VaultFile)
        /// Bytes already deflated (pages, compressed in parallel); the archive copies them as they are.
        case deflated(DeflatedBytes)
    }

    /// The entry's uncompressed bytes when they are in memory (nil for files streamed from disk).
    package var contents: [UInt8]? {
        switch source {
        case .bytes(let bytes): return bytes
        case .deflated(let deflated): return deflated.inflated()
        case .file: return nil
        }
    }

    /// How the entry is stored.
    package enum Compression: Sendable, Hashable {
        case stored, deflated
    }

    /// Path inside the container, e.g. `OEBPS/Text/page.xhtml`.
    package var path: String
    /// Where the bytes come from.
    package var source: Source
    /// How the entry is stored.
    package var compression: Compression

    /// Creates an entry.
    package init(path: String, source: Source, compression: Compression) {
        self.path = path
        self.source = source
        self.compression = compression
    }

    /// Stores already-compressed media, deflates everything else.
    package static func compression(forMediaType mediaType: String) -> Compression {
        let compressed = mediaType.hasPrefix("image/") && mediaType != "image/svg+xml"
            || mediaType.hasPrefix("audio/") || mediaType.hasPrefix("video/") || mediaType.hasPrefix("font/")
            || mediaType.hasPrefix("application/font") || mediaType == "application/vnd.ms-opentype"
        return compressed ? .stored : .deflated
    }
}
