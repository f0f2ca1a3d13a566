/// Resource in a format readers cannot show.
package struct ResourceUnsupportedTypeRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .resourceUnsupportedType,
        rationale: "EPUB readers show PNG, JPEG, GIF, WebP and SVG images; other formats need a fallback and are dropped.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"f.tiff\" alt=\"F\">"), "f.tiff": "tiff"]),
        clean: RuleExample(["a.html": Example.page("<img src=\"f.png\" alt=\"F\">"), "f.png": "png"]))
}
