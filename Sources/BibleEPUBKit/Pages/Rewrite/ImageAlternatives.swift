import Foundation

/// Gives an image the author wrote without `alt` the text alternative its context already provides, and nothing it
/// would have to invent (WCAG 1.1.1; axe-core's image-alt and link-name): a spacer or an image in a link whose text
/// names the target is decorative (`alt=""`); an image in a figure whose caption describes it is named by the
/// caption (`aria-labelledby`). Any other image keeps its missing `alt`, reported for the author to describe.
enum ImageAlternatives {
    /// What the context gave an image without `alt`.
    enum Outcome: Equatable {
        /// Decorative by construction: a spacer, or an image in a link whose own text says where it goes.
        case decorative(reason: String)
        /// Named by its figure's caption, whose id is given.
        case captioned(by: String)
        /// Nothing in the page describes it: the author must.
        case undescribed
    }

    /// Decides, for each image of `lacking` (elements under `body` written without `alt`), what its context gives,
    /// and sets it; returns the outcome of each, in document order.
    static func describe(_ lacking: [Element], in body: Element) -> [(image: Element, outcome: Outcome)] {
        guard !lacking.isEmpty else { return [] }
        let pending = Set(lacking.map(ObjectIdentifier.init))
        var ids = Set<String>()
        collectIDs(of: body, into: &ids)
        var outcomes: [(Element, Outcome)] = []
        visit(body, link: nil, figure: nil, pending: pending, ids: &ids, outcomes: &outcomes)
        return outcomes
    }

    private static func visit(_ element: Element, link: Element?, figure: Element?, pending: Set<ObjectIdentifier>,
                              ids: inout Set<String>, outcomes: inout [(Element, Outcome)]) {
        if pending.contains(ObjectIdentifier(element)) {
            let outcome = decide(element, link: link, figure: figure, ids: &ids)
            apply(outcome, to: element)
            outcomes.append((element, outcome))
        }
        let link = element.name == "a" && element[attribute: "href"] != nil ? element : link
        let figure = element.name == "figure" ? element : figure
        for case .element(let child) in element.children {
            visit(child, link: link, figure: figure, pending: pending, ids: &ids, outcomes: &outcomes)
        }
    }

    private static func decide(_ image: Element, link: Element?, figure: Element?, ids: inout Set<String>) -> Outcome {
        if isSpacer(image) { return .decorative(reason: "a spacer") }
        if let link, hasWords(link.textContent()) { return .decorative(reason: "the link's text names where it goes") }
        if let caption = figure.flatMap(caption(of:)) {
            if let id = caption[attribute: "id"], !id.isEmpty { return .captioned(by: id) }
            var number = 1
            while ids.contains("figure-caption-\(number)") { number += 1 }
            let id = "figure-caption-\(number)"
            ids.insert(id)
            caption[attribute: "id"] = id
            return .captioned(by: id)
        }
        return .undescribed
    }

    private static func apply(_ outcome: Outcome, to image: Element) {
        switch outcome {
        case .decorative: image[attribute: "alt"] = ""
        case .captioned(let id): image[attribute: "aria-labelledby"] = id
        case .undescribed: break
        }
    }

    /// A spacer: at most 2 by 2 pixels as written, or a file named for it (`spacer.gif`, `pixel.png`, `blank.gif`).
    static func isSpacer(_ image: Element) -> Bool {
        let width = image[attribute: "width"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let height = image[attribute: "height"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if let width, let height, width <= 2, height <= 2 { return true }
        let file = (image[attribute: "src"] ?? "").split(separator: "/").last.map { $0.lowercased() } ?? ""
        let stem = file.split(separator: ".").first.map(String.init) ?? ""
        return ["spacer", "pixel", "blank", "clear", "transparent", "1x1", "dot", "space"].contains(stem)
    }

    /// The figure's caption when it has words.
    private static func caption(of figure: Element) -> Element? {
        for case .element(let child) in figure.children where child.name == "figcaption" {
            return hasWords(child.textContent()) ? child : nil
        }
        return nil
    }

    private static func hasWords(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private static func collectIDs(of element: Element, into ids: inout Set<String>) {
        if let id = element[attribute: "id"] { ids.insert(id) }
        for case .element(let child) in element.children { collectIDs(of: child, into: &ids) }
    }
}
