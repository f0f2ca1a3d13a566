import BibleEPUBKit
import Foundation
import Testing

/// Helpers for hostile-input tests: every test fingerprints the vault before and after.
enum Hostile {
    /// Path, size and FNV-1a hash of every file (and link target) below `root`.
    static func fingerprint(_ root: String) -> [String: String] {
        var result: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
        for case let path as String in walker {
            let full = root + "/" + path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                result[path] = "link -> " + target
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
                result[path] = "dir"
                continue
            }
            let bytes = FileManager.default.contents(atPath: full) ?? Data()
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            result[path] = "\(bytes.count):\(hash)"
        }
        return result
    }

    /// Builds `vault` to its output folder, asserting the vault is untouched and that no entry of the book, nor its
    /// file name, holds the secret beside the vault; returns the outcome or the thrown error.
    static func build(_ vault: TestVault, output name: String = "book.epub") -> Result<BuildAction.Outcome, Error> {
        let before = fingerprint(vault.root)
        let result = Result { try BuildAction.run(vault.options, output: vault.output + "/" + name, format: .epub) }
        #expect(fingerprint(vault.root) == before, "the build changed the vault")
        if case .success(let outcome) = result {
            #expect(leakedEntry(outcome.book) == nil, "\(leakedEntry(outcome.book) ?? "") holds the secret beside the vault")
            #expect(!(outcome.outputPath ?? "").lowercased().contains("secret-token"))
        }
        return result
    }

    /// The first entry of `book` that holds `TestVault.secretToken` as written, in base64, percent-encoded or in
    /// UTF-16 (either byte order); nil when none does.
    static func leakedEntry(_ book: Book) -> String? {
        let token = TestVault.secretToken
        let forms: [[UInt8]] = [Array(token.utf8), Array(Data(token.utf8).base64EncodedString().dropLast(2).utf8),
                                Array(token.map { "%" + String(format: "%02X", $0.asciiValue!) }.joined().utf8),
                                token.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, token.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }]
        return book.entries.first { entry in
            let bytes: [UInt8]
            if case .file(let file) = entry.source { bytes = (try? Data(contentsOf: URL(fileURLWithPath: file.absolutePath))).map { [UInt8]($0) } ?? [] }
            else { bytes = entry.contents ?? [] }
            return forms.contains { form in bytes.firstRange(of: form) != nil }
        }?.path
    }

    /// Builds and requires success; returns the book and the XHTML of `page` (package path inside OEBPS/).
    static func page(_ vault: TestVault, _ page: String = "a.xhtml") throws -> (Book, String) {
        let outcome = try build(vault).get()
        #expect(outcome.outputPath != nil)
        guard let entry = outcome.book.entries.first(where: { $0.path == "OEBPS/" + page }), let bytes = entry.contents else {
            Issue.record("\(page) missing")
            return (outcome.book, "")
        }
        #expect(LibXML2.parseXML(bytes).errors.isEmpty, "\(page) is not well-formed XML")
        return (outcome.book, String(decoding: bytes, as: UTF8.self))
    }

    /// The built `bible-epub` binary next to the test bundle, or in .build/debug.
    static var binary: String? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/bible-epub",
            Bundle.main.bundleURL.deletingLastPathComponent().path + "/bible-epub",
            Repository.root + "/.build/debug/bible-epub",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the binary; returns exit status and standard error.
    static func run(_ arguments: [String], killAfter seconds: Double? = nil) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary, "bible-epub binary not built"))
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let seconds {
            Thread.sleep(forTimeInterval: seconds)
            process.terminate()
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
