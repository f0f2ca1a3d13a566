/// The author's own title page, decided from the source: a page that declares itself one (`epub:type="titlepage"`,
/// an EPUB source's), a Diaryx workspace's root note (the book's first page, named as the book), or an opening page
/// whose text is the book's title and little else (a subtitle, the author, a line of rights).
enum OwnTitlePage {
    /// How many of the book's first pages may be its title page (a cover page may come before it).
    static let openingPages = 3
    /// Most words a title page holds besides the title.
    static let wordsBesideTitle = 60

    /// Vault path of the title page among the opening pages of `analysis`'s order, if it has one.
    static func find(_ analysis: VaultAnalysis, title: String) -> String? {
        let opening = Array(analysis.order.pages.prefix(openingPages))
        if let root = analysis.workspaceRoot, opening.first == root { return root }
        return opening.first { page in
            guard page != analysis.tocPage, let body = analysis.pages[page]?.body else { return false }
            return declaresTitlePage(body) || showsOnlyTitle(body, title: title)
        }
    }

    /// Whether `body` or an element in it is marked `epub:type="titlepage"` (or DPUB-ARIA's nearest, none: the
    /// vocabulary has no title page role).
    static func declaresTitlePage(_ body: Element) -> Bool {
        let declares = { (element: Element) in
            (element[attribute: "epub:type"] ?? "").split(whereSeparator: \.isWhitespace).contains("titlepage")
        }
        return declares(body) || body.descendants().contains(where: declares)
    }

    /// Whether the text of `body` holds `title` and at most `wordsBesideTitle` other words.
    static func showsOnlyTitle(_ body: Element, title: String) -> Bool {
        let titleWords = words(title)
        guard !titleWords.isEmpty else { return false }
        let text = words(of: body)
        guard text.count <= titleWords.count + wordsBesideTitle, text.count >= titleWords.count else { return false }
        return (0...(text.count - titleWords.count)).contains { Array(text[$0..<($0 + titleWords.count)]) == titleWords }
    }

    /// The words of `element`'s text, each text node on its own (an `h1` and the paragraph after it do not run together).
    private static func words(of element: Element) -> [String] {
        element.children.flatMap { child -> [String] in
            switch child {
            case .element(let inner): return words(of: inner)
            case .text(let text): return words(text)
            default: return []
            }
        }
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
