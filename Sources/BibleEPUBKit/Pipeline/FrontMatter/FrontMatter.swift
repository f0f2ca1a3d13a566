/// The generated title page: the whole book's, or a Part build's with the Part as its subtitle.
struct TitlePage: Equatable {
    let title: String
    let subtitle: String
    let creators: [String]
}

/// The generated copyright page: what the package metadata says about this edition, nothing invented.
struct CopyrightPage: Equatable {
    let title: String
    let subtitle: String
    let creators: [String]
    let rights: String
    let publisher: String
    /// The ISBN the identifier holds, hyphenated as written; empty when the identifier is not one.
    let isbn: String
    /// The edition's date, `YYYY-MM-DD` (from `dcterms:modified`).
    let date: String
    let madeWith: Bool
}

/// The front matter a book gets before its first page: generated title and copyright pages, each when the book
/// needs one, and the author's own title page when the vault has one (the `titlepage` landmark's target).
struct FrontMatter: Equatable {
    var titlePage: TitlePage?
    var copyrightPage: CopyrightPage?
    /// Vault path of the author's own title page.
    var ownTitlePage: String?

    /// The front matter of the book (or of the Part `scope`) that `analysis` describes, with `metadata` resolved and
    /// the author's own title page `own` (found by `OwnTitlePage` before the pages' trees went).
    static func resolve(_ analysis: VaultAnalysis, scope: BookScope?, metadata: BookMetadata, own: String?) -> FrontMatter {
        let config = analysis.config, policy = config.frontMatter
        var result = FrontMatter(ownTitlePage: own)
        let wantsTitle = policy == .title || policy == .titleAndCopyright || (policy == .auto && (scope != nil || own == nil))
        if wantsTitle {
            result.titlePage = TitlePage(title: scope == nil ? metadata.title : MetadataResolver.title(analysis),
                                         subtitle: scope?.part.label ?? metadata.subtitle ?? "", creators: metadata.creators)
        }
        let isbn = ISBN.find(in: metadata.identifier)
        let hasImprint = metadata.rights != nil || metadata.publisher != nil || isbn != nil
        if policy == .titleAndCopyright || (policy == .auto && hasImprint) {
            result.copyrightPage = CopyrightPage(
                title: metadata.title, subtitle: metadata.subtitle ?? "", creators: metadata.creators,
                rights: metadata.rights ?? "", publisher: metadata.publisher ?? "", isbn: isbn ?? "",
                date: String(metadata.modifiedString.prefix(10)), madeWith: config.madeWith)
        }
        return result
    }
}

/// ISBNs as identifiers write them: `urn:isbn:978-…`, `isbn:…`, `ISBN 978…` or the bare number.
enum ISBN {
    /// The ISBN-13 or ISBN-10 `identifier` holds (as written, without its prefix) when its check digit is right.
    static func find(in identifier: String) -> String? {
        var text = identifier.trimmingSpaces
        for prefix in ["urn:isbn:", "isbn:", "isbn "] where text.lowercased().hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmingSpaces
        }
        let characters = text.filter { $0 != "-" && $0 != " " }
        guard characters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "X" || $0 == "x") }) else { return nil }
        let digits = characters.map { $0 == "X" || $0 == "x" ? 10 : Int(String($0))! }
        return isValid(digits) ? text : nil
    }

    private static func isValid(_ digits: [Int]) -> Bool {
        switch digits.count {
        case 13:
            guard !digits.contains(10) else { return false }
            let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
            return sum % 10 == 0
        case 10:
            guard !digits.dropLast().contains(10) else { return false }
            let sum = digits.enumerated().reduce(0) { $0 + $1.element * (10 - $1.offset) }
            return sum % 11 == 0
        default: return false
        }
    }
}
