import CLibZip
import Foundation

/// Why writing the archive failed.
public struct ArchiveError: Error, CustomStringConvertible {
    /// libzip's message.
    public var description: String
}

/// The one place that calls libzip: writes entries in order with fixed times and permissions.
public enum ZipWriter {
    /// Writes `entries` to `path` (replacing it); every entry gets `modified` as its time.
    public static func write(_ entries: [ArchiveEntry], to path: String, modified: Date) throws {
        var errorCode: Int32 = 0
        guard let archive = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &errorCode) else {
            throw ArchiveError(description: "cannot create \(path) (libzip error \(errorCode))")
        }
        let dosTime = localTimeShowingUTCFields(of: modified)
        do {
            for entry in deflatingInMemoryEntries(entries) {
                try add(entry, to: archive, time: dosTime)
            }
        } catch {
            zip_discard(archive)
            throw error
        }
        if zip_close(archive) != 0 {
            let message = String(cString: zip_strerror(archive))
            zip_discard(archive)
            throw ArchiveError(description: "cannot write \(path): \(message)")
        }
    }

    /// In-memory entries to deflate, compressed on all cores (libzip would compress them one by one in `zip_close`).
    private static func deflatingInMemoryEntries(_ entries: [ArchiveEntry]) -> [ArchiveEntry] {
        Parallel.map(entries, cost: { entry in
            if case .bytes(let bytes) = entry.source, entry.compression == .deflated { bytes.count } else { 0 }
        }) { entry in
            guard case .bytes(let bytes) = entry.source, entry.compression == .deflated else { return entry }
            return ArchiveEntry(path: entry.path, source: .deflated(DeflatedBytes(compressing: bytes)), compression: .deflated)
        }
    }

    private static func add(_ entry: ArchiveEntry, to archive: OpaquePointer, time: time_t) throws {
        guard let source = makeSource(entry.source, archive: archive) else {
            throw ArchiveError(description: "cannot read \(entry.path): \(String(cString: zip_strerror(archive)))")
        }
        let index = zip_file_add(archive, entry.path, source, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
        guard index >= 0 else {
            zip_source_free(source)
            throw ArchiveError(description: "cannot add \(entry.path): \(String(cString: zip_strerror(archive)))")
        }
        let method = entry.compression == .stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE
        let permissions: zip_uint32_t = (0o100644 as zip_uint32_t) << 16
        guard zip_set_file_compression(archive, zip_uint64_t(index), method, 9) == 0,
              zip_file_set_mtime(archive, zip_uint64_t(index), time, 0) == 0,
              zip_file_set_external_attributes(archive, zip_uint64_t(index), 0, zip_uint8_t(ZIP_OPSYS_UNIX), permissions) == 0
        else {
            throw ArchiveError(description: "cannot set attributes of \(entry.path): \(String(cString: zip_strerror(archive)))")
        }
    }

    private static func makeSource(_ source: ArchiveEntry.Source, archive: OpaquePointer) -> OpaquePointer? {
        switch source {
        case .bytes(let bytes):
            // libzip reads the buffer at close time, so it owns a malloc'd copy (freep = 1).
            let count = bytes.count
            guard let buffer = malloc(max(count, 1)) else { return nil }
            bytes.withUnsafeBytes { raw in
                if let base = raw.baseAddress { memcpy(buffer, base, count) }
            }
            let created = zip_source_buffer(archive, buffer, zip_uint64_t(count), 1)
            if created == nil { free(buffer) }
            return created
        case .file(let absolutePath):
            return zip_source_file(archive, absolutePath, 0, -1)
        case .deflated(let deflated):
            let state = Unmanaged.passRetained(PrecompressedSource(deflated)).toOpaque()
            let created = zip_source_function(archive, precompressedCallback, state)
            if created == nil { Unmanaged<PrecompressedSource>.fromOpaque(state).release() }
            return created
        }
    }

    /// libzip converts through local time; this returns the instant whose local fields equal `date`'s UTC fields.
    private static func localTimeShowingUTCFields(of date: Date) -> time_t {
        var seconds = time_t(date.timeIntervalSince1970)
        var utc = tm()
        gmtime_r(&seconds, &utc)
        utc.tm_isdst = -1
        let local = mktime(&utc)
        return local == -1 ? seconds : local
    }
}

/// A libzip source that hands over already-deflated bytes: its stat names the method, sizes and CRC,
/// so `zip_close` copies the data instead of compressing it again.
private final class PrecompressedSource {
    let deflated: DeflatedBytes
    var offset = 0

    init(_ deflated: DeflatedBytes) { self.deflated = deflated }
}

private let precompressedCallback: zip_source_callback = { userdata, data, length, command in
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
        let commands = [ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE, ZIP_SOURCE_SUPPORTS]
        return commands.reduce(zip_int64_t(0)) { $0 | (zip_int64_t(1) << zip_int64_t($1.rawValue)) }
    default:
        return -1
    }
}

/// Reads entry names and methods back from an archive (for tests and checks).
public enum ZipReader {
    /// One entry as stored.
    public struct Entry: Sendable, Equatable {
        /// Path inside the archive.
        public var name: String
        /// True when stored without compression.
        public var isStored: Bool
    }

    /// Every entry's bytes, read through libzip (which checks each CRC-32), by name.
    public static func contents(of path: String) throws -> [String: [UInt8]] {
        var errorCode: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &errorCode) else {
            throw ArchiveError(description: "cannot open \(path) (libzip error \(errorCode))")
        }
        defer { zip_discard(archive) }
        var result: [String: [UInt8]] = [:]
        for index in 0..<zip_uint64_t(max(zip_get_num_entries(archive, 0), 0)) {
            var info = zip_stat_t()
            guard zip_stat_index(archive, index, 0, &info) == 0, let name = info.name, let file = zip_fopen_index(archive, index, 0) else {
                throw ArchiveError(description: "cannot open entry \(index) of \(path): \(String(cString: zip_strerror(archive)))")
            }
            defer { zip_fclose(file) }
            var bytes = [UInt8](repeating: 0, count: Int(info.size))
            let read = bytes.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
            var probe: UInt8 = 0
            guard read == Int64(info.size), zip_fread(file, &probe, 1) == 0 else {
                throw ArchiveError(description: "entry \(String(cString: name)) of \(path) is damaged: \(String(cString: zip_file_strerror(file)))")
            }
            result[String(cString: name)] = bytes
        }
        return result
    }

    /// The entries of the archive at `path`, in archive order.
    public static func entries(of path: String) throws -> [Entry] {
        var errorCode: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &errorCode) else {
            throw ArchiveError(description: "cannot open \(path) (libzip error \(errorCode))")
        }
        defer { zip_discard(archive) }
        return (0..<max(zip_get_num_entries(archive, 0), 0)).compactMap { index in
            var info = zip_stat_t()
            guard zip_stat_index(archive, zip_uint64_t(index), 0, &info) == 0, let name = info.name else { return nil }
            return Entry(name: String(cString: name), isStored: info.comp_method == ZIP_CM_STORE)
        }
    }
}
