/// Bytes invalid in the page's encoding.
package struct InvalidEncodingRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .encodingInvalidBytes,
        rationale: "Bytes that are not valid in the declared (or assumed UTF-8) encoding become replacement characters or mojibake.",
        triggering: RuleExample([:], binary: ["a.html": Array("<html lang=\"en\"><head><title>A</title></head><body><p>caf".utf8) + [0xE9] + Array("</p></body></html>".utf8)]),
        clean: RuleExample(["a.html": Example.page("<p>café</p>")]))
}
