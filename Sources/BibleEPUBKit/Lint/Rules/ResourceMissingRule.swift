/// Missing figure or resource.
package struct ResourceMissingRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .resourceMissing,
        rationale: "An image, stylesheet or media file that does not exist is dropped (an image becomes its alt text). The hint names a file of the same name elsewhere in the vault.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"figures/f.png\" alt=\"F\">"), "shots/f.png": "png"]),
        clean: RuleExample(["a.html": Example.page("<img src=\"shots/f.png\" alt=\"F\">"), "shots/f.png": "png"]))
}
