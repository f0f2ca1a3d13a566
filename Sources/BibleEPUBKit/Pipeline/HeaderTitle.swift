/// A page's title shown in its header by an element that is not a heading, before the `h1` that opens its text:
/// Doxygen writes the page's name as `<div class="headertitle"><div class="title">JsonCpp Documentation</div>` and the
/// main page's first section as `<h1>Introduction</h1>`. The element named `title` names the page; the `h1` names
/// its first section.
enum HeaderTitle {
    /// The text of the first element of the page's body classed `title` (not a heading, not inside one) that comes
    /// before its first `h1`, when the page has an `h1` after it; nil otherwise.
    static func find(in page: ParsedPage) -> String? {
        guard page.heading != nil, let body = page.body else { return nil }
        var found: String?, reachedHeading = false
        walk(body, found: &found, reachedHeading: &reachedHeading)
        return reachedHeading ? found : nil
    }

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Document order until the first `h1` (`reachedHeading`), noting the first `title` element met before it.
    private static func walk(_ element: Element, found: inout String?, reachedHeading: inout Bool) {
        for case .element(let child) in element.children {
            if reachedHeading { return }
            if child.name == "h1" {
                reachedHeading = true
                return
            }
            if headings.contains(child.name) { continue }
            if found == nil, (child[attribute: "class"] ?? "").split(separator: " ").contains("title") {
                let text = SourceText.collapseWhitespace(child.textContent()).trimmingSpaces
                if !text.isEmpty { found = text }
                continue
            }
            walk(child, found: &found, reachedHeading: &reachedHeading)
        }
    }
}
