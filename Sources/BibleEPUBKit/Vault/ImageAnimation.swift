/// Whether an image moves: an animated GIF (its NETSCAPE2.0 looping extension, or a second frame), an animated PNG
/// (an `acTL` chunk before the image data) or an animated WebP (the VP8X animation flag). A book that holds one
/// cannot claim `accessibilityHazard none`: nothing here tells whether it flashes.
package enum ImageAnimation {
    /// How many bytes are read: the markers sit in the first blocks of a file.
    static let headLength = 16_384

    /// Whether the vault image `file` (read as every vault file is) is animated.
    package static func isAnimated(_ file: VaultFile) -> Bool {
        guard ["gif", "png", "webp"].contains(file.fileExtension),
              let head = FileBytes.head(of: file, count: min(headLength, max(file.size, 1))) else { return false }
        return isAnimated(head)
    }

    /// Whether the first bytes of an image say it is animated.
    package static func isAnimated(_ head: [UInt8]) -> Bool {
        if head.starts(with: Array("GIF8".utf8)) { return head.firstIndex(ofBytes: Array("NETSCAPE2.0".utf8)) != nil }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let animation = head.firstIndex(ofBytes: Array("acTL".utf8)) else { return false }
            return head.firstIndex(ofBytes: Array("IDAT".utf8)).map { animation < $0 } ?? true
        }
        if head.count > 20, head.starts(with: Array("RIFF".utf8)), Array(head[8..<16]) == Array("WEBPVP8X".utf8) {
            return head[20] & 0x02 != 0
        }
        return false
    }
}
