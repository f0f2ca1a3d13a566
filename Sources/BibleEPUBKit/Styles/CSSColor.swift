import Foundation

/// An sRGB colour with alpha, parsed from a CSS value, and the WCAG 2 contrast arithmetic the style passes use.
struct CSSColor: Equatable {
    /// Red, green, blue and alpha, each 0...1.
    var red, green, blue, alpha: Double

    /// Opaque white, the light reading theme's page.
    static let white = CSSColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Opaque black, the night reading theme's page.
    static let black = CSSColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The colour `tokens` spell (a hex colour, `rgb()`/`rgba()`, `hsl()`/`hsla()` or a named colour); nil for
    /// anything else (`currentColor`, `inherit`, `var()`, gradients).
    init?(tokens: [CSSToken]) {
        guard let first = tokens.first else { return nil }
        switch first.kind {
        case .hash where tokens.count == 1: self.init(hex: first.value)
        case .ident where tokens.count == 1:
            let name = first.value.asciiLowercased
            if name == "transparent" { self.init(red: 0, green: 0, blue: 0, alpha: 0); return }
            guard let rgb = CSSNamedColors.rgb[name] else { return nil }
            self.init(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255, alpha: 1)
        case .function where tokens.last?.kind == .rightParen:
            let arguments = tokens.dropFirst().dropLast().filter { $0.kind != .whitespace && $0.kind != .comma && !($0.kind == .delim && $0.delimiter == UInt8(ascii: "/")) }
            self.init(function: first.value.asciiLowercased, arguments: Array(arguments))
        default: return nil
        }
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    private init?(hex: String) {
        let digits = Array(hex.utf8)
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(CSSTokenizer.isHexDigit) else { return nil }
        let short = digits.count <= 4
        let channel = { (index: Int) -> Double in
            short ? Double(CSSTokenizer.hexValue(digits[index])) * 17 / 255
                : Double(CSSTokenizer.hexValue(digits[2 * index]) * 16 + CSSTokenizer.hexValue(digits[2 * index + 1])) / 255
        }
        let hasAlpha = digits.count == 4 || digits.count == 8
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: hasAlpha ? channel(3) : 1)
    }

    private init?(function: String, arguments: [CSSToken]) {
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        let alpha = arguments.count == 4 ? Self.fraction(arguments[3], scale: 1) : 1
        switch function {
        case "rgb", "rgba":
            guard let red = Self.fraction(arguments[0], scale: 255), let green = Self.fraction(arguments[1], scale: 255),
                  let blue = Self.fraction(arguments[2], scale: 255), let alpha else { return nil }
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        case "hsl", "hsla":
            guard let hue = Self.degrees(arguments[0]), let saturation = Self.fraction(arguments[1], scale: 100),
                  let lightness = Self.fraction(arguments[2], scale: 100), let alpha else { return nil }
            let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, lightness: lightness)
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        default: return nil
        }
    }

    /// A number or percentage as 0...1 (`scale` is what a plain number counts to).
    private static func fraction(_ token: CSSToken, scale: Double) -> Double? {
        switch token.kind {
        case .number: return min(1, max(0, token.number / scale))
        case .percentage: return min(1, max(0, token.number / 100))
        default: return nil
        }
    }

    private static func degrees(_ token: CSSToken) -> Double? {
        switch (token.kind, token.value.asciiLowercased) {
        case (.number, _), (.dimension, "deg"): return token.number
        case (.dimension, "turn"): return token.number * 360
        case (.dimension, "rad"): return token.number * 180 / .pi
        case (.dimension, "grad"): return token.number * 0.9
        default: return nil
        }
    }

    /// CSS Color 4 §7.1's hsl-to-rgb.
    private static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let hue = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// This colour laid over `background` (alpha compositing onto an opaque colour).
    func over(_ background: CSSColor) -> CSSColor {
        CSSColor(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
                 blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    /// WCAG 2 relative luminance of the opaque colour.
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio (1...21) of this colour as text on the opaque `background`.
    func contrast(on background: CSSColor) -> Double {
        let text = over(background).luminance, page = background.luminance
        return (max(text, page) + 0.05) / (min(text, page) + 0.05)
    }
}
