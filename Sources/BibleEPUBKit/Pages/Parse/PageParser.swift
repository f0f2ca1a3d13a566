import Foundation

/// Stage 1 for one page: read, decode, parse, strip app chrome, repair structure, collect ids and labels.
package enum PageParser {
    /// Parses the page `file`; never throws: problems become diagnostics on the page.
    /// A note's `:vis` directives are applied for `audience`.
    /// A note's attachments are looked up in `inventory`; with `listings`, its source files are appended as code listings.
    package static func parse(_ file: VaultFile, strip: [String], unwrap: [String] = [], audience: String? = nil,
                              inventory: VaultInventory? = nil, listings: Bool = false) -> ParsedPage {
        guard let bytes = FileBytes.contents(of: file) else { return unreadable(file) }
        if file.fileExtension == "md" {
            return MarkdownPage.parse(bytes, path: file.path, strip: strip, unwrap: unwrap, audience: audience,
                                      attachments: inventory.map { ($0, listings) })
        }
        return parse(bytes: bytes, path: file.path, strip: strip, unwrap: unwrap)
    }

    /// Parses page bytes as if read from vault path `path`; `strip` and `unwrap` are the configured XPaths.
    package static func parse(bytes: [UInt8], path: String, strip: [String], unwrap: [String] = []) -> ParsedPage {
        var decoded = TextDecoding.decode(bytes, file: path)
        var diagnostics = decoded.diagnostics
        replaceNULBytes(&decoded.bytes, file: path, diagnostics: &diagnostics)
        AttributeLimit.apply(to: &decoded.bytes, file: path, diagnostics: &diagnostics)
        let front = GeneratorFrontMatter.read(&decoded.bytes, path: path)
        let source = decoded.bytes
        let parsed = LibXML2.parseHTML(HTML5Entities.replacingNamedReferences(in: LegacyReferences.decoded(source)), encoding: decoded.encoding,
                                       strip: strip, unwrap: unwrap)
        diagnostics += parserDiagnostics(parsed, file: path)
        let root = DocumentShape.normalize(parsed.root)
        diagnostics += StructureRepair.repair(root, file: path)
        let (idMap, idDiagnostics) = IDSanitizer.assign(root, file: path)
        diagnostics += idDiagnostics
        let head = root.firstChild(named: "head"), body = root.firstChild(named: "body")
        let page = ParsedPage(
            path: path, root: root, source: source,
            title: titleElement(head: head, body: body).map { SourceText.collapseWhitespace($0.textContent()) }.flatMap(nonEmpty)
                ?? front?.title.flatMap(nonEmpty),
            heading: parsed.topHeadings == 0 ? nil : body?.firstDescendant(named: "h1").flatMap(HeadingText.label(of:)),
            language: (root[attribute: "lang"] ?? root[attribute: "xml:lang"]).flatMap(nonEmpty),
            idMap: idMap, diagnostics: diagnostics)
        page.chrome = configuredChrome(parsed)
        page.signals = PageSignals.read(head: head)
        if page.signals.redirect == nil {
            let leading = (body?.childElements ?? []).prefix { DocumentShape.headElements.contains($0.name) }
            page.signals.readNoscriptRefresh(in: (head?.childElements ?? []) + leading)
        }
        if let front { page.take(front) }
        page.signals.addAnchorRelations(parsed.anchorRelations ?? body.map(LinkRelations.read(in:)) ?? [:])
        page.textBytes = parsed.textBytes
        page.outsideHead = parsed.outsideHead
        page.replacedNames = ReplacedNames(in: root)
        page.hasSeveralTopHeadings = page.heading != nil
            && (parsed.topHeadings.map { $0 > 1 } ?? body.map { $0.descendants(named: "h1", atMost: 2).count > 1 } ?? false)
        return page
    }

    /// Where the configured strip and unwrap expressions matched.
    private static func configuredChrome(_ parsed: ParsedHTML) -> [ChromeChange] {
        let removed = parsed.stripped.compactMap { expression, lines in
            lines.first.map { ChromeChange(kind: .removed, pattern: expression, line: lines.min() ?? $0, configured: true) }
        }
        let unwrapped = parsed.unwrapped.compactMap { expression, lines in
            lines.first.map { ChromeChange(kind: .unwrapped, pattern: expression, line: lines.min() ?? $0, configured: true) }
        }
        return (removed + unwrapped).sorted { $0.pattern < $1.pattern }
    }

    /// The page's `title`: the head's, else the body's first outside SVG and MathML, as HTML's `document.title` takes
    /// the first in the document (`<HTML><HEADER><TITLE>` puts the title in the body: Iwidgets' manual pages).
    private static func titleElement(head: Element?, body: Element?) -> Element? {
        if let title = head?.firstChild(named: "title") { return title }
        func first(in element: Element) -> Element? {
            for child in element.childElements where child.name != "svg" && child.name != "math" {
                if child.name == "title" { return child }
                if let found = first(in: child) { return found }
            }
            return nil
        }
        return body.flatMap(first(in:))
    }

    private static func nonEmpty(_ text: String) -> String? {
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
           !first.properties.isWhitespace, !last.properties.isWhitespace { return text }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func unreadable(_ file: VaultFile) -> ParsedPage {
        let diagnostic = Diagnostic(id: .vaultUnreadable, severity: .error, file: file.path, message: "cannot read this page")
        return ParsedPage(path: file.path, root: DocumentShape.normalize(Element("html")), source: [], title: nil, heading: nil,
                          language: nil, idMap: [:], diagnostics: [diagnostic])
    }

    private static func replaceNULBytes(_ bytes: inout [UInt8], file: String, diagnostics: inout [Diagnostic]) {
        guard let first = bytes.firstIndex(ofByte: 0) else { return }
        let line = bytes[..<first].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        diagnostics.append(Diagnostic(id: .encodingNulByte, severity: .warning, file: file, line: line,
                                      message: "NUL bytes in the page were removed"))
        bytes.removeAll { $0 == 0 }
    }

    /// libxml2 messages worth telling the author (the wrapper already drops unknown-HTML5-tag noise, code 801).
    static func parserDiagnostics(_ parsed: ParsedHTML, file: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for message in parsed.messages {
            let (text, hint) = ParserMessageWording.explain(message.text)
            result.append(Diagnostic(id: .markupParserRepair, severity: .warning, file: file, line: message.line,
                                     column: message.column, message: text, hint: hint))
        }
        for line in parsed.flattenedAtLines.prefix(1) {
            result.append(Diagnostic(id: .markupTooDeep, severity: .warning, file: file, line: line,
                                     message: "elements nested deeper than \(LibXML2.maximumDepth) levels were flattened (\(parsed.flattenedAtLines.count) elements)"))
        }
        for expression in parsed.invalidExpressions {
            result.append(Diagnostic(id: .configInvalidXpath, severity: .error, file: file,
                                     message: "strip expression '\(expression)' is not valid XPath"))
        }
        return result
    }
}
