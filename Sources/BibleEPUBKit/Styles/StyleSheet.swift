/// One declaration of a style rule (`height: 100% !important;`) and where it is in the text.
struct StyleDeclaration: Equatable {
    /// The property name, lowercased (custom properties keep their case).
    var name: String
    /// The value as written, trimmed, without `!important`.
    var value: String
    /// Whether it ends in `!important`.
    var important: Bool
    /// Bytes of the whole declaration, from its name through its `;` when it has one.
    var range: Range<Int>
    /// The value's tokens (no comments, no surrounding whitespace, no `!important`).
    var tokens: [CSSToken]
}

/// A style rule (`selectors { declarations }`) with the at-rules around it.
struct StyleRule: Equatable {
    /// The selector list as written, split at its top-level commas and trimmed.
    var selectors: [String]
    /// The declarations in order.
    var declarations: [StyleDeclaration]
    /// Byte offset of the selector's first byte.
    var start: Int
    /// Byte offset of the block's opening `{` (the selector list ends before it).
    var blockStart: Int
    /// Byte offset of the block's closing `}` (the text's end when the block is unclosed).
    var blockEnd: Int
    /// Whether the block ends with a `}` in the text.
    var closed: Bool
    /// Preludes of the enclosing `@media`, `@supports`, … rules, outermost first.
    var conditions: [String]
    /// The subject of each selector.
    let subjects: [SelectorSubject]
    /// Whether some selector styles the page itself (`html`, `body`, `:root`), not counting pseudo-elements.
    let stylesPage: Bool
    /// Whether every selector names a replaced element (images and media, whose boxes hold no text).
    let stylesOnlyReplacedElements: Bool

    init(selectors: [String], subjects: [SelectorSubject], declarations: [StyleDeclaration], start: Int, blockStart: Int,
         blockEnd: Int, closed: Bool, conditions: [String]) {
        (self.selectors, self.subjects, self.declarations, self.start, self.blockStart, self.blockEnd, self.closed, self.conditions) =
            (selectors, subjects, declarations, start, blockStart, blockEnd, closed, conditions)
        stylesPage = subjects.stylePage
        stylesOnlyReplacedElements = subjects.styleOnlyReplacedElements
    }
}

/// CSS text parsed into its style rules (CSS Syntax Level 3, §5: consume a list of rules, with its error recovery).
/// At-rules that hold rules (`@media`, `@supports`, `@layer`, `@container`, `@document`) are descended into; other
/// at-rules (`@font-face`, `@page`, `@import`, `@keyframes`) are kept as they are and are not style rules.
struct StyleSheet {
    /// The text's bytes.
    let bytes: [UInt8]
    /// Every style rule in text order.
    private(set) var rules: [StyleRule] = []
    /// Byte ranges CSS Syntax Level 3 drops as parse errors (a rule without a block at the end, a declaration
    /// that is not `name: value`): reading systems ignore them, EPUBCheck rejects them (CSS-008).
    private(set) var invalid: [Range<Int>] = []
    /// The blocks still open at the end of the text, innermost first: where each opens and the byte that closes it.
    /// CSS Syntax Level 3 closes them there; EPUBCheck rejects the text without their closers (CSS-008).
    private(set) var unclosed: [(opener: Int, closer: UInt8)] = []
    /// Each `;` in a block of declarations that ends none (`color: red;;`, `{ ; color: red }`): CSS Syntax Level 3
    /// skips it, EPUBCheck's CSS 2.1 parser rejects it in a stylesheet (CSS-008), not in a style attribute.
    private(set) var emptyDeclarations: [Range<Int>] = []
    private let tokens: [CSSToken]
    /// The rules declaring each property, by index in `rules`, in text order.
    private var rulesByProperty: [String: [Int]] = [:]

    /// Parses `css`; with `indexingProperties` false, `rules(declaring:)` finds nothing (a check that reads every rule
    /// once does not pay for the index).
    init(_ css: String, indexingProperties: Bool = true) {
        bytes = Array(css.utf8)
        tokens = CSSTokenizer.tokenize(bytes)
        var index = 0
        consumeRules(&index, until: nil, conditions: [])
        guard indexingProperties else { return }
        rulesByProperty.reserveCapacity(64)
        for position in rules.indices {
            for declaration in rules[position].declarations {
                if rulesByProperty[declaration.name]?.last != position { rulesByProperty[declaration.name, default: []].append(position) }
            }
        }
    }

    /// The rules that declare at least one of `properties`, in text order: what a pass that looks at only these
    /// properties needs to read.
    func rules(declaring properties: Set<String>) -> [StyleRule] {
        Set(properties.flatMap { rulesByProperty[$0] ?? [] }).sorted().map { rules[$0] }
    }

    /// The tokens that cover bytes `range`, whose bounds are token boundaries (a rule's selector list:
    /// `start..<blockStart`), as the parser read them.
    func tokens(in range: Range<Int>) -> ArraySlice<CSSToken> {
        func firstIndex(startingAtOrAfter offset: Int) -> Int {
            var (low, high) = (0, tokens.count)
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return tokens[firstIndex(startingAtOrAfter: range.lowerBound)..<firstIndex(startingAtOrAfter: range.upperBound)]
    }

    /// The 1-based line of byte `offset`.
    func line(of offset: Int) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { line += 1 }
        return line
    }

    /// The text of bytes `range`.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private static let groupingRules: Set<String> = ["media", "supports", "layer", "container", "document", "-moz-document", "scope"]
    /// At-rules whose block is a list of declarations (`@page`'s margin boxes are at-rules in it).
    private static let declarationRules: Set<String> = [
        "font-face", "page", "counter-style", "property", "font-palette-values", "viewport", "-ms-viewport",
        "top-left-corner", "top-left", "top-center", "top-right", "top-right-corner", "bottom-left-corner", "bottom-left",
        "bottom-center", "bottom-right", "bottom-right-corner", "left-top", "left-middle", "left-bottom", "right-top",
        "right-middle", "right-bottom",
    ]

