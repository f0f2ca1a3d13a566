/// The author's accessibility claims (book.yaml's `accessibility: features:` and `access-modes-sufficient:`) checked
/// against what the built book holds, as Ace by DAISY and the stores read them: a claim the book contradicts is not
/// written, and is reported with the reason (`a11y.claim-refused`). A claim the build cannot check (a long description,
/// an index, captions) is the author's and stays.
enum AccessibilityClaims {
    /// What the built book was found to hold.
    struct Facts {
        /// Pages in the book.
        var pages = 0
        /// Images in the pages.
        var images = 0
        /// Of them, those without a text alternative.
        var missingAlt = 0
        /// Pages without a heading.
        var withoutHeading = 0
        /// Headings that skip a level.
        var skips = 0
        /// Whether a page holds MathML.
        var hasMath = false
        /// Whether the nav lists every page of the reading order.
        var contentsListsEveryPage = true

        /// Whether the book has pages, every one with a heading, and no heading skips a level.
        var structured: Bool { pages > 0 && withoutHeading == 0 && skips == 0 }
    }

    /// Features the print edition's page-list declares, where the book gets one (`PrintPageList`).
    static let pageListFeatures: Set<String> = ["pageNavigation", "pageBreakMarkers", "printPageNumbers"]

    /// The claimed features the book holds (or the build cannot check), and each one refused with why.
    static func features(_ claimed: [String], _ facts: Facts) -> (kept: [String], refused: [AccessibilityMetadata.Refusal]) {
        split(claimed, property: "features") { contradiction(ofFeature: $0, facts) }
    }

    /// The claimed sufficient access modes the book holds, and each one refused with why.
    static func sufficientModes(_ claimed: [String], _ facts: Facts) -> (kept: [String], refused: [AccessibilityMetadata.Refusal]) {
        split(claimed, property: "access-modes-sufficient") { contradiction(ofSufficientModes: $0, facts) }
    }

    /// Why the book does not have `feature`, nil when it does or the build cannot tell.
    static func contradiction(ofFeature feature: String, _ facts: Facts) -> String? {
        switch feature {
        case "alternativeText":
            if facts.images == 0 { return "the book has no images" }
            return facts.missingAlt > 0 ? "\(facts.missingAlt) of \(facts.images) images have no text alternative (image.missing-alt)" : nil
        case "structuralNavigation":
            if facts.pages == 0 { return "the book has no pages" }
            return facts.structured ? nil : headingShortfalls(facts).joined(separator: "; ")
        case "tableOfContents":
            return facts.contentsListsEveryPage ? nil : "the table of contents does not list every page"
        case "MathML":
            return facts.hasMath ? nil : "no page holds MathML"
        case _ where pageListFeatures.contains(feature):
            return "the build declares it with the print edition's page-list, where the book gets one (--pages-from-print)"
        default:
            return nil
        }
    }

    /// What stands against a claim of conformance, in words: images without a text alternative, headings that skip a
    /// level, pages without a heading.
    static func shortfalls(_ facts: Facts) -> [String] {
        let images = facts.missingAlt > 0
            ? ["\(facts.missingAlt) image\(facts.missingAlt == 1 ? " has" : "s have") no text alternative (image.missing-alt)"] : []
        return images + headingShortfalls(facts)
    }

    /// Headings that skip a level and pages without a heading, in words.
    static func headingShortfalls(_ facts: Facts) -> [String] {
        var found: [String] = []
        if facts.skips > 0 { found.append("\(facts.skips) heading\(facts.skips == 1 ? " skips" : "s skip") a level (a11y.heading-order)") }
        if facts.withoutHeading > 0 { found.append("\(facts.withoutHeading) page\(facts.withoutHeading == 1 ? " has" : "s have") no heading") }
        return found
    }

    /// Why text alone (a set of modes without `visual`) does not suffice, nil when it does or the set has `visual`.
    static func contradiction(ofSufficientModes set: String, _ facts: Facts) -> String? {
        let modes = set.split(separator: ",").map { $0.trimmingSpaces }
        guard !modes.contains("visual"), facts.missingAlt > 0 else { return nil }
        return "\(facts.missingAlt) image\(facts.missingAlt == 1 ? " has" : "s have") no text alternative, so '\(set)' alone does not suffice"
    }

    /// The diagnostics for `refused`, at book.yaml.
    static func diagnostics(_ refused: [AccessibilityMetadata.Refusal]) -> [Diagnostic] {
        refused.map { refusal in
            Diagnostic(id: .a11yClaimRefused, severity: .warning, file: "book.yaml",
                       message: "accessibility: \(refusal.property): '\(refusal.value)' not written: \(refusal.reason)",
                       hint: "fix what the reason names, or remove the claim; the build claims what it verifies without being told")
        }
    }

    private static func split(_ claimed: [String], property: String, _ contradiction: (String) -> String?)
        -> (kept: [String], refused: [AccessibilityMetadata.Refusal]) {
        var kept: [String] = [], refused: [AccessibilityMetadata.Refusal] = []
        for value in claimed {
            if let reason = contradiction(value) {
                refused.append(AccessibilityMetadata.Refusal(property: property, value: value, reason: reason))
            } else {
                kept.append(value)
            }
        }
        return (kept, refused)
    }
}
