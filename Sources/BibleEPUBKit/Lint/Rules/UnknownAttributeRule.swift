/// Attribute that EPUB 3 does not allow on its element.
package struct UnknownAttributeRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .markupUnknownAttribute,
        rationale: "EPUBCheck rejects attributes the XHTML schema does not list for an element (a made-up `foo`, `rev` on `<a>`); the build drops them. Custom data belongs in data-* attributes.",
        triggering: RuleExample(["a.html": Example.page("<p foo=\"x\">text</p>")]),
        clean: RuleExample(["a.html": Example.page("<p data-foo=\"x\">text</p>")]))
}
