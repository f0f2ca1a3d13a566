import Foundation

/// Maps vault paths to safe paths inside the package: ASCII, no spaces, unique after case folding, pages as `.xhtml`.
package struct PackagePaths: Sendable {
    /// The folder inside the container that holds the OPF and all content.
    package static let contentFolder = "OEBPS"
    /// Names the generator writes itself; vault files never take them.
    package static let reserved: Set<String> = [
        "content.opf", "nav.xhtml", "toc.ncx", "cover.xhtml", "title-page.xhtml", "styles", "mimetype", "meta-inf",
    ]

    private let byVaultPath: [String: String]

    /// Assigns a package path to every vault path, deterministically (sorted input order).
    package init(vaultPaths: [String], pages: Set<String>) {
        var taken: Set<String> = Self.reserved
        var result: [String: String] = [:]
        taken.reserveCapacity(vaultPaths.count + Self.reserved.count)
        result.reserveCapacity(vaultPaths.count)
        for path in vaultPaths.sorted() {
            var candidate = Self.avoidingReservedFolder(Self.safePath(path, isPage: pages.contains(path)))
            var folded = candidate.lowercased()
            if taken.contains(folded) {
                candidate = Self.uniqueVariant(of: candidate, taken: taken)
                folded = candidate.lowercased()
            }
            taken.insert(folded)
            result[path] = candidate
        }
        byVaultPath = result
    }

    /// The path inside `OEBPS/` for a vault file.
    package func packagePath(for vaultPath: String) -> String? { byVaultPath[vaultPath] }

    /// A relative href from the package document at `from` to the package file `to` (both inside `OEBPS/`).
    /// Built in one pass over the bytes; paths that need percent-encoding or have empty components take
    /// `hrefBySplitting(from:to:)`.
    package static func href(from: String, to: String) -> String {
        let fast = from.withUTF8Bytes { from in
            to.withUTF8Bytes { to -> String? in
                let hash = to.firstIndex(of: UInt8(ascii: "#")) ?? to.count
                let folderEnd = from.lastIndex(of: UInt8(ascii: "/")) ?? 0
                var bytes: [UInt8] = []
                guard VaultPath.appendRelative(UnsafeBufferPointer(rebasing: to[..<hash]),
                                               from: UnsafeBufferPointer(rebasing: from[..<folderEnd]), to: &bytes),
                      bytes.allSatisfy(isURLPathByte) else { return nil }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: to[hash...]))
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return fast ?? hrefBySplitting(from: from, to: to)
    }

    /// `href(from:to:)` through string operations (any paths; the reference the fast path is tested against).
    static func hrefBySplitting(from: String, to: String) -> String {
        let hash = to.utf8Index(ofByte: UInt8(ascii: "#")) ?? to.endIndex
        let path = String(to[..<hash]), fragment = String(to[hash...])
        return percentEncodePath(VaultPath.relative(path, from: VaultPath.directory(of: from))) + fragment
    }

    /// Percent-encodes what a URL path may not contain (spaces, non-ASCII, quotes).
    package static func percentEncodePath(_ path: String) -> String {
        var checked = path
        guard !checked.withUTF8({ $0.allSatisfy(isURLPathByte) }) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        for byte in path.utf8 {
            if isURLPathByte(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// True for the bytes a URL path may carry as they are: ASCII letters and digits, `-._~/` and the sub-delimiters
    /// `!$&'()*+,;=:@`, and `%`. A bit per byte value, since every byte of every href is checked.
    static func isURLPathByte(_ byte: UInt8) -> Bool {
        switch byte >> 6 {
        case 0: return urlPathBytesBelow64 >> UInt64(byte & 63) & 1 == 1
        case 1: return urlPathBytesBelow128 >> UInt64(byte & 63) & 1 == 1
        default: return false
        }
    }

    /// `isURLPathByte` for bytes 0-63 (bit n for byte n) and 64-127; a test rebuilds both from the characters.
    static let urlPathBytesBelow64: UInt64 = 0x2FFF_FFF2_0000_0000, urlPathBytesBelow128: UInt64 = 0x47FF_FFFE_87FF_FFFF

    static func safePath(_ path: String, isPage: Bool) -> String {
        let safe = isSafeAsWritten(path) ? path : path.split(separator: "/").map { safeComponent(String($0)) }.joined(separator: "/")
        guard isPage, !safe.isEmpty else { return safe }
        return VaultPath.stemPath(of: safe) + ".xhtml"
    }

    /// True when `safeComponent` would leave every component of `path` as it is (most vault paths): no empty
    /// component, each made of ASCII letters, digits, `.`, `_`, `-`, not starting with `-` or `.`, without `--`.
    static func isSafeAsWritten(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"): break
            case UInt8(ascii: "."): if previous == UInt8(ascii: "/") { return false }
            case UInt8(ascii: "-"): if previous == UInt8(ascii: "/") || previous == UInt8(ascii: "-") { return false }
            case UInt8(ascii: "/"): if previous == UInt8(ascii: "/") { return false }
            default: return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    private static func safeComponent(_ name: String) -> String {
        var result = ""
        let folded = name.utf8.allSatisfy { $0 < 0x80 } ? name : name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        for scalar in folded.unicodeScalars {
            let allowed = scalar.isASCII && (CharacterSetting.isAlphanumeric(scalar) || scalar == "." || scalar == "_" || scalar == "-")
            let character = allowed ? Character(scalar) : "-"
            if character == "-" && result.hasSuffix("-") { continue }
            result.append(character)
        }
        while result.hasPrefix("-") { result.removeFirst() }
        return result.isEmpty || result.hasPrefix(".") ? "file" + result : result
    }

    private static func avoidingReservedFolder(_ path: String) -> String {
        guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return path }
        let folder = String(Substring(path.utf8[..<slash]))
        guard reserved.contains(folder.lowercased()) else { return path }
        return folder + "-vault" + String(Substring(path.utf8[slash...]))
    }

    private static func uniqueVariant(of path: String, taken: Set<String>) -> String {
        let directory = VaultPath.directory(of: path)
        let stem = VaultPath.stem(of: path), ext = VaultPath.fileExtension(of: path)
        var counter = 2
        while true {
            let name = "\(stem)-\(counter)" + (ext.isEmpty ? "" : ".\(ext)")
            let candidate = directory.isEmpty ? name : directory + "/" + name
            if !taken.contains(candidate.lowercased()) { return candidate }
            counter += 1
        }
    }
}

/// ASCII character classes without Foundation.
enum CharacterSetting {
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value) || (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }
}
