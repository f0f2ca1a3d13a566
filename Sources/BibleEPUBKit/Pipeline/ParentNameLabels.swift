/// Contents entries whose labels repeat their parent's before a separator keep only what tells them apart: an index
/// split over pages (`Index - A`, `Index - B` under `Index`: Haddock's; `Index: F – L` under `Index`) reads `A`, `B`.
enum ParentNameLabels {
    /// What may stand between the parent's name and the child's own.
    static let separators = [" - ", " – ", " — ", ": "]

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
        return label
    }
}
