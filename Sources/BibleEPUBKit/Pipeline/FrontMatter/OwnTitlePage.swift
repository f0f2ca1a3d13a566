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
            guard page != analysis.tocPage, let parsed = analysis.pages[page], let body = parsed.body else { return false }
            // A page with more text than a title page holds (as the parser counted it) is not read word by word.
            if let bytes = parsed.textBytes, bytes > (title.utf8.count + 1) * 4 + wordsBesideTitle * 24 { return declaresTitlePage(body) }
            return declaresTitlePage(body) || showsOnlyTitle(body, title: title)
        }
    }

    /// Whether `body`, or an element at most two levels inside it (a `section`, the `main` holding it), is marked
    /// `epub:type="titlepage"` (DPUB-ARIA has no title page role).
    static func declaresTitlePage(_ body: Element, depth: Int = 0) -> Bool {
        if (body[attribute: "epub:type"] ?? "").split(whereSeparator: \.isWhitespace).contains("titlepage") { return true }
        guard depth < 2 else { return false }
        for case .element(let child) in body.children where declaresTitlePage(child, depth: depth + 1) { return true }
        return false
    }

    /// Whether the text of `body` holds `title` and at most `wordsBesideTitle` other words.
    static func showsOnlyTitle(_ body: Element, title: String) -> Bool {
        let titleWords = words(title)
        guard !titleWords.isEmpty else { return false }
        var text: [String] = []
        guard collectWords(of: body, into: &text, limit: titleWords.count + wordsBesideTitle),
              text.count >= titleWords.count else { return false }
        return (0...(text.count - titleWords.count)).contains { Array(text[$0..<($0 + titleWords.count)]) == titleWords }
    }

    /// Appends the words of `element`'s text to `words`, each text node on its own (an `h1` and the paragraph after it
    /// do not run together); false as soon as there are more than `limit` (a chapter is not read to its end).
    private static func collectWords(of element: Element, into words: inout [String], limit: Int) -> Bool {
        for child in element.children {
            switch child {
            case .element(let inner):
                guard collectWords(of: inner, into: &words, limit: limit) else { return false }
            case .text(let text):
                words += Self.words(text)
                guard words.count <= limit else { return false }
            case .comment: continue
            }
        }
        return true
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
