import ArgumentParser
import BibleEPUBKit
import Foundation

/// What `-o` may name: an `.epub` file, or a folder (existing, ending in `/`, or without a file extension).
enum OutputPath {
    /// Throws when `output` names another kind of file (`out.pdf` would silently become a folder of that name), or
    /// an `.epub` file where `--per-part` or `--per-audience` writes a folder of books.
    static func validate(_ output: String, format: OutputFormat = .epub, perPart: Bool, perAudience: Bool = false) throws {
        let bookExtension = format == .pdf ? "pdf" : "epub"
        guard !output.hasSuffix("/"), !isExistingFolder(output) else { return }
        let name = (output as NSString).lastPathComponent
        let fileExtension = (name as NSString).pathExtension.lowercased()
        if (perPart || perAudience) && fileExtension == bookExtension {
            let kind = format == .pdf ? "PDF" : "EPUB"
            let each = perPart ? "--per-part writes one \(kind) per Part" : "--per-audience writes one \(kind) per audience"
            throw ValidationError("\(each) into a folder; give a folder to -o, not \(output)")
        }
        if fileExtension != bookExtension, looksLikeFileExtension(fileExtension), !name.hasPrefix(".") {
            throw ValidationError("-o \(output): a book is written as an .\(bookExtension) file or into a folder; end the path with / to write into a folder of that name\(fileExtension == "pdf" ? " (the print edition: --format pdf)" : "")")
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
