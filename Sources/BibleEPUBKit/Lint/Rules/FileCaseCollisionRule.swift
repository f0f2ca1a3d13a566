/// Two files whose names are equal after case folding.
package struct FileCaseCollisionRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .fileCaseCollision,
        rationale: "`Page-any.html` and `Page-Any.html` are one file on macOS and Windows and on many readers (EPUBCheck OPF-060); one silently replaces the other.",
        triggering: RuleExample(["Page-any.html": Example.page("<h1>any</h1>"), "Page-Any.html": Example.page("<h1>Any</h1>")]),
        clean: RuleExample(["Page-any.html": Example.page("<h1>any</h1>"), "Page-Any-type.html": Example.page("<h1>Any</h1>")]))

    /// Each file that shares its case-folded path with an earlier one.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.inventory.byFoldedPath.values.filter { $0.count > 1 }.flatMap { paths -> [Diagnostic] in
            let sorted = paths.sorted()
            return sorted.dropFirst().map { path in
                Diagnostic(id: description.id, severity: description.severity, file: path,
                           message: "'\(path)' and '\(sorted[0])' differ only in letter case",
                           hint: "rename one of them")
            }
        }
    }
}
