import CLibZip
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A libzip source that streams one vault file at `zip_close`, opened as every vault file is (`FileBytes.openScanned`):
/// no link followed, and only the file the scan found, so a figure swapped for a link to a secret is never packaged.
final class VaultFileSource {
    /// The file streamed.
    let file: VaultFile
    /// Set when the file could not be opened or read as scanned.
    private(set) var failed = false
    private var descriptor: Int32 = -1
    private var error = zip_error_t()

    /// A source for `file`; nothing is opened until libzip reads it.
    init(_ file: VaultFile) {
        self.file = file
        zip_error_init(&error)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        zip_error_fini(&error)
    }

    fileprivate func openFile() -> Int64 {
        descriptor = FileBytes.openScanned(file)
        return descriptor >= 0 ? 0 : fail(ZIP_ER_OPEN)
    }

    fileprivate func readChunk(into buffer: UnsafeMutableRawPointer, count: Int) -> Int64 {
        while true {
            let result = read(descriptor, buffer, count)
            if result < 0 && errno == EINTR { continue }
            return result >= 0 ? Int64(result) : fail(ZIP_ER_READ)
        }
    }

    fileprivate func closeFile() -> Int64 {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        return 0
    }

    fileprivate func describe(_ stat: UnsafeMutablePointer<zip_stat_t>) -> Int64 {
        zip_stat_init(stat)
        // The size the scan found: libzip counts what it really reads, and a file that changed fails its open.
        stat.pointee.valid = zip_uint64_t(ZIP_STAT_SIZE)
        stat.pointee.size = zip_uint64_t(file.size)
        return Int64(MemoryLayout<zip_stat_t>.size)
    }

    fileprivate func errorData(_ data: UnsafeMutableRawPointer?, _ length: zip_uint64_t) -> Int64 {
        zip_error_to_data(&error, data, length)
    }

    private func fail(_ code: Int32) -> Int64 {
        failed = true
        zip_error_set(&error, code, errno)
        return -1
    }
}

/// libzip's callback for a `VaultFileSource`.
let vaultFileCallback: zip_source_callback = { userdata, data, length, command in
    let source = Unmanaged<VaultFileSource>.fromOpaque(userdata!).takeUnretainedValue()
    switch command {
    case ZIP_SOURCE_OPEN: return source.openFile()
    case ZIP_SOURCE_READ: return source.readChunk(into: data!, count: Int(length))
    case ZIP_SOURCE_CLOSE: return source.closeFile()
    case ZIP_SOURCE_STAT: return source.describe(data!.assumingMemoryBound(to: zip_stat_t.self))
    case ZIP_SOURCE_ERROR: return source.errorData(data, length)
    case ZIP_SOURCE_FREE:
        Unmanaged<VaultFileSource>.fromOpaque(userdata!).release()
        return 0
    case ZIP_SOURCE_SUPPORTS:
        return readSourceCommands
    default:
        return -1
    }
}
