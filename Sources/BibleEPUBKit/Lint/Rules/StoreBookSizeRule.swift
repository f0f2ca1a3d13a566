/// Book larger than the store accepts.
package struct StoreBookSizeRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeBookSize,
        rationale: "Stores reject EPUBs above their limit (\(StoreProfile.bookSizeSummary)). The estimate adds the pages and every packaged file. Only with --store apple, kdp or kobo.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1>")], store: "example"),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1>")], store: "kdp"))

    /// The estimated archive size against the store's limit.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard let store = context.ebookStore else { return [] }
        let files = context.packagedFiles.reduce(0) { $0 + (context.analysis.inventory.byPath[$1]?.size ?? 0) }
        let pages = context.analysis.order.pages.reduce(0) { $0 + (context.analysis.inventory.byPath[$1]?.size ?? 0) }
        let estimate = files + pages
        guard estimate > store.maximumBookBytes else { return [] }
        return [Diagnostic(id: description.id, severity: description.severity, file: "",
                           message: "the book is about \(estimate / 1_000_000) MB; \(store.name) accepts at most \(store.maximumBookBytes / 1_000_000) MB",
                           hint: "compress or scale down the largest figures, or build per Part")]
    }
}