    private mutating func consumeRules(_ index: inout Int, until closer: CSSToken.Kind?, conditions: [String]) {
        while index < tokens.count {
            let token = tokens[index]
            if let closer, token.kind == closer { return }
            switch token.kind {
            case .whitespace, .comment, .cdo, .cdc: index += 1 // a `;` here opens a qualified rule's prelude (§5.4.1)
            case .atKeyword: consumeAtRule(&index, conditions: conditions)
            default: consumeQualifiedRule(&index, conditions: conditions, nestedIn: closer)
            }
        }
    }

    private mutating func consumeAtRule(_ index: inout Int, conditions: [String]) {
        let name = tokens[index].value.asciiLowercased
        let preludeStart = tokens[index].end
        index += 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .semicolon: index += 1; return
            case .leftBrace:
                let prelude = text(preludeStart..<tokens[index].start).trimmingSpaces
                let opener = tokens[index].start
                index += 1
                if Self.groupingRules.contains(name) {
                    consumeRules(&index, until: .rightBrace, conditions: conditions + ["@\(name) \(prelude)"])
                    if index < tokens.count { index += 1 } else { unclosed.append((opener, UInt8(ascii: "}"))) }
                } else if Self.declarationRules.contains(name) { // read for what EPUBCheck rejects; not a style rule
                    _ = consumeDeclarations(&index, atRulesAllowed: true)
                    if index < tokens.count { index += 1 } else { unclosed.append((opener, UInt8(ascii: "}"))) }
                } else {
                    skipBlock(&index, closer: .rightBrace, opener: opener)
                }
                return
            default: skipComponent(&index)
            }
        }
    }

    private mutating func consumeQualifiedRule(_ index: inout Int, conditions: [String], nestedIn closer: CSSToken.Kind?) {
        let start = tokens[index].start
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .leftBrace { break }
            if kind == closer && closer != nil { // a prelude cut off by its parent's end: dropped
                invalid.append(start..<tokens[index].start)
                return
            }
            skipComponent(&index)
        }
        guard index < tokens.count else {
            invalid.append(start..<bytes.count)
            return
        }
        let selectors = self.selectors(in: start..<tokens[index].start)
        let opener = tokens[index].start
        index += 1
        let declarations = consumeDeclarations(&index)
        let closed = index < tokens.count
        if !closed { unclosed.append((opener, UInt8(ascii: "}"))) }
        let blockEnd = closed ? tokens[index].start : bytes.count
        if closed { index += 1 }
        rules.append(StyleRule(selectors: selectors.map { String(decoding: $0, as: UTF8.self) }, subjects: selectors.map(SelectorSubject.init),
                               declarations: declarations, start: start, blockStart: opener, blockEnd: blockEnd, closed: closed, conditions: conditions))
    }

    /// Consumes a block's declarations up to (not past) its closing brace; at-rules in it (`@page`'s margin boxes) are
    /// read as at-rules when `atRulesAllowed`, else as a parse error.
    private mutating func consumeDeclarations(_ index: inout Int, atRulesAllowed: Bool = false) -> [StyleDeclaration] {
        var declarations: [StyleDeclaration] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .comment: index += 1
            case .semicolon:
                emptyDeclarations.append(token.start..<token.end)
                index += 1
            case .rightBrace: return declarations
            case .atKeyword where atRulesAllowed: consumeAtRule(&index, conditions: [])
            case .ident:
                let start = index
                while index < tokens.count, tokens[index].kind != .semicolon, tokens[index].kind != .rightBrace { skipComponent(&index) }
                let hasSemicolon = index < tokens.count && tokens[index].kind == .semicolon
                if let declaration = declaration(tokens[start..<index], through: hasSemicolon ? tokens[index].end : nil) {
                    declarations.append(declaration)
                } else {
                    invalid.append(tokens[start].start..<(hasSemicolon ? tokens[index].end : tokens[index - 1].end))
                }
                if hasSemicolon { index += 1 }
            default:
                let start = index
                while index < tokens.count, tokens[index].kind != .semicolon, tokens[index].kind != .rightBrace { skipComponent(&index) }
                let hasSemicolon = index < tokens.count && tokens[index].kind == .semicolon
                invalid.append(tokens[start].start..<(hasSemicolon ? tokens[index].end : tokens[index - 1].end))
                if hasSemicolon { index += 1 }
            }
        }
        return declarations
    }

    /// Steps over one component value: a token, or a whole (), [] or {} block or function.
    private mutating func skipComponent(_ index: inout Int) {
        let kind = tokens[index].kind, opener = tokens[index].start
        index += 1
        switch kind {
        case .leftBrace: skipBlock(&index, closer: .rightBrace, opener: opener)
        case .leftBracket: skipBlock(&index, closer: .rightBracket, opener: opener)
        case .leftParen, .function: skipBlock(&index, closer: .rightParen, opener: opener)
        default: break
        }
    }

    /// Skips a block whose opener (at byte `opener`) is consumed, through its `closer`; noted in `unclosed` when the
    /// text ends first.
    private mutating func skipBlock(_ index: inout Int, closer: CSSToken.Kind, opener: Int) {
        while index < tokens.count {
            if tokens[index].kind == closer { index += 1; return }
            skipComponent(&index)
        }
        let byte: UInt8 = closer == .rightBrace ? UInt8(ascii: "}") : closer == .rightBracket ? UInt8(ascii: "]") : UInt8(ascii: ")")
        unclosed.append((opener, byte))
    }
}
