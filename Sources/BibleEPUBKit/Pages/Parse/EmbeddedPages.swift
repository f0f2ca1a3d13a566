/// Markdown embeds of a page rather than an image (`![Demo](_attachments/demo.html)`, `![[Other Note]]`): an `img`
/// cannot show a document in EPUB (EPUBCheck rejects it), so the embed becomes a link to that page, labelled with
/// its alt text, and the page is reached through it (an HTML attachment becomes a non-linear page).
enum EmbeddedPages {
    /// Extensions of the documents an embed may name.
    private static let documentExtensions: Set<String> = VaultFile.htmlPageExtensions.union(["md"])

    /// Replaces every `img` of the Markdown `pages` whose source is a document with a link to it.
    static func link(in pages: [ParsedPage]) {
        for page in pages where page.path.hasSuffix(".md") {
            page.body?.rewriteChildren { element in
                guard element.name == "img", let source = element[attribute: "src"], namesDocument(source) else { return nil }
                let label = element[attribute: "alt"].flatMap { $0.isEmpty ? nil : $0 } ?? VaultPath.fileName(of: pathPart(source))
                return [.element(Element("a", attributes: [Attribute("href", source)], children: [.text(label)], line: element.line))]
            }
        }
    }

    private static func namesDocument(_ source: String) -> Bool {
        guard !source.contains(":") else { return false }
        return documentExtensions.contains(VaultPath.fileExtension(of: pathPart(source)).lowercased())
    }

    private static func pathPart(_ reference: String) -> String {
        String(reference.prefix { $0 != "#" && $0 != "?" })
    }
}
