/// Derives EPUB Accessibility 1.1 discovery metadata from what the built book holds: each feature is claimed only
/// when the book shows it, and the summary says what was found.
package enum AccessibilityResolver {
    /// Metadata for `pages`, with the author's overrides applied; `animatedImages` counts the packaged images that
    /// move; `contentsListsEveryPage` says whether the nav links every page of the reading order. The author's
    /// `conforms-to` claim is kept only when nothing here contradicts it (certified by `certifier` unless named).
    package static func resolve(_ pages: [NormalizedPage], overrides: BookConfig.Accessibility, animatedImages: Int = 0,
                                contentsListsEveryPage: Bool = true, certifier: String? = nil) -> AccessibilityMetadata {
        let facts = AccessibilityClaims.Facts(
            pages: pages.count, images: pages.reduce(0) { $0 + $1.imageCount }, missingAlt: pages.reduce(0) { $0 + $1.imagesWithoutAlt },
            withoutHeading: pages.filter { $0.headingOutline.headings == 0 }.count,
            skips: pages.reduce(0) { $0 + $1.headingOutline.skips }, hasMath: pages.contains { $0.properties.contains("mathml") },
            contentsListsEveryPage: contentsListsEveryPage)
        let hasMedia = pages.contains { $0.hasMedia }
        let everyImageDescribed = facts.images > 0 && facts.missingAlt == 0
        let features = ["structuralNavigation", "tableOfContents", "readingOrder", "displayTransformability", "alternativeText", "MathML"]
            .filter { AccessibilityClaims.contradiction(ofFeature: $0, facts) == nil }
        let summary = summary(facts, animatedImages: animatedImages)
        let against = AccessibilityClaims.shortfalls(facts)
        let claimedFeatures = overrides.features.map { AccessibilityClaims.features($0, facts) }
        let claimedModes = overrides.accessModesSufficient.map { AccessibilityClaims.sufficientModes($0, facts) }
        var metadata = AccessibilityMetadata(
            accessModes: overrides.accessModes ?? (facts.images > 0 ? ["textual", "visual"] : ["textual"]),
            // A claim the book contradicts is not written; when none of the author's stands, the build's own values do.
            accessModesSufficient: claimedModes.flatMap { $0.kept.isEmpty && !$0.refused.isEmpty ? nil : $0.kept }
                ?? (facts.images == 0 || everyImageDescribed ? ["textual"] : ["textual,visual"]),
            features: claimedFeatures.flatMap { $0.kept.isEmpty && !$0.refused.isEmpty ? nil : $0.kept } ?? features,
            // Video, audio or an animated image may flash or move: nothing here tells, so the hazard is unknown, not none.
            hazards: overrides.hazards ?? (hasMedia || animatedImages > 0 ? ["unknown"] : ["none"]),
            summary: overrides.summary ?? summary)
        metadata.refusedClaims = (claimedFeatures?.refused ?? []) + (claimedModes?.refused ?? [])
        if let claim = overrides.conformsTo {
            if against.isEmpty {
                metadata.conformsTo = claim
                metadata.certifiedBy = overrides.certifiedBy ?? certifier
            } else {
                metadata.refusedClaim = against
            }
        }
        return metadata
    }

    /// The summary: what the book was found to have, then what it lacks, counted.
    private static func summary(_ facts: AccessibilityClaims.Facts, animatedImages: Int) -> String {
        let has = [facts.contentsListsEveryPage ? "a navigable table of contents" : nil, facts.structured ? "structured headings" : nil, "a logical reading order"]
            .compactMap { $0 }
        var summary = "This publication has " + (has.count == 1 ? has[0] : has.dropLast().joined(separator: ", ") + " and " + has.last!) + "."
        if !facts.contentsListsEveryPage { summary += " The table of contents does not list every page." }
        if facts.withoutHeading > 0 { summary += " \(facts.withoutHeading) of \(facts.pages) pages have no heading." }
        if facts.skips > 0 { summary += " \(facts.skips) heading\(facts.skips == 1 ? " skips" : "s skip") a level." }
        if animatedImages > 0 {
            summary += " \(animatedImages) animated image\(animatedImages == 1 ? " has" : "s have") not been checked for flashing."
        }
        if facts.images > 0 {
            summary += facts.missingAlt == 0 ? " Every image has a text alternative."
                : " \(facts.missingAlt) of \(facts.images) images have no text alternative."
        }
        return summary
    }
}
