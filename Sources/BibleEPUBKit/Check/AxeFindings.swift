import Foundation

/// axe-core's violations in a render-check report, as `a11y.<rule>` diagnostics at the vault page and line.
package enum AxeFindings {
    /// The diagnostics for one document's `violations` (rule id, help, and the elements named with their place
    /// among the document's elements); `document` is the page's XHTML and `lines` its source-line map, when known.
    static func diagnostics(_ violations: [[String: Any]], file: String, document: [UInt8]?, lines: SourceLineMap?) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for violation in violations {
            if let error = violation["error"] as? String {
                result.append(Diagnostic(toolID: "render.axe-error", severity: .warning, file: file,
                                         message: "axe-core could not check the page: \(error)"))
            }
            guard let rule = violation["id"] as? String else { continue }
            let known = AxeRules.all[rule]
            let help = known?.help ?? violation["help"] as? String ?? rule
            for node in violation["nodes"] as? [[String: Any]] ?? [] {
                var line = 0
                if let document, let lines, let index = node["element"] as? Int,
                   let offset = startOfElement(index, in: document) {
                    line = lines.sourceLine(atOffset: offset) ?? 0
                }
                result.append(Diagnostic(
                    toolID: "a11y.\(rule)", severity: .warning, file: file, line: line,
                    message: "\(help): \(shown(node["html"] as? String ?? ""))" + (node["size"] as? String == "tablet" ? " (at a tablet's size)" : ""),
                    target: node["target"] as? String,
                    hint: hint(rule: rule, level: known?.level, criteria: known?.criteria ?? [])))
            }
        }
        return result
    }

    /// What to read about a rule: the WCAG success criteria it checks and axe-core's page for it.
    static func hint(rule: String, level: String?, criteria: [String]) -> String {
        let wcag = criteria.isEmpty ? "" : "WCAG \(criteria.joined(separator: ", "))\(level.map { " (level \($0))" } ?? ""); "
        return wcag + "axe-core's rule \(rule): " + helpAddress(rule: rule)
    }

    /// axe-core's page for `rule`, of the release `AxeRules` was read from.
    static func helpAddress(rule: String) -> String {
        "https://dequeuniversity.com/rules/axe/\(AxeRules.version.split(separator: ".").prefix(2).joined(separator: "."))/\(rule)"
    }

    /// An element's opening as axe-core shows it, without the XHTML namespace every element repeats.
    private static func shown(_ html: String) -> String {
        html.replacingOccurrences(of: " xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
    }

    /// The byte offset of the `index`-th start tag of an XML document (0 is the root), skipping comments, CDATA
    /// sections, processing instructions and the doctype: elements in document order, as the browser counts them.
    static func startOfElement(_ index: Int, in xml: [UInt8]) -> Int? {
        guard index >= 0 else { return nil }
        var seen = 0, offset = 0
        while let open = xml[offset...].firstIndex(of: UInt8(ascii: "<")) {
            offset = open + 1
            guard offset < xml.count else { return nil }
            switch xml[offset] {
            case UInt8(ascii: "!"):
                let closer: [UInt8] = xml[offset...].starts(with: Array("!--".utf8)) ? Array("-->".utf8)
                    : xml[offset...].starts(with: Array("![CDATA[".utf8)) ? Array("]]>".utf8) : Array(">".utf8)
                offset = end(of: closer, from: offset, in: xml)
            case UInt8(ascii: "?"):
                offset = end(of: Array("?>".utf8), from: offset, in: xml)
            case UInt8(ascii: "/"):
                continue
            default:
                if seen == index { return open }
                seen += 1
            }
        }
        return nil
    }

    private static func end(of closer: [UInt8], from start: Int, in xml: [UInt8]) -> Int {
        var offset = start
        while offset + closer.count <= xml.count {
            if xml[offset] == closer[0], xml[offset..<offset + closer.count].elementsEqual(closer) { return offset + closer.count }
            offset += 1
        }
        return xml.count
    }
}
