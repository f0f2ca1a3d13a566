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
    /// True for a paperback (`kdp-print`): lint lays out the print edition and checks it, not an EPUB's rules.
    public var paperback = false

    /// The profile `name` names: a store, or `example` (tiny limits, for rule examples only).
    public static func named(_ name: String) -> StoreProfile? {
        if name == "example" {
            return StoreProfile(name: "example", minimumCover: (1, 1), idealCover: nil, maximumImageMegapixels: nil,
                                maximumBookBytes: 100, wantsHTMLContentsNearStart: false, flagsForcedTextColor: false)
        }
        return all[name] ?? (name == paperbackName ? paperbackProfile : nil)
    }

    /// The name of KDP's paperback profile.
    package static let paperbackName = "kdp-print"

    /// KDP's paperback: the print edition laid out (24 to 828 pages, figures at 300 ppi, no text past the text block).
    static let paperbackProfile = StoreProfile(name: paperbackName, minimumCover: (0, 0), idealCover: nil, maximumImageMegapixels: nil,
                                               maximumBookBytes: .max, wantsHTMLContentsNearStart: false, flagsForcedTextColor: false,
                                               paperback: true)

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
        labels.map { key, label in "\(label): \(all[key]!.coverSizes)" }
            .joined(separator: "; ")
    }

    /// The stores in the order every text names them, with the names readers know them by.
    package static let labels = [("apple", "Apple"), ("kdp", "KDP"), ("kobo", "Kobo")]

    /// The image limit of each store that has one: `Apple: 4 megapixels`.
    package static var imageLimitsSummary: String {
        labels.compactMap { key, label in all[key]!.maximumImageMegapixels.map { "\(label): \(number($0)) megapixels" } }
            .joined(separator: "; ")
    }

    /// The largest book each store takes: `Apple: 2 GB; KDP: 650 MB; Kobo: 200 MB`.
    package static var bookSizeSummary: String {
        labels.map { key, label in "\(label): \(bytes(all[key]!.maximumBookBytes))" }.joined(separator: "; ")
    }

    /// What `--store` checks, store by store, for the CLI's help and the manual page.
    package static var optionHelp: String {
        "Add the rules of a store: " + labels.map { key, label in
            let profile = all[key]!
            let images = profile.maximumImageMegapixels.map { ", images up to \(number($0)) MP" } ?? ""
            return "\(key) (\(label): cover \(profile.coverSizes)\(images), books up to \(bytes(profile.maximumBookBytes)))"
        }.joined(separator: ", ") + ", or \(paperbackName) (KDP paperback: lays out the print edition with WeasyPrint and checks "
            + "\(PrintSettings.pageLimits.lowerBound) to \(PrintSettings.pageLimits.upperBound) pages, figures at \(PrintFindings.minimumPPI) ppi, no text past the text block)."
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func bytes(_ count: Int) -> String {
        count >= 1_000_000_000 && count % 1_000_000_000 == 0 ? "\(count / 1_000_000_000) GB" : "\(count / 1_000_000) MB"
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
