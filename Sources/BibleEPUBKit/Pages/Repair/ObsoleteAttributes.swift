/// HTML 4 presentational attributes EPUB 3 content documents reject, turned into inline CSS where CSS can say
/// the same (`align`, `valign`, `bgcolor`, `width`, …) and dropped where it cannot (`summary`, `longdesc`, …).
enum ObsoleteAttributes {
    /// What became of one element's obsolete attributes.
    struct Conversion: Equatable {
        /// The attributes to keep, `style` last when CSS was added.
        var attributes: [Attribute]
        /// Names written as CSS.
        var converted: [String] = []
        /// Names dropped without an equivalent.
        var dropped: [String] = []
        /// Names dropped because they asked for what the element does anyway (a table's `border="0"`).
        var defaults: [String] = []
    }

    /// Elements on which each attribute is obsolete (EPUBCheck 5.3 rejects it there).
    static let obsolete: [String: Set<String>] = [
        "align": ["caption", "col", "colgroup", "div", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "iframe", "img", "input",
                  "legend", "p", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "object", "embed"],
        "valign": cellElements, "char": cellElements, "charoff": cellElements,
        "bgcolor": ["body", "table", "td", "th", "tr"], "background": ["body", "table", "td", "th", "tr"],
        "width": ["col", "colgroup", "hr", "pre", "table", "td", "th"], "height": ["td", "th", "tr", "table"],
        "nowrap": ["td", "th"], "axis": ["td", "th"], "abbr": ["td", "th"], "scope": ["td"],
        "cellpadding": ["table"], "cellspacing": ["table"], "frame": ["table"], "rules": ["table"], "summary": ["table"],
        "datapagesize": ["table"], "hspace": ["img", "object", "embed", "iframe"], "vspace": ["img", "object", "embed", "iframe"],
        "clear": ["br"], "noshade": ["hr"], "size": ["hr"], "compact": ["ul", "ol", "dl", "menu", "dir"],
        "type": ["ul", "li"], "longdesc": ["img", "iframe"], "name": ["img"], "language": ["script"],
        "text": ["body"], "link": ["body"], "vlink": ["body"], "alink": ["body"],
        "marginheight": ["body"], "marginwidth": ["body"], "topmargin": ["body"], "leftmargin": ["body"],
        "charset": ["a", "link"], "coords": ["a"], "shape": ["a"], "urn": ["a", "link"], "methods": ["a", "link"],
    ]
    private static let cellElements: Set<String> = ["col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"]
    private static let textAlignElements: Set<String> = ["div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "legend"]

    /// Whether `attribute` is obsolete on element `name`: a table's `border` only when it says no border (EPUB 3
    /// takes `""` and `"1"`, which both draw one; writing "1" for a layout table's "0" would draw borders round
    /// every cell of it).
    static func isObsolete(_ attribute: Attribute, on name: String) -> Bool {
        if attribute.name == "border" && name == "table" { return isZero(attribute.value) }
        return obsolete[attribute.name]?.contains(name) == true
    }

    /// Converts the obsolete attributes of element `name`; nil when it has none.
    static func convert(_ name: String, _ attributes: [Attribute]) -> Conversion? {
        guard attributes.contains(where: { !HTMLAttributes.isCommonGlobal($0.name) && isObsolete($0, on: name) }) else { return nil }
        var result = Conversion(attributes: [])
        var declarations: [String] = []
        var style: String?
        for attribute in attributes {
            if attribute.name == "style" { style = attribute.value; continue }
            guard isObsolete(attribute, on: name) else { result.attributes.append(attribute); continue }
            if attribute.name == "border" { result.defaults.append(attribute.name); continue }
            let css = cssValue(attribute.value).flatMap { declarationsFor(attribute.name, $0, on: name) } ?? []
            if css.isEmpty { result.dropped.append(attribute.name) } else { result.converted.append(attribute.name) }
            declarations += css
        }
        let written = ([style?.trimmingSpaces].compactMap { $0 }.filter { !$0.isEmpty }.map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }
            + declarations).joined(separator: "; ")
        if !written.isEmpty { result.attributes.append(Attribute("style", written)) }
        return result
    }

    /// The CSS declarations for `attribute="value"` on `element`; empty when CSS has no equivalent.
    private static func declarationsFor(_ attribute: String, _ value: String, on element: String) -> [String] {
        if value.isEmpty && attribute != "nowrap" { return [] }
        switch attribute {
        case "align": return alignment(value, on: element)
        case "valign": return ["vertical-align: \(value)"]
        case "bgcolor": return ["background-color: \(value)"]
        case "width", "height": return length(value).map { ["\(attribute): \($0)"] } ?? []
        case "nowrap": return ["white-space: nowrap"]
        case "cellspacing": return length(value).map { ["border-spacing: \($0)"] } ?? []
        case "hspace": return length(value).map { ["margin-left: \($0)", "margin-right: \($0)"] } ?? []
        case "vspace": return length(value).map { ["margin-top: \($0)", "margin-bottom: \($0)"] } ?? []
        case "clear": return ["clear: \(value == "all" ? "both" : value)"]
        case "text": return ["color: \(value)"]
        case "type": return ["disc", "circle", "square"].contains(value) ? ["list-style-type: \(value)"] : []
        default: return []
        }
    }

    private static func alignment(_ value: String, on element: String) -> [String] {
        switch (element, value) {
        case (_, "char"): return []
        case ("caption", "top"), ("caption", "bottom"): return ["caption-side: \(value)"]
        case ("table", "center"), ("hr", "center"): return ["margin-left: auto", "margin-right: auto"]
        case ("table", "left"), ("table", "right"), ("img", "left"), ("img", "right"), ("object", "left"), ("object", "right"),
             ("embed", "left"), ("embed", "right"), ("iframe", "left"), ("iframe", "right"):
            return ["float: \(value)"]
        case ("img", _), ("object", _), ("embed", _), ("iframe", _), ("input", _):
            return ["vertical-align: \(value == "center" ? "middle" : value)"]
        case (_, "left"), (_, "right"), (_, "center"), (_, "justify"):
            return textAlignElements.contains(element) || cellElements.contains(element) || element == "caption"
                ? ["text-align: \(value)"] : []
        default: return []
        }
    }

    /// Whether a legacy length says zero (`0`, `00`, `0px`).
    private static func isZero(_ value: String) -> Bool {
        let digits = value.trimmingSpaces.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        return !digits.isEmpty && Double(digits) == 0
    }

    /// A legacy length (`20`, `50%`) as CSS (`20px`, `50%`), or nil.
    private static func length(_ value: String) -> String? {
        let digits = value.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !digits.isEmpty, Double(digits) != nil else { return nil }
        return value.dropFirst(digits.count).hasPrefix("%") ? "\(digits)%" : "\(digits)px"
    }

    /// The value lowercased when it is safe inside a CSS declaration (`#fff`, `red`, `50%`), else nil.
    private static func cssValue(_ value: String) -> String? {
        let trimmed = value.trimmingSpaces.lowercased()
        guard trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "#%.-".contains($0)) }) else { return nil }
        return trimmed
    }
}
