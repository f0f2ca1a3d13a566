/// Derives EPUB Accessibility 1.1 discovery metadata from what the built book holds: each feature is claimed only
/// when the book shows it, and the summary says what was found.
package enum AccessibilityResolver {
    /// Metadata for `pages`, with the author's overrides applied; `animatedImages` counts the packaged images that
    /// move; `contentsListsEveryPage` says whether the nav links every page of the reading order. The author's
    /// `conforms-to` claim is kept only when nothing here contradicts it (certified by `certifier` unless named).
    package static func resolve(_ pages: [NormalizedPage], overrides: BookConfig.Accessibility, animatedImages: Int = 0,
                                contentsListsEveryPage: Bool = true, certifier: String? = nil) -> AccessibilityMetadata {
        let images = pages.reduce(0) { $0 + $1.imageCount }
        let missingAlt = pages.reduce(0) { $0 + $1.imagesWithoutAlt }
        let hasMedia = pages.contains { $0.hasMedia }
        let hasMath = pages.contains { $0.properties.contains("mathml") }
        let everyImageDescribed = images > 0 && missingAlt == 0
        let withoutHeading = pages.filter { $0.headingOutline.headings == 0 }.count
        let skips = pages.reduce(0) { $0 + $1.headingOutline.skips }
        let structured = !pages.isEmpty && withoutHeading == 0 && skips == 0
        var features: [String] = []
        if structured { features.append("structuralNavigation") }
        if contentsListsEveryPage { features.append("tableOfContents") }
        features += ["readingOrder", "displayTransformability"]
        if everyImageDescribed { features.append("alternativeText") }
        if hasMath { features.append("MathML") }
        let summary = summary(
            contents: contentsListsEveryPage, structured: structured, withoutHeading: withoutHeading, skips: skips, pages: pages.count,
            images: images, missingAlt: missingAlt, animatedImages: animatedImages)
        var against: [String] = []
        if missingAlt > 0 { against.append("\(missingAlt) image\(missingAlt == 1 ? " has" : "s have") no text alternative (image.missing-alt)") }
        if skips > 0 { against.append("\(skips) heading\(skips == 1 ? " skips" : "s skip") a level (a11y.heading-order)") }
        if withoutHeading > 0 { against.append("\(withoutHeading) page\(withoutHeading == 1 ? " has" : "s have") no heading") }
        var metadata = AccessibilityMetadata(
            accessModes: overrides.accessModes ?? (images > 0 ? ["textual", "visual"] : ["textual"]),
            accessModesSufficient: overrides.accessModesSufficient
                ?? (images == 0 || everyImageDescribed ? ["textual"] : ["textual,visual"]),
            features: overrides.features ?? features,
            // Video, audio or an animated image may flash or move: nothing here tells, so the hazard is unknown, not none.
            hazards: overrides.hazards ?? (hasMedia || animatedImages > 0 ? ["unknown"] : ["none"]),
            summary: overrides.summary ?? summary)
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
    private static func summary(contents: Bool, structured: Bool, withoutHeading: Int, skips: Int, pages: Int,
                                images: Int, missingAlt: Int, animatedImages: Int) -> String {
        let has = [contents ? "a navigable table of contents" : nil, structured ? "structured headings" : nil, "a logical reading order"]
            .compactMap { $0 }
        var summary = "This publication has " + (has.count == 1 ? has[0] : has.dropLast().joined(separator: ", ") + " and " + has.last!) + "."
        if !contents { summary += " The table of contents does not list every page." }
        if withoutHeading > 0 { summary += " \(withoutHeading) of \(pages) pages have no heading." }
        if skips > 0 { summary += " \(skips) heading\(skips == 1 ? " skips" : "s skip") a level." }
        if animatedImages > 0 {
            summary += " \(animatedImages) animated image\(animatedImages == 1 ? " has" : "s have") not been checked for flashing."
        }
        if images > 0 {
            summary += missingAlt == 0 ? " Every image has a text alternative." : " \(missingAlt) of \(images) images have no text alternative."
        }
        return summary
    }
}
