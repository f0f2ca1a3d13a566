/// Contents entries whose labels repeat their parent's before a separator keep only what tells them apart: an index
/// split over pages (`Index - A`, `Index - B` under `Index`: Haddock's; `Index: F – L` under `Index`) reads `A`, `B`;
/// an API's member under its class (`GdkWayland.WaylandDevice.get_node_path` under `GdkWayland.WaylandDevice`,
/// `Json::Reader::parse` under `Json::Reader`) reads `get_node_path`, `parse`.
enum ParentNameLabels {
    /// What may stand between the parent's name and the child's own.
    static let separators = [" - ", " – ", " — ", ": "]
    /// What joins a qualified name's parts: only between identifiers, under a parent so qualified (`Chapter 1.2` under
    /// `Chapter 1` stays).
    static let qualifiers = ["::", "."]

    /// `entries` and their descendants, each child's label without its parent's label and separator.
    static func shortened(_ entries: [TOCEntry]) -> [TOCEntry] {
        entries.map { entry in
            var entry = entry
            entry.children = shortened(entry.children).map { child in
                var child = child
                child.label = label(child.label, under: entry.label)
                return child
            }
            return entry
        }
    }

    /// `label` without `parent` and a separator when it starts with them and has more after; else `label`.
    static func label(_ label: String, under parent: String) -> String {
        guard !parent.isEmpty, label.hasPrefix(parent) else { return label }
        let rest = label.dropFirst(parent.count)
        for separator in separators where rest.hasPrefix(separator) {
            let own = rest.dropFirst(separator.count).trimmingSpaces
            if !own.isEmpty { return String(own) }
        }
        // Only under a qualified name itself: "Node.js" under "Node" is a name of its own.
        for qualifier in qualifiers where rest.hasPrefix(qualifier) && parent.contains(qualifier) && parent.last.map(isIdentifier) == true {
            let member = rest.dropFirst(qualifier.count)
            if let first = member.first, first.isLetter || first == "_", member.allSatisfy({ isIdentifier($0) || $0 == "." || $0 == ":" }) {
                return String(member)
            }
        }
        return label
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
