import Foundation

/// The paperback's page: trim size and margins, with the gutter KDP requires for the page count.
package struct PrintSettings: Sendable, Equatable {
    /// Trim width in inches.
    package var width: Double
    /// Trim height in inches.
    package var height: Double
    /// Outside margin in inches (KDP: at least 0.25 in).
    package var outside = 0.5
    /// Top margin in inches (the running head sits in it).
    package var top = 0.75
    /// Bottom margin in inches (the folio sits in it).
    package var bottom = 0.75

    /// The body text's size in points; print.css sets it, and each page's own absolute sizes scale to it.
    package static let bodyPoints = 10.5

    /// The 6 x 9 in trim, the most common for technical paperbacks.
    package static let standard = PrintSettings(width: 6, height: 9)

    /// KDP's inside margin (gutter) for a page count: (most pages, inches), in order; above the last, no paperback.
    package static let gutterBands: [(pages: Int, inches: Double)] = [(150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (828, 0.875)]
    /// KDP's fewest and most pages of a paperback.
    package static let pageLimits = 24...828

    /// The trim sizes `trim:` takes by name, and any `<width>x<height>in` or `mm`.
    package static let namedTrims: [String: (Double, Double)] = ["a5": (5.83, 8.27), "letter": (8.5, 11)]

    /// Settings for a trim written as `6x9in`, `5.5x8.5in`, `148x210mm` or `A5`; nil when it names no size.
    package init?(trim: String) {
        let text = trim.lowercased().replacingOccurrences(of: " ", with: "")
        if let named = Self.namedTrims[text] {
            (width, height) = named
            return
        }
        let unit: Double
        var numbers = text
        if numbers.hasSuffix("in") { unit = 1; numbers.removeLast(2) } else if numbers.hasSuffix("mm") { unit = 1 / 25.4; numbers.removeLast(2) } else { unit = 1 }
        let parts = numbers.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { return nil }
        (width, height) = (parts[0] * unit, parts[1] * unit)
        guard (4...8.5).contains(width), (6...11.69).contains(height) else { return nil }
    }

    /// Settings for a trim of `width` x `height` inches.
    package init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }

    /// The trim as a reader says it: `6 x 9 in`.
    package var trimDescription: String {
        let number = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value) }
        return "\(number(width)) x \(number(height)) in"
    }

    /// KDP's gutter for `pages` pages (the narrowest band for fewer than 151; the widest above 700).
    package func gutter(forPages pages: Int) -> Double {
        Self.gutterBands.first { pages <= $0.pages }?.inches ?? Self.gutterBands.last!.inches
    }

    /// The style sheet that sets the gutter: the inside margin of left and right pages.
    package func gutterCSS(inches: Double) -> String {
        "@page :left { margin-right: \(Self.inches(inches)); }\n@page :right { margin-left: \(Self.inches(inches)); }\n"
    }

    /// The values `print.css` is rendered with.
    var templateValues: [String: String] {
        ["trim-width": Self.inches(width), "trim-height": Self.inches(height), "margin-outside": Self.inches(outside),
         "margin-top": Self.inches(top), "margin-bottom": Self.inches(bottom), "font-size": String(format: "%.1fpt", Self.bodyPoints)]
    }

    private static func inches(_ value: Double) -> String {
        String(format: "%.3fin", value)
    }
}
