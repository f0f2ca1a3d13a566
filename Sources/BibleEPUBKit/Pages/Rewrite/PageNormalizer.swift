/// Stage 2 for one page: rewrite links and resources, clean head and body, serialize XHTML.
/// Its stored properties are `@exclusivity(unchecked)` (see `Element`).
package final class PageNormalizer {
    let page: ParsedPage
    let root: Element
    let index: BookIndex
    let packagePath: String
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    @exclusivity(unchecked) var resources: Set<String> = []
    @exclusivity(unchecked) var generatedStyles: [String: String] = [:]
    @exclusivity(unchecked) var stylesheetLinks: [StylesheetLink] = []
    @exclusivity(unchecked) var properties: Set<String> = []
    @exclusivity(unchecked) var sharedStyleFindings: [SharedStyleFindings] = []
    @exclusivity(unchecked) var linkedNonLinear: Set<String> = []
    /// Vault paths of the images a lazy `<img>` of this page shows once its `data-src` is promoted.
    @exclusivity(unchecked) var promotedLazyImages: Set<String> = []
    @exclusivity(unchecked) var inlineStyleFindings: [DiagnosticID: StyleFinding] = [:]
    /// Whether a `style` attribute of the page names a colour (else no box can inherit one: `InheritedTextColors`).
    @exclusivity(unchecked) var hasInlineColors = false
    /// Web chrome removed from the page (forms and their controls), counted per kind.
    lazy var webChrome = RepairLedger(file: page.path)
    /// The prefixes the source page declares for `epub:type` (its root's `epub:prefix`).
    lazy var sourcePrefixes = EpubVocabularies.mappings(root[attribute: "epub:prefix"] ?? "")
    /// The prefixes the page's kept `epub:type` values use, with their URIs.
    @exclusivity(unchecked) var usedPrefixes: [String: String] = [:]
    /// How many removed forms enclose the element being visited (their controls go with them).
    @exclusivity(unchecked) var formDepth = 0
    @exclusivity(unchecked) var imageCount = 0
    @exclusivity(unchecked) var imagesWithoutAlt = 0
    /// Images written without `alt`, for `ImageAlternatives` once the page's tree is final.
    @exclusivity(unchecked) var imagesLackingAlt: [Element] = []
    @exclusivity(unchecked) var hasMedia = false
    /// The page's tables (outside SVG and MathML), for `TableColumns` once their content is final.
    @exclusivity(unchecked) var tables: [Element] = []
    /// Where the references of the page's findings are written, made at the first finding that points at a column.
    lazy var locator = SourceLocator(file: page.path, source: page.source)
    /// Whether the `display: none` of style attributes goes: the page ran scripts, and the book has none.
    lazy var revealsHidden = index.scripts == .remove && ScriptHiddenStyles.hasScripts(page.source)
    /// Sized for a page's usual count of distinct references, so filling it rarely rehashes it.
    @exclusivity(unchecked) private var resolved = [String: Reference](minimumCapacity: 48)
    /// The elements whose children are being visited, outermost first (the body and what is open inside it).
    @exclusivity(unchecked) private(set) var openElements: [Element] = []
    /// The boxes around dropped images, unwrapped once visited (`DroppedImageWrappers`).
    @exclusivity(unchecked) var dissolvedWrappers: Set<ObjectIdentifier> = []
    /// Which occurrence on its line each href or src is (`noteTarget`), for the column of a finding about it.
    @exclusivity(unchecked) private var targetsOnLine = TargetOccurrences()

    /// Normalizes `page` for the book described by `index`; `consumingTree` edits the page's own tree
    /// and leaves it empty (no copy), for builds that do not need the tree afterwards; `keepingTree` then hands the
    /// spent tree to `ProcessLifetime` instead of freeing it.
    package static func normalize(_ page: ParsedPage, index: BookIndex, consumingTree: Bool = false,
                                 keepingTree: Bool = false) -> NormalizedPage {
        let normalizer = PageNormalizer(page: page, index: index, root: consumingTree ? page.takeTree() : page.root.deepCopy())
        let normalized = normalizer.run()
        if consumingTree && keepingTree { ProcessLifetime.keep(normalizer.root) }
        return normalized
    }

    private init(page: ParsedPage, index: BookIndex, root: Element) {
        self.page = page
        self.root = root
        self.index = index
        self.packagePath = index.paths.packagePath(for: page.path) ?? page.path
    }

    private func run() -> NormalizedPage {
        let oldHead = root.firstChild(named: "head") ?? Element("head")
        let body = root.firstChild(named: "body") ?? Element("body")
        collectHeadStyles(oldHead)
        body.children = visitChildren(of: body, namespace: .html)
        cleanScripting(body)
        cleanAttributes(of: body)
        checkEpubType(of: body)
        tables.forEach(TableColumns.addWidths)
        tables.forEach { IdentifierBreaks.insert(into: $0) }
        for table in tables where TableHeaders.promote(table) {
            report(.a11yTableHeaders, .info, table, "the table's first row of bold cells made its column headers (<th scope=\"col\">)")
        }
        describeImages(in: body)
        if index.theme == .reader && hasInlineColors { keepInheritedColorsLegible(in: body) }
        root.attributes = rootAttributes()
        markPassageLanguages(in: body)
        root.children = [.element(buildHead(from: oldHead)), .text("\n"), .element(body)]
        reportInlineStyleFindings()
        diagnostics += webChrome.diagnostics + SchemaRepair.repair(root, file: page.path)
        let (outline, skipping) = HeadingOutline.measure(body)
        for (heading, after) in skipping {
            report(.a11yHeadingOrder, .warning, heading, "<\(heading.name)> follows an <h\(after)>: a heading level is skipped",
                   hint: "screen readers list headings by level; use <h\(after + 1)>, or style the heading instead of choosing its level for its size")
        }
        properties = ManifestProperties.required(by: root)
        var sourceLines: SourceLineMap? = index.recordsSourceLines ? SourceLineMap() : nil
        let xhtml = index.serializes ? XHTMLSerializer.documentBytes(root, marks: &sourceLines) : []
        var normalized = NormalizedPage(
            vaultPath: page.path, packagePath: packagePath, xhtml: xhtml, resources: resources,
            generatedStyles: generatedStyles, properties: properties, imageCount: imageCount,
            imagesWithoutAlt: imagesWithoutAlt, hasMedia: hasMedia,
            diagnostics: Diagnostic.coalescingRepairs(page.diagnostics + diagnostics),
            linkedNonLinear: linkedNonLinear, sourceLines: sourceLines, sharedStyleFindings: sharedStyleFindings)
        normalized.headingOutline = outline
        return normalized
    }

    /// Gives boxes a text colour of their own where the one they inherit is illegible on them (`InheritedTextColors`).
    private func keepInheritedColorsLegible(in body: Element) {
        let repaired = InheritedTextColors.repair(in: body)
        guard let first = repaired.first else { return }
        report(.styleTextColor, .info, first,
               "style attributes: \(repaired.count) boxes given a text colour: the one they inherited was illegible on their background")
    }

    /// Gives images without `alt` what their context says (`ImageAlternatives`), reporting each; counts the rest.
    private func describeImages(in body: Element) {
        for (image, outcome) in ImageAlternatives.describe(imagesLackingAlt, in: body) {
            let source = image[attribute: "src"]
            switch outcome {
            case .decorative(let reason):
                report(.a11yAltFromContext, .info, image, "image without alt text marked decorative (alt=\"\"): \(reason)", target: source)
            case .captioned(let id):
                report(.a11yAltFromContext, .info, image, "image without alt text named by its figure's caption (aria-labelledby=\"\(id)\")",
                       target: source)
            case .undescribed:
                imagesWithoutAlt += 1
                report(.imageMissingAlt, .warning, image, "image has no alt text", target: source,
                       hint: "describe the image in alt=\"…\", or write alt=\"\" when it is decorative")
            }
        }
    }

    private func rootAttributes() -> [Attribute] {
        let language = page.language ?? inferredLanguage() ?? index.language
        var attributes = [Attribute("lang", language), Attribute("xml:lang", language)]
        if let direction = root[attribute: "dir"] { attributes.append(Attribute("dir", direction)) }
        if let prefixes = prefixAttribute() { attributes.append(prefixes) }
        return attributes
    }

    /// The language of a page stating none, from its folder or script (`PageLanguage`), reported; nil for the book's.
    private func inferredLanguage() -> String? {
        let body = root.firstChild(named: "body") ?? root
        guard let (language, source) = PageLanguage.inferred(path: page.path, body: body, languageFolders: index.languageFolders,
                                                             bookLanguage: index.language) else { return nil }
        let why = switch source {
        case .folder(let folder): "it stands in the vault's '\(folder)' version of the book"
        case .script(let script): "most of its letters are \(script)"
        }
        report(.a11yPageLanguage, .info, body, "the page states no language; it is marked lang=\"\(language)\", not the book's \(index.language): \(why)",
               hint: "write <html lang=\"\(language)\"> in the page to say so yourself")
        return language
    }

    /// Notes that `element` refers to `written` (an href or src), before any finding about it is reported: repeated
    /// identical references on one line then each get their own column.
    func noteTarget(_ written: String, of element: Element) {
        targetsOnLine.note(written, of: element)
    }

    /// Records a finding at `element`'s line, pointing at `target` when given.
    func report(_ id: DiagnosticID, _ severity: Severity, _ element: Element, _ message: String,
                target: String? = nil, hint: String? = nil) {
        var location = SourceLocation(file: page.path, line: element.line)
        if let target {
            location = locator.location(of: target, line: element.line, occurrence: targetsOnLine.occurrence(of: element))
        }
        diagnostics.append(Diagnostic(id, severity, at: location, message, target: target, hint: hint))
    }

    /// What `written` points at from this page (each distinct reference is resolved once per page).
    func resolve(_ written: String) -> Reference {
        if let known = resolved[written] { return known }
        let reference = index.resolver.resolve(written, from: page.path)
        resolved[written] = reference
        return reference
    }

    /// An href from this page to a package file (computed each time: cheaper than a per-page table of them).
    func href(toPackagePath target: String) -> String {
        index.serializes ? PackagePaths.href(from: packagePath, to: target) : target
    }

    /// Walks the children of `element`, returning the rewritten child list (the same array when no child was
    /// replaced: most elements are edited in place, so no list is rebuilt for them).
    /// `namespace` is `element`'s own (`MarkupNamespace`): SVG and MathML content is not normalized as HTML.
    func visitChildren(of element: Element, namespace: MarkupNamespace) -> [Node] {
        openElements.append(element)
        defer { openElements.removeLast() }
        return element.replacingChildElements { inner in
            visit(inner, namespace: MarkupNamespace.of(inner, parent: element, parentNamespace: namespace))
        } ?? element.children
    }

    /// What replaces `element`, which is in `namespace`, in its parent, or nil when it stays (edited in place).
    private func visit(_ element: Element, namespace: MarkupNamespace) -> [Node]? {
        let inForeignContent = namespace != .html
        if let replacement = handleRemovedElement(element, inForeignContent: inForeignContent) { return replacement }
        if !inForeignContent, element.name == "label", let replacement = orphanLabelReplacement(element) { return replacement }
        if !inForeignContent && !element.attributes.isEmpty && CookieBanners.isBanner(element, pageText: page.textBytes) {
            webChrome.record(.webCookieBanner, .warning, line: element.line,
                             "a cookie banner removed (<\(element.name)> with its text): a book sets no cookies")
            return idAnchors(of: element, subtree: true)
        }
        if inForeignContent && !XMLNames.isNCName(element.name) {
            report(.markupUnknownElement, .warning, element, "<\(element.name)> is not a valid element name; its content is kept")
            return visitChildren(of: element, namespace: namespace)
        }
        cleanScripting(element)
        if inForeignContent, element[attribute: "xml:base"] != nil { // HTML drops it in cleanAttributes, for the same reason
            element[attribute: "xml:base"] = nil
            report(.markupUnknownAttribute, .warning, element, "xml:base removed: it would change how the book's rewritten links resolve")
        }
        checkEpubType(of: element) // EPUBCheck reads the prefixes of every epub:type, SVG's and MathML's too
        // SVG's and MathML's style attributes are not restyled, but their colours are inherited all the same.
        if inForeignContent && !hasInlineColors { hasInlineColors = element[attribute: "style"]?.contains("color") == true }
        if !inForeignContent { dropUncheckableCitation(of: element); openDisclosure(element) }
        rewriteResources(of: element, inForeignContent: inForeignContent)
        if !inForeignContent, let renamed = renameUnknownElement(element) { element.name = renamed }
        // The HTML content of an SVG foreignObject or a MathML mtext is normalized as a page's.
        element.children = visitChildren(of: element, namespace: namespace)
        if !dissolvedWrappers.isEmpty, dissolvedWrappers.remove(ObjectIdentifier(element)) != nil { return dissolved(element) }
        if !inForeignContent { cleanAttributes(of: element) }
        if !inForeignContent && element.traits.contains(.block) && element.name == "table" { tables.append(element) }
        if element.traits.contains(.image) { return imageReplacement(element) }
        if !inForeignContent && element.traits.contains(.resource), let replacement = embeddedContentReplacement(element) {
            return replacement
        }
        if element.traits.contains(.anchor) || element.name == "area" { return rewriteLink(element) }
        return nil
    }
}
