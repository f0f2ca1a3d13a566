import CLibZip
import Foundation

/// A libzip source that hands over already-deflated bytes: its stat names the method, sizes and CRC,
/// so `zip_close` copies the data instead of compressing it again.
final class PrecompressedSource {
    /// The stream handed over.
    let deflated: DeflatedBytes
    /// How much libzip has read.
    var offset = 0

    /// A source for `deflated`.
    init(_ deflated: DeflatedBytes) { self.deflated = deflated }
}

/// What a source that libzip only reads (`PrecompressedSource`, `VaultFileSource`) answers to `ZIP_SOURCE_SUPPORTS`.
let readSourceCommands = [ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
                          ZIP_SOURCE_SUPPORTS].reduce(zip_int64_t(0)) { $0 | (zip_int64_t(1) << zip_int64_t($1.rawValue)) }

/// libzip's callback for a `PrecompressedSource`.
let precompressedCallback: zip_source_callback = { userdata, data, length, command in
    let source = Unmanaged<PrecompressedSource>.fromOpaque(userdata!).takeUnretainedValue()
    switch command {
    case ZIP_SOURCE_OPEN:
        source.offset = 0
        return 0
    case ZIP_SOURCE_READ:
        let count = min(Int(length), source.deflated.compressed.count - source.offset)
        source.deflated.compressed.withUnsafeBytes { bytes in
            if count > 0 { data!.copyMemory(from: bytes.baseAddress! + source.offset, byteCount: count) }
        }
        source.offset += count
        return zip_int64_t(count)
    case ZIP_SOURCE_CLOSE:
        return 0
    case ZIP_SOURCE_STAT:
        let stat = data!.assumingMemoryBound(to: zip_stat_t.self)
        zip_stat_init(stat)
        stat.pointee.valid = zip_uint64_t(ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_COMP_METHOD | ZIP_STAT_CRC | ZIP_STAT_ENCRYPTION_METHOD)
        stat.pointee.size = zip_uint64_t(source.deflated.size)
        stat.pointee.comp_size = zip_uint64_t(source.deflated.compressed.count)
        stat.pointee.comp_method = zip_uint16_t(ZIP_CM_DEFLATE)
        stat.pointee.crc = source.deflated.crc
        stat.pointee.encryption_method = zip_uint16_t(ZIP_EM_NONE)
        return zip_int64_t(MemoryLayout<zip_stat_t>.size)
    case ZIP_SOURCE_ERROR:
        data!.initializeMemory(as: Int32.self, repeating: 0, count: 2)
        return zip_int64_t(2 * MemoryLayout<Int32>.size)
    case ZIP_SOURCE_FREE:
        Unmanaged<PrecompressedSource>.fromOpaque(userdata!).release()
        return 0
    case ZIP_SOURCE_SUPPORTS:
        return readSourceCommands
    default:
        return -1
    }
}

/// Where libzip writes the archive: straight into an open file (the caller's own temp file, renamed when done), so
/// libzip makes no temp file of its own. Writes gather in a buffer flushed with `pwrite`; libzip's seek back to
/// complete each local header lands in the buffer while the entry is still there.
final class ArchiveFileSink {
    /// Buffered bytes are written out once they reach this size (figures stream through in 8 KiB pieces).
    static let flushSize = 1 << 20

    private var descriptor: Int32
    /// Bytes not yet on disk; they belong at file offsets `pendingStart..<pendingStart + pending.count`.
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var position = 0
    private var length = 0
    /// The last failure, for libzip's message.
    var error = zip_error_t()

