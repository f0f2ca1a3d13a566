import CLibDeflate
import Foundation

/// Bytes compressed with raw deflate (as a zip entry stores them), with the size and CRC-32 the archive records.
/// Pages are compressed on the worker threads that normalize them, so the archive only copies them.
///
/// The one place that calls libdeflate. Level 1 was chosen by measurement on the real vault's 2.2 MB of XHTML, CSS
/// and package documents (2026-11): 438,485 bytes in 9.3 ms, against level 6's 423,402 in 19.1 ms and level 9's
/// 419,715 in 37.2 ms. Compressing was a tenth of the build's CPU time at level 6; level 1 halves that for 3.6%
/// more bytes (2.5% of the whole book with its images), which no store or reading system minds.
package struct DeflatedBytes: Sendable, Hashable {
    /// libdeflate's compression level for every deflated entry.
    package static let level: Int32 = 1

    /// The raw deflate stream.
    package var compressed: [UInt8]
    /// The uncompressed size.
    package var size: Int
    /// CRC-32 of the uncompressed bytes.
    package var crc: UInt32

    /// Compresses `bytes` with libdeflate at ``level``.
    package init(compressing bytes: [UInt8]) {
        size = bytes.count
        crc = bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        compressed = CompressorPool.shared.withCompressor { Self.deflate(bytes, with: $0) }
    }

    /// The original bytes (for the unzipped output format and for tests); empty if the stream is damaged.
    package func inflated() -> [UInt8] {
        guard size > 0, let decompressor = libdeflate_alloc_decompressor() else { return [] }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: size)
        let result = compressed.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { outBuffer in
                libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count,
                                              outBuffer.baseAddress, outBuffer.count, nil)
            }
        }
        return result == LIBDEFLATE_SUCCESS ? output : []
    }

    /// The stream is written into a scratch buffer of libdeflate's worst-case size, then copied out at its own size:
    /// the kept entries hold ~40% of the page bytes instead of a zero-filled buffer as large as the page.
    private static func deflate(_ bytes: [UInt8], with compressor: OpaquePointer) -> [UInt8] {
        let bound = libdeflate_deflate_compress_bound(compressor, bytes.count)
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bound, 1), alignment: 1)
        defer { scratch.deallocate() }
        let written = bytes.withUnsafeBytes { input in
            libdeflate_deflate_compress(compressor, input.baseAddress, input.count, scratch.baseAddress, scratch.count)
        }
        precondition(written > 0 || bytes.isEmpty, "deflate into a compress_bound buffer cannot fail")
        return Array(UnsafeRawBufferPointer(rebasing: scratch[..<written]))
    }
}

/// Reuses libdeflate compressors across pages: each holds match-finder tables that are costly to allocate per page.
/// At most one compressor per thread that compresses at once is ever made.
private final class CompressorPool: @unchecked Sendable {
    static let shared = CompressorPool()

    private var idle: [OpaquePointer] = []
    private let lock = NSLock()

    /// Runs `body` with a compressor no other thread is using.
    func withCompressor<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        let compressor = take()
        defer { give(compressor) }
        return body(compressor)
    }

    private func take() -> OpaquePointer {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        if let reused { return reused }
        guard let made = libdeflate_alloc_compressor(DeflatedBytes.level) else {
            fatalError("libdeflate could not allocate a compressor (out of memory)")
        }
        return made
    }

    private func give(_ compressor: OpaquePointer) {
        lock.lock()
        idle.append(compressor)
        lock.unlock()
    }
}
