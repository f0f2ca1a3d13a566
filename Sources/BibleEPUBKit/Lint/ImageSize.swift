import Foundation

/// Pixel dimensions read from PNG, JPEG, GIF and WebP headers (at most the first 256 KB; never the whole image).
package struct ImageSize: Sendable, Equatable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int

    /// Width × height (`Int.max` past it: the numbers come from the file, anyone's to write).
    package var pixels: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// Creates a size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of the vault image `file` (read as every vault file is), or nil when its header is not recognised.
    package static func read(_ file: VaultFile) -> ImageSize? {
        FileBytes.head(of: file, count: 262_144).flatMap(parse)
    }

    /// The size from the first bytes of an image.
    package static func parse(_ b: [UInt8]) -> ImageSize? {
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return ImageSize(width: be32(b, 16), height: be32(b, 20)) }
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) { return ImageSize(width: le16(b, 6), height: le16(b, 8)) }
        if b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) { return webp(b) }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 { return jpeg(b) }
        return nil
    }

    private static func jpeg(_ b: [UInt8]) -> ImageSize? {
        var index = 2
        while index + 9 < b.count {
            guard b[index] == 0xFF else { index += 1; continue }
            let marker = b[index + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = be16(b, index + 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImageSize(width: be16(b, index + 7), height: be16(b, index + 5))
            }
            index += 2 + length
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> ImageSize? {
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ": return ImageSize(width: le16(b, 26) & 0x3FFF, height: le16(b, 28) & 0x3FFF)
        case "VP8L":
            let bits = UInt32(b[21]) | UInt32(b[22]) << 8 | UInt32(b[23]) << 16 | UInt32(b[24]) << 24
            return ImageSize(width: Int(bits & 0x3FFF) + 1, height: Int((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return ImageSize(width: (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1,
                             height: (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1)
        default: return nil
        }
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
}
