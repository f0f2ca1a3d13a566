/// Whether a raster image file's first bytes are the format its name says: a text file named `.png`, or a PNG whose
/// header gives a size no PNG can have, is no image to a reading system (EPUBCheck PKG-021, a corrupted image).
package enum ImageSignature {
    /// How many bytes the check reads.
    static let headLength = 32

    /// What is wrong with the vault image `file` (read as every vault file is), or nil when its bytes are the format
    /// its name says, or it is not a raster image this checks (PNG, JPEG, GIF, WebP).
    package static func problem(of file: VaultFile) -> String? {
        guard let expected = format(forExtension: file.fileExtension),
              let head = FileBytes.head(of: file, count: headLength) else { return nil } // unreadable: reported when read
        return problem(in: head, expected: expected)
    }

    /// What is wrong with `head`, the first bytes of a file that should be `expected` (`png`, `jpeg`, `gif`, `webp`).
    package static func problem(in head: [UInt8], expected: String) -> String? {
        let found = format(of: head)
        if found == expected {
            guard expected == "png" else { return nil }
            // IHDR: width and height from 1 to 2^31 - 1 (PNG's own limit).
            let width = be32(head, 16), height = be32(head, 20)
            return head.count >= 24 && (1...0x7FFF_FFFF).contains(width) && (1...0x7FFF_FFFF).contains(height) ? nil
                : "its PNG header gives a size no PNG can have (\(head.count >= 24 ? "\(width)x\(height)" : "cut short"))"
        }
        return "its bytes are not a \(expected.uppercased()) image" + (found.map { " (they are a \($0.uppercased()) image)" } ?? "")
    }

    private static func format(forExtension fileExtension: String) -> String? {
        switch fileExtension {
        case "png": "png"
        case "jpg", "jpeg": "jpeg"
        case "gif": "gif"
        case "webp": "webp"
        default: nil
        }
    }

    private static func format(of head: [UInt8]) -> String? {
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpeg" }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) { return "gif" }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return "webp" }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        guard b.count >= i + 4 else { return 0 }
        return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}
