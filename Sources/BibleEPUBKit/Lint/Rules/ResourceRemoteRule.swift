/// Remote resource.
package struct ResourceRemoteRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .resourceRemote,
        rationale: "A stylesheet, image or font on the web cannot ship in a book (EPUBCheck RSC-006); download it into the vault.",
        triggering: RuleExample(["a.html": Example.page("<p>x</p>", head: "<link rel=\"stylesheet\" href=\"https://fonts.example.com/css\">")]),
        clean: RuleExample(["a.html": Example.page("<p>x</p>", head: "<link rel=\"stylesheet\" href=\"style.css\">"), "style.css": "p { margin: 0; }"]))
}
