import Foundation

/// A top-level `Part-<n>` folder of the vault.
package struct Part: Sendable, Equatable {
    /// Folder name, e.g. `Part-II-The-Swift-Language`; for a Part a note heads, the note's path without extension.
    package var folder: String
    /// The number (2 for `Part-II`).
    package var number: Int
    /// Display label, e.g. `Part II: The Swift Language`.
    package var label: String
    /// The Part's pages in reading order.
    package var pages: [String]

    /// Creates a Part.
    package init(folder: String, number: Int, label: String, pages: [String]) {
        self.folder = folder
        self.number = number
        self.label = label
        self.pages = pages
    }
}

/// Finds the Parts of a vault and resolves `--part NAME`.
package enum Parts {
    /// The book's Parts: the order's own Part heads (a workspace root's `contents` entries) with the pages nested
    /// under each, else every `Part-<n>` folder with pages in the reading order, by number.
    package static func all(in analysis: VaultAnalysis) -> [Part] {
        let headed = headedParts(analysis)
        return headed.isEmpty ? folderParts(analysis) : headed
    }

    /// One Part per head the order names: the head and the pages after it that its outline nests under it.
    private static func headedParts(_ analysis: VaultAnalysis) -> [Part] {
        let order = analysis.order
        guard let depths = order.depths, !order.partHeads.isEmpty else { return [] }
        let heads = Set(order.partHeads)
        var parts: [Part] = []
        for (index, page) in order.pages.enumerated() where heads.contains(page) && depths[index] == 0 {
            let nested = zip(order.pages[(index + 1)...], depths[(index + 1)...]).prefix { $0.1 > 0 }.map(\.0)
            let directory = VaultPath.directory(of: page), stem = VaultPath.stem(of: page)
            parts.append(Part(folder: directory.isEmpty ? stem : directory + "/" + stem, number: parts.count + 1, label: analysis.label(for: page), pages: [page] + nested))
        }
        return parts
    }

    private static func folderParts(_ analysis: VaultAnalysis) -> [Part] {
        var byFolder: [String: [String]] = [:]
        for page in analysis.order.pages {
            guard let top = page.split(separator: "/").first.map(String.init), page.contains("/"),
                  Ordering.sectionNumber(top) != nil else { continue }
            byFolder[top, default: []].append(page)
        }
        return byFolder.map { folder, pages in
            Part(folder: folder, number: Ordering.sectionNumber(folder)!.value, label: VaultPath.prettify(folder), pages: pages)
        }.sorted { ($0.number, $0.folder) < ($1.number, $1.folder) }
    }

    /// The Part named by folder, label, roman or arabic number (`II`, `2`), or a unique prefix (`Part-II`).
    package static func find(_ name: String, in parts: [Part]) throws -> Part {
        let wanted = name.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if let exact = parts.first(where: { $0.folder.lowercased() == wanted || $0.label.lowercased() == wanted }) { return exact }
        let number = Int(wanted) ?? Ordering.romanValue(wanted.uppercased())
        if let number, let match = parts.first(where: { $0.number == number }) { return match }
        let prefixed = parts.filter { $0.folder.lowercased().hasPrefix(wanted) }
        let boundary = prefixed.filter { part in
            let rest = part.folder.lowercased().dropFirst(wanted.count)
            return rest.isEmpty || rest.hasPrefix("-")
        }
        if boundary.count == 1 { return boundary[0] }
        if prefixed.count == 1 { return prefixed[0] }
        let known = parts.map(\.folder)
        throw prefixed.count > 1 ? PartSelectionError.ambiguous(name: name, parts: known) : PartSelectionError.noMatch(name: name, parts: known)
    }
}

/// What a Part build changes compared with the whole book.
package struct BookScope: Sendable {
    /// The Part being built.
    package var part: Part
    /// Pages before the Part's own (front matter the config asks for).
    package var frontMatter: [String]
    /// The title of the Part's EPUB.
    package var title: String
    /// A stable identifier derived from the book's.
    package var identifier: String
    /// Where links that leave the Part go (`web-base-url:`), or nil to unwrap them.
    package var webBaseURL: String?

    /// The scope for `part` of the book described by `analysis`.
    package static func forPart(_ part: Part, analysis: VaultAnalysis) -> BookScope {
        let config = analysis.config
        let bookTitle = MetadataResolver.title(analysis)
        let pattern = config.partTitle ?? "{book} — {part}"
        return BookScope(
            part: part, frontMatter: config.partFrontMatter.filter { analysis.pages[$0] != nil && !part.pages.contains($0) },
            title: pattern.replacingOccurrences(of: "{book}", with: bookTitle).replacingOccurrences(of: "{part}", with: part.label),
            identifier: MetadataResolver.uuidURN(for: MetadataResolver.identifier(analysis) + "#" + part.folder),
            webBaseURL: config.webBaseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" })
    }

    /// The Part's file name: `<book-slug>-part-ii-the-swift-language.epub`.
    package func slug(bookSlug: String) -> String { bookSlug + "-" + Slug.make(part.label) }
}
