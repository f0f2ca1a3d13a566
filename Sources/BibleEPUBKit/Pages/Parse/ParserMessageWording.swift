/// libxml2's HTML parser messages in plain words, with a hint that says what to write instead. libxml2 2.9 words
/// its messages from a fixed set of templates (its `htmlParseErr` calls); each known template is matched here, and
/// the original text stays at the end of the message for whoever knows libxml2. An unknown one is kept as it is.
enum ParserMessageWording {
    /// The message and hint for `text`, libxml2's message.
    static func explain(_ text: String) -> (message: String, hint: String?) {
        for template in templates {
            guard let names = template.match(text) else { continue }
            return ("\(template.fill(template.message, names)) (libxml2: \(text))", template.fill(template.hint, names))
        }
        return ("the parser repaired the markup: \(text)", nil)
    }

    /// One of libxml2's message templates: literal text with `%` where a name goes (`Unexpected end tag : %`).
    private struct Template: Sendable {
        let pattern: String
        /// What the message means; `$1`, `$2` are the names the pattern's `%`s matched.
        let message: String
        /// What to write instead.
        let hint: String

        /// The names the `%`s match in `text` (each one or more characters), or nil when `text` is not this template.
        func match(_ text: String) -> [String]? {
            let pieces = pattern.split(separator: "%", omittingEmptySubsequences: false).map(String.init)
            var rest = Substring(text)
            guard rest.hasPrefix(pieces[0]) else { return nil }
            rest = rest.dropFirst(pieces[0].count)
            var names: [String] = []
            for literal in pieces.dropFirst() {
                if literal.isEmpty { // the pattern ends with a name
                    guard !rest.isEmpty else { return nil }
                    names.append(String(rest))
                    rest = ""
                    continue
                }
                guard let found = rest.range(of: literal), found.lowerBound > rest.startIndex else { return nil }
                names.append(String(rest[..<found.lowerBound]))
                rest = rest[found.upperBound...]
            }
            return rest.isEmpty ? names : nil
        }

        func fill(_ wording: String, _ names: [String]) -> String {
            names.enumerated().reduce(wording) { $0.replacingAll("$\($1.offset + 1)", $1.element) }
        }
    }

    private static let templates: [Template] = [
        Template(pattern: "Unexpected end tag : %", message: "a stray </$1> that closes no open <$1> was ignored",
                 hint: "remove the </$1>, or add the <$1> it was meant to close"),
        Template(pattern: "Opening and ending tag mismatch: % and %", message: "</$2> arrived while <$1> was still open; the parser closed <$1> there",
                 hint: "close <$1> before </$2>"),
        Template(pattern: "htmlParseEntityRef: no name", message: "a bare '&' that starts no character reference was kept as text",
                 hint: "write &amp; for an ampersand"),
        Template(pattern: "htmlParseEntityRef: expecting ';'", message: "a character reference without its closing ';'",
                 hint: "end the reference with ';' (&amp; not &amp)"),
        Template(pattern: "htmlParseCharRef: invalid xmlChar value %", message: "a numeric character reference to a character XML does not allow (code $1) was dropped",
                 hint: "remove the reference, or write the character it was meant to be"),
        Template(pattern: "error parsing attribute name", message: "a tag holds something that is not an attribute (a stray quote or character); it was dropped",
                 hint: "check the tag's quotes and the characters between its attributes"),
        Template(pattern: "Attribute % redefined", message: "the attribute $1 is given twice on one element; the first value is kept",
                 hint: "keep one $1 on the element"),
        Template(pattern: "htmlParseStartTag: misplaced <%> tag", message: "a second <$1> tag inside the page was ignored (its attributes may be merged into the first)",
                 hint: "keep one <$1> per page"),
        Template(pattern: "Element % embeds close tag", message: "a <$1> holds the text '</', which older parsers read as its end",
                 hint: "write '<\\/' inside the <$1>"),
        Template(pattern: "End tag : expected '>'", message: "an end tag without its closing '>'", hint: "close the end tag with '>'"),
        Template(pattern: "Couldn't find end of Start Tag %", message: "the start tag <$1> has no closing '>'; it was dropped",
                 hint: "close the <$1> tag with '>'"),
        Template(pattern: "DOCTYPE improperly terminated", message: "the <!DOCTYPE …> declaration is not closed properly", hint: "write <!DOCTYPE html>"),
        Template(pattern: "Misplaced DOCTYPE declaration", message: "a <!DOCTYPE> after the start of the page was ignored",
                 hint: "keep one <!DOCTYPE html> at the very top"),
        Template(pattern: "Comment not terminated %", message: "a comment '<!--' is never closed: the rest of the page is inside it",
                 hint: "close the comment with '-->'"),
        Template(pattern: "StartTag: invalid element name", message: "a '<' that starts no tag was kept as text", hint: "write &lt; for a less-than sign"),
    ]
}
