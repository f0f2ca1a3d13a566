/// Media types of the files a book may contain.
package enum MediaTypes {
    /// The media type for a file extension, or nil when a book cannot carry the file without a fallback.
    package static func forExtension(_ fileExtension: String) -> String? {
        table[fileExtension.lowercased()]
    }

    /// The media type for the file at `path` (by its extension), or nil as for `forExtension`.
    package static func forPath(_ path: String) -> String? {
        forExtension(VaultPath.fileExtension(of: path))
    }

    /// True for EPUB core media image types.
    package static func isImage(_ mediaType: String) -> Bool { mediaType.hasPrefix("image/") }

    /// True when a page may embed a resource of `mediaType` (an image, audio, video, font, stylesheet or caption
    /// track) without a fallback: the table's types other than documents, scripts and navigation files.
    package static func isEmbeddable(_ mediaType: String) -> Bool {
        embeddable.contains(mediaType.lowercased())
    }

    private static let embeddable = Set(table.values).subtracting(
        ["application/xhtml+xml", "application/javascript", "application/x-dtbncx+xml", "application/smil+xml"])

    private static let table: [String: String] = [
        "xhtml": "application/xhtml+xml", "html": "application/xhtml+xml", "htm": "application/xhtml+xml",
        "css": "text/css", "js": "application/javascript",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/mp4", "opus": "audio/opus", "ogg": "audio/ogg",
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm",
        "vtt": "text/vtt", "ncx": "application/x-dtbncx+xml", "smil": "application/smil+xml",
    ]
}
