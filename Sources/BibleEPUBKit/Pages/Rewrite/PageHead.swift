import Foundation

/// A stylesheet a page links in the book, and the media it applies to (nil: every medium).
struct StylesheetLink: Hashable {
    /// Package path of the stylesheet.
    var path: String
    /// The `media` attribute as the source wrote it, when it names more than `all` or `screen`.
    var media: String?
}

extension PageNormalizer {
    /// Folder inside `OEBPS/` for generated stylesheets.
    static let stylesFolder = "styles"
    /// Package path of the base stylesheet every page links first (`Templates/base.css`).
    static let baseStylesheet = "styles/base.css"

    /// Collects the head's `<style>` and stylesheet `<link>` elements in source order.
    func collectHeadStyles(_ head: Element) {
        for case .element(let element) in head.children {
            if element.name == "style" { collectStyleBlock(element) }
            if element.name == "link" { collectLinkedStylesheet(element) }
        }
    }

    /// Turns a `<style>` block into a shared stylesheet file (identical blocks share one file).
    func collectStyleBlock(_ element: Element) {
        guard index.styles != .template, let css = Self.styleText(of: element), let media = appliedMedia(of: element) else { return }
        let fromStyles = Self.stylesFolder + "/page.css"
        let rewritten = CSSRewriter.rewrite(css) { written in
            resolveResource(written, in: element).map { href in
                href.hasPrefix("#") ? href : PackagePaths.href(from: fromStyles, to: resolvedPackagePath(href))
            }
        }
        let (theme, replaced) = (index.theme, index.replacedNames)
        let entry = index.styleSheetNames.entry(for: rewritten) { ReadingSystemStyles.rewrite($0, theme: theme, replaced: replaced) }
        generatedStyles[entry.path] = entry.css
        stylesheetLinks.append(StylesheetLink(path: entry.path, media: media))
        if !entry.findings.isEmpty {
            sharedStyleFindings.append(SharedStyleFindings(stylesheet: entry.path, page: page.path, line: element.line, findings: entry.findings))
        }
    }

    /// The text of the `<style>` block `element`, nil when it holds nothing but white space (no stylesheet is made).
    static func styleText(of element: Element) -> String? {
        let css = element.textContent()
        return holdsStyles(css) ? css : nil
    }

    /// Whether a `<style>` block's text holds more than white space (normalizing drops the block otherwise).
    static func holdsStyles(_ css: String) -> Bool {
        css.utf8.contains(where: { $0 > 0x20 })
    }

    /// Whether `element` is a `<link>` to a stylesheet the page applies (`rel="stylesheet"`, not an alternate one).
    static func linksAppliedStylesheet(_ element: Element) -> Bool {
        let relations = (element[attribute: "rel"] ?? "").lowercased().split(separator: " ")
        return element.name == "link" && relations.contains("stylesheet") && !relations.contains("alternate")
    }

    /// Keeps a local stylesheet `<link>` (the file is packaged); drops and reports remote ones.
    func collectLinkedStylesheet(_ element: Element) {
        let relations = (element[attribute: "rel"] ?? "").lowercased().split(separator: " ")
        guard relations.contains("stylesheet"), let written = element[attribute: "href"] else {
            if let written = element[attribute: "href"], ReferenceResolver.scheme(of: written) != nil {
                report(.resourceRemoteLink, .info, element, "<link rel=\"\(element[attribute: "rel"] ?? "")\"> to '\(written)' removed",
                       target: written)
            }
            return
        }
        guard index.styles != .template, Self.linksAppliedStylesheet(element), let media = appliedMedia(of: element) else { return }
        if let href = resolveResource(written, in: element), !href.hasPrefix("#") {
            stylesheetLinks.append(StylesheetLink(path: resolvedPackagePath(href), media: media))
        }
    }

    /// The `media` a stylesheet keeps in the book: nil for every medium (none written, `all`, `screen`), the query
    /// list as written otherwise; `nil` overall (`.none`) for a sheet only for printing, which is left out and
    /// reported: a reading system lays its pages out for the screen, a converter to PDF would apply it (print rules
    /// that grey every code block).
    func appliedMedia(of element: Element) -> String?? {
        guard let written = element[attribute: "media"]?.trimmingSpaces, !written.isEmpty else { return .some(nil) }
        let queries = written.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if queries.allSatisfy({ $0 == "all" || $0 == "screen" }) { return .some(nil) }
        guard queries.allSatisfy({ $0 == "print" || $0.hasPrefix("print ") || $0.hasPrefix("only print") }) else { return .some(written) }
        report(.stylePrintOnly, .info, element, "<\(element.name) media=\"\(written)\">: a stylesheet for printing only, left out of the book",
               target: element[attribute: "href"])
        return .none
    }

    /// The package path an href from this page points at.
    func resolvedPackagePath(_ href: String) -> String {
        let withoutFragment = href.split(separator: "#", maxSplits: 1).first.map(String.init) ?? href
        let decoded = withoutFragment.removingPercentEncoding ?? withoutFragment
        return VaultPath.resolve(decoded, from: VaultPath.directory(of: packagePath)) ?? decoded
    }

    /// The new head: charset, title, the page's named metas, then stylesheets in order.
    func buildHead(from old: Element) -> Element {
        let head = Element("head")
        head.children.append(.element(Element("meta", attributes: [Attribute("charset", "utf-8")])))
        let title = page.title ?? index.fallbackTitles[page.path] ?? VaultPath.prettify(VaultPath.stem(of: page.path))
        head.children.append(.element(Element("title", children: [.text(title)])))
        for case .element(let meta) in old.children where meta.name == "meta" {
            guard let name = meta[attribute: "name"]?.lowercased(), name != "viewport", meta[attribute: "content"] != nil else { continue }
            head.children.append(.element(Element("meta", attributes: [Attribute("name", name), Attribute("content", meta[attribute: "content"]!)])))
        }
        var links = [StylesheetLink(path: Self.baseStylesheet, media: nil)] + stylesheetLinks
        if let template = index.templateStylesheet { links.append(StylesheetLink(path: template, media: nil)) }
        var seen: Set<StylesheetLink> = []
        for link in links where seen.insert(link).inserted {
            var attributes = [Attribute("rel", "stylesheet"), Attribute("type", "text/css"), Attribute("href", href(toPackagePath: link.path))]
            if let media = link.media { attributes.append(Attribute("media", media)) }
            head.children.append(.element(Element("link", attributes: attributes)))
        }
        return head
    }
}
