import ArgumentParser
import BibleEPUBKit
import Foundation

/// What `-o` may name: an `.epub` (or, for the print edition, `.pdf`) file, or a folder (existing, ending in `/`, or without a file extension).
enum OutputPath {
    /// Throws when `output` names another kind of file (`out.pdf` would silently become a folder of that name), or
    /// a book file where `--per-part` or `--per-audience` writes a folder of books. With several formats, a file of
    /// any of them names the others beside it (`book.epub` -> `book.pdf`).
    static func validate(_ output: String, formats: [OutputFormat] = [.epub], perPart: Bool, perAudience: Bool = false) throws {
        let bookExtensions = Set(formats.map { $0 == .pdf ? "pdf" : "epub" })
        guard !output.hasSuffix("/"), !isExistingFolder(output) else { return }
        let name = (output as NSString).lastPathComponent
        let fileExtension = (name as NSString).pathExtension.lowercased()
        let named = bookExtensions.sorted().map { "." + $0 }.joined(separator: " or ")
        if (perPart || perAudience) && bookExtensions.contains(fileExtension) {
            let kind = fileExtension == "pdf" ? "PDF" : "EPUB"
            let each = perPart ? "--per-part writes one \(kind) per Part" : "--per-audience writes one \(kind) per audience"
            throw ValidationError("\(each) into a folder; give a folder to -o, not \(output)")
        }
        if !bookExtensions.contains(fileExtension), looksLikeFileExtension(fileExtension), !name.hasPrefix(".") {
            throw ValidationError("-o \(output): a book is written as an \(named) file or into a folder; end the path with / to write into a folder of that name\(fileExtension == "pdf" ? " (the print edition: --format pdf)" : "")")
        }
    }

    /// Two to five letters or digits, the first a letter (`pdf`, `mobi`, `azw3`): a folder named `v1.2` or `site.d` is
    /// not refused.
    private static func looksLikeFileExtension(_ text: String) -> Bool {
        (2...5).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && text.first!.isLetter
    }

    private static func isExistingFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
