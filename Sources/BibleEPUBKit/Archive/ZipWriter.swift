import CLibZip
import Foundation

/// Why writing the archive failed.
public struct ArchiveError: Error, CustomStringConvertible {
    /// libzip's message.
    public var description: String
    /// The system's error number behind it (a full disk's `ENOSPC`), when there is one.
    var systemCode: Int32? = nil
}

/// The one place that calls libzip: writes entries in order with fixed times and permissions.
package enum ZipWriter {
    /// Writes `entries` into the new, empty file open as `descriptor` (which it closes); every entry gets `modified`
    /// as its time. Callers create a temp file and rename it when this returns (see `BookWriter`).
    package static func write(_ entries: [ArchiveEntry], into descriptor: Int32, modified: Date) throws {
        var openError = zip_error_t()
        zip_error_init(&openError)
        defer { zip_error_fini(&openError) }
        guard let output = ArchiveFileSink(descriptor: descriptor).makeSource(&openError) else {
            throw ArchiveError(description: String(cString: zip_error_strerror(&openError)))
        }
        guard let archive = zip_open_from_source(output, ZIP_CREATE | ZIP_TRUNCATE, &openError) else {
            zip_source_free(output)
            throw ArchiveError(description: String(cString: zip_error_strerror(&openError)))
        }
        let dosTime = localTimeShowingUTCFields(of: modified)
        var streamed: [VaultFileSource] = []
        do {
            for entry in deflatingInMemoryEntries(entries) {
                try add(entry, to: archive, time: dosTime, streamed: &streamed)
            }
        } catch {
            zip_discard(archive)
            throw error
        }
        if zip_close(archive) != 0 {
            let message = String(cString: zip_strerror(archive))
            let error = zip_get_error(archive)
            let system = zip_error_system_type(error) == ZIP_ET_SYS ? zip_error_code_system(error) : 0
            zip_discard(archive)
            if let changed = streamed.first(where: \.failed) { throw ArchiveError.changed(changed.file.path) }
            throw ArchiveError(description: message, systemCode: system != 0 ? system : nil)
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

    private static func add(_ entry: ArchiveEntry, to archive: OpaquePointer, time: time_t,
                            streamed: inout [VaultFileSource]) throws {
        guard let source = makeSource(entry.source, archive: archive, streamed: &streamed) else {
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

    private static func makeSource(_ source: ArchiveEntry.Source, archive: OpaquePointer,
                                   streamed: inout [VaultFileSource]) -> OpaquePointer? {
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
        case .file(let file):
            let vaultSource = VaultFileSource(file)
            let state = Unmanaged.passRetained(vaultSource).toOpaque()
            let created = zip_source_function(archive, vaultFileCallback, state)
            if created == nil { Unmanaged<VaultFileSource>.fromOpaque(state).release() } else { streamed.append(vaultSource) }
            return created
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
