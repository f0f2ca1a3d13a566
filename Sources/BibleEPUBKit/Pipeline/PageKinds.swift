/// Which files are pages when `pages:` is not written: a Diaryx-style workspace (a root-level note with `contents`
/// and no `part_of`) is its Markdown notes; a vault of mostly Markdown takes both kinds; otherwise HTML. The kind
/// left out is reported once, never ignored silently.
enum PageKinds {
    /// Sets `inventory`'s page kinds from `config` or the vault; returns the finding about the kind left out, if any.
    static func apply(to inventory: inout VaultInventory, config: BookConfig) -> [Diagnostic] {
        if config.pageKindsGiven {
            inventory.includesMarkdown = config.pageKinds.contains("md")
            inventory.includesHTML = config.pageKinds.contains("html")
            return []
        }
        let html = inventory.pages.map(\.path)
        let markdown = inventory.files.filter { $0.isMarkdownPage && !VaultPath.isInAssetFolder($0.path) }
        if let root = workspaceRoot(markdown) {
            inventory.includesMarkdown = true
            inventory.includesHTML = false
            return ignored(html, kind: "HTML files", reason: "the vault is a Markdown workspace (root index \(root))")
        }
        if markdown.count > html.count || html.isEmpty {
            inventory.includesMarkdown = !markdown.isEmpty
            return []
        }
        return ignored(markdown.map(\.path), kind: "Markdown files", reason: "most of the vault's pages are HTML")
    }

    /// The first root-level note whose frontmatter has `contents` and no `part_of` (Diaryx's root index). A note is
    /// read whole only when it opens with frontmatter's `---` (a vault's root notes can run to hundreds of kilobytes).
    static func workspaceRoot(_ notes: [VaultFile]) -> String? {
        notes.filter { !$0.path.contains("/") }.first { file in
            guard FileBytes.file(file, startsWith: Array("---".utf8)),
                  let bytes = FileBytes.contents(of: file) else { return false }
            return Frontmatter.read(String(decoding: bytes, as: UTF8.self), path: file.path).workspace?.isRootIndex == true
        }?.path
    }

    private static func ignored(_ paths: [String], kind: String, reason: String) -> [Diagnostic] {
        guard let first = paths.first else { return [] }
        return [Diagnostic(id: .vaultIgnoredPages, severity: .info, file: first,
                           message: "\(paths.count) \(kind) (this one first) are not pages of the book: \(reason)",
                           hint: "write pages: [html, md] in book.yaml to make both kinds pages")]
    }
}
