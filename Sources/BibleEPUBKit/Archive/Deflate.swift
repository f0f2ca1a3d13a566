import CLibZip

/// Bytes compressed with raw deflate (as a zip entry stores them), with the size and CRC-32 the archive records.
/// Pages are compressed on the worker threads that normalize them, so the archive only copies them.
public struct DeflatedBytes: Sendable, Hashable {
    /// The raw deflate stream.
    public var compressed: [UInt8]
    /// The uncompressed size.
    public var size: Int
    /// CRC-32 of the uncompressed bytes.
    public var crc: UInt32

    /// Compresses `bytes` with zlib at `level` (9: what the archive writer would use).
    public init(compressing bytes: [UInt8], level: Int32 = 9) {
        size = bytes.count
        crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        compressed = Self.deflate(bytes, level: level)
    }

    /// The original bytes (for the unzipped output format and for tests).
    public func inflated() -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: size)
        let status = compressed.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress) // zlib only reads it
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        return status == Z_STREAM_END || size == 0 ? output : []
    }

    private static func deflate(_ bytes: [UInt8], level: Int32) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        let written = bytes.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer -> Int in
                stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress) // zlib only reads it
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                guard CLibZip.deflate(&stream, Z_FINISH) == Z_STREAM_END else { return -1 }
                return outBuffer.count - Int(stream.avail_out)
            }
        }
        precondition(written >= 0, "deflate into a deflateBound buffer cannot fail")
        output.removeSubrange(written...)
        return output
    }
}
