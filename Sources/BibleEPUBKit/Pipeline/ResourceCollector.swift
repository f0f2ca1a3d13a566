import Foundation

/// Turns the vault files the pages use into archive entries; stylesheets get their own references rewritten.
struct ResourceCollector {
    let inventory: VaultInventory
    let paths: PackagePaths
    var diagnostics: [Diagnostic] = []
    /// Package path -> (vault path, media type) of every file to package.
    var packaged: [String: (vault: String, mediaType: String)] = [:]
    /// Rewritten stylesheets by package path.
    var stylesheets: [String: String] = [:]
    /// Rewritten SVG image files by package path (`SVGResources.swift`).
    var svgDocuments: [String: [UInt8]] = [:]
    /// Whether the author's colours are kept in stylesheets.
    var theme: ThemePolicy = .reader
    /// The classes and ids the book's pages put on images, media and SVG.
    var replacedNames: ReplacedNames?
    /// The vault paths of the book's pages (an SVG image's links to them are kept).
    var bookPages: Set<String> = []
    /// Each page's ids, as written -> as renamed (`ParsedPage.idMap`).
    var idMaps: [String: [String: String]] = [:]
    /// The bytes of the SVG files stylesheets name with a `#fragment`, read once each (a sprite is named per icon).
    private var fragmentTargets: [String: Data] = [:]

    init(inventory: VaultInventory, paths: PackagePaths) {
        self.inventory = inventory
        self.paths = paths
    }

    /// Adds `vaultPaths` and, for stylesheets, everything they reference.
    mutating func collect(_ vaultPaths: Set<String>) {
        var pending = vaultPaths.sorted()
        var seen = Set(pending)
        while let vaultPath = pending.popLast() {
            guard let packagePath = paths.packagePath(for: vaultPath),
                  let mediaType = MediaTypes.forPath(vaultPath) else { continue }
            packaged[packagePath] = (vaultPath, mediaType)
            let references: [String]
            switch mediaType {
            case "text/css": references = rewriteStylesheet(vaultPath, packagePath: packagePath)
            case "image/svg+xml": references = rewriteSVG(vaultPath, packagePath: packagePath)
            default: continue
            }
            for found in references where seen.insert(found).inserted {
                pending.append(found)
            }
        }
    }

    /// Archive entries for everything collected, sorted by package path.
    func entries() -> [ArchiveEntry] {
        packaged.keys.sorted().map { packagePath in
            let (vaultPath, mediaType) = packaged[packagePath]!
            let target = PackagePaths.contentFolder + "/" + packagePath
            if let css = stylesheets[packagePath] {
                return ArchiveEntry(path: target, source: .bytes(Array(css.utf8)), compression: .deflated)
            }
            if let svg = svgDocuments[packagePath] {
                return ArchiveEntry(path: target, source: .bytes(svg), compression: .deflated)
            }
            return ArchiveEntry(path: target, source: .file(inventory.byPath[vaultPath]!),
                                compression: ArchiveEntry.compression(forMediaType: mediaType))
        }
    }

    private mutating func rewriteStylesheet(_ vaultPath: String, packagePath: String) -> [String] {
        guard let file = inventory.byPath[vaultPath], let data = FileBytes.contents(of: file) else {
            return []
        }
        let css = String(decoding: data, as: UTF8.self)
        let (referencesRewritten, found) = rewritingReferences(in: css, of: vaultPath, packagePath: packagePath)
        let restyled = ReadingSystemStyles.rewrite(referencesRewritten, theme: theme, replaced: replacedNames)
        stylesheets[packagePath] = restyled.css
        diagnostics += restyled.findings.map {
            StyleFindingText.diagnostic($0, file: vaultPath, line: $0.line, place: "the stylesheet")
        }
        return found
    }

    /// `css` (of the vault file `vaultPath`, packaged at `packagePath`) with each reference rewritten to the packaged
    /// file, or dropped (reported) when it leaves the vault, is remote or names nothing; and the vault files named.
    mutating func rewritingReferences(in css: String, of vaultPath: String, packagePath: String) -> (css: String, found: [String]) {
        let resolver = ReferenceResolver(inventory: inventory)
        var found: [String] = []
        let rewritten = CSSRewriter.rewrite(css) { written in
            switch resolver.resolve(written, from: vaultPath) {
            case .local(let path, let fragment):
                guard let target = paths.packagePath(for: path), MediaTypes.forPath(path) != nil else {
                    report(.resourceUnsupportedType, written, css, vaultPath, "'\(written)' is not a format EPUB readers support; dropped")
                    return nil
                }
                found.append(path)
                var kept = fragment
                if let fragment, !svgFile(path, hasID: fragment) {
                    report(.linkMissingFragment, written, css, vaultPath, "'\(written)': \(path) has no id '\(fragment)'; the fragment is dropped")
                    kept = nil
                }
                return PackagePaths.href(from: packagePath, to: target) + (kept.map { "#" + $0 } ?? "")
            case .external:
                report(.resourceRemote, written, css, vaultPath, "remote resource '\(written)' cannot ship in a book; dropped")
            case .data, .sameDocument:
                return written
            default:
                report(.resourceMissing, written, css, vaultPath, "'\(written)' does not exist in the vault; dropped")
            }
            return nil
        }
        return (rewritten, found)
    }

    /// Whether the vault file `path` is no SVG document or has an element with id `id`: a style sheet's
    /// `font.svg#name` names a font that must be in the file (Font Awesome's `#fontawesomeregular` is not).
    private mutating func svgFile(_ path: String, hasID id: String) -> Bool {
        guard path.lowercased().hasSuffix(".svg") else { return true }
        if fragmentTargets[path] == nil {
            guard let file = inventory.byPath[path], let bytes = FileBytes.contents(of: file) else { return true }
            fragmentTargets[path] = Data(bytes)
        }
        // The attribute whole: after white space, so that `data-id="x"` is not taken for it.
        return [" ", "\t", "\n", "\r"].flatMap { space in ["\(space)id=\"\(id)\"", "\(space)id='\(id)'"] }
            .contains { fragmentTargets[path]!.range(of: Data($0.utf8)) != nil }
    }

    private mutating func report(_ id: DiagnosticID, _ written: String, _ css: String, _ file: String, _ message: String) {
        let before = css.range(of: written).map { css[..<$0.lowerBound] } ?? ""
        let line = before.isEmpty ? 0 : before.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
        diagnostics.append(Diagnostic(id: id, severity: .warning, file: file, line: line, message: message, target: written))
    }
}
