/// Cover missing or too small for the store.
package struct StoreCoverRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeCover,
        rationale: "Stores reject titles without a cover or with a small one (\(StoreProfile.coverSizesSummary)). Sizes come from the image header. Only with --store apple, kdp or kobo.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>")], binary: ["cover.png": examplePNG(width: 600, height: 900)], store: "apple"),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>")], binary: ["cover.png": examplePNG(width: 1600, height: 2400)], store: "apple"))

    /// The cover's presence and size against the store's minimum (and ideal).
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard let store = context.ebookStore else { return [] }
        guard let cover = CoverResolver.resolve(context.analysis).image, let file = context.analysis.inventory.byPath[cover] else {
            return [Diagnostic(id: description.id, severity: description.severity, file: "",
                               message: "\(store.name) requires a cover", hint: "add cover.jpg at the vault root or set cover: in book.yaml")]
        }
        guard let size = ImageSize.read(file) else {
            return [Diagnostic(id: description.id, severity: .warning, file: cover, message: "cannot read the cover's size")]
        }
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short < store.minimumCover.short || long < store.minimumCover.long {
            return [Diagnostic(id: description.id, severity: description.severity, file: cover,
                               message: "cover is \(size.width)x\(size.height); \(store.name) needs at least \(store.minimumCover.short) px on the short side and \(store.minimumCover.long) on the long side")]
        }
        if let ideal = store.idealCover, short < ideal.short || long < ideal.long {
            return [Diagnostic(id: description.id, severity: .info, file: cover,
                               message: "cover is \(size.width)x\(size.height); \(store.name) recommends \(ideal.short)x\(ideal.long)")]
        }
        return []
    }
}
