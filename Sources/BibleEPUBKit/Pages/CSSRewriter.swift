/// Finds and rewrites the references in CSS text: `url(…)` and `@import`.
public enum CSSRewriter {
    /// Every reference written in `css`, in order.
    public static func references(in css: String) -> [String] {
        var found: [String] = []
        _ = rewrite(css) { found.append($0); return $0 }
        return found
    }

    /// Rewrites each reference with `transform`; nil removes it (`@import` rule dropped, `url()` becomes `none`).
    public static func rewrite(_ css: String, _ transform: (String) -> String?) -> String {
        let scalars = Array(css.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let end = find("*/", in: scalars, from: index + 2).map { $0 + 2 } ?? scalars.count
                output.append(contentsOf: scalars[index..<end])
                index = end
            } else if matches("@import", scalars, at: index) {
                index = rewriteImport(scalars, at: index, into: &output, transform)
            } else if matches("url(", scalars, at: index) {
                index = rewriteURL(scalars, at: index, into: &output, transform)
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }

    private static func rewriteImport(_ s: [Unicode.Scalar], at start: Int, into output: inout String.UnicodeScalarView,
                                      _ transform: (String) -> String?) -> Int {
        let end = find(";", in: s, from: start).map { $0 + 1 } ?? s.count
        let rule = String(String.UnicodeScalarView(s[start..<end]))
        var target = rule.dropFirst("@import".count).trimmingPrefix { $0 == " " || $0 == "\t" || $0 == "\n" }
        if target.lowercased().hasPrefix("url(") { target = target.dropFirst(4) }
        guard let quote = target.first else { output.append(contentsOf: s[start..<end]); return end }
        let closing: Character = quote == "\"" || quote == "'" ? quote : ")"
        let body = quote == closing ? target.dropFirst() : target
        let written = String(body.prefix { $0 != closing && $0 != ")" }).trimmingSpaces
        if let replacement = transform(written) {
            output.append(contentsOf: "@import url(\"\(replacement)\");".unicodeScalars)
        }
        return end
    }

    private static func rewriteURL(_ s: [Unicode.Scalar], at start: Int, into output: inout String.UnicodeScalarView,
                                   _ transform: (String) -> String?) -> Int {
        guard let close = find(")", in: s, from: start + 4) else {
            output.append(contentsOf: s[start...])
            return s.count
        }
        var written = String(String.UnicodeScalarView(s[(start + 4)..<close])).trimmingSpaces
        if let first = written.first, first == "\"" || first == "'", written.count >= 2, written.last == first {
            written = String(written.dropFirst().dropLast())
        }
        if written.hasPrefix("#") || written.lowercased().hasPrefix("data:") {
            output.append(contentsOf: s[start...close])
        } else if let replacement = transform(written) {
            output.append(contentsOf: "url(\"\(replacement)\")".unicodeScalars)
        } else {
            output.append(contentsOf: "none".unicodeScalars)
        }
        return close + 1
    }

    private static func matches(_ word: String, _ s: [Unicode.Scalar], at index: Int) -> Bool {
        let pattern = Array(word.unicodeScalars)
        guard index + pattern.count <= s.count else { return false }
        for (offset, scalar) in pattern.enumerated() where lower(s[index + offset]) != scalar { return false }
        if index > 0, isIdentifier(s[index - 1]) { return false }
        return true
    }

    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSetting.isAlphanumeric(scalar) || scalar == "-" || scalar == "_"
    }

    private static func find(_ needle: String, in s: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        var index = start
        while index + pattern.count <= s.count {
            if s[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
