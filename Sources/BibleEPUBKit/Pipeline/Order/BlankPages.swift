/// Pages with nothing for a reader to see (no text, no image, no media: an empty body, a frameset, a placeholder a
/// script filled, a canvas only a script draws on when the book has no scripts) are left out of the reading order: in a book each would be a blank page. Each is reported; links
/// to it are then links out of the book (unwrapped, reported as `link.not-in-book`).
enum BlankPages {
    /// `order` without its blank pages, and one finding per page left out. A book of blank pages only is left as it is.
    /// With a `resolver`, an image whose file the book cannot ship (outside the vault, missing, on the web) shows
    /// nothing: the build drops it (a HeVeA home page's banner image from `../images/`).
    static func leaveOut(of order: ReadingOrder, pages: [String: ParsedPage], scripted: Bool = false,
                         resolver: ReferenceResolver? = nil) -> (ReadingOrder, [Diagnostic]) {
        var blank: Set<String> = [], diagnostics: [Diagnostic] = []
        for path in order.pages {
            if let page = pages[path], isBlank(page, scripted: scripted, shipping: resolver.map { ($0, path) }) {
                blank.insert(path)
                diagnostics.append(Diagnostic(
                    id: .orderBlankPage, severity: .warning, file: path, line: page.body?.line ?? 0,
                    message: "the page has no text, image or media to show; left out of the book",
                    hint: "a frameset or a page a script filled has nothing to show without the browser; remove it or give it content"))
            }
        }
        guard !blank.isEmpty, blank.count < order.pages.count else { return (order, []) }
        return (order.removing(blank), diagnostics)
    }

    /// Whether the page shows nothing (a canvas shows something only when `scripted`: the book keeps the scripts
    /// that draw on it).
    static func isBlank(_ page: ParsedPage, scripted: Bool = false, shipping: (resolver: ReferenceResolver, page: String)? = nil) -> Bool {
        guard let body = page.body else { return true }
        return !shows(body, visual: scripted ? visual : visual.subtracting(["canvas"]), shipping: shipping)
    }

    /// Whether the image `img` shows in the book: its file ships (or there is no resolver to tell, or no `src` to
    /// judge by), or its `alt` text, which the build writes in place of an image it drops, says something.
    private static func ships(_ img: Element, _ shipping: (resolver: ReferenceResolver, page: String)?) -> Bool {
        guard let shipping, img.name == "img", let src = img[attribute: "src"],
              img[attribute: "alt"].map({ $0.allSatisfy(\.isWhitespace) }) ?? true else { return true }
        switch shipping.resolver.resolve(src, from: shipping.page) {
        case .outsideVault, .missing, .external, .empty: return false
        default: return true
        }
    }

    private static func shows(_ element: Element, visual: Set<String>, shipping: (resolver: ReferenceResolver, page: String)?) -> Bool {
        for child in element.children {
            switch child {
            case .text(let text):
                if text.utf8.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D && $0 != 0x0C }) { return true }
            case .element(let inner):
                let traits = inner.traits
                if traits.contains(.rawText) || unshown.contains(inner.name) { continue }
                if inner.name == "img", !ships(inner, shipping) { continue }
                if !traits.isDisjoint(with: [.image, .svg, .math]) || visual.contains(inner.name) || shows(inner, visual: visual, shipping: shipping) {
                    return true
                }
            case .comment: continue
            }
        }
        return false
    }

    /// Elements whose content no reader sees: a stray `head` or `title` in the body (a frameset page's second
    /// `<html>`), frames (the book drops them), templates.
    private static let unshown: Set<String> = ["head", "title", "template", "frameset", "frame"]
    /// Elements that show something without text inside.
    private static let visual: Set<String> = ["video", "audio", "canvas", "object", "embed", "picture", "iframe", "hr", "input", "img"]
}
