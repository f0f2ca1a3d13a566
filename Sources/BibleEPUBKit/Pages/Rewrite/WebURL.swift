/// External URLs as EPUBCheck's URL parser reads them (galimatias, after the WHATWG URL Standard, in strict mode: any
/// validation error is RSC-020). What the parser would repair is repaired as it repairs it (percent-encoding, `\`
/// for `/`, an `@` inside the user name); a URL whose host or port it refuses is refused.
enum WebURL {
    /// Why a URL cannot be kept as a link.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// `http://` followed by no host.
        case noHost
        /// A host that is no domain name (ICU's IDNA refuses it, or it holds a forbidden character) and no IPv6 address.
        case invalidHost(String)
        /// A port that is not a number below 65536.
        case invalidPort(String)

        /// The reason, for a diagnostic's hint.
        var description: String {
            switch self {
            case .noHost: "the URL names no host"
            case .invalidHost(let host):
                "its host '\(host)' is not a valid domain name or address (empty or over-long labels, spaces and "
                    + "# % / : < > ? @ [ \\ ] ^ | are not allowed)"
            case .invalidPort(let port): "its port '\(port)' is not a number below 65536"
            }
        }
    }

    /// The schemes of external links the URL Standard parses with an authority (a host), for which it checks the host.
    static let schemesWithHost: Set<String> = ["http", "https", "ftp"]

    /// `url` (an absolute URL with a scheme the resolver accepts) as the URL parser accepts it, or the reason it cannot.
    /// ASCII tabs and newlines are removed; every character that is not a URL code point is percent-encoded as UTF-8,
    /// a `%` that starts no escape is written `%25` and every `#` after the first `%23`.
    static func normalized(_ url: String) -> Result<String, Problem> {
        let bytes = withoutTabsAndNewlines(url)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              schemesWithHost.contains(String(decoding: bytes[..<colon], as: UTF8.self).lowercased()) else {
            return .success(encoded(bytes[...]))
        }
        return URLAuthority.parse(bytes[(colon + 1)...]).map { authority in
            String(decoding: Array(bytes[...colon]) + authority.serialized(encoding: encoded), as: UTF8.self)
        }
    }

    /// A `data:` URL as the URL parser accepts it: ASCII tabs and newlines removed, every other character that is no
    /// URL code point percent-encoded (`<svg xmlns="…">` in a stylesheet's or an attribute's data URL). A data URL's
    /// body is percent-decoded when it is read, so the resource is the same.
    static func dataURL(_ url: String) -> String {
        encoded(withoutTabsAndNewlines(url)[...])
    }

    /// `url`'s UTF-8 bytes without ASCII tabs and newlines, which the URL parser removes before reading.
    private static func withoutTabsAndNewlines(_ url: String) -> [UInt8] {
        var bytes = Array(url.utf8)
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return bytes
    }

    /// `bytes` with every character that is not a URL code point percent-encoded (see `normalized`).
    static func encoded(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(where: needsEncoding) || bytes.contains(UInt8(ascii: "%")) || hashes(bytes) > 1 else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var seenHash = false
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "%") where !isEscape(bytes, at: index): output += Array("%25".utf8)
            case UInt8(ascii: "#") where seenHash: output += Array("%23".utf8)
            case UInt8(ascii: "#"): seenHash = true; output.append(byte)
            case _ where needsEncoding(byte): output += Array(String(format: byte).utf8)
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// True for an ASCII byte that is not a URL code point (non-ASCII bytes are kept: their characters are).
    private static func needsEncoding(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        if (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) { return false }
        return !"!$&'()*+,-./:;=?@_~#%".utf8.contains(byte)
    }

    /// True when `bytes[index]` (a `%`) starts a `%XX` escape.
    static func isEscape(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.endIndex && URIReference.isHex(bytes[index + 1]) && URIReference.isHex(bytes[index + 2])
    }

    private static func hashes(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "#") ? 1 : 0) } }
}

private extension String {
    /// `%XX` for one byte.
    init(format byte: UInt8) {
        let digits = Array("0123456789ABCDEF".utf8)
        self = String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }
}
