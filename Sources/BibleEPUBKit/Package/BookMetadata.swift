import Foundation

/// Accessibility discovery metadata (EPUB Accessibility 1.1).
package struct AccessibilityMetadata: Sendable, Equatable {
    /// `schema:accessMode` values.
    package var accessModes: [String]
    /// `schema:accessModeSufficient` values.
    package var accessModesSufficient: [String]
    /// `schema:accessibilityFeature` values.
    package var features: [String]
    /// `schema:accessibilityHazard` values.
    package var hazards: [String]
    /// `schema:accessibilitySummary`.
    package var summary: String
    /// `dcterms:conformsTo`: the author's claim, kept only when the build's checks found nothing against it.
    package var conformsTo: String? = nil
    /// `a11y:certifiedBy`, with a claim.
    package var certifiedBy: String? = nil
    /// Why the author's claim was not written (the findings against it), empty when it was or there was none.
    package var refusedClaim: [String] = []
    /// The author's features and sufficient access modes the book contradicts, not written (`AccessibilityClaims`).
    package var refusedClaims: [Refusal] = []

    /// One value the author claimed in book.yaml that the book contradicts.
    package struct Refusal: Sendable, Equatable {
        /// The book.yaml key under `accessibility:` (`features`, `access-modes-sufficient`).
        package var property: String
        /// The value claimed.
        package var value: String
        /// What in the book contradicts it.
        package var reason: String
    }
}

/// The book's resolved metadata, written to the OPF and NCX.
package struct BookMetadata: Sendable, Equatable {
    /// Main title.
    package var title: String
    /// Subtitle.
    package var subtitle: String?
    /// BCP 47 language.
    package var language: String
    /// `dc:identifier` (also the NCX `dtb:uid`).
    package var identifier: String
    /// Authors.
    package var creators: [String]
    /// Publisher.
    package var publisher: String?
    /// Rights statement.
    package var rights: String?
    /// Description.
    package var description: String?
    /// Subjects.
    package var subjects: [String]
    /// `dcterms:modified`.
    package var modified: Date
    /// Accessibility metadata.
    package var accessibility: AccessibilityMetadata

    /// `dcterms:modified` as EPUB requires: `YYYY-MM-DDThh:mm:ssZ`.
    package var modifiedString: String { Self.format(modified) }

    /// Formats a date as `YYYY-MM-DDThh:mm:ssZ` in UTC.
    package static func format(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var fields = tm()
        gmtime_r(&seconds, &fields)
        let date = [padded(Int(fields.tm_year) + 1900, 4), padded(Int(fields.tm_mon) + 1, 2), padded(Int(fields.tm_mday), 2)]
        let time = [padded(Int(fields.tm_hour), 2), padded(Int(fields.tm_min), 2), padded(Int(fields.tm_sec), 2)]
        return date.joined(separator: "-") + "T" + time.joined(separator: ":") + "Z"
    }

    /// `number` in decimal with leading zeros to `width` digits (`String(format:)` would load Foundation's
    /// formatting machinery for this one line).
    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
