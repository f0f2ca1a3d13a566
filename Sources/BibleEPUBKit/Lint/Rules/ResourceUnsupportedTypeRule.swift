/// Resource in a format readers cannot show.
public struct ResourceUnsupportedTypeRule: PipelineRule {
    /// Creates the rule.
    public init() {}

    /// What the rule is.
    public let description = RuleDescription(
        id: .resourceUnsupportedType,
        rationale: "EPUB readers show PNG, JPEG, GIF, WebP and SVG images; other formats need a fallback and are dropped.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"f.tiff\" alt=\"F\">"), "f.tiff": "tiff"]),
        clean: RuleExample(["a.html": Example.page("<img src=\"f.png\" alt=\"F\">"), "f.png": "png"]))
}
