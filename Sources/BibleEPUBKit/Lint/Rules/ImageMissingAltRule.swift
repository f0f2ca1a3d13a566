/// Image without alternative text.
package struct ImageMissingAltRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .imageMissingAlt,
        rationale: "Readers who cannot see the image hear or read its alt text. An empty alt marks an image as decorative, which a figure never is.",
        triggering: RuleExample(["a.html": Example.page("<figure><img src=\"f.png\" alt=\"\"><figcaption>F</figcaption></figure><img src=\"f.png\">"),
                                 "f.png": "png"]),
        clean: RuleExample(["a.html": Example.page("<figure><img src=\"f.png\" alt=\"A chart\"></figure><img src=\"f.png\" alt=\"\" role=\"presentation\">"),
                            "f.png": "png"]))

    /// Images with no alt, and figure images with an empty alt.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.order.pages.flatMap { path -> [Diagnostic] in
            guard let page = context.analysis.pages[path], let body = page.body else { return [] }
            return findings(in: body, page: page, insideFigure: false)
        }
    }

    private func findings(in element: Element, page: ParsedPage, insideFigure: Bool) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for child in element.childElements {
            if child.name == "img", let message = problem(child, insideFigure: insideFigure) {
                let src = child[attribute: "src"] ?? ""
                result.append(Diagnostic(description.id, description.severity, at: page.location(of: src, line: child.line), message,
                                         target: src, hint: "describe what the image shows in alt=\"…\""))
            }
            result += findings(in: child, page: page, insideFigure: insideFigure || child.name == "figure")
        }
        return result
    }

    private func problem(_ image: Element, insideFigure: Bool) -> String? {
        guard let alt = image[attribute: "alt"] else { return "image has no alt attribute" }
        let decorative = ["presentation", "none"].contains(image[attribute: "role"] ?? "") || image[attribute: "aria-hidden"] == "true"
        if alt.trimmingSpaces.isEmpty && insideFigure && !decorative { return "figure image has an empty alt" }
        return nil
    }
}
