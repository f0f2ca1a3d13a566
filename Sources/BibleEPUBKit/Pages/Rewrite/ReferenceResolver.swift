import Foundation

/// What an href or src written in a page points at.
package enum Reference: Equatable, Sendable {
    /// Nothing written.
    case empty
    /// A web or mail address, kept as written.
    case external(String)
    /// A `data:` URL.
    case data
    /// `#fragment` in the same page (nil fragment for a bare `#`).
    case sameDocument(fragment: String?)
    /// A file that exists in the vault.
    case local(path: String, fragment: String?)
    /// A file that exists only with different letter case: `actual` is the one on disk.
    case caseMismatch(path: String, actual: String, fragment: String?)
    /// A vault path with no file; `suggestions` are files elsewhere with the same name.
    case missing(path: String, suggestions: [String])
    /// A path that climbs out of the vault or names the file system (`file:`).
    case outsideVault
    /// A `javascript:` URL.
    case script
    /// A scheme a book cannot use.
    case unsupported(scheme: String)
}

/// Resolves references written in pages against the vault inventory; build and lint share it.
package struct ReferenceResolver: Sendable {
    /// The vault being read.
    package let inventory: VaultInventory
    static let externalSchemes: Set<String> = ["http", "https", "mailto", "tel", "ftp", "sms", "geo", "news", "irc"]

    /// Creates a resolver.
    package init(inventory: VaultInventory) { self.inventory = inventory }

    /// Resolves `written` as found in the page or stylesheet at vault path `from`.
    package func resolve(_ written: String, from: String) -> Reference {
        let trimmed = written.trimmingSpaces
        if trimmed.isEmpty { return .empty }
        let bytes = trimmed.utf8
        if bytes.first == UInt8(ascii: "#") {
            let fragment = String(trimmed.dropFirst())
            return .sameDocument(fragment: fragment.isEmpty ? nil : Self.percentDecoded(fragment))
        }
        if bytes.starts(with: "//".utf8) { return .external("https:" + trimmed) }
        if let scheme = Self.scheme(of: trimmed) {
            switch scheme {
            case "vault": return resolveLocal(String(trimmed.dropFirst("vault://".count)), base: "", rooted: true)
            case "data": return .data
            case "javascript": return .script
            case "file": return .outsideVault
            default: return Self.externalSchemes.contains(scheme) ? .external(trimmed) : .unsupported(scheme: scheme)
            }
        }
        return resolveLocal(trimmed, base: VaultPath.directory(of: from), rooted: bytes.first == UInt8(ascii: "/"))
    }

    private func resolveLocal(_ written: String, base: String, rooted: Bool) -> Reference {
        var rest = Substring(written)
        var fragment: String?
        if let hash = rest.utf8Index(ofByte: UInt8(ascii: "#")) {
            let raw = String(rest[rest.utf8.index(after: hash)...])
            fragment = raw.isEmpty ? nil : Self.percentDecoded(raw)
            rest = rest[..<hash]
        }
        if let question = rest.utf8Index(ofByte: UInt8(ascii: "?")) { rest = rest[..<question] }
        let decoded = Self.percentDecoded(String(rest))
        if decoded.isEmpty { return .sameDocument(fragment: fragment) }
        guard !decoded.containsUTF8Byte(0), let path = VaultPath.resolve(decoded, from: rooted ? "" : base) else {
            return .outsideVault
        }
        if inventory.byPath[path] != nil { return .local(path: path, fragment: fragment) }
        if let canonical = inventory.aliases[path] { return .local(path: canonical, fragment: fragment) }
        if let landing = landingPage(inFolder: path) { return .local(path: landing, fragment: fragment) }
        if let actual = inventory.byFoldedPath[path.lowercased()]?.first {
            return .caseMismatch(path: path, actual: actual, fragment: fragment)
        }
        let suggestions = inventory.byFileName[VaultPath.fileName(of: path).lowercased()] ?? []
        return .missing(path: path, suggestions: suggestions)
    }

    /// The page a link to `folder` opens: its index page, a Markdown workspace's `README.md` or `index.md`, or the
    /// page named like the folder.
    private func landingPage(inFolder folder: String) -> String? {
        let name = VaultPath.fileName(of: folder)
        let prefix = folder.isEmpty ? "" : folder + "/"
        for candidate in ["index.html", "index.xhtml", "index.htm", name + ".html", "index.md", "README.md", "readme.md", name + ".md"]
        where inventory.byPath[prefix + candidate] != nil {
            return prefix + candidate
        }
        return nil
    }

    /// `text` with %XX escapes decoded (unchanged when it has none or they are malformed).
    static func percentDecoded(_ text: String) -> String {
        text.containsUTF8Byte(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// The lowercased URL scheme, or nil for a relative reference. A scheme is an ASCII letter followed by ASCII
    /// letters, digits, `+`, `-` and `.` (the URL Standard's scheme state), read as bytes: most references hold a
    /// colon only in their fragment (Haddock's `#v:map`).
    static func scheme(of reference: String) -> String? {
        var length = 0
        for byte in reference.utf8 {
            if byte == UInt8(ascii: ":") { break }
            guard isSchemeByte(byte, first: length == 0) else { return nil }
            length += 1
        }
        guard length > 0, length < reference.utf8.count else { return nil }
        return length == 1 ? "file" : String(decoding: reference.utf8.prefix(length), as: UTF8.self).lowercased() // `C:\…` is a drive letter
    }

    /// True for a byte a scheme may hold: an ASCII letter, and after the first also a digit, `+`, `-` or `.`.
    private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { return true }
        return !first && ((0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
    }
}
