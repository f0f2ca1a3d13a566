import Foundation

/// Accessibility discovery metadata (EPUB Accessibility 1.1).
public struct AccessibilityMetadata: Sendable, Equatable {
    /// `schema:accessMode` values.
    public var accessModes: [String]
    /// `schema:accessModeSufficient` values.
    public var accessModesSufficient: [String]
    /// `schema:accessibilityFeature` values.
    public var features: [String]
    /// `schema:accessibilityHazard` values.
    public var hazards: [String]
    /// `schema:accessibilitySummary`.
    public var summary: String
}

/// The book's resolved metadata, written to the OPF and NCX.
public struct BookMetadata: Sendable, Equatable {
    /// Main title.
    public var title: String
    /// Subtitle.
    public var subtitle: String?
    /// BCP 47 language.
    public var language: String
    /// `dc:identifier` (also the NCX `dtb:uid`).
    public var identifier: String
    /// Authors.
    public var creators: [String]
    /// Publisher.
    public var publisher: String?
    /// Rights statement.
    public var rights: String?
    /// Description.
    public var description: String?
    /// Subjects.
    public var subjects: [String]
    /// `dcterms:modified`.
    public var modified: Date
    /// Accessibility metadata.
    public var accessibility: AccessibilityMetadata

    /// `dcterms:modified` as EPUB requires: `YYYY-MM-DDThh:mm:ssZ`.
    public var modifiedString: String { Self.format(modified) }

    /// Formats a date as `YYYY-MM-DDThh:mm:ssZ` in UTC.
    public static func format(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var fields = tm()
        gmtime_r(&seconds, &fields)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1,
                      Int(fields.tm_mday), Int(fields.tm_hour), Int(fields.tm_min), Int(fields.tm_sec))
    }
}
