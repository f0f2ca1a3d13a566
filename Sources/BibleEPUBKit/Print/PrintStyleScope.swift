/// Confines one of the book's style sheets to the pages that link it, once all pages share one print document:
/// every selector gets the sheet's scope class (`.s3 p`), and what styled the page itself (`html`, `body`, `:root`)
/// styles the page's section (`.s3`), which carries the classes the page's `html` and `body` had. Each rule of a
/// sheet gains the same specificity, so the author's cascade within and between sheets is kept.
enum PrintStyleScope {
    /// `css` with each style rule's selectors scoped to `.scope`, and each `url()` rewritten by `resolve`.
    static func scoped(_ css: String, scope: String, resolve: (String) -> String?) -> String {
        let sheet = StyleSheet(css, indexingProperties: false)
        var output: [UInt8] = []
        output.reserveCapacity(sheet.bytes.count + sheet.rules.count * (scope.utf8.count + 2))
        var cursor = 0
        for rule in sheet.rules where rule.start >= cursor && rule.blockStart <= sheet.bytes.count {
            output += sheet.bytes[cursor..<rule.start]
            output += Array((rule.selectors.map { scopedSelector($0, scope: scope) }.joined(separator: ", ") + " ").utf8)
            cursor = rule.blockStart
        }
        output += sheet.bytes[cursor...]
        return CSSRewriter.rewrite(String(decoding: output, as: UTF8.self), resolve)
    }

    /// One complex selector scoped to `.scope`: its leading `html`, `body` and `:root` compounds become the scope.
    static func scopedSelector(_ selector: String, scope: String) -> String {
        var rest = Substring(selector)
        var scopeCompound = "." + scope
        var replacedPage = false
        while let (compound, after) = leadingCompound(rest), let remainder = pageRemainder(of: compound) {
            scopeCompound += remainder
            replacedPage = true
            // `html body` and `html > body` both mean the page: the combinator between them goes too.
            var next = after.drop(while: \.isWhitespace)
            if next.first == ">" { next = next.dropFirst().drop(while: \.isWhitespace) }
            guard let following = leadingCompound(next), pageRemainder(of: following.compound) != nil else {
                rest = after
                break
            }
            rest = next
        }
        guard replacedPage else { return scopeCompound + " " + selector }
        return scopeCompound + rest
    }

    /// The first compound selector of `text` and what follows it (starting at its combinator or white space).
    private static func leadingCompound(_ text: Substring) -> (compound: Substring, after: Substring)? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if depth == 0, character == " " || character == ">" || character == "+" || character == "~" || character == "\t"
                || character == "\n" { break }
            index = text.index(after: index)
        }
        guard index > text.startIndex else { return nil }
        return (text[..<index], text[index...])
    }

    /// What is left of a compound that selects the page (`body.dark` -> `.dark`), nil when it selects something else.
    private static func pageRemainder(of compound: Substring) -> String? {
        let lowered = compound.lowercased()
        for name in ["html", "body", ":root"] where lowered.hasPrefix(name) {
            let remainder = compound.dropFirst(name.count)
            if let next = remainder.first, next.isLetter || next.isNumber || next == "-" || next == "_" { continue }
            return String(remainder)
        }
        return nil
    }
}
