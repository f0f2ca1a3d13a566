/// Normalizes one page on its own, without a vault: the fuzzer's entry point and a quick check for tools.
package enum StandaloneNormalizer {
    /// The XHTML for `bytes` treated as the only page of a book.
    package static func xhtml(for bytes: [UInt8]) -> [UInt8] {
        let page = PageParser.parse(bytes: bytes, path: "page.html", strip: [])
        let inventory = VaultInventory(root: "/nonexistent", files: [])
        var index = BookIndex(
            resolver: ReferenceResolver(inventory: inventory), paths: PackagePaths(vaultPaths: ["page.html"], pages: ["page.html"]),
            spine: ["page.html"], idMaps: ["page.html": page.idMap], scripts: .remove, styles: .page, language: "en",
            templateStylesheet: nil, fallbackTitles: [:])
        index.replacedNames = page.replacedNames
        return PageNormalizer.normalize(page, index: index).xhtml
    }
}
