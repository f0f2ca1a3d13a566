@testable import BibleEPUBKit
import Foundation
import Testing

/// #52 item 2: a data table whose first row is bold cells gets real column headers.
@Suite("Table headers from bold first rows")
struct TableHeadersTests {
    private func page(_ body: String) throws -> (xhtml: String, book: Book) {
        let vault = try TestVault(["a.html": html("<h1>A</h1>\n" + body)])
        let book = try vault.book()
        return (try #require(vault.entry("OEBPS/a.xhtml", in: book)), book)
    }

    @Test("a first row of bold cells over plain rows becomes th scope=col, the bold kept, reported as a note")
    func promoted() throws {
        let (xhtml, book) = try page("<table><tr><td><b>Name</b></td><td><strong>Value</strong></td></tr><tr><td>a</td><td>1</td></tr></table>")
        #expect(xhtml.contains(#"<tr><th scope="col"><b>Name</b></th><th scope="col"><strong>Value</strong></th></tr>"#))
        #expect(book.diagnostics.with("a11y.table-headers").count == 1)
    }

    @Test("tables that say nothing about headers stay: headers of their own, all bold, a plain first row, presentation, one row")
    func untouched() throws {
        for table in [
            "<table><tr><th>Name</th><td><b>Value</b></td></tr><tr><td>a</td><td>1</td></tr></table>",
            "<table><tr><td><b>Name</b></td><td><b>Value</b></td></tr><tr><td><b>a</b></td><td><b>1</b></td></tr></table>",
            "<table><tr><td><b>Name</b> and more</td><td><b>Value</b></td></tr><tr><td>a</td><td>1</td></tr></table>",
            "<table role=\"presentation\"><tr><td><b>Name</b></td><td><b>Value</b></td></tr><tr><td>a</td><td>1</td></tr></table>",
            "<table><tr><td><b>Name</b></td><td><b>Value</b></td></tr></table>",
        ] {
            let (xhtml, book) = try page(table)
            #expect(!xhtml.contains("scope=\"col\""), "\(table)")
            #expect(book.diagnostics.with("a11y.table-headers").isEmpty)
        }
    }
}
