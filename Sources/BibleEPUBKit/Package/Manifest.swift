/// One `<item>` of the OPF manifest.
package struct ManifestItem: Sendable, Equatable {
    /// XML id.
    package var id: String
    /// Path inside `OEBPS/` (not yet URL-encoded).
    package var path: String
    /// Media type.
    package var mediaType: String
    /// Manifest properties, sorted.
    package var properties: [String]
}

/// Everything the OPF lists: items, spine order, cover.
package struct Manifest: Sendable, Equatable {
    /// Items in manifest order.
    package var items: [ManifestItem]
    /// Item ids in spine order.
    package var spine: [String]
    /// Id of the cover image item, when there is one.
    package var coverImageID: String?
    /// Ids of spine items outside the reading order (`linear="no"`).
    package var nonLinear: Set<String> = []

    /// Letters, digits, `-` and `_` of `path`, anything else as `-` (ASCII paths byte by byte).
    static func idCharacters(_ path: String) -> String {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(path.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        }
        return String(decoding: path.utf8.map { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"): byte
            default: UInt8(ascii: "-")
            }
        }, as: UTF8.self)
    }

    /// A stable, unique XML id for each package path.
    package static func itemIDs(for paths: [String]) -> [String: String] {
        var result: [String: String] = [:], used: Set<String> = []
        for path in paths {
            var id = "x-" + idCharacters(path)
            if used.contains(id) {
                var counter = 2
                while used.contains("\(id)-\(counter)") { counter += 1 }
                id = "\(id)-\(counter)"
            }
            used.insert(id)
            result[path] = id
        }
        return result
    }
}
