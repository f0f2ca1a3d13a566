/// Derives EPUB Accessibility 1.1 discovery metadata from what the pages contain.
package enum AccessibilityResolver {
    /// Metadata for `pages`, with the author's overrides applied; `animatedImages` counts the packaged images that move.
    package static func resolve(_ pages: [NormalizedPage], overrides: BookConfig.Accessibility, animatedImages: Int = 0) -> AccessibilityMetadata {
        let images = pages.reduce(0) { $0 + $1.imageCount }
        let missingAlt = pages.reduce(0) { $0 + $1.imagesWithoutAlt }
        let hasMedia = pages.contains { $0.hasMedia }
        let hasMath = pages.contains { $0.properties.contains("mathml") }
        let everyImageDescribed = images > 0 && missingAlt == 0
        var features = ["structuralNavigation", "tableOfContents", "readingOrder"]
        if everyImageDescribed { features.append("alternativeText") }
        if hasMath { features.append("MathML") }
        var summary = "This publication has a navigable table of contents, structured headings and a logical reading order."
        if animatedImages > 0 {
            summary += " \(animatedImages) animated image\(animatedImages == 1 ? " has" : "s have") not been checked for flashing."
        }
        if images > 0 {
            summary += everyImageDescribed
                ? " Every image has a text alternative."
                : " \(missingAlt) of \(images) images have no text alternative."
        }
        return AccessibilityMetadata(
            accessModes: overrides.accessModes ?? (images > 0 ? ["textual", "visual"] : ["textual"]),
            accessModesSufficient: overrides.accessModesSufficient
                ?? (images == 0 || everyImageDescribed ? ["textual"] : ["textual,visual"]),
            features: overrides.features ?? features,
            // Video, audio or an animated image may flash or move: nothing here tells, so the hazard is unknown, not none.
            hazards: overrides.hazards ?? (hasMedia || animatedImages > 0 ? ["unknown"] : ["none"]),
            summary: overrides.summary ?? summary)
    }
}
