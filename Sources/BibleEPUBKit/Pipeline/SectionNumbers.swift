/// Section numbers in the pages' first headings. Some sites number each page's sections from 1 (SQLite's
/// documentation: "1. Syntax" on the page titled "CREATE INDEX", "1. Introduction to Window Functions" on "Window
/// Functions"): there a first `h1` numbered 1 names the page's first section, and the title names the page. A book
/// numbered across its pages (Sphinx's numbered toctree, LaTeX2HTML: "1.", "2.", "2.1" in turn) is not such a site.
enum SectionNumbers {
    /// The section number that starts `heading` ("1" of "1. Syntax", "2.1" of "2.1 Scope"), or nil when none does
    /// or nothing follows it.
    static func leading(of heading: String) -> String? {
        let scalars = Array(heading.unicodeScalars)
        var end = 0
        while end < scalars.count, scalars[end].properties.numericType == .decimal || (scalars[end] == "." && end > 0) { end += 1 }
        guard end > 0, end < scalars.count, scalars[end].properties.isWhitespace else { return nil }
        var number = String(String.UnicodeScalarView(scalars[..<end]))
        while number.hasSuffix(".") { number.removeLast() }
        return number.isEmpty || number.contains("..") ? nil : number
    }

    /// Whether the pages number their sections from 1 on each page: three pages or more start with a numbered `h1`,
    /// and nine in ten of those with section 1.
    static func restartOnEachPage(_ pages: [ParsedPage]) -> Bool {
        let numbers = pages.compactMap { $0.heading.flatMap(leading(of:)) }
        let firsts = numbers.filter { $0 == "1" }.count
        return firsts >= 3 && firsts * 10 >= numbers.count * 9
    }
}
