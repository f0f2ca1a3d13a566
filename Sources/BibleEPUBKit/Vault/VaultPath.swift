/// Pure functions on vault-relative, `/`-separated paths.
public enum VaultPath {
    /// Folder names whose contents are never spine items.
    public static let assetFolderNames: Set<String> = [
        "figures", "figure", "screenshots", "images", "image", "img", "css", "fonts", "font", "assets",
        "media", "audio", "video", "styles", "scripts", "js", "static",
    ]

    /// The last path component.
    public static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The folder part of a path ("" at the vault root).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The lowercased extension without the dot ("" when none).
    public static func fileExtension(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The file name without its extension.
    public static func stem(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// True when any folder on the path is an asset folder.
    public static func isInAssetFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { assetFolderNames.contains($0.lowercased()) }
    }

    /// Joins `relative` onto folder `base` and resolves `.` and `..`; nil when it climbs above the root.
    public static func resolve(_ relative: String, from base: String) -> String? {
        var parts = relative.hasPrefix("/") ? [] : base.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The relative path from folder `base` to `target` (both vault-relative).
    public static func relative(_ target: String, from base: String) -> String {
        let from = base.split(separator: "/").map(String.init)
        let to = target.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }

    /// "Part-II-The-Swift-Language" -> "Part II: The Swift Language"; "page-any" -> "Page Any".
    public static func prettify(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard !words.isEmpty else { return name }
        let capitalized = words.map { word in word.first.map { String($0).uppercased() + word.dropFirst() } ?? word }
        if let number = Ordering.sectionNumber(name), capitalized.count > 2 {
            return "\(capitalized[0]) \(number.label): " + capitalized[2...].joined(separator: " ")
        }
        return capitalized.joined(separator: " ")
    }
}
