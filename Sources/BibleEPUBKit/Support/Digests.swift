import CLibCrypto

/// SHA-1 and SHA-256 digests from OpenSSL's libcrypto: the one place that calls it. SHA-1 only names things
/// (UUIDv5 identifiers, RFC 4122); SHA-256 names generated stylesheets after their content.
package enum Digests {
    /// The 20-byte SHA-1 digest of `bytes`.
    package static func sha1(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { bible_epub_sha1(input.baseAddress, input.count, $0.baseAddress) }
        }
        return digest
    }

    /// The 32-byte SHA-256 digest of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { bible_epub_sha256(input.baseAddress, input.count, $0.baseAddress) }
        }
        return digest
    }

    /// `bytes` as lowercase hexadecimal digits, two per byte.
    package static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            digits.append(hexDigits[Int(byte >> 4)])
            digits.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: digits, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
