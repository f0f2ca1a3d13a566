/// Headings whose words run together where the page draws their separators with CSS: gi-docgen's
/// `<h1><a>GdkWayland</a><span class="sep"></span><a>WaylandDevice</a><span class="sep"></span>get_node_path</h1>` reads
/// "GdkWaylandWaylandDeviceget_node_path", while its title says "GdkWayland.WaylandDevice.get_node_path".
enum RunTogetherHeadings {
    /// `title` when it spells `heading`'s letters and digits with every separator the heading has and more between
    /// them (the ones the heading lost); else `heading`.
    static func spelledOut(_ heading: String, title: String?) -> String {
        guard let title, title.count > heading.count else { return heading }
        let (headingLetters, headingGaps) = gaps(heading), (titleLetters, titleGaps) = gaps(title)
        guard headingLetters == titleLetters, headingGaps.count == titleGaps.count,
              zip(headingGaps, titleGaps).allSatisfy({ !$0 || $1 }), zip(headingGaps, titleGaps).contains(where: { !$0 && $1 }) else { return heading }
        return title
    }

    /// The letters and digits of `text`, and for each two neighbouring ones whether anything stands between them.
    private static func gaps(_ text: String) -> (letters: [Unicode.Scalar], separated: [Bool]) {
        var letters: [Unicode.Scalar] = [], separated: [Bool] = [], between = false
        for scalar in text.unicodeScalars {
            guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                between = true
                continue
            }
            if !letters.isEmpty { separated.append(between) }
            letters.append(scalar)
            between = false
        }
        return (letters, separated)
    }
}
