import CLibCrypto

/// SHA-1 and SHA-256 digests from OpenSSL's libcrypto: the one place that calls it. SHA-1 only names things
/// (UUIDv5 identifiers, RFC 4122); SHA-256 names generated stylesheets after their content.
package enum Digests {
    /// The 20-byte SHA-1 digest of `bytes`.
    package static func sha1(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
        let input = bytes.isEmpty ? [0] : bytes // a non-nil pointer; the length stays 0
        input.withUnsafeBufferPointer { buffer in
            digest.withUnsafeMutableBufferPointer { _ = SHA1(buffer.baseAddress, bytes.count, $0.baseAddress) }
        }
        return digest
    }

    /// The 32-byte SHA-256 digest of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        let input = bytes.isEmpty ? [0] : bytes
        input.withUnsafeBufferPointer { buffer in
            digest.withUnsafeMutableBufferPointer { _ = SHA256(buffer.baseAddress, bytes.count, $0.baseAddress) }
        }
        return digest
    }
}
