/// The requirements of a store a title is rejected or degraded for.
public struct StoreProfile: Sendable {
    /// Store name as given to `--store`.
    public var name: String
    /// Minimum cover size as (shorter side, longer side) in pixels.
    public var minimumCover: (short: Int, long: Int)
    /// The cover size the store recommends, when it names one.
    public var idealCover: (short: Int, long: Int)?
    /// Largest image in megapixels, when the store limits it.
    public var maximumImageMegapixels: Double?
    /// Largest book in bytes.
    public var maximumBookBytes: Int
    /// True when the store wants an HTML table of contents near the start.
    public var wantsHTMLContentsNearStart: Bool
    /// True when forced text colours hurt (readers in night mode).
    public var flagsForcedTextColor: Bool

    /// The profile `name` names: a store, or `example` (tiny limits, for rule examples only).
    public static func named(_ name: String) -> StoreProfile? {
        if name == "example" {
            return StoreProfile(name: "example", minimumCover: (1, 1), idealCover: nil, maximumImageMegapixels: nil,
                                maximumBookBytes: 100, wantsHTMLContentsNearStart: false, flagsForcedTextColor: false)
        }
        return all[name]
    }

    /// The cover sizes this store asks for, in words, width by height (a cover stands upright: its short side is its
    /// width): what lint's rule text, its findings and the README say, from these numbers only.
    package var coverSizes: String {
        let minimum = minimumCover.short == minimumCover.long
            ? "at least \(minimumCover.short) px on the shortest side"
            : "at least \(minimumCover.short)x\(minimumCover.long) px (width x height)"
        return minimum + (idealCover.map { ", \($0.short)x\($0.long) recommended" } ?? "")
    }

    /// Every store's cover sizes: `Apple: …; KDP: …; Kobo: …`.
    package static var coverSizesSummary: String {
        [("apple", "Apple"), ("kdp", "KDP"), ("kobo", "Kobo")].map { key, label in "\(label): \(all[key]!.coverSizes)" }
            .joined(separator: "; ")
    }

    /// Apple Books, Kindle Direct Publishing and Kobo Writing Life.
    public static let all: [String: StoreProfile] = [
        "apple": StoreProfile(name: "apple", minimumCover: (1400, 1400), idealCover: nil, maximumImageMegapixels: 4,
                              maximumBookBytes: 2_000_000_000, wantsHTMLContentsNearStart: false, flagsForcedTextColor: false),
        "kdp": StoreProfile(name: "kdp", minimumCover: (625, 1000), idealCover: (1600, 2560), maximumImageMegapixels: nil,
                            maximumBookBytes: 650_000_000, wantsHTMLContentsNearStart: true, flagsForcedTextColor: true),
        "kobo": StoreProfile(name: "kobo", minimumCover: (1400, 1400), idealCover: nil, maximumImageMegapixels: nil,
                             maximumBookBytes: 200_000_000, wantsHTMLContentsNearStart: false, flagsForcedTextColor: false),
    ]
}
