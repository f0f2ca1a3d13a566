/// Text from the vault (file names, links, labels) made safe to print: a control character would start a new line
/// (where a CI runner reads `::error ...` as a command), move the cursor or recolour a terminal (ESC), and a bidi
/// override would show a name other than the one on disk. Each is written as Swift writes it, `\u{1B}`.
package enum PrintableText {
    /// `text` with every C0 and C1 control character (tab excepted), DEL and bidi control escaped as `\u{…}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
