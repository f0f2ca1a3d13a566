/// HTML files that the book's pages link but that are not pages of the vault (a Diaryx workspace's
/// `_attachments/demo.html`, an HTML file in a figure folder): each becomes a page outside the reading order
/// (`linear="no"` in the spine, never in the contents), reached from the links, so that they keep working.
enum LinkedHTMLFiles {
    /// Parses every HTML file the pages of `analysis.order` link (and those these link in turn) that is not yet a
    /// parsed page, adds it to `analysis.pages` and to the order's non-linear pages with the pages that link it.
    static func add(to analysis: inout VaultAnalysis) {
        // Most vaults have none (every HTML file is a page): then no link is resolved at all.
        guard analysis.inventory.files.contains(where: { $0.isHTMLPage && analysis.pages[$0.path] == nil }) else { return }
        var found: [String: Set<String>] = [:], discovered: [String] = [], blankAttachments: [String] = []
        var queue = analysis.order.pages
        let resolver = analysis.resolver
        while !queue.isEmpty {
            var parsed: [ParsedPage] = []
            for page in queue {
                for target in linkedHTMLFiles(of: page, analysis: analysis, resolver: resolver) {
                    if found[target] == nil {
                        discovered.append(target)
                        parsed.append(parse(target, analysis: analysis))
                    }
                    found[target, default: []].insert(page)
                }
            }
            // An attachment with nothing to show in a reading system (a demo a script draws) is no page of the book.
            let blank = parsed.filter { BlankPages.isBlank($0, scripted: analysis.config.scripts == .keep) }
            for page in blank { analysis.order.leftOut[page.path] = Self.blankReason }
            parsed.removeAll { analysis.order.leftOut[$0.path] != nil }
            blankAttachments += blank.map(\.path)
            for page in parsed { analysis.pages[page.path] = page }
            analysis.diagnostics += HiddenStage.apply(to: parsed, config: analysis.config, resolver: resolver)
            queue = parsed.map(\.path)
        }
        analysis.order.nonLinear += discovered.filter { analysis.pages[$0] != nil }.map { NonLinearPage(page: $0, linkedFrom: found[$0]!) }
        if let first = blankAttachments.first { analysis.diagnostics.append(blankFinding(blankAttachments.count, first: first)) }
    }

    /// Why a linked HTML file with nothing to show is not in the book (said where a link to it is unwrapped).
    static let blankReason = "an HTML file with nothing to show in a reading system"

    private static func blankFinding(_ count: Int, first: String) -> Diagnostic {
        Diagnostic(id: .orderBlankPage, severity: .warning, file: first,
                   message: "\(count) linked HTML file\(count == 1 ? " has" : "s have") nothing to show in a reading system (no text, image or media; a script drew the rest): not in the book, links to \(count == 1 ? "it" : "them") unwrapped",
                   hint: "scripts: keep in book.yaml keeps the scripts (and a canvas they draw on); few reading systems run them")
    }

    /// The HTML files (not pages) that `page`'s links and embeds name, in document order.
    private static func linkedHTMLFiles(of page: String, analysis: VaultAnalysis, resolver: ReferenceResolver) -> [String] {
        guard let body = analysis.pages[page]?.body else { return [] }
        var result: [String] = []
        for element in body.descendants() {
            let reference = element.name == "a" || element.name == "area" ? element[attribute: "href"]
                : element.name == "iframe" || element.name == "embed" ? element[attribute: "src"]
                : element.name == "object" ? element[attribute: "data"] : nil
            guard let reference, case .local(let path, _) = resolver.resolve(reference, from: page),
                  analysis.pages[path] == nil, !analysis.order.excluded.contains(path), analysis.order.redirects[path] == nil,
                  analysis.order.leftOut[path] == nil,
                  let file = analysis.inventory.byPath[path], file.isHTMLPage, !result.contains(path) else { continue }
            result.append(path)
        }
        return result
    }

    private static func parse(_ path: String, analysis: VaultAnalysis) -> ParsedPage {
        let config = analysis.config
        return PageParser.parse(analysis.inventory.byPath[path]!, strip: config.strip ?? [], unwrap: config.unwrap ?? [])
    }
}

/// A page outside the reading order that pages of the book link (`linear="no"`).
package struct NonLinearPage: Sendable, Equatable {
    /// Vault path of the page.
    package var page: String
    /// The pages whose links reach it (a Part build takes it when one of them is in the Part).
    package var linkedFrom: Set<String>
}
