/// External URLs as the WHATWG URL Standard parses them: what it would percent-encode is percent-encoded (so
/// EPUBCheck's URL parser raises no validation error, RSC-020), and a URL whose host it cannot parse is refused.
enum WebURL {
    /// `url` (an absolute URL with a scheme the resolver accepts) with every character that is not a URL code
    /// point percent-encoded as UTF-8, a `%` that starts no escape written `%25` and every `#` after the first
    /// `%23`; nil when the URL has an authority whose host is not a valid host.
    static func normalized(_ url: String) -> String? {
        let bytes = Array(url.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        if bytes[(colon + 1)...].starts(with: "//".utf8), !hasValidAuthority(bytes[(colon + 3)...]) { return nil }
        guard bytes.contains(where: needsEncoding) || bytes.contains(UInt8(ascii: "%")) || hashes(bytes) > 1 else { return url }
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

    /// True when the authority (up to the path, query or fragment) has a host the URL parser accepts: no forbidden
    /// host code point, an IPv6 address in brackets, and a port of digits only.
    private static func hasValidAuthority(_ rest: ArraySlice<UInt8>) -> Bool {
        let end = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "\\") }
            ?? rest.endIndex
        var authority = rest[rest.startIndex..<end]
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let port = authority[(close + 1)...]
            return port.isEmpty || (port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy(isDigit))
        }
        let colon = authority.firstIndex(of: UInt8(ascii: ":"))
        let host = colon.map { authority[..<$0] } ?? authority
        if let colon, !authority[(colon + 1)...].allSatisfy(isDigit) { return false }
        return !host.isEmpty && !host.contains(where: isForbiddenInHost)
    }

    private static func isForbiddenInHost(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || " #%/:<>?@[\\]^|".utf8.contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && URIReference.isHex(bytes[index + 1]) && URIReference.isHex(bytes[index + 2])
    }

    private static func hashes(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "#") ? 1 : 0) } }
}

private extension String {
    /// `%XX` for one byte.
    init(format byte: UInt8) {
        let digits = Array("0123456789ABCDEF".utf8)
        self = String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }
}
