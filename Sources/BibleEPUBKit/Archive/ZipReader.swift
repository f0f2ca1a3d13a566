import CLibZip

/// Reads entry names and methods back from an archive (for tests and checks).
package enum ZipReader {
    /// One entry as stored.
    package struct Entry: Sendable, Equatable {
        /// Path inside the archive.
        package var name: String
        /// True when stored without compression.
        package var isStored: Bool
    }

    /// Every entry's bytes, read through libzip (which checks each CRC-32), by name.
    package static func contents(of path: String) throws -> [String: [UInt8]] {
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
    package static func entries(of path: String) throws -> [Entry] {
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