    /// A sink that writes into the new, empty file open as `descriptor`; it closes the descriptor.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        zip_error_init(&error)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        zip_error_fini(&error)
    }

    /// A libzip source for `zip_open_from_source`; it owns this sink until libzip frees it.
    func makeSource(_ error: inout zip_error_t) -> OpaquePointer? {
        let state = Unmanaged.passRetained(self).toOpaque()
        let source = zip_source_function_create(archiveSinkCallback, state, &error)
        if source == nil { Unmanaged<ArchiveFileSink>.fromOpaque(state).release() }
        return source
    }

    /// Starts the archive at the file's start; -1 when the file is no longer open.
    func beginWrite() -> Int64 {
        guard descriptor >= 0 else { return fail(ZIP_ER_OPEN, system: EBADF) }
        pending.reserveCapacity(Self.flushSize + 64 * 1024)
        return 0
    }

    /// Writes `bytes` at the current position (into the buffer while it can); the count written, or -1.
    func write(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        if pending.isEmpty {
            pendingStart = position
        } else if position < pendingStart || position > pendingStart + pending.count {
            guard flush() else { return -1 }
            pendingStart = position
        }
        let offset = position - pendingStart
        let overwritten = min(bytes.count, pending.count - offset)
        if overwritten > 0 {
            pending.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: offset).copyMemory(from: bytes.baseAddress!, byteCount: overwritten) }
        }
        if overwritten < bytes.count { pending.append(contentsOf: bytes[overwritten...]) }
        position += bytes.count
        length = max(length, position)
        if pending.count >= Self.flushSize && position == pendingStart + pending.count {
            guard flush() else { return -1 }
        }
        return Int64(bytes.count)
    }

    /// Moves the write position as libzip's seek arguments say; 0, or -1 when out of range.
    func seekWrite(_ arguments: UnsafeMutableRawPointer, _ size: zip_uint64_t) -> Int64 {
        let target = zip_source_seek_compute_offset(zip_uint64_t(position), zip_uint64_t(length), arguments, size, &error)
        guard target >= 0 else { return -1 }
        position = Int(target)
        return 0
    }

    /// The write position.
    func tellWrite() -> Int64 { Int64(position) }

    /// Writes what is buffered and closes the file; 0, or -1 when either fails.
    func commitWrite() -> Int64 {
        guard flush() else { return -1 }
        let closed = close(descriptor)
        descriptor = -1
        return closed == 0 ? 0 : fail(ZIP_ER_CLOSE)
    }

    /// Abandons the archive: closes the file (its creator removes it).
    func rollbackWrite() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Writes the buffered bytes where they belong.
    private func flush() -> Bool {
        var written = 0
        while written < pending.count {
            let result = pending.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(pendingStart + written))
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { fail(ZIP_ER_WRITE); return false }
            written += result
        }
        pendingStart += pending.count
        pending.removeAll(keepingCapacity: true)
        return true
    }

    /// Records `code` with the current errno for libzip's message; returns -1.
    @discardableResult
    func fail(_ code: Int32, system: Int32 = errno) -> Int64 {
        zip_error_set(&error, code, system)
        return -1
    }
}

private let archiveSinkCallback: zip_source_callback = { userdata, data, length, command in
    let sink = Unmanaged<ArchiveFileSink>.fromOpaque(userdata!).takeUnretainedValue()
    switch command {
    case ZIP_SOURCE_STAT:
        return sink.fail(ZIP_ER_READ, system: ENOENT) // a new archive: libzip then starts it empty
    case ZIP_SOURCE_OPEN, ZIP_SOURCE_CLOSE:
        return 0
    case ZIP_SOURCE_BEGIN_WRITE:
        return sink.beginWrite()
    case ZIP_SOURCE_WRITE:
        return sink.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
    case ZIP_SOURCE_SEEK_WRITE:
        return sink.seekWrite(data!, length)
    case ZIP_SOURCE_TELL_WRITE:
        return sink.tellWrite()
    case ZIP_SOURCE_COMMIT_WRITE:
        return sink.commitWrite()
    case ZIP_SOURCE_ROLLBACK_WRITE, ZIP_SOURCE_REMOVE:
        sink.rollbackWrite()
        return 0
    case ZIP_SOURCE_ERROR:
        return zip_error_to_data(&sink.error, data, length)
    case ZIP_SOURCE_FREE:
        Unmanaged<ArchiveFileSink>.fromOpaque(userdata!).release()
        return 0
    case ZIP_SOURCE_SUPPORTS:
        let commands = [ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
                        ZIP_SOURCE_SEEK, ZIP_SOURCE_TELL, ZIP_SOURCE_SUPPORTS, ZIP_SOURCE_BEGIN_WRITE, ZIP_SOURCE_COMMIT_WRITE,
                        ZIP_SOURCE_ROLLBACK_WRITE, ZIP_SOURCE_WRITE, ZIP_SOURCE_SEEK_WRITE, ZIP_SOURCE_TELL_WRITE, ZIP_SOURCE_REMOVE]
        return commands.reduce(zip_int64_t(0)) { $0 | (zip_int64_t(1) << zip_int64_t($1.rawValue)) }
    default: // reading the archive back (never needed for a new one) and anything newer
        return sink.fail(ZIP_ER_OPNOTSUPP, system: 0)
    }
}
