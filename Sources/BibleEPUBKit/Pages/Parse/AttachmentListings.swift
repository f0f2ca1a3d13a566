import Foundation

/// A note's source-file attachments (`attachments:` naming `.swift`, `.yml`, … files): appended to the note as code
/// listings with `attachments: listings` in book.yaml; otherwise left out and reported once for the book.
/// Images and HTML are not listings: images are figures where a note embeds them, HTML pages are pages.
enum AttachmentListings {
    /// The attachments of a note that are source files of the vault (the scanner's files only: never one a symlink
    /// leads out of the vault to).
    static func sourceFiles(_ attachments: [WorkspaceLink], note: String, inventory: VaultInventory) -> [VaultFile] {
        attachments.compactMap { link in
            let target = link.target.removingPercentEncoding ?? link.target
            guard let path = VaultPath.resolve(target, from: target.hasPrefix("/") ? "" : VaultPath.directory(of: note)),
                  let file = inventory.byPath[path] else { return nil }
            let type = MediaTypes.forPath(path) ?? ""
            let isPage = VaultFile.htmlPageExtensions.contains(VaultPath.fileExtension(of: path)) || path.hasSuffix(".md")
            return MediaTypes.isImage(type) || isPage || type.hasPrefix("audio/") || type.hasPrefix("video/") ? nil : file
        }
    }

    /// Markdown for `files` as listings: a heading per file and a fenced block in its language (by extension).
    static func markdown(_ files: [VaultFile]) -> String {
        guard !files.isEmpty else { return "" }
        var text = "\n\n## Attachments\n"
        for file in files {
            guard let bytes = FileBytes.contents(of: file) else { continue }
            let source = String(decoding: bytes, as: UTF8.self), path = file.path
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(source) + 1))
            text += "\n### \(VaultPath.fileName(of: path))\n\n\(fence)\(VaultPath.fileExtension(of: path))\n\(source)\(source.hasSuffix("\n") ? "" : "\n")\(fence)\n"
        }
        return text
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for character in text.utf8 {
            current = character == UInt8(ascii: "`") ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
