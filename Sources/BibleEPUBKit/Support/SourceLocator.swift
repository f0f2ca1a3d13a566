/// Finds where the references of one page's findings are written, reading a line once per distinct reference: a
/// generator that writes a whole module on one line (Haddock) can have thousands of findings on it, and reading the
/// line again for each made a 19 MB tree's build take ten seconds.
package final class SourceLocator {
    private let file: String
    private let source: [UInt8]
    private lazy var lineStarts = SourceText.lineStarts(in: source)
    private var found: [Key: (line: Int, places: SourceText.ValuePlaces)] = [:]

    private struct Key: Hashable {
        let target: String
        let line: Int
    }

    /// A locator for the page at vault path `file` whose source is `source`.
    package init(file: String, source: [UInt8]) {
        self.file = file
        self.source = source
    }

    /// Where `target` is written, as `ParsedPage.location(of:line:occurrence:lineStarts:)` finds it.
    package func location(of target: String, line: Int, occurrence: Int) -> SourceLocation {
        let key = Key(target: target, line: line)
        let entry = found[key] ?? SourceText.valuePlaces(of: target, near: line, in: source, lineStarts: lineStarts)
        found[key] = entry
        return SourceLocation(file: file, line: entry.line, column: entry.places.column(occurrence: entry.line == line ? occurrence : 0))
    }
}
