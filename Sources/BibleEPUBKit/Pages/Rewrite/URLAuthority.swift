import Foundation

/// The part of an `http:`, `https:` or `ftp:` URL after its scheme, split as the URL Standard's parser splits it:
/// user info, host, port, then path, query and fragment.
struct URLAuthority {
    /// What stands before the last `@` of the authority (nil: no `@`).
    var userInfo: ArraySlice<UInt8>?
    /// The host as written: a domain name (percent-escapes and non-ASCII kept) or an IPv6 address in brackets.
    var host: ArraySlice<UInt8>
    /// The digits after the host's `:` (nil: no `:`).
    var port: ArraySlice<UInt8>?
    /// The path, query and fragment.
    var rest: ArraySlice<UInt8>

    /// Splits `text` (what follows `scheme:`), or says why the URL parser would refuse it. Any run of `/` and `\`
    /// before the authority stands for `//`, as the parser reads it.
    static func parse(_ text: ArraySlice<UInt8>) -> Result<URLAuthority, WebURL.Problem> {
        let afterSlashes = text.drop { $0 == slash || $0 == backslash }
        let end = afterSlashes.firstIndex { $0 == slash || $0 == backslash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? afterSlashes.endIndex
        var hostAndPort = afterSlashes[..<end]
        var userInfo: ArraySlice<UInt8>?
        if let at = hostAndPort.lastIndex(of: UInt8(ascii: "@")) {
            userInfo = hostAndPort[..<at]
            hostAndPort = hostAndPort[(at + 1)...]
        }
        let portColon = hostAndPort.first == UInt8(ascii: "[")
            ? hostAndPort.firstIndex(of: UInt8(ascii: "]")).flatMap { close in hostAndPort[(close + 1)...].firstIndex(of: colon) }
            : hostAndPort.firstIndex(of: colon)
        let authority = URLAuthority(userInfo: userInfo, host: portColon.map { hostAndPort[..<$0] } ?? hostAndPort,
                                     port: portColon.map { hostAndPort[($0 + 1)...] }, rest: afterSlashes[end...])
        if let problem = authority.problem { return .failure(problem) }
        return .success(authority)
    }

    /// `//user@host:port/path?query#fragment`, with `@` in the user info written `%40`, `\` in the path `/`, and the
    /// user info and what follows the host through `encoding`.
    func serialized(encoding: (ArraySlice<UInt8>) -> String) -> [UInt8] {
        var output = Array("//".utf8)
        if let userInfo {
            let escaped = userInfo.flatMap { $0 == UInt8(ascii: "@") ? Array("%40".utf8) : [$0] }
            output += Array(encoding(escaped[...]).utf8) + [UInt8(ascii: "@")]
        }
        output += host
        if let port { output += [colon] + port }
        let pathEnd = rest.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        let path = rest[..<pathEnd].map { $0 == backslash ? slash : $0 }
        return output + Array(encoding((path + rest[pathEnd...])[...]).utf8)
    }

    /// Why the URL parser refuses this host or port, or nil.
    private var problem: WebURL.Problem? {
        if let port, !Self.isValidPort(port) { return .invalidPort(String(decoding: port, as: UTF8.self)) }
        if host.isEmpty { return .noHost }
        let valid = host.first == UInt8(ascii: "[") ? Self.isIPv6Address(host) : Self.isDomainName(host)
        return valid ? nil : .invalidHost(String(decoding: host, as: UTF8.self))
    }

    /// Digits only, below 65536 (empty: the scheme's default port).
    private static func isValidPort(_ port: ArraySlice<UInt8>) -> Bool {
        guard port.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        let significant = port.drop { $0 == 0x30 }
        return significant.count <= 5 && significant.reduce(0) { $0 * 10 + Int($1 - 0x30) } < 65536
    }

    /// `[address]` where the C library reads `address` as an IPv6 address.
    private static func isIPv6Address(_ host: ArraySlice<UInt8>) -> Bool {
        guard host.count > 2, host.last == UInt8(ascii: "]") else { return false }
        var address = in6_addr()
        return inet_pton(AF_INET6, String(decoding: host.dropFirst().dropLast(), as: UTF8.self), &address) == 1
    }

    /// A host the parser reads as a domain: percent-decoded, through IDNA (ICU), with no forbidden character after.
    private static func isDomainName(_ host: ArraySlice<UInt8>) -> Bool {
        guard let ascii = DomainNames.ascii(percentDecoded(host)) else { return false }
        return !ascii.isEmpty && !ascii.contains { $0 <= 0x20 || $0 == 0x7F || forbiddenInHost.contains($0) }
    }

    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), WebURL.isEscape(bytes, at: index) {
                output.append(CSSTokenizer.hexValue(bytes[index + 1]) << 4 | CSSTokenizer.hexValue(bytes[index + 2]))
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    /// The URL Standard's forbidden host code points (printable ones) and `%`.
    private static let forbiddenInHost = Set("#%/:<>?@[\\]^|".utf8)
}

private let slash = UInt8(ascii: "/"), backslash = UInt8(ascii: "\\"), colon = UInt8(ascii: ":")
