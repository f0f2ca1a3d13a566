/// Makes every `id` a unique XML NCName and records how each id as written maps to the id in the book.
package enum IDSanitizer {
    /// Assigns ids in place (also turning `<a name>` into `id`); returns written -> book id, and what changed.
    package static func assign(_ root: Element, file: String) -> ([String: String], [Diagnostic]) {
        var map: [String: String] = [:]
        var used: Set<String> = []
        var repeated: [(written: String, line: Int)] = []
        root.forEachDescendant { element in
            if element.traits.contains(.anchor), let name = element[attribute: "name"] {
                element[attribute: "name"] = nil
                if element[attribute: "id"] == nil { element[attribute: "id"] = name }
            }
            guard let written = element[attribute: "id"] else { return }
            var id = sanitized(written)
            if used.contains(id) {
                if map[written] != nil { repeated.append((written, element.line)) }
                var counter = 2
                while used.contains("\(id)-\(counter)") { counter += 1 }
                id = "\(id)-\(counter)"
            }
            used.insert(id)
            if map[written] == nil { map[written] = id }
            if id != written { element[attribute: "id"] = id }
        }
        addDecodedAliases(to: &map)
        return (map, duplicateReport(repeated, file: file))
    }

    /// An id written with percent escapes (Haddock's source listings: `id="symbol%27"`) is what a link's fragment
    /// names as written (`#symbol%27`), which HTML's indicated-part algorithm matches before the decoded one: links
    /// resolve fragments decoded (`symbol'`), so the decoded spelling maps to the id too, unless an id is written so.
    private static func addDecodedAliases(to map: inout [String: String]) {
        for (written, id) in map where written.contains("%") {
            let decoded = ReferenceResolver.percentDecoded(written)
            if decoded != written, map[decoded] == nil { map[decoded] = id }
        }
    }

    /// One finding for the page's repeated ids, at the first: a generated page repeats dozens.
    private static func duplicateReport(_ repeated: [(written: String, line: Int)], file: String) -> [Diagnostic] {
        guard let first = repeated.first else { return [] }
        var names: [String] = []
        for (written, _) in repeated where !names.contains(written) { names.append(written) }
        let message = names.count == 1
            ? "id '\(first.written)' is used more than once; links go to the first, \(repeated.count == 1 ? "this one is" : "the others are") renamed"
            : "\(names.count) ids are used more than once (\(names.prefix(3).map { "'\($0)'" }.joined(separator: ", "))\(names.count > 3 ? ", ..." : "")); links go to the first of each, the others are renamed"
        let count = repeated.count == 1 ? "" : " (\(repeated.count) renamed; the first here)"
        return [Diagnostic(id: .markupDuplicateId, severity: .warning, file: file, line: first.line, message: message + count)]
    }

    /// The closest NCName to `written`.
    package static func sanitized(_ written: String) -> String {
        if XMLNames.isNCName(written) { return written }
        var result = String(written.unicodeScalars.map { scalar -> Character in
            XMLNames.isNameCharacter(scalar) && scalar != ":" ? Character(scalar) : "-"
        })
        if let first = result.unicodeScalars.first, !XMLNames.isNameStart(first) || first == ":" {
            result = "id-" + result
        }
        return result.isEmpty ? "id" : result
    }
}
