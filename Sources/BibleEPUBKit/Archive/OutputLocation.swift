import Foundation

/// Where a book goes, worked out and checked before anything is created: the folder with every link resolved (as far
/// as it exists), never inside the vault, never replacing a file that is not a book, and a path the system can take.
struct OutputLocation {
    /// The path as given, for messages.
    let given: String
    /// The folder the book goes into, absolute, links resolved in the part that exists.
    let folder: String
    /// The book's file or folder name.
    let name: String

    /// The book's final path.
    var target: String { folder == "/" ? "/" + name : folder + "/" + name }

    /// The longest path, and the longest name in it, the system takes (`PATH_MAX`, `NAME_MAX` on Linux and macOS).
    static let maximumPathBytes = 4095, maximumNameBytes = 255

    /// Resolves `path` against the working folder; throws when it is too long, or lies in `vaultRoot`.
    init(_ path: String, vaultRoot: String) throws {
        given = path
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard absolute.utf8.count <= Self.maximumPathBytes, components.allSatisfy({ $0.utf8.count <= Self.maximumNameBytes }),
              let last = components.last, last != ".", last != ".." else {
            throw OutputError.pathTooLong(path: path)
        }
        name = last
        folder = Self.resolved(Array(components.dropLast()))
        if folder == vaultRoot || folder.hasPrefix(vaultRoot + "/") || target == vaultRoot {
            throw OutputError.insideVault(output: path, vault: vaultRoot)
        }
    }

    /// The folder `components` name, its longest existing part with links resolved (`realpath`), the rest applied
    /// to it by name (`..` drops a component: what does not exist yet holds no link).
    private static func resolved(_ components: [String]) -> String {
        var existing = components.count
        var base: String?
        while base == nil {
            base = VaultScanner.realPath("/" + components[..<existing].joined(separator: "/"))
            if base == nil { existing -= 1 }
        }
        var parts = base!.split(separator: "/").map(String.init)
        for component in components[existing...] where component != "." {
            if component == ".." { _ = parts.popLast() } else { parts.append(component) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Refuses a target that exists and is not what `format` writes: an `.epub` file may be replaced by an EPUB,
    /// a `.pdf` file by a print edition, a folder holding `mimetype` and `META-INF/container.xml` by an unzipped book; nothing else.
    func checkReplaceable(as format: OutputFormat) throws {
        var info = stat()
        guard lstat(target, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        let isBook = switch format {
        case .epub: kind == S_IFREG && name.lowercased().hasSuffix(".epub")
        case .pdf: kind == S_IFREG && name.lowercased().hasSuffix(".pdf")
        case .directory: kind == S_IFDIR && Self.isRegularFile(target + "/mimetype")
            && Self.isRegularFile(target + "/META-INF/container.xml")
        }
        guard isBook else { throw OutputError.notABook(path: given) }
    }

    /// Creates the folder and the folders above it that are missing, one `mkdir` each (no recursion).
    func createFolder() throws {
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw systemError() }
        }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError.cannotWrite(path: given, reason: "\(folder) is not a folder; choose another -o")
        }
    }

    /// The system's reason (`errno`) the book cannot be written, with what to do about it.
    func systemError(_ code: Int32 = errno) -> OutputError {
        let advice = switch code {
        case ENOSPC, EDQUOT: "free some space or choose another -o"
        case EACCES, EPERM, EROFS: "choose a folder you can write to with -o"
        case ENOTDIR: "a file stands where the path needs a folder; choose another -o"
        default: "choose another -o"
        }
        return .cannotWrite(path: given, reason: String(cString: strerror(code)).lowercased() + "; " + advice)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
