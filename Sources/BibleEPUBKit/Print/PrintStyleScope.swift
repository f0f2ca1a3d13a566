import Foundation

/// Confines one of the book's style sheets to the pages that link it, once all pages share one print document:
/// every selector gets the sheet's scope class (`.s3 p`), and what styled the page itself (`html`, `body`, `:root`)
/// styles the page's section (`.s3`), which carries the classes the page's `html` and `body` had. Each rule of a
/// sheet gains the same specificity, so the author's cascade within and between sheets is kept.
enum PrintStyleScope {
    /// `css` with each style rule's selectors scoped to `.scope`, each `url()` rewritten by `resolve`, and its absolute
    /// font sizes scaled so that the size the sheet gives the page itself becomes `bodyPoints` (a screen design's
    /// 18 pt body and 26 pt headings print at 10.5 and 15.2 pt: the author's proportions kept at a paperback's size).
    static func scoped(_ css: String, scope: String, bodyPoints: Double = PrintSettings.bodyPoints, resolve: (String) -> String?) -> String {
        let sheet = StyleSheet(css, indexingProperties: false)
        let scale = pageFontPoints(sheet).map { bodyPoints / $0 }
        var edits: [(range: Range<Int>, text: String)] = []
        for rule in sheet.rules where rule.blockStart <= sheet.bytes.count {
            edits.append((rule.start..<rule.blockStart, rule.selectors.map { scopedSelector($0, scope: scope) }.joined(separator: ", ") + " "))
            guard let scale else { continue }
            for declaration in rule.declarations where declaration.name == "font-size" {
                guard let points = points(declaration) else { continue }
                let ending = sheet.bytes[declaration.range].last == UInt8(ascii: ";") ? ";" : ""
                let size = String(format: "%.2fpt", points * scale)
                edits.append((declaration.range, "font-size: \(size)\(declaration.important ? " !important" : "")\(ending)"))
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(sheet.bytes.count + sheet.rules.count * (scope.utf8.count + 2))
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= cursor {
            output += sheet.bytes[cursor..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        output += sheet.bytes[cursor...]
        return CSSRewriter.rewrite(String(decoding: output, as: UTF8.self), resolve)
    }

    /// The absolute font size, in points, the sheet's rules for the page itself (`body`, `html`, `:root`) set outside
    /// any `@media`; nil when they set none.
    private static func pageFontPoints(_ sheet: StyleSheet) -> Double? {
        sheet.rules.last { $0.stylesPage && $0.conditions.isEmpty && $0.declarations.contains { $0.name == "font-size" && points($0) != nil } }
            .flatMap { $0.declarations.last { $0.name == "font-size" }.flatMap(points) }
    }

    /// A font size in `pt` or `px` as points; nil for relative sizes (em, rem, %, keywords), which follow by themselves.
    private static func points(_ declaration: StyleDeclaration) -> Double? {
        guard declaration.tokens.count == 1, let token = declaration.tokens.first, token.kind == .dimension, token.number > 0 else { return nil }
        switch token.value.lowercased() {
        case "pt": return token.number
        case "px": return token.number * 0.75
        default: return nil
        }
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
