/// Table cells, rows or sections outside any table.
package struct StrayTablePartRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markupStrayTablePart,
        rationale: "A `<td>`, `<tr>`, `<tbody>` or `<caption>` outside a `<table>` fails EPUBCheck. HTML5 parsers ignore those tags and keep the content; the build does the same, so the table layout the author meant is lost.",
        triggering: RuleExample(["a.html": Example.page("<p>Totals</p><td>42</td>")]),
        clean: RuleExample(["a.html": Example.page("<table><tr><td>42</td></tr></table>")]))
}
