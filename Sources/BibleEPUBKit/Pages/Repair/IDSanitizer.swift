/// Makes every `id` a unique XML NCName and records how each id as written maps to the id in the book.
package enum IDSanitizer {
    /// Assigns ids in place (also turning `<a name>` into `id`); returns written -> book id, and what changed.
    package static func assign(_ root: Element, file: String) -> ([String: String], [Diagnostic]) {
        var map: [String: String] = [:]
        var used: Set<String> = []
        var diagnostics: [Diagnostic] = []
        root.forEachDescendant { element in
            if element.traits.contains(.anchor), let name = element[attribute: "name"] {
                element[attribute: "name"] = nil
                if element[attribute: "id"] == nil { element[attribute: "id"] = name }
            }
            guard let written = element[attribute: "id"] else { return }
            var id = sanitized(written)
            if used.contains(id) {
                if map[written] != nil {
                    diagnostics.append(Diagnostic(
                        id: .markupDuplicateId, severity: .warning, file: file, line: element.line,
                        message: "id '\(written)' is used more than once; links go to the first, this one is renamed"))
                }
                var counter = 2
                while used.contains("\(id)-\(counter)") { counter += 1 }
                id = "\(id)-\(counter)"
            }
            used.insert(id)
            if map[written] == nil { map[written] = id }
            if id != written { element[attribute: "id"] = id }
        }
        return (map, diagnostics)
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
