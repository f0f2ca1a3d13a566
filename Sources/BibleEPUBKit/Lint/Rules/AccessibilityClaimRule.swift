/// An accessibility claim in book.yaml that the book contradicts.
package struct AccessibilityClaimRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .a11yClaimRefused,
        rationale: "Stores show readers a book's accessibility features, and Ace by DAISY checks them against the content: a book claiming alternativeText with an image that has none, MathML without any, or text alone as sufficient while images lack descriptions tells readers what is not so. The build writes the features it verifies on its own; a book.yaml claim it can check and the book contradicts is not written (the build's own values stand when none of the author's does). Claims it cannot check (longDescription, index, captions) stay.",
        triggering: RuleExample(["a.html": Example.page("<h1>A</h1><p>Text.</p>"), "book.yaml": "accessibility:\n  features: [tableOfContents, MathML]\n"]),
        clean: RuleExample(["a.html": Example.page("<h1>A</h1><p>Text.</p>"), "book.yaml": "accessibility:\n  features: [tableOfContents, index]\n"]))

    /// The refused claims of the metadata the build would write.
    package func check(_ context: LintContext) -> [Diagnostic] {
        AccessibilityClaims.diagnostics(context.accessibility?.refusedClaims ?? [])
    }
}
