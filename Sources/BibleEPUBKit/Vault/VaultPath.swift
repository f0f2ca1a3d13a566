/// Pure functions on vault-relative, `/`-separated paths.
package enum VaultPath {
    /// Folder names whose contents are never spine items.
    package static let assetFolderNames: Set<String> = [
        "figures", "figure", "screenshots", "images", "image", "img", "css", "fonts", "font", "assets",
        "media", "audio", "video", "styles", "scripts", "js", "static", "_attachments",
    ]

    /// The last path component.
    package static func fileName(of path: String) -> String {
        guard let slash = path.withUTF8Bytes({ $0.lastIndex(of: slashByte) }) else { return path }
        return String(Substring(path.utf8.dropFirst(slash + 1)))
    }

    /// The folder part of a path ("" at the vault root).
    package static func directory(of path: String) -> String {
        guard let slash = path.withUTF8Bytes({ $0.lastIndex(of: slashByte) }) else { return "" }
        return String(Substring(path.utf8.prefix(slash)))
    }

    /// The lowercased extension without the dot ("" when none).
    package static func fileExtension(of path: String) -> String {
        let bytes = path.utf8
        let nameStart = bytes.lastIndex(of: slashByte).map { bytes.index(after: $0) } ?? bytes.startIndex
        guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return "" }
        return String(Substring(bytes[bytes.index(after: dot)...])).lowercased()
    }

    /// True when `fileExtension(of: path) == lowercased`, for an ASCII `lowercased`: compared in place, byte by byte
    /// ignoring ASCII case, without making the extension string.
    package static func hasExtension(_ path: String, _ lowercased: String) -> Bool {
        let suffix = lowercased.utf8, bytes = path.utf8
        guard bytes.count > suffix.count + 1 else { return false }
        var index = bytes.endIndex
        for expected in suffix.reversed() {
            index = bytes.index(before: index)
            let byte = bytes[index]
            guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected else { return false }
        }
        index = bytes.index(before: index)
        guard bytes[index] == UInt8(ascii: ".") else { return false }
        // The dot must not start the file name (".html" has no extension).
        return bytes[bytes.index(before: index)] != slashByte
    }

    /// The file name without its extension.
    package static func stem(of path: String) -> String {
        let name = fileName(of: path)
        // An ASCII name's last "." byte is its last "." character; otherwise a dot may start a larger character.
        if let dot = name.withUTF8Bytes({ bytes in bytes.allSatisfy { $0 < 0x80 } ? bytes.lastIndex(of: UInt8(ascii: ".")) ?? -1 : nil }) {
            return dot <= 0 ? name : String(Substring(name.utf8.prefix(dot)))
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `path` without its file's extension: its directory, a `/`, and its `stem(of:)` (just the stem at the root).
    package static func stemPath(of path: String) -> String {
        let end = path.withUTF8Bytes { bytes -> Int? in
            guard bytes.first != slashByte, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let nameStart = (bytes.lastIndex(of: slashByte) ?? -1) + 1
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > nameStart else { return bytes.count }
            return dot
        }
        if let end { return String(Substring(path.utf8.prefix(end))) }
        let directory = directory(of: path), stem = stem(of: path)
        return directory.isEmpty ? stem : directory + "/" + stem
    }

    /// True when any folder on the path is an asset folder.
    package static func isInAssetFolder(_ path: String) -> Bool {
        components(of: path).dropLast().contains {
            $0.utf8.count <= longestAssetFolderName && assetFolderNames.contains($0.lowercased())
        }
    }

    /// Bytes in the longest of `assetFolderNames`: longer folder names need not be lowercased and looked up.
    private static let longestAssetFolderName = assetFolderNames.map(\.utf8.count).max() ?? 0

    /// The path's non-empty components, split on `/` byte by byte (not character by character).
    package static func components(of path: String) -> [Substring] {
        path.utf8.split(separator: slashByte).map { Substring($0) }
    }

    /// Joins `relative` onto folder `base` and resolves `.` and `..`; nil when it climbs above the root.
    package static func resolve(_ relative: String, from base: String) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(base.utf8.count + relative.utf8.count + 1)
        if relative.utf8.first != slashByte {
            guard append(components: base, to: &output) else { return nil }
        }
        guard append(components: relative, to: &output) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the `/`-separated components of `path` to the path in `output`, resolving `.` and `..`;
    /// false when `..` climbs above the root.
    private static func append(components path: String, to output: inout [UInt8]) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let dot = UInt8(ascii: ".")
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != slashByte { end += 1 }
                defer { start = end + 1 }
                let length = end - start
                if length == 0 || (length == 1 && bytes[start] == dot) { continue }
                if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                    guard !output.isEmpty else { return false }
                    output.removeSubrange((output.lastIndex(of: slashByte) ?? 0)...)
                } else {
                    if !output.isEmpty { output.append(slashByte) }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
            }
            return true
        }
    }

    /// The relative path from folder `base` to `target` (both vault-relative).
    package static func relative(_ target: String, from base: String) -> String {
        var target = target, base = base
        let fast = target.withUTF8 { target in
            base.withUTF8 { base -> String? in
                var bytes: [UInt8] = []
                guard appendRelative(target, from: base, to: &bytes) else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return fast ?? relativeBySplitting(target, from: base)
    }

    /// `relative(_:from:)` component by component (any paths; the reference the fast path is tested against).
    static func relativeBySplitting(_ target: String, from base: String) -> String {
        let from = base.utf8.split(separator: slashByte)
        let to = target.utf8.split(separator: slashByte)
        var common = 0
        while common < from.count, common < to.count - 1, from[common].elementsEqual(to[common]) { common += 1 }
        return joined(Array(repeating: "..".utf8[...], count: from.count - common) + to[common...])
    }

    private static let slashByte = UInt8(ascii: "/")

    /// Appends `relative(target, from: base)` to `output` by byte comparison; false (nothing appended) when a path
    /// has an empty component or `target` is empty, which only the component-by-component reference handles.
    static func appendRelative(_ target: UnsafeBufferPointer<UInt8>, from base: UnsafeBufferPointer<UInt8>,
                               to output: inout [UInt8]) -> Bool {
        guard isClean(target), isClean(base), !target.isEmpty else { return false }
        var index = 0, targetStart = 0, baseRest = 0
        while index < target.count {
            let atBaseEnd = index == base.count
            if target[index] == slashByte && (atBaseEnd || base[index] == slashByte) {
                targetStart = index + 1
                baseRest = atBaseEnd ? base.count : index + 1
                if atBaseEnd { break }
            }
            guard !atBaseEnd, target[index] == base[index] else { break }
            index += 1
        }
        var climbs = baseRest >= base.count ? 0 : 1
        for position in baseRest..<base.count where base[position] == slashByte { climbs += 1 }
        output.reserveCapacity(output.count + climbs * 3 + target.count - targetStart)
        for _ in 0..<climbs {
            output.append(UInt8(ascii: "."))
            output.append(UInt8(ascii: "."))
            output.append(slashByte)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: target[targetStart...]))
        return true
    }

    private static func isClean(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard path.first != slashByte, path.last != slashByte else { return false }
        var previous: UInt8 = 0
        for byte in path {
            if byte == slashByte && previous == slashByte { return false }
            previous = byte
        }
        return true
    }

    /// The components joined with `/`, built as bytes.
    private static func joined(_ parts: [Substring.UTF8View]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(parts.count) { $0 + $1.count })
        for (index, part) in parts.enumerated() {
            if index > 0 { bytes.append(slashByte) }
            bytes += part
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// "Part-II-The-Swift-Language" -> "Part II: The Swift Language"; "page-any" -> "Page Any".
    package static func prettify(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard !words.isEmpty else { return name }
        let capitalized = words.map { word in word.first.map { String($0).uppercased() + word.dropFirst() } ?? word }
        if let number = Ordering.sectionNumber(name), capitalized.count > 2 {
            return "\(capitalized[0]) \(number.label): " + capitalized[2...].joined(separator: " ")
        }
        return capitalized.joined(separator: " ")
    }
}
